import ErrgenRuntime
import FlyingFox
import Foundation
import GoldenOpenAPIBodies
import TestSupport
import Testing

/// The openapi-bodies golden on the wire (issue 42, point 1): the generated client uploads a
/// multipart receipt with a file from disk, sends bytes and text, and reads a PDF as bytes or
/// into a file, and text in its charset.
@Suite("Bodies beyond JSON on the wire")
struct BodiesWireTests {
    @Test("a multipart upload: the file from disk with its declared type, a list of files, text and a JSON part")
    func multipartUpload() async throws {
        let photo = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-\(UUID()).jpg")
        try Data([0xFF, 0xD8, 0xFF]).write(to: photo)
        defer { try? FileManager.default.removeItem(at: photo) }
        let server = try await TestServer.start { _, _ in .json(.created, #"{"store": "Deli"}"#) }
        defer { Task { await server.stop() } }
        let client = FilesClient(baseURL: server.baseURL)
        let body = Files.UploadReceiptRequest(
            photo: UploadFile(contentsOf: photo),
            pages: [UploadFile(data: Data("p1".utf8), filename: "1.txt", contentType: "text/plain")],
            note: "Lunch", amount: 12, meta: Files.ReceiptMeta(store: "Deli"))

        let stored = try await client.receipts.uploadReceipt(body: body)

        #expect(stored.store == "Deli")
        let request = try #require(server.requests(to: "/receipts").first)
        let parts = String(decoding: request.body, as: UTF8.self)
        #expect(request.header("Content-Type")?.hasPrefix("multipart/form-data; boundary=") == true)
        #expect(
            parts.contains("name=\"photo\"; filename=\"\(photo.lastPathComponent)\"\r\nContent-Type: image/jpeg\r\n"))
        #expect(parts.contains("name=\"pages\"; filename=\"1.txt\"\r\nContent-Type: text/plain\r\n\r\np1\r\n"))
        #expect(parts.contains("name=\"note\"\r\n\r\nLunch\r\n"))
        #expect(parts.contains("name=\"amount\"\r\n\r\n12\r\n"))
        #expect(parts.contains("name=\"meta\"\r\nContent-Type: application/json\r\n\r\n{\"store\":\"Deli\"}\r\n"))
    }

    @Test("binary bodies: the document's type, or the file's for an image/* endpoint")
    func binaryBodies() async throws {
        let server = try await TestServer.start { _, _ in HTTPResponse(statusCode: .noContent) }
        defer { Task { await server.stop() } }
        let client = FilesClient(baseURL: server.baseURL)

        try await client.profile.putAvatar(body: UploadFile(data: Data([1, 2]), contentType: "image/png"))
        try await client.profile.uploadBackup(body: UploadFile(data: Data([3])))

        #expect(server.requests(to: "/avatar").first?.header("Content-Type") == "image/png")
        #expect(server.requests(to: "/avatar").first?.body == Data([1, 2]))
        #expect(server.requests(to: "/backups").first?.header("Content-Type") == "application/octet-stream")
    }

    @Test("a PDF download as bytes and into a file; text both ways")
    func downloadsAndText() async throws {
        let pdf = Data("%PDF-1.7 fake".utf8)
        let server = try await TestServer.start { request, _ in
            if request.path.hasSuffix("/pdf") {
                return HTTPResponse(statusCode: .ok, headers: [.contentType: "application/pdf"], body: pdf)
            }
            return HTTPResponse(statusCode: .ok, headers: [.contentType: "text/plain"], body: Data("2 rows ✓".utf8))
        }
        defer { Task { await server.stop() } }
        let client = FilesClient(baseURL: server.baseURL)
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-\(UUID()).pdf")
        defer { try? FileManager.default.removeItem(at: destination) }

        let bytes = try await client.invoices.invoicePDF(id: "7")
        try await client.invoices.invoicePDF(id: "7", savingTo: destination)
        let summary = try await client.reports.importReport(body: "a,b\n1,2\n")

        #expect(bytes == pdf)
        #expect(try Data(contentsOf: destination) == pdf)
        #expect(server.requests(to: "/invoices/7/pdf").first?.header("Accept") == "application/pdf")
        #expect(summary == "2 rows ✓")
        let report = try #require(server.requests(to: "/reports").first)
        #expect(report.header("Content-Type") == "text/csv; charset=utf-8")
        #expect(report.body == Data("a,b\n1,2\n".utf8))
    }
}
