import ErrgenRuntime

/// Where the app keeps its tokens between launches.
///
/// A real iOS app stores them in the Keychain; this in-memory store has the same
/// contract, which is what the use cases and tests rely on.
public protocol TokenStore: Sendable {
    func load() async -> BearerToken?
    func save(_ token: BearerToken) async
    func clear() async
}

public actor InMemoryTokenStore: TokenStore {
    private var token: BearerToken?

    public init(token: BearerToken? = nil) {
        self.token = token
    }

    public func load() -> BearerToken? { token }
    public func save(_ token: BearerToken) { self.token = token }
    public func clear() { token = nil }
}
