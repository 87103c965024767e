/// A guard against refresh loops: at most `maximumRefreshes` refreshes within `window`.
///
/// After Alamofire's `AuthenticationInterceptor.RefreshWindow` (same defaults: 5 within
/// 30 s). A server that rejects every fresh token, or a clock so wrong that every token
/// looks expired, would otherwise have the app refresh without end; once the limit is
/// reached, the next refresh is not attempted and the session ends as
/// ``SessionEnd/tooManyRefreshes(_:)``.
public struct RefreshLimit: Sendable, Hashable {
    /// The most refreshes allowed within `window`.
    public var maximumRefreshes: Int
    /// How far back refreshes count.
    public var window: Duration

    /// - Parameters:
    ///   - maximumRefreshes: the most refreshes within `window`; at least 1.
    ///   - window: how far back refreshes count.
    public init(maximumRefreshes: Int = 5, within window: Duration = .seconds(30)) {
        self.maximumRefreshes = max(1, maximumRefreshes)
        self.window = window
    }
}
