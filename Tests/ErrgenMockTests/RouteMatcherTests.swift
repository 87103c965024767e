import ErrgenMock
import Testing

@Suite struct RouteMatcherTests {
    let matcher = RouteMatcher(api: ReferenceSpec.api)

    func id(_ match: RouteMatcher.Match) -> String? {
        guard case .endpoint(let index, _) = match else { return nil }
        return ReferenceSpec.api.endpoints[index].id
    }

    @Test func literalTextWinsOverAParameter() {
        #expect(id(matcher.match(method: "GET", path: "/movie/popular")) == "Movie.popularMovies")
        #expect(matcher.match(method: "GET", path: "/movie/42") == .endpoint(4, parameters: ["movie_id": "42"]))
        #expect(id(matcher.match(method: "GET", path: "/movie/42")) == "Movie.movieDetail")
    }

    @Test func aKnownPathWithAnotherMethodIsNotAllowed() {
        #expect(matcher.match(method: "DELETE", path: "/me/payments") == .methodNotAllowed(allowed: ["GET"]))
        #expect(matcher.match(method: "get", path: "/me/payments") != .notFound, "methods are matched in capitals")
    }

    @Test(arguments: [
        "", "/", "//", "/movie", "/movie/", "/movie/1/2", "/../../etc/passwd", "/%00",
        "/" + String(repeating: "a/", count: 5000),
    ])
    func oddPathsMatchNothing(path: String) {
        #expect(matcher.match(method: "GET", path: path) == .notFound)
    }
}
