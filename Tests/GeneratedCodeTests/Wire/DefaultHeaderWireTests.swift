import ErrgenRuntime
import FlyingFox
import Foundation
import GoldenParameters
import TestSupport
import Testing

/// `defaults.headers` on the wire: the parameters golden sends `Accept-Language` from the
/// configuration's locale, `X-Device-Id` and `X-App-Version` from the app's
/// `ParamsHeaderValues`, and `X-Client` as written, unless the endpoint's own `X-Client` wins.
@Suite("Default headers on the wire")
struct DefaultHeaderWireTests {
    static let grant = Params.TokenGrant(grantType: "password", username: "an", password: "secret")

    @Test("every request carries the default headers; an endpoint's own header of the same name replaces one")
    func defaultsArriveAndEndpointWins() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, #"{"access_token": "t", "expires_in": 60}"#) }
        defer { Task { await server.stop() } }
        let deviceID = Locked<String?>("device-1")
        let locale = Locked(Locale(identifier: "vi_VN"))
        let client = ParamsClient(
            baseURL: server.baseURL,
            headerValues: ParamsHeaderValues(deviceID: { deviceID.withLock { $0 } }, appVersion: { "4.2.0" }),
            configuration: APIClientConfiguration(locale: { locale.withLock { $0 } }))

        _ = try await client.oAuth.token(body: Self.grant)
        // Values are read for each request: the user switches language, the device id is reset.
        locale.withLock { $0 = Locale(identifier: "en_US") }
        deviceID.withLock { $0 = nil }
        _ = try await client.oAuth.token(xClient: "override", body: Self.grant)

        let requests = server.requests(to: "/oauth/token")
        #expect(requests.count == 2)
        #expect(requests[0].header("Accept-Language") == "vi-VN")
        #expect(requests[0].header("X-Device-Id") == "device-1")
        #expect(requests[0].header("X-App-Version") == "4.2.0")
        #expect(requests[0].header("X-Client") == "params-ios")
        #expect(requests[1].header("Accept-Language") == "en-US")
        #expect(requests[1].header("X-Device-Id") == nil, "a provider that gives nil sends no header")
        #expect(requests[1].header("X-Client") == "override")
    }

    @Test("the endpoint's header replaces the default rather than adding a second value")
    func overrideIsOneValue() throws {
        let builder = RequestBuilder(
            baseURL: ParamsServer.production.url,
            defaultHeaders: ParamsClient.defaultHeaders(ParamsHeaderValues(deviceID: { "d" }, appVersion: { "1" })))
        let request = try builder.makeRequest(for: Params.OAuthRouter.token(xClient: "mine", body: Self.grant))
        #expect(request.value(forHTTPHeaderField: "X-Client") == "mine")
        #expect(request.allHTTPHeaderFields?.keys.filter { $0.lowercased() == "x-client" }.count == 1)
    }

    @Test("an endpoint with default_headers: false sends none of them")
    func optOut() throws {
        let builder = RequestBuilder(
            baseURL: ParamsServer.production.url,
            defaultHeaders: ParamsClient.defaultHeaders(ParamsHeaderValues(deviceID: { "d" }, appVersion: { "1" })))
        #expect(
            try builder.makeRequest(for: Params.NotesRouter.ping).allHTTPHeaderFields == ["Accept": "application/json"])
        #expect(
            try builder.makeRequest(for: Params.NotesRouter.archive(noteID: UUID())).value(
                forHTTPHeaderField: "X-Client") == "params-ios")
    }

    @Test("a provided value with a line break fails the call before anything is sent")
    func lineBreakIsRefused() {
        let builder = RequestBuilder(
            baseURL: ParamsServer.production.url,
            defaultHeaders: ParamsClient.defaultHeaders(
                ParamsHeaderValues(deviceID: { "d\r\nX-Evil: 1" }, appVersion: { nil })))
        #expect(throws: InvalidHeaderValue(name: "X-Device-Id")) {
            try builder.makeRequest(for: Params.OAuthRouter.token(body: Self.grant))
        }
    }

    /// Issue 26, point 9: the runtime guide's pause section keeps the `APIClient` to resume
    /// it, and puts the spec's `defaultHeaders(_:)` first in its configuration, as the
    /// initializers that take a base URL do; a client made so sends them.
    @Test("a client made with init(client:) as the runtime guide shows sends the spec's default headers")
    func sharedAPIClientAsTheGuideShowsSendsTheDefaults() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, #"{"access_token": "t", "expires_in": 60}"#) }
        defer { Task { await server.stop() } }
        let values = ParamsHeaderValues(deviceID: { "device-1" }, appVersion: { "4.2.0" })
        var configuration = APIClientConfiguration(locale: { Locale(identifier: "vi_VN") })
        configuration.defaultHeaders = ParamsClient.defaultHeaders(values) + configuration.defaultHeaders
        let shared = APIClient<ParamsError>(baseURL: server.baseURL, configuration: configuration)

        _ = try await ParamsClient(client: shared).oAuth.token(body: Self.grant)

        let request = try #require(server.requests(to: "/oauth/token").first)
        #expect(request.header("Accept-Language") == "vi-VN")
        #expect(request.header("X-Device-Id") == "device-1")
        #expect(request.header("X-Client") == "params-ios")
    }
}
