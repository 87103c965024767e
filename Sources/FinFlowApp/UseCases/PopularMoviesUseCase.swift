import FinFlowAPI

/// Popular movies, a page at a time, for an endless list.
public actor PopularMoviesUseCase {
    let movies: FinFlow.MovieService
    public private(set) var items: [FinFlow.Movie] = []
    private var nextPage = 1
    private var totalPages: Int?
    private var isLoading = false

    public init(environment: AppEnvironment) {
        self.movies = environment.client.movie
    }

    /// Whether another page exists (unknown before the first page: yes).
    public var hasMore: Bool { totalPages.map { nextPage <= $0 } ?? true }

    /// Loads the next page and returns every movie so far. A call while a page is
    /// loading, or after the last page, loads nothing.
    @discardableResult
    public func loadNextPage() async throws(FinFlowError) -> [FinFlow.Movie] {
        guard hasMore, !isLoading else { return items }
        isLoading = true
        defer { isLoading = false }
        let page = try await movies.popularMovies(page: nextPage)
        items += page.results
        totalPages = page.totalPages
        nextPage = page.page + 1
        return items
    }

    /// Starts again from the first page.
    public func reset() {
        items = []
        nextPage = 1
        totalPages = nil
    }
}
