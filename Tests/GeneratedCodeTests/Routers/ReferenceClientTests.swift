import ErrgenRuntime
import FinFlowAPI
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The committed reference client (`Generated/`, target FinFlowAPI) end to end
/// through a transport that records requests and answers with canned responses:
/// `try await client.movie.popularMovies(page: 1)` as an app writes it.
@Suite("Reference client")
struct ReferenceClientTests {
    /// Answers every request with `response` and keeps the requests it got.
    final class RecordingTransport: HTTPTransport, @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [URLRequest] = []
        let response: TransportResponse

        init(status: Int, json: String, headers: [String: String] = ["Content-Type": "application/json"]) {
            response = TransportResponse(status: status, headers: headers, body: Data(json.utf8))
        }

        var requests: [URLRequest] { lock.withLock { recorded } }

        func send(_ request: URLRequest, resourceTimeout: Duration?) async throws -> TransportResponse {
            lock.withLock { recorded.append(request) }
            return response
        }
    }

    static func client(_ transport: RecordingTransport) -> FinFlowClient {
        FinFlowClient(server: .production, configuration: APIClientConfiguration(transport: transport))
    }

    @Test("popularMovies sends GET /movie/popular?page=1 with its 60 s timeout and decodes the page")
    func popularMovies() async throws {
        let transport = RecordingTransport(
            status: 200,
            json: #"""
                {"page": 1, "total_pages": 3, "total_results": 41,
                 "results": [{"id": 550, "title": "Fight Club", "vote_average": 8.4, "genre_ids": [18]}]}
                """#)
        let page = try await Self.client(transport).movie.popularMovies(page: 1)
        #expect(
            page
                == FinFlow.MovieListResponse(
                    page: 1, results: [FinFlow.Movie(id: 550, title: "Fight Club", voteAverage: 8.4, genreIDs: [18])],
                    totalPages: 3, totalResults: 41))
        #expect(page.results.first?.overview == nil)
        let request = try #require(transport.requests.first)
        #expect(transport.requests.count == 1)
        #expect(request.url?.absoluteString == "https://api.finflow.com/api/movie/popular?page=1")
        #expect(request.httpMethod == "GET")
        #expect(request.timeoutInterval == 60)
    }

    @Test("optional parameters are left out; given ones are encoded")
    func searchMovies() async throws {
        let transport = RecordingTransport(
            status: 200, json: #"{"page": 2, "results": [], "total_pages": 2, "total_results": 20}"#)
        let client = Self.client(transport)
        _ = try await client.movie.searchMovies(query: "Amélie & co")
        _ = try await client.movie.searchMovies(query: "x", page: 2, includeAdult: false)
        #expect(
            transport.requests.map { $0.url?.absoluteString } == [
                "https://api.finflow.com/api/search/movie?query=Am%C3%A9lie%20%26%20co",
                "https://api.finflow.com/api/search/movie?query=x&page=2&include_adult=false",
            ])
        #expect(transport.requests.allSatisfy { $0.timeoutInterval == 30 })

        let detail = RecordingTransport(
            status: 200, json: #"{"id": 550, "title": "Fight Club", "vote_average": 8.4, "genre_ids": []}"#)
        let movie = try await Self.client(detail).movie.movieDetail(movieID: 550, language: "vi")
        #expect(movie.title == "Fight Club")
        #expect(detail.requests.map { $0.url?.absoluteString } == ["https://api.finflow.com/api/movie/550?language=vi"])
    }

    @Test("a documented error arrives as a typed FinFlowError, no cast needed")
    func typedError() async throws {
        let transport = RecordingTransport(
            status: 404, json: #"{"error": {"code": "NOT_FOUND", "message": "no such movie", "request_id": "r-1"}}"#)
        do {
            _ = try await Self.client(transport).movie.movieDetail(movieID: 1)
            Issue.record("expected an error")
        } catch {
            // `error` is FinFlowError: the methods use typed throws.
            #expect(error.code == .notFound)
            #expect(error.wireCode == .string("NOT_FOUND"))
            #expect(error.context.status == 404)
            #expect(error.context.endpoint == "Movie.movieDetail")
        }
        #expect(FinFlow.MovieRouter.movieDetail(movieID: 1).documentedErrors == [.string("NOT_FOUND")])
    }

    @Test("an endpoint without a response returns Void; a login sends its body without a token")
    func noResponseAndBody() async throws {
        let transport = RecordingTransport(status: 204, json: "")
        let client = Self.client(transport)
        try await client.auth.logout()
        let logout = try #require(transport.requests.first)
        #expect(logout.httpMethod == "POST")
        #expect(logout.url?.absoluteString == "https://api.finflow.com/api/auth/logout")

        let login = FinFlow.AuthRouter.login(body: FinFlow.LoginRequest(email: "a@b.c", password: "hunter2"))
        #expect(login.auth == .none)
        #expect(login.retryPolicy == FinFlowRetryPolicies.never)
        #expect(login.secretFields == ["password", "access_token", "refresh_token"])
        let request = try RequestBuilder(baseURL: FinFlowServer.production.url).makeRequest(
            for: login, bearerToken: "t")
        #expect(request.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(
            request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"email":"a@b.c","password":"hunter2"}"#)
    }

    @Test("servers: the named ones and any URL")
    func servers() {
        #expect(FinFlowServer.production.url.absoluteString == "https://api.finflow.com/api")
        #expect(FinFlowServer.development.url.absoluteString == "http://192.168.1.8:8080/api")
        #expect(FinFlowServer(url: URL(string: "http://127.0.0.1:1")!).url.port == 1)
    }
}
