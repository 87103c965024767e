import ErrgenRuntime
import FinFlowApp
import FlyingFox
import Foundation
import TestSupport

/// Records where the app's global error handling sent the user.
actor RecordingNavigator: AppNavigator {
    enum Screen: Equatable {
        case signIn
        case support(String?)
        case maintenance
        case forceUpdate(URL?)
    }

    private(set) var screens: [Screen] = []

    func showSignIn() { screens.append(.signIn) }
    func showSupport(phone: String?) { screens.append(.support(phone)) }
    func showMaintenance() { screens.append(.maintenance) }
    func showForceUpdate(storeURL: URL?) { screens.append(.forceUpdate(storeURL)) }
}

/// An `ErrorDisplay` that records what it was asked to show and answers with a
/// chosen action, as a user tapping a button would.
@MainActor
final class RecordingDisplay: ErrorDisplay {
    private(set) var shown: [ErrorPresentation] = []
    var answer: ErrorAction?

    init(answer: ErrorAction? = nil) {
        self.answer = answer
    }

    func show(_ presentation: ErrorPresentation) async -> ErrorAction? {
        shown.append(presentation)
        return answer
    }
}

/// Canned bodies in the reference spec's envelope.
enum Body {
    static func error(_ code: String, details: String = "{}") -> String {
        #"{"error": {"code": \#(code), "message": "server text", "details": \#(details), "request_id": "req-1"}}"#
    }

    static let user =
        #"{"id": "8C2A5F0E-2B5B-4E4B-9A43-0D6E1B5C7A11", "email": "an@finflow.vn", "full_name": "Nguyễn An", "member_since": "2024-01-02T03:04:05Z"}"#

    static func tokens(_ access: String, _ refresh: String) -> String {
        #"{"access_token": "\#(access)", "refresh_token": "\#(refresh)", "expires_in": 3600}"#
    }

    static func login(_ access: String, _ refresh: String) -> String {
        #"{"tokens": \#(tokens(access, refresh)), "user": \#(user)}"#
    }

    static func moviesPage(_ page: Int, of total: Int) -> String {
        let movies = (1...2).map { index in
            #"{"id": \#(page * 10 + index), "title": "Movie \#(page)-\#(index)", "vote_average": 7.5, "genre_ids": [18]}"#
        }
        return
            #"{"page": \#(page), "results": [\#(movies.joined(separator: ","))], "total_pages": \#(total), "total_results": \#(total * 2)}"#
    }
}

/// The app wired against a local server, with a clock that does not sleep.
struct AppUnderTest {
    let server: TestServer?
    let navigator = RecordingNavigator()
    let tokenStore: InMemoryTokenStore
    let environment: AppEnvironment

    init(server: TestServer, token: BearerToken? = nil) {
        self.init(baseURL: server.baseURL, server: server, token: token)
    }

    /// The app against any server: `errgen mock` (`MockedAPI`).
    init(baseURL: URL, server: TestServer? = nil, token: BearerToken? = nil) {
        self.server = server
        self.tokenStore = InMemoryTokenStore(token: token)
        self.environment = AppEnvironment(
            baseURL: baseURL, navigator: navigator, tokenStore: tokenStore,
            configure: { $0.clock = RecordingClock() })
    }
}
