import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// What `errgen init --from` writes for a document whose errors carry no codes, served by the
/// mock: each operation gives the entries of the statuses it documents, and a union whose
/// members pin their discriminator answers with the pinned values.
@Suite struct OpenAPIStatusCatalogTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func eachOperationGivesTheEntriesOfItsDocumentedStatuses() throws {
        let folder = Self.root.appendingPathComponent("Tests/Fixtures/golden/openapi-status-catalog/spec").path
        let (checked, diagnostics) = try Generator.lint(folder: folder)
        #expect(diagnostics.sorted.isEmpty, "\(diagnostics.sorted)")
        let api = MockAPI(checked: checked)
        let labels = { (id: String) in
            api.endpoints.first { $0.id == id }.map { $0.errors.map(api.catalog.label) } ?? []
        }
        #expect(
            labels("Default.getTrack") == [
                "401 (UNAUTHORIZED)", "403 (FORBIDDEN)", "404 (NOT_FOUND)", "429 (RATE_LIMITED)",
            ])
        #expect(labels("Default.pausePlayback") == ["401 (UNAUTHORIZED)", "503 (SERVICE_UNAVAILABLE)"])
    }

    @Test func aDiscriminatorPinnedByItsMembersIsAnsweredWithThePinnedValues() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-pinned-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixtures = Self.root.appendingPathComponent("Tests/Fixtures/init-from")
        let spec = try String(
            contentsOf: fixtures.appendingPathComponent("expected/discriminator.errgen.yaml"), encoding: .utf8)
        // The mock signs nobody in here: the document's one operation is served without a token.
        try spec.replacingOccurrences(of: "\"<document>\"", with: "openapi.yaml")
            .replacingOccurrences(of: "defaults:\n", with: "defaults:\n  auth: none\n")
            .write(to: folder.appendingPathComponent("errgen.yaml"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(
            at: fixtures.appendingPathComponent("discriminator.yaml"), to: folder.appendingPathComponent("openapi.yaml")
        )
        let (checked, diagnostics) = try Generator.lint(folder: folder.path)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")

        let reply = MockResponder(api: MockAPI(checked: checked)).get("/me/queue")

        #expect(reply.status == 200)
        guard case .array(let items)? = reply.json, !items.isEmpty else {
            Issue.record("not a list: \(String(describing: reply.json))")
            return
        }
        for item in items {
            #expect(item["type"] == .string("track") || item["type"] == .string("episode"), "\(item)")
        }
    }
}
