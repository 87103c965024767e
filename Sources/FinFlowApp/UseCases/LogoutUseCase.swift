import ErrgenRuntime
import FinFlowAPI

/// Signs out: tells the server when it can, and always forgets tokens and cached data.
public struct LogoutUseCase: Sendable {
    let environment: AppEnvironment

    public init(environment: AppEnvironment) {
        self.environment = environment
    }

    public func execute() async {
        // Best effort: a server that cannot be reached must not keep the user signed in.
        try? await environment.client.auth.logout()
        await environment.authenticator.signOut()
        environment.tokenStore.clear()
        await environment.profileRepository.clear()
    }
}
