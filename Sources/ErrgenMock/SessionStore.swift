import Foundation

/// The tokens the mock issued: sign-in and refresh issue a pair, an access token expires
/// after `lifetime` (or when the admin endpoint says), a refresh token is spent by its refresh.
package final class SessionStore: Sendable {
    package enum Check: Sendable, Equatable {
        case valid
        case missing
        case unknown
        case expired
    }

    private struct State {
        var access: [String: Date] = [:]
        var refresh: Set<String> = []
        var issued = 0
    }

    package let lifetime: Double
    private let now: @Sendable () -> Date
    private let state = LockedValue(State())

    /// - Parameters:
    ///   - lifetime: seconds an access token is accepted for.
    ///   - now: the clock (a test's, to expire tokens without waiting).
    package init(lifetime: Double, now: @escaping @Sendable () -> Date = { Date() }) {
        self.lifetime = lifetime
        self.now = now
    }

    /// A new pair: `(access, refresh)`.
    package func issue() -> (access: String, refresh: String) {
        let expiry = now().addingTimeInterval(lifetime)
        return state.withLock { state in
            state.issued += 1
            let pair = ("mock-access-\(state.issued)", "mock-refresh-\(state.issued)")
            state.access[pair.0] = expiry
            state.refresh.insert(pair.1)
            return pair
        }
    }

    package func check(access token: String?) -> Check {
        guard let token, !token.isEmpty else { return .missing }
        let time = now()
        return state.withLock { state in
            guard let expiry = state.access[token] else { return .unknown }
            return expiry > time ? .valid : .expired
        }
    }

    /// Spends a refresh token: `true` when it was issued and not spent.
    package func redeem(refresh token: String) -> Bool {
        state.withLock { $0.refresh.remove(token) != nil }
    }

    /// Every access token expires now: the next protected call gets the reauthenticate error.
    package func expireAll() {
        let time = now()
        state.withLock { state in
            for key in state.access.keys { state.access[key] = time }
        }
    }
}
