@_spi(Generated) import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 42, point 2: a parameter OpenAPI describes by `content: {application/json: ...}` goes
/// as its JSON text; an optional multipart, binary or text body left `nil` sends nothing.
@Suite struct ParameterJSONWireTests {
    struct Extra: Encodable, Sendable {
        var code: Int
        var message: String
        var at: Date?
    }

    @Test func aJSONParameterIsItsJSONTextInAHeaderAndInTheQuery() async throws {
        let server = try await TestServer.start { _, _ in HTTPResponse(statusCode: .noContent) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)
        let extra = Extra(code: 7, message: "a/b & c", at: Date(timeIntervalSince1970: 0))

        try await client.send(
            TestEndpoint(
                queryItems: [QueryItem(name: "filter", value: TextValue.json(extra))],
                headers: [(name: "X-Extra-Arguments", value: TextValue.json(extra))]))

        let request = try #require(server.requests.first)
        let expected = #"{"at":"1970-01-01T00:00:00Z","code":7,"message":"a/b & c"}"#
        #expect(request.header("X-Extra-Arguments") == expected)
        #expect(request.query["filter"] == expected)
    }

    @Test func aNumberJSONCannotWriteStillHasAText() {
        #expect(TextValue.json(Double.nan) == #""NaN""#)
        #expect(TextValue.json([1.5, -Double.infinity]) == #"[1.5,"-Infinity"]"#)
    }

    @Test func anOptionalBodyLeftNilSendsNoBodyAndNoContentTypeInEveryEncoding() async throws {
        let server = try await TestServer.start { _, _ in HTTPResponse(statusCode: .noContent) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)
        // Typed as a generated router's optional body is, then seen as `any Encodable & Sendable`.
        let noFile: UploadFile? = nil
        let noText: String? = nil
        let noParts: Upload? = nil

        try await client.send(BodyEndpoint(body: noFile, bodyEncoding: .binary, bodyContentType: "image/png"))
        try await client.send(BodyEndpoint(body: noText, bodyEncoding: .text, bodyContentType: "text/csv"))
        try await client.send(BodyEndpoint(body: noParts, bodyEncoding: .multipart))
        let file: UploadFile? = UploadFile(data: Data([1, 2]))
        try await client.send(BodyEndpoint(body: file, bodyEncoding: .binary, bodyContentType: "image/png"))

        #expect(server.requests.map(\.body) == [Data(), Data(), Data(), Data([1, 2])])
        #expect(server.requests.map { $0.header("Content-Type") } == [nil, nil, nil, "image/png"])
    }
}
