import ErrgenRuntime
import FinFlowAPI
import Foundation

/// Signs in with email and password.
///
/// The seed app's rules: the email is trimmed; empty fields are rejected before any
/// request, as the same validation error the server would send, so screens handle
/// one kind of error; stored tokens change only when sign-in succeeds.
public struct LoginUseCase: Sendable {
    let auth: FinFlow.AuthService
    let authenticator: BearerAuthenticator
    let tokenStore: any TokenStore

    public init(environment: AppEnvironment) {
        self.auth = environment.client.auth
        self.authenticator = environment.authenticator
        self.tokenStore = environment.tokenStore
    }

    public func execute(email: String, password: String) async throws(FinFlowError) -> FinFlow.UserProfile {
        let email = email.trimmingCharacters(in: .whitespacesAndNewlines)
        var fieldErrors: [String: [String]] = [:]
        if email.isEmpty { fieldErrors["email"] = ["required"] }
        // A password is sent as typed (spaces may be part of it), but one of spaces only is empty.
        if password.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { fieldErrors["password"] = ["required"] }
        guard fieldErrors.isEmpty else {
            throw .validationError(fieldErrors: fieldErrors, context: ErrorContext(endpoint: "Auth.login"))
        }
        let response = try await auth.login(body: FinFlow.LoginRequest(email: email, password: password))
        let token = BearerToken(accessToken: response.tokens.accessToken, refreshToken: response.tokens.refreshToken)
        await authenticator.signIn(token)
        tokenStore.save(token)
        return response.user
    }
}
