import ErrgenRuntime
import Foundation
import TestSupport

/// An app's session as apps write it: the refresh goes to the server's `/auth/refresh`
/// through a client of its own, without an authenticator, so what the refresh endpoint
/// answers (a 503, a 400 `invalid_grant`...) is what the runtime has to judge.
final class ServerAuthSession: AuthSession {
    let client: APIClient<TestError>
    /// The refreshed token's lifetime; `nil` gives tokens without an expiry.
    let lifetime: Duration?
    let now: @Sendable () -> Date
    private let state = Locked((refreshes: 0, ends: [SessionEnd]()))

    /// - Parameter configuration: the refresh client's; a session made as generated code
    ///   makes it passes the app client's `forRefresh()`.
    init(
        refreshingAt baseURL: URL, lifetime: Duration? = nil, now: @escaping @Sendable () -> Date = { Date() },
        configuration: APIClientConfiguration = APIClientConfiguration(clock: RecordingClock())
    ) {
        self.client = APIClient(baseURL: baseURL, configuration: configuration)
        self.lifetime = lifetime
        self.now = now
    }

    var refreshCount: Int { state.withLock { $0.refreshes } }
    var ends: [SessionEnd] { state.withLock { $0.ends } }

    func refresh(_ rejected: BearerToken) async throws -> BearerToken {
        state.withLock { $0.refreshes += 1 }
        let tokens = try await client.send(
            RefreshEndpoint(refreshToken: rejected.refreshToken ?? ""), expecting: LoginResponse.self)
        let expiresAt = lifetime.map { now().addingTimeInterval(Double($0.components.seconds)) }
        return BearerToken(accessToken: tokens.accessToken, refreshToken: tokens.refreshToken, expiresAt: expiresAt)
    }

    func sessionDidEnd(_ end: SessionEnd) async {
        state.withLock { $0.ends.append(end) }
    }
}

/// A wall clock a test moves by hand.
final class TestNow: Sendable {
    private let date = Locked(Date(timeIntervalSince1970: 1_750_000_000))
    var now: Date { date.withLock { $0 } }
    var function: @Sendable () -> Date { { self.now } }
    func advance(_ duration: Duration) { date.withLock { $0 += Double(duration.components.seconds) } }
}

/// A gate a server handler waits at until the test opens it.
final class Gate: Sendable {
    private let isOpen = Locked(false)
    func open() { isOpen.withLock { $0 = true } }
    func wait() async throws {
        while !isOpen.withLock({ $0 }) { try await Task.sleep(for: .milliseconds(2)) }
    }
}

/// Tokens as the refresh endpoint returns them.
func tokensBody(_ access: String) -> String {
    #"{"access_token":"\#(access)","refresh_token":"\#(access)-refresh"}"#
}
