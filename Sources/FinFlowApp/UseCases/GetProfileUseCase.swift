import FinFlowAPI

/// The signed-in user's profile: fresh when the server answers, else the cached one
/// (kept when a refresh or the network fails) together with the error.
public struct GetProfileUseCase: Sendable {
    /// What a profile screen shows.
    public struct Result: Sendable {
        public var profile: FinFlow.UserProfile?
        public var error: FinFlowError?
    }

    let repository: ProfileRepository

    public init(environment: AppEnvironment) {
        self.repository = environment.profileRepository
    }

    public func execute() async -> Result {
        do {
            return Result(profile: try await repository.fetch(), error: nil)
        } catch {
            return Result(profile: await repository.cached, error: error)
        }
    }
}
