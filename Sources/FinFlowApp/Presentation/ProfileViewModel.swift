import ErrgenRuntime
import FinFlowAPI

/// The profile screen: shows the fresh profile, or the cached one with the error.
@MainActor
public final class ProfileViewModel {
    public private(set) var profile: FinFlow.UserProfile?

    let useCase: GetProfileUseCase
    public let presenter: ErrorPresenter

    public init(useCase: GetProfileUseCase, presenter: ErrorPresenter) {
        self.useCase = useCase
        self.presenter = presenter
    }

    public func load() async {
        let result = await useCase.execute()
        profile = result.profile ?? profile
        if let error = result.error { await presenter.present(error) }
    }
}
