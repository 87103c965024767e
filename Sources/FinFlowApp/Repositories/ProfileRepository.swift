import FinFlowAPI

/// The signed-in user's profile, cached so a screen has something to show when the
/// network or the session fails.
public actor ProfileRepository {
    let service: FinFlow.ProfileService
    public private(set) var cached: FinFlow.UserProfile?

    public init(service: FinFlow.ProfileService) {
        self.service = service
    }

    /// Fetches the profile; on failure the cached one stays as it was.
    public func fetch() async throws(FinFlowError) -> FinFlow.UserProfile {
        let profile = try await service.myProfile()
        cached = profile
        return profile
    }

    public func clear() {
        cached = nil
    }
}
