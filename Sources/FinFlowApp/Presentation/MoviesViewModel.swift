import ErrgenRuntime
import FinFlowAPI

/// The popular-movies list: loads pages, and offers Retry for errors that may pass.
@MainActor
public final class MoviesViewModel {
    public private(set) var movies: [FinFlow.Movie] = []

    let useCase: PopularMoviesUseCase
    public let presenter: ErrorPresenter

    public init(useCase: PopularMoviesUseCase, presenter: ErrorPresenter) {
        self.useCase = useCase
        self.presenter = presenter
    }

    /// Loads the next page; when it fails and the user picks Retry, tries once more.
    public func loadMore() async {
        do {
            movies = try await useCase.loadNextPage()
        } catch {
            if await presenter.present(error) == .retry {
                movies = (try? await useCase.loadNextPage()) ?? movies
            }
        }
    }
}
