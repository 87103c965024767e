import ErrgenRuntime
import FlyingFox
import Foundation
import GoldenOpenAPIStatusCatalog
import TestSupport
import Testing

/// The catalog `errgen init --from` writes for a document whose errors carry only their status
/// (`{"error": {"status": 429, "message": "..."}}`), on the wire: each status is its own case,
/// with the category HTTP gives it, the server's message and its `Retry-After`.
@Suite("A status-keyed catalog from init --from on the wire")
struct OpenAPIStatusCatalogWireTests {
    static func call(_ client: TuneShelfClient) async -> TuneShelfError? {
        do throws(TuneShelfError) {
            _ = try await client.default.getTrack(id: "7")
            return nil
        } catch {
            return error
        }
    }

    @Test("a 429 is the retryable rate-limit case with the server's message and Retry-After, not a bad request")
    func rateLimitIsRetryableWithRetryAfter() async throws {
        let server = try await TestServer.start { _, _ in
            .json(
                .tooManyRequests, #"{"error": {"status": 429, "message": "API rate limit exceeded"}}"#,
                headers: [HTTPHeader("Retry-After"): "120"])
        }
        defer { Task { await server.stop() } }

        let caught = await Self.call(TuneShelfClient(baseURL: server.baseURL))

        guard case .rateLimited(let context)? = caught else {
            Issue.record("got \(String(describing: caught))")
            return
        }
        #expect(caught?.category == .retryable)
        #expect(context.serverMessage == "API rate limit exceeded")
        #expect(context.retryAfter == .seconds(120))
        // Longer than the policy's longest wait: surfaced at once rather than waited for.
        #expect(server.requests(to: "/tracks/7").count == 1)
    }

    @Test("a 429 with Retry-After: 0 is retried by the entry's policy, and the repeat's 200 is the result")
    func rateLimitIsRetried() async throws {
        let calls = Locked(0)
        let server = try await TestServer.start { _, _ in
            let call = calls.withLock { count in
                count += 1
                return count
            }
            return call == 1
                ? .json(
                    .tooManyRequests, #"{"error": {"status": 429, "message": "Slow down"}}"#,
                    headers: [HTTPHeader("Retry-After"): "0"])
                : .json(.ok, #"{"name": "Blue in Green"}"#)
        }
        defer { Task { await server.stop() } }

        let track = try await TuneShelfClient(baseURL: server.baseURL).default.getTrack(id: "7")

        #expect(track.name == "Blue in Green")
        #expect(server.requests(to: "/tracks/7").count == 2)
    }

    @Test("403 and 404 are their own non-retryable cases with the server's message; a 401 asks to sign in again")
    func everyStatusIsItsOwnCase() async throws {
        let status = Locked(403)
        let server = try await TestServer.start { _, _ in
            let code = status.withLock { $0 }
            return .json(
                HTTPStatusCode(code, phrase: ""), #"{"error": {"status": \#(code), "message": "Status \#(code)"}}"#)
        }
        defer { Task { await server.stop() } }
        let client = TuneShelfClient(baseURL: server.baseURL)

        let forbidden = await Self.call(client)
        guard case .forbidden(let context)? = forbidden else {
            Issue.record("got \(String(describing: forbidden))")
            return
        }
        #expect(forbidden?.category == .nonRetryable)
        #expect(context.serverMessage == "Status 403")
        #expect(forbidden?.message(locale: "en") == "You are not allowed to do this.")

        status.withLock { $0 = 404 }
        let missing = await Self.call(client)
        guard case .notFound(let context)? = missing else {
            Issue.record("got \(String(describing: missing))")
            return
        }
        #expect(context.serverMessage == "Status 404")

        status.withLock { $0 = 401 }
        let unauthorized = await Self.call(client)
        #expect(unauthorized?.category == .reauthenticate)
        #expect(unauthorized?.context.serverMessage == "Status 401")
    }

    @Test("a 503 whose body is a proxy's HTML page is the service-unavailable case, by its status")
    func bodyWithoutTheStatusIsClassifiedByStatus() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(statusCode: .serviceUnavailable, body: Data("<html>down</html>".utf8))
        }
        defer { Task { await server.stop() } }

        let caught = await Self.call(TuneShelfClient(baseURL: server.baseURL))

        guard case .serviceUnavailable? = caught else {
            Issue.record("got \(String(describing: caught))")
            return
        }
        #expect(caught?.category == .retryable)
    }
}
