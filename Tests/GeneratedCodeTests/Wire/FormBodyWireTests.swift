import ErrgenRuntime
import FlyingFox
import Foundation
import GoldenParameters
import TestSupport
import Testing

/// `body_encoding: form` on the wire: the generated `OAuth.token` of the parameters golden
/// against a real local server, which reads the exact bytes and `Content-Type`.
@Suite("Form bodies on the wire")
struct FormBodyWireTests {
    @Test("a form endpoint sends application/x-www-form-urlencoded with + for spaces and reserved characters encoded")
    func formBodyArrives() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, #"{"access_token": "t-1", "expires_in": 3600}"#) }
        defer { Task { await server.stop() } }
        let log = Locked<[HTTPLogEntry]>([])
        let client = ParamsClient(
            baseURL: server.baseURL, headerValues: ParamsHeaderValues(deviceID: { nil }, appVersion: { nil }),
            configuration: APIClientConfiguration(logHandler: { entry in log.withLock { $0.append(entry) } }))
        let grant = Params.TokenGrant(
            grantType: "password", username: "an nguyễn+1@finflow.vn", password: "p&ss=w0rd #1", scope: "read write",
            notBefore: Date(timeIntervalSince1970: 86_400))
        let token = try await client.oAuth.token(body: grant)
        #expect(token.expiresIn == 3600)

        let request = try #require(server.requests(to: "/oauth/token").first)
        #expect(request.method == "POST")
        #expect(request.header("Content-Type") == "application/x-www-form-urlencoded")
        #expect(
            String(decoding: request.body, as: UTF8.self)
                == "grant_type=password&username=an+nguy%E1%BB%85n%2B1%40finflow.vn&password=p%26ss%3Dw0rd+%231"
                + "&scope=read+write&not_before=1970-01-02T00%3A00%3A00Z")
        let logged = log.withLock { $0 }.compactMap { entry -> String? in
            if case .request(let request) = entry { return request.body }
            return nil
        }
        #expect(
            logged == [
                "grant_type=password&username=an+nguy%E1%BB%85n%2B1%40finflow.vn&password=<redacted>&scope=read+write&not_before=1970-01-02T00%3A00%3A00Z"
            ])
    }

    @Test("JSON endpoints of the same client still send JSON")
    func jsonStaysJSON() throws {
        let request = try RequestBuilder(baseURL: ParamsServer.production.url).makeRequest(
            for: Params.NotesRouter.create(body: Params.NoteDraft(text: "a b")))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == #"{"text":"a b"}"#)
    }
}
