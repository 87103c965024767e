import ErrgenCore
import ErrgenMock
import ErrgenRuntime
import Foundation
import Testing

/// Issue 42, point 6: the mock speaks the bodies beyond JSON. It checks a multipart upload
/// (a boundary, well-formed parts, every required part) and answers binary and text
/// endpoints with bytes and text of their declared type. The spec is the openapi-bodies golden's.
@Suite struct BodiesMockTests {
    static let spec = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden/openapi-bodies/spec")

    static func mock() throws -> MockResponder {
        let (checked, diagnostics) = try Generator.lint(folder: spec.path)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        var options = MockResponder.Options()
        options.basePath = "/v1"
        return MockResponder(api: MockAPI(checked: checked), options: options)
    }

    static func upload(_ parts: [MultipartEncoder.Part], contentType: String? = nil) throws -> MockReply {
        let body = MultipartEncoder.write(parts)
        return try mock().respond(
            MockRequest(
                method: "POST", path: "/v1/receipts",
                headers: [("Content-Type", contentType ?? body.contentType)], body: body.data))
    }

    static let photo = MultipartEncoder.Part(
        name: "photo", filename: "r.jpg", contentType: "image/jpeg", body: Data([1]))
    static let note = MultipartEncoder.Part(name: "note", body: Data("Lunch".utf8))

    @Test func aWellFormedUploadWithEveryRequiredPartIsAnswered() throws {
        let reply = try Self.upload([Self.photo, Self.note])
        #expect(reply.status == 200)
    }

    @Test func anUploadWithoutARequiredPartIsTheCatalogsValidationAnswer() throws {
        let reply = try Self.upload([Self.note])
        #expect(reply.status == 400)
        #expect(reply.header("X-Errgen-Mock-Reason")?.contains("photo") == true)
    }

    @Test func anUploadWithoutABoundaryOrWithBrokenPartsIsRefused() throws {
        #expect(try Self.upload([Self.photo, Self.note], contentType: "multipart/form-data").status == 400)
        let broken = try Self.mock().respond(
            MockRequest(
                method: "POST", path: "/v1/receipts",
                headers: [("Content-Type", "multipart/form-data; boundary=xyz")],
                body: Data("--xyz\r\nContent-Disposition: form-data; name=\"photo\"\r\n\r\nno closing".utf8)))
        #expect(broken.status == 400)
    }

    @Test func binaryAndTextEndpointsAnswerBytesAndTextOfTheirType() throws {
        let mock = try Self.mock()
        let pdf = mock.respond(MockRequest(method: "GET", path: "/v1/invoices/7/pdf"))
        #expect(pdf.status == 200)
        #expect(pdf.headers.first { $0.name == "Content-Type" }?.value == "application/pdf")
        #expect(!pdf.body.isEmpty)
        let text = mock.respond(
            MockRequest(
                method: "POST", path: "/v1/reports", headers: [("Content-Type", "text/csv")],
                body: Data("a,b\n".utf8)))
        #expect(text.status == 200)
        #expect(text.headers.first { $0.name == "Content-Type" }?.value == "text/plain; charset=utf-8")
        let avatar = mock.respond(
            MockRequest(method: "PUT", path: "/v1/avatar", headers: [("Content-Type", "image/png")], body: Data([1])))
        #expect(avatar.status == 204)
    }
}
