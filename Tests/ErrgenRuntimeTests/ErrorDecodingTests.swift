import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue point 1: error bodies decode through the envelope's key paths, RFC 9457
/// problem details select entries by type, and unreadable bodies fall back by status.
@Suite struct ErrorDecodingTests {
    @Test func stringCodeAtEnvelopeKeyPathWithFieldsFromDetails() async throws {
        let server = try await TestServer.start { _, _ in
            .json(
                .unprocessableContent,
                #"{"error":{"code":"VALIDATION_ERROR","message":"bad","request_id":"req-7","details":{"field_errors":{"email":["taken"]}}}}"#
            )
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(
            await failure(from: client) {
                try await client.send(MovieRouter.movieDetail(movieID: 1), expecting: Movie.self)
            })

        guard case .validationError(let fieldErrors, let context) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(fieldErrors == ["email": ["taken"]])
        #expect(context.status == 422)
        #expect(context.serverMessage == "bad")
        #expect(context.requestID == "req-7")
        #expect(context.endpoint == "Movie.movieDetail")
        #expect(error.message(locale: "vi") == "Một số trường không hợp lệ: email.")
        #expect(server.requestCount == 1)
    }

    @Test func fieldFromHeader() async throws {
        let server = try await TestServer.start { _, _ in
            .json(.tooManyRequests, #"{"error":{"code":"RATE_LIMITED"}}"#, headers: [HTTPHeader("Retry-After"): "7"])
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint(method: .post)) })

        guard case .rateLimited(let retryAfter, let context) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(retryAfter == 7)
        #expect(context.retryAfter == .seconds(7))
        #expect(error.message(locale: "en-US") == "Too many requests. Try again in 7 seconds.")
        #expect(server.requestCount == 1)
    }

    @Test func integerCodeAtStatusCodeTMDBStyle() async throws {
        let server = try await TestServer.start { _, _ in
            .json(
                .notFound,
                #"{"success":false,"status_code":34,"status_message":"The resource you requested could not be found."}"#
            )
        }
        defer { Task { await server.stop() } }
        let client = makeClient(TMDBError.self, server: server)

        let error = try #require(
            await failure(from: client) {
                try await client.send(MovieRouter.movieDetail(movieID: 9), expecting: Movie.self)
            })

        #expect(error.code == .resourceNotFound)
        #expect(error.wireCode == .integer(34))
        #expect(error.context.serverMessage == "The resource you requested could not be found.")
        #expect(server.requestCount == 1)
    }

    @Test func unknownIntegerCodeKeepsTheCodeAndFallsBackByStatus() async throws {
        let server = try await TestServer.start { _, _ in .json(.forbidden, #"{"status_code":999}"#) }
        defer { Task { await server.stop() } }
        let client = makeClient(TMDBError.self, server: server)

        let error = try #require(
            await failure(from: client) {
                try await client.send(MovieRouter.movieDetail(movieID: 9), expecting: Movie.self)
            })

        #expect(error.isUnrecognized)
        #expect(error.wireCode == .integer(999))
        #expect(error.code == .clientError)
    }

    @Test func problemDetailsTypeSelectsTheEntryAndExtensionMembersAreDetails() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .forbidden,
                headers: [.contentType: "application/problem+json"],
                body: Data(
                    #"{"type":"https://example.com/probs/out-of-credit","title":"You do not have enough credit.","detail":"Your current balance is 30.","balance":30}"#
                        .utf8))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(
            await failure(from: client) {
                try await client.send(MovieRouter.movieDetail(movieID: 1), expecting: Movie.self)
            })

        guard case .outOfCredit(let balance, let context) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(balance == 30)
        #expect(context.serverMessage == "Your current balance is 30.")
        #expect(error.message(locale: "en") == "Your balance is 30.")
    }

    @Test func problemDetailsAboutBlankIsClassifiedByStatus() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .notFound,
                headers: [.contentType: "application/problem+json; charset=utf-8"],
                body: Data(#"{"type":"about:blank","title":"Not Found","status":404}"#.utf8))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(
            await failure(from: client) {
                try await client.send(MovieRouter.movieDetail(movieID: 1), expecting: Movie.self)
            })

        #expect(error.code == .notFound)
        #expect(error.wireCode == nil)
        #expect(error.context.serverMessage == "Not Found")
    }

    @Test(arguments: [
        (502, "text/html", "<html><body><h1>502 Bad Gateway</h1></body></html>", TestErrorCode.serverError),
        (500, "application/json", "", TestErrorCode.serverError),
        (404, "application/json", #"{"error":{"code":"VALIDA"#, TestErrorCode.notFound),
        (418, "application/json", "[1,2", TestErrorCode.badRequest),
        (401, "application/json", "null", TestErrorCode.unauthorized),
    ])
    func unreadableBodiesFallBackByStatus(status: Int, contentType: String, body: String, expected: TestErrorCode)
        async throws
    {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: HTTPStatusCode(status, phrase: "Test"), headers: [.contentType: contentType],
                body: Data(body.utf8))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(await failure(from: client) { try await client.send(TestEndpoint(method: .post)) })

        #expect(error.code == expected)
        #expect(error.isUnrecognized)
        #expect(error.context.status == status)
        #expect(server.requestCount == 1)
    }
}
