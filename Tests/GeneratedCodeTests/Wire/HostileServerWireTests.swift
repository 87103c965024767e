import ErrgenRuntime
import FinFlowAPI
import FlyingFox
import Foundation
import GoldenMessages
import TestSupport
import Testing

/// Issue 40 through the reference spec's generated client, against a local server that
/// plays the attacker. Rows of its table: "one response header crashes the app" (high),
/// "extreme waits reach the user" (low) and "server text reaches users and logs raw"
/// (low-medium). The client's clock records its waits instead of sleeping.
@Suite("Issue 40 on the generated client: hostile headers, waits and text")
struct HostileServerWireTests {
    static let now = Date(timeIntervalSince1970: 1_750_000_000)

    static func client(_ server: TestServer, configure: (inout APIClientConfiguration) -> Void = { _ in }) -> (
        FinFlowClient, APIClient<FinFlowError>
    ) {
        var configuration = APIClientConfiguration(clock: RecordingClock(), now: { Self.now })
        configure(&configuration)
        let shared = APIClient<FinFlowError>(baseURL: server.baseURL, configuration: configuration)
        return (FinFlowClient(client: shared), shared)
    }

    static func failure(_ client: FinFlowClient) async -> FinFlowError? {
        do {
            _ = try await client.profile.myProfile()
            return nil
        } catch {
            return error
        }
    }

    static func answering(_ status: HTTPStatusCode, _ body: String, headers: HTTPHeaders = [:]) async throws
        -> TestServer
    {
        try await TestServer.start { _, _ in .json(status, body, headers: headers) }
    }

    @Test(
        "a 429 asking for a day or more says 'later', never a 19-digit number",
        arguments: ["99999999999999999999", "9223372036854775807", "86400", "Fri, 31 Dec 9999 23:59:59 GMT"])
    func extremeRateLimitWaitsSayLater(retryAfter: String) async throws {
        let server = try await Self.answering(
            .tooManyRequests, #"{"error":{"code":"RATE_LIMITED"}}"#, headers: [HTTPHeader("Retry-After"): retryAfter])
        defer { Task { await server.stop() } }
        let (client, _) = Self.client(server)

        let error = try #require(await Self.failure(client))

        guard case .rateLimited(let seconds, _) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(seconds == nil)
        #expect(error.message(locale: "en") == "Too many requests. Try again later.")
        #expect(error.message(locale: "vi") == "Quá nhiều yêu cầu. Vui lòng thử lại sau.")
        #expect(ErrorPresentation(of: error, locale: "en")?.message == "Too many requests. Try again later.")
        #expect(server.requestCount == 1, "not retried")
    }

    @Test("a 429 asking for less than a day still says how long")
    func ordinaryRateLimitWaitsAreShown() {
        let context = ErrorContext(status: 429)
        #expect(
            FinFlowError.rateLimited(retryAfter: 1, context: context).message(locale: "en")
                == "Too many requests. Try again in 1 second.")
        #expect(
            FinFlowError.rateLimited(retryAfter: 86_399, context: context).message(locale: "en")
                == "Too many requests. Try again in 86,399 seconds.")
        #expect(
            FinFlowError.rateLimited(retryAfter: 30, context: context).message(locale: "vi")
                == "Quá nhiều yêu cầu. Vui lòng thử lại sau 30 giây.")
    }

    @Test(
        "a 503 maintenance with a Retry-After beyond 64 bits does not crash the app or pause it",
        arguments: ["99999999999999999999", "9223372036854775807"])
    func maintenanceHeaderDoesNotCrash(retryAfter: String) async throws {
        let server = try await Self.answering(
            .serviceUnavailable, #"{"error":{"code":"MAINTENANCE","details":{"ends_at":"9999-12-31T23:59:59Z"}}}"#,
            headers: [HTTPHeader("Retry-After"): retryAfter])
        defer { Task { await server.stop() } }
        let (client, shared) = Self.client(server) { $0.maintenanceEndField = .details(["ends_at"]) }

        #expect(await Self.failure(client)?.code == .maintenance)
        #expect(shared.pauseState == .running)
        #expect(await Self.failure(client)?.code == .maintenance)
        #expect(server.requestCount == 2)
    }

    @Test(
        "a force update's store URL is https or an App Store link, never javascript:, http: or file:",
        arguments: [
            ("https://apps.apple.com/app/id0000000000", true), ("itms-apps://apps.apple.com/app/id0000000000", true),
            ("javascript:alert(document.cookie)", false), ("http://apps.apple.com/app/id0000000000", false),
            ("file:///private/var/mobile", false),
        ])
    func forceUpdateStoreURL(url: String, kept: Bool) async throws {
        let server = try await Self.answering(
            .upgradeRequired,
            #"{"error":{"code":"FORCE_UPDATE","details":{"minimum_version":"3.0","store_url":"\#(url)"}}}"#)
        defer { Task { await server.stop() } }
        let (client, _) = Self.client(server)

        let error = try #require(await Self.failure(client))

        guard case .forceUpdate(let minimumVersion, let storeURL, _) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(minimumVersion == "3.0")
        #expect(storeURL == (kept ? URL(string: url) : nil))
    }

    @Test("control characters and bidi overrides in a server's text reach no field, description or log line")
    func hostileTextIsCleaned() async throws {
        let hostile = #"+84\u202E1900\r\n2025-06-15 INFO forged\u001B[2J\u0000"#
        let server = try await Self.answering(
            .forbidden,
            #"{"error":{"code":5002,"message":"\#(hostile)","request_id":"\#(hostile)","details":{"support_phone":"\#(hostile)"}}}"#
        )
        defer { Task { await server.stop() } }
        let (client, _) = Self.client(server)

        let error = try #require(await Self.failure(client))

        let cleaned = "+841900 2025-06-15 INFO forged[2J"
        guard case .accountLocked(let supportPhone, let context) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(supportPhone == cleaned)
        #expect(context.serverMessage == cleaned)
        #expect(context.requestID == cleaned)
        #expect(!"\(error)".contains("\n") && !"\(error)".contains("\u{202E}") && !"\(error)".contains("\u{1B}"))
    }

    /// The golden `messages` catalog shows a server's text (`hall`) in its message.
    @Test("a server's text placed in a generated message is cleaned")
    func generatedMessagesShowCleanedText() {
        let body = #"{"code":"SEATS_LOW","seats":2,"hall":"A\u202E\u2066B\r\nC\u001B\u0000"}"#
        let error = MsgError(response: TransportResponse(status: 409, body: Data(body.utf8)))
        #expect(error.message(locale: "en") == "Only a few tickets left. 2 seats in AB C are free.")
        #expect(ErrorPresentation(of: error, locale: "en")?.message == error.message(locale: "en"))
    }
}
