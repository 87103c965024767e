import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 42, point 1: bodies beyond JSON and forms. The multipart encoder on its own, then
/// uploads, downloads and text against a local server, and an upload that meets a 401.
@Suite struct BodyEncodingTests {
    /// A receipt as a multipart body: text, a file, a list of files, a JSON part, a list of text.
    struct Receipt: Encodable, Sendable {
        struct Meta: Encodable, Sendable { var store: String }
        var note: String
        var amount: Int
        var photo: UploadFile
        var extras: [UploadFile]
        var meta: Meta
        var tags: [String]
        var missing: String?
    }

    static let receipt = Receipt(
        note: "Lunch \"A\"", amount: 12,
        photo: UploadFile(data: Data([0xFF, 0xD8, 0x00]), filename: "r.jpg", contentType: "image/jpeg"),
        extras: [UploadFile(data: Data("a".utf8), filename: "a.txt"), UploadFile(data: Data("b".utf8))],
        meta: .init(store: "Deli"), tags: ["food", "work"])

    // MARK: The encoder

    @Test func aModelIsOnePartPerPropertyInOrderFilesWithTheirTypesJSONAndListsRepeated() throws {
        let parts = try MultipartEncoder.parts(of: Self.receipt, partContentTypes: ["extras": "text/plain"])

        #expect(parts.map(\.name) == ["note", "amount", "photo", "extras", "extras", "meta", "tags", "tags"])
        #expect(parts[0] == .init(name: "note", body: Data("Lunch \"A\"".utf8)))
        #expect(parts[1].body == Data("12".utf8))
        #expect(
            parts[2]
                == .init(name: "photo", filename: "r.jpg", contentType: "image/jpeg", body: Data([0xFF, 0xD8, 0x00])))
        #expect(parts[3].contentType == "text/plain", "the declared type, as the file has none")
        #expect(parts[4].filename == nil)
        #expect(parts[5].contentType == "application/json")
        #expect(parts[5].body == Data(#"{"store":"Deli"}"#.utf8))
        #expect(parts[6...].map { String(decoding: $0.body, as: UTF8.self) } == ["food", "work"])
    }

    @Test func theBodyIsDelimitedByItsBoundaryAndQuotesNames() throws {
        let body = MultipartEncoder.write(
            [.init(name: "a\"b", filename: "x\ny.txt", contentType: "text/plain", body: Data("hi".utf8))],
            makeBoundary: { "XYZ" })
        #expect(body.contentType == "multipart/form-data; boundary=XYZ")
        #expect(
            String(decoding: body.data, as: UTF8.self)
                == "--XYZ\r\nContent-Disposition: form-data; name=\"a%22b\"; filename=\"x%0Ay.txt\"\r\n"
                + "Content-Type: text/plain\r\n\r\nhi\r\n--XYZ--\r\n")
    }

    @Test func aBoundaryThatAppearsInAPartIsChosenAgain() {
        let boundaries = Locked(["inside", "inside", "fresh"])
        let body = MultipartEncoder.write([.init(name: "f", body: Data("xx inside xx".utf8))]) {
            boundaries.withLock { $0.removeFirst() }
        }
        #expect(body.boundary == "fresh")
    }

    @Test func theBoundaryIsRandomForEachBody() throws {
        let first = try MultipartEncoder.encode(Self.receipt)
        let second = try MultipartEncoder.encode(Self.receipt)
        #expect(first.boundary != second.boundary)
        #expect(first.data.range(of: Data(first.boundary.utf8)) != nil)
    }

    @Test func aFileThatCannotBeReadFailsTheEncoding() {
        let gone = UploadFile(contentsOf: URL(fileURLWithPath: "/nonexistent/errgen-\(UUID()).bin"))
        #expect(throws: (any Error).self) { try MultipartEncoder.parts(of: ["file": gone]) }
    }

    @Test func textIsReadInItsCharsetAndInvalidBytesDoNotTrap() {
        #expect(
            TextBody.decode(Data([0x63, 0x61, 0x66, 0xE9]), contentType: "text/plain; charset=ISO-8859-1") == "café")
        #expect(TextBody.decode(Data([0x61, 0xFF, 0x62]), contentType: "text/plain") == "a\u{FFFD}b")
        #expect(TextBody.contentType(declared: "text/csv; charset=latin1") == "text/csv; charset=utf-8")
        #expect(TextBody.contentType(declared: nil) == "text/plain; charset=utf-8")
    }

    // MARK: On the wire

    @Test func anUploadSendsItsFileFromDiskAsAMultipartPart() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-upload-\(UUID()).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let server = try await TestServer.start { _, _ in HTTPResponse(statusCode: .noContent) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)
        let upload = Upload(file: UploadFile(contentsOf: file, contentType: "image/png"), caption: "me")

        try await client.send(BodyEndpoint(body: upload, bodyEncoding: .multipart))

        let request = try #require(server.requests.first)
        let contentType = try #require(request.header("Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary=errgen-"))
        let text = String(decoding: request.body, as: UTF8.self)
        #expect(
            text.contains("name=\"file\"; filename=\"\(file.lastPathComponent)\"\r\nContent-Type: image/png\r\n\r\n"))
        #expect(request.body.range(of: Data([0x89, 0x50, 0x4E, 0x47])) != nil)
        #expect(text.contains("name=\"caption\"\r\n\r\nme\r\n"))
    }

    @Test func aBinaryBodyGoesAsItIsWithTheDeclaredTypeUnlessTheFileHasOne() async throws {
        let server = try await TestServer.start { _, _ in HTTPResponse(statusCode: .noContent) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)
        let bytes = Data([0, 1, 2, 255])

        try await client.send(
            BodyEndpoint(body: UploadFile(data: bytes), bodyEncoding: .binary, bodyContentType: "application/pdf"))
        try await client.send(
            BodyEndpoint(body: UploadFile(data: bytes, contentType: "image/webp"), bodyEncoding: .binary))
        try await client.send(BodyEndpoint(body: UploadFile(data: bytes), bodyEncoding: .binary))

        #expect(server.requests.map(\.body) == [bytes, bytes, bytes])
        #expect(
            server.requests.map { $0.header("Content-Type") } == [
                "application/pdf", "image/webp", "application/octet-stream",
            ])
    }

    @Test func aBinaryResponseIsItsBytesOrAFileAndAsksForItsType() async throws {
        let bytes = Data((0..<3000).map { UInt8($0 % 256) })
        let server = try await TestServer.start { _, _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "application/pdf"], body: bytes)
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)
        let endpoint = BodyEndpoint(acceptedContentType: "application/pdf")
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: destination) }

        let data = try await client.data(for: endpoint)
        try await client.download(endpoint, to: destination)

        #expect(data == bytes)
        #expect(try Data(contentsOf: destination) == bytes)
        #expect(server.requests.first?.header("Accept") == "application/pdf")
    }

    @Test func aDownloadIsHeldToTheDownloadLimit() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(statusCode: .ok, body: Data(count: 4096))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server) { $0.responseSizeLimits.maximumDownloadSize = 1024 }
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-\(UUID()).bin")

        let error = try #require(
            await failure(from: client) { try await client.download(BodyEndpoint(), to: destination) })

        #expect(error.context.underlyingError is ResponseTooLarge)
        #expect(!FileManager.default.fileExists(atPath: destination.path))
    }

    @Test func textGoesAsUTF8AndComesBackInItsCharset() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/csv; charset=iso-8859-1"],
                body: Data([0x63, 0x61, 0x66, 0xE9, 0x2C, 0x31]))
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let text = try await client.text(
            for: BodyEndpoint(
                body: "naïve,2", bodyEncoding: .text, bodyContentType: "text/csv", acceptedContentType: "text/csv"))

        #expect(text == "café,1")
        let request = try #require(server.requests.first)
        #expect(request.body == Data("naïve,2".utf8))
        #expect(request.header("Content-Type") == "text/csv; charset=utf-8")
        #expect(request.header("Accept") == "text/csv")
    }

    @Test func anErrorOnABinaryEndpointDecodesThroughTheCatalog() async throws {
        let server = try await TestServer.start { _, _ in .json(.tooManyRequests, #"{"error":{"code":"RATE_LIMITED"}}"#)
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(await failure(from: client) { try await client.data(for: BodyEndpoint()) })

        #expect(error.code == .rateLimited)
        #expect(error.context.status == 429)
    }

    @Test func anUploadThatMeetsA401RefreshesOnceAndIsSentAgainWholeFromItsFile() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-upload-\(UUID()).bin")
        try Data("receipt-bytes".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let server = try await TestServer.start { request, _ in
            if request.path == "/api/auth/refresh" { return .json(.ok, tokensBody("fresh")) }
            return request.headers[.authorization] == "Bearer fresh"
                ? HTTPResponse(statusCode: .noContent) : .json(.unauthorized, tokenExpired)
        }
        defer { Task { await server.stop() } }
        let session = ServerAuthSession(refreshingAt: server.baseURL)
        let client = makeClient(server: server) {
            $0.authenticator = BearerAuthenticator(session: session, token: oldToken)
        }
        let upload = Upload(file: UploadFile(contentsOf: file), caption: "again")

        try await client.send(BodyEndpoint(body: upload, bodyEncoding: .multipart, auth: .bearer, method: .post))

        let uploads = server.requests(to: "/upload")
        #expect(uploads.count == 2)
        #expect(session.refreshCount == 1)
        for sent in uploads {
            #expect(sent.body.range(of: Data("receipt-bytes".utf8)) != nil, "the file is in every attempt")
        }
        let boundaries = uploads.compactMap { $0.header("Content-Type") }
        #expect(Set(boundaries).count == 2, "each attempt has a boundary of its own")
    }

    @Test func aMultipartBodyIsLoggedByItsSizeAlone() async throws {
        let server = try await TestServer.start { _, _ in HTTPResponse(statusCode: .noContent) }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) { $0.logHandler = { log.handle($0) } }
        let upload = Upload(file: UploadFile(data: Data("private-scan".utf8), filename: "id.png"), caption: "id")

        try await client.send(BodyEndpoint(body: upload, bodyEncoding: .multipart))

        #expect(!log.text.contains("private-scan"), "\(log.text)")
        #expect(log.text.contains("bytes of multipart body, not logged"), "\(log.text)")
    }

    @Test func aBinaryResponseIsLoggedByItsSizeAlone() async throws {
        let server = try await TestServer.start { _, _ in
            HTTPResponse(statusCode: .ok, headers: [.contentType: "application/pdf"], body: Data("%PDF-secret".utf8))
        }
        defer { Task { await server.stop() } }
        let log = LogCollector()
        let client = makeClient(server: server) { $0.logHandler = { log.handle($0) } }

        _ = try await client.data(for: BodyEndpoint())

        #expect(!log.text.contains("%PDF-secret"), "\(log.text)")
        #expect(log.text.contains("<11 bytes of application/pdf, not logged>"), "\(log.text)")
    }

    @Test func anUploadWhoseFileIsGoneIsNotSentAtAll() async throws {
        let server = try await TestServer.start { _, _ in HTTPResponse(statusCode: .noContent) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)
        let gone = UploadFile(contentsOf: URL(fileURLWithPath: "/nonexistent/errgen-\(UUID()).bin"))

        let error = try #require(
            await failure(from: client) {
                try await client.send(BodyEndpoint(body: gone, bodyEncoding: .binary, method: .post))
            })

        #expect(error.code == .networkError, "client_errors.other")
        #expect(server.requestCount == 0)
    }
}

struct Upload: Encodable, Sendable {
    var file: UploadFile
    var caption: String?
}

/// An endpoint of any body and response encoding, at `/upload`.
struct BodyEndpoint: Router {
    var body: (any Encodable & Sendable)? = nil
    var bodyEncoding: BodyEncoding = .json
    var bodyContentType: String? = nil
    var acceptedContentType = "application/json"
    var auth: AuthRequirement = .none
    var method: ErrgenRuntime.HTTPMethod = .post

    var endpointName: String { "Files.upload" }
    var path: String { "/upload" }
    var queryItems: [QueryItem] { [] }
    var headers: [(name: String, value: String)] { [] }
    var timeout: Duration? { nil }
    var resourceTimeout: Duration? { nil }
    var retryPolicy: RetryPolicy { .never }
    var isIdempotent: Bool { false }
    var sendsIdempotencyKey: Bool { false }
    var documentedErrors: [WireCode] { [] }
}
