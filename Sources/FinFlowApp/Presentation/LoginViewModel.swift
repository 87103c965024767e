import ErrgenRuntime
import FinFlowAPI

/// The sign-in screen's state, platform-neutral: a SwiftUI view or a UIKit view
/// controller binds to it.
@MainActor
public final class LoginViewModel {
    public var email = ""
    public var password = ""
    public private(set) var isSigningIn = false
    public private(set) var signedInUser: FinFlow.UserProfile?

    let login: LoginUseCase
    public let presenter: ErrorPresenter

    public init(login: LoginUseCase, presenter: ErrorPresenter) {
        self.login = login
        self.presenter = presenter
    }

    public func signIn() async {
        isSigningIn = true
        defer { isSigningIn = false }
        do {
            signedInUser = try await login.execute(email: email, password: password)
        } catch {
            await presenter.present(error)
        }
    }
}
