import Foundation
import Testing

/// `errgen init --from DOC`: the written spec joins the document, its catalog holds the codes the
/// document's error responses list, and the folder lints and generates as written.
@Suite struct InitFromOpenAPITests {
    static let fixtures = ErrgenProcess.packageRoot + "/Tests/Fixtures/init-from"

    static func freshFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("init-from-\(UUID().uuidString)").path
    }

    /// Runs init --from into `work/specs`, then lint and generate; returns the written spec.
    func initLintGenerate(_ document: String, in work: String = freshFolder()) async throws -> String {
        defer { try? FileManager.default.removeItem(atPath: work) }
        let written = try await ErrgenProcess.run(["init", "--from", Self.fixtures + "/" + document, work + "/specs"])
        #expect(written.exitCode == 0, "\(written.stderr)")
        let lint = try await ErrgenProcess.run(["lint", work + "/specs"])
        #expect(lint.exitCode == 0, "\(lint.stderr)")
        let generate = try await ErrgenProcess.run(["generate", work + "/specs", "--output", work + "/out"])
        #expect(generate.exitCode == 0, "\(generate.stderr)")
        #expect(FileManager.default.fileExists(atPath: work + "/out/Client.swift"))
        return try String(contentsOfFile: work + "/specs/errgen.yaml", encoding: .utf8)
    }

    @Test func codeEnumAndExtensionBecomeTheCatalog() async throws {
        let work = Self.freshFolder()
        let spec = try await initLintGenerate("orders.yaml", in: work)
        // The spec names the document relative to its folder (or absolute when only `/` is shared).
        let line = try #require(spec.split(separator: "\n").first { $0.hasPrefix("  document: ") })
        let named = line.dropFirst("  document: ".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        let resolved = named.hasPrefix("/") ? named : work + "/specs/" + named
        #expect(URL(fileURLWithPath: resolved).standardized.path == Self.fixtures + "/orders.yaml")
        #expect(spec.contains("envelope:\n  code: error.code\n  message: error.message\n  details: error.details\n"))
        #expect(
            spec.contains(
                "  # Listed under the statuses 404, 429: no status, so the code alone identifies it.\n"
                    + "  \"ORDER_NOT_FOUND\":\n    category: non_retryable\n    message: \"There is no such order.\"\n")
        )
        #expect(
            spec.contains(
                "  \"RATE_LIMITED\":\n    status: 429\n    category: retryable\n    message: \"Too many requests.\"\n"))
    }

    @Test func documentWithoutErrorSchemasGetsTheDefaultEnvelope() async throws {
        let spec = try await initLintGenerate("plain.yaml")
        #expect(spec.contains("# The document describes no error body: a guess at where it keeps its fields."))
        #expect(spec.contains("envelope:\n  code: code\n  message: message\n"))
        #expect(spec.contains("fallbacks: {4xx: \"BAD_REQUEST\", 5xx: \"SERVER_ERROR\"}"))
        #expect(!spec.contains("ORDER_NOT_FOUND"))
    }

    /// A document whose OAuth 2 flow becomes the session gets a `reauthenticate` entry for a
    /// `401`, so a rejected call refreshes the session (without one it would fall to `4xx`).
    @Test func oauthDocumentGetsAReauthenticateEntryFor401() async throws {
        let spec = try await initLintGenerate("oauth.yaml")
        #expect(spec.contains("fallbacks: {401: \"UNAUTHORIZED\", 4xx: \"BAD_REQUEST\", 5xx: \"SERVER_ERROR\"}"))
        #expect(
            spec.contains(
                "  \"UNAUTHORIZED\":\n    status: 401\n    category: reauthenticate\n"
                    + "    message: \"Please sign in again.\"\n"))
    }

    /// The document may sit in the spec folder (where the build plugin watches it); any other
    /// YAML file there is still a spec that init does not overwrite.
    @Test func documentInsideTheFolder() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("init-from-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.createDirectory(atPath: work + "/specs", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/plain.yaml", toPath: work + "/specs/openapi.yaml")
        let written = try await ErrgenProcess.run(["init", "--from", work + "/specs/openapi.yaml", work + "/specs"])
        #expect(written.exitCode == 0, "\(written.stderr)")
        let spec = try String(contentsOfFile: work + "/specs/errgen.yaml", encoding: .utf8)
        #expect(spec.contains("  document: \"openapi.yaml\"\n"))
        let lint = try await ErrgenProcess.run(["lint", work + "/specs"])
        #expect(lint.exitCode == 0, "\(lint.stderr)")

        try FileManager.default.removeItem(atPath: work + "/specs/errgen.yaml")
        try Data("errgen: 1\n".utf8).write(to: URL(fileURLWithPath: work + "/specs/other.yaml"))
        let refused = try await ErrgenProcess.run(["init", "--from", work + "/specs/openapi.yaml", work + "/specs"])
        #expect(refused.exitCode == 1)
        #expect(refused.stderr.contains("already holds a spec (other.yaml)"))
    }

    @Test func jsonDocumentWithXErrorsMapping() async throws {
        let spec = try await initLintGenerate("notes.json")
        #expect(spec.contains("envelope:\n  code: code\n  message: detail\n"))
        // The description's braces would read as a placeholder: dropped.
        #expect(
            spec.contains(
                "  \"QUOTA_EXCEEDED\":\n    category: non_retryable\n    message: \"The plan quota is used up.\"\n"))
        #expect(
            spec.contains(
                "  \"NOT_ALLOWED\":\n    status: 403\n    category: non_retryable\n    message: \"Forbidden.\"\n"))
    }

    /// `errgen docs` lists the document's operations (through the services the join makes) with
    /// the catalog codes the document ties to them.
    @Test func docsListTheDocumentsOperations() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("init-from-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: work) }
        _ = try await ErrgenProcess.run(["init", "--from", Self.fixtures + "/orders.yaml", work + "/specs"])
        let docs = try await ErrgenProcess.run(["docs", work + "/specs", "--output", work + "/docs"])
        #expect(docs.exitCode == 0, "\(docs.stderr)")
        let readme = try String(contentsOfFile: work + "/docs/README.md", encoding: .utf8)
        #expect(readme.contains("#### Default.getOrder: GET /orders/{orderId}"))
        #expect(
            readme.contains(
                "| [RATE\\_LIMITED](#RATE_LIMITED) | `OrderDeskError.rateLimited` | 429 | retryable "
                    + "| [Default.getOrder](#endpoint-Default.getOrder) |"))
    }

    /// A document whose errors carry only their status: each operation's documented statuses tie
    /// it to the status entries, so the API catalog lists the errors each endpoint can give.
    @Test func documentedStatusesTieOperationsToTheirEntries() async throws {
        let work = Self.freshFolder()
        defer { try? FileManager.default.removeItem(atPath: work) }
        _ = try await ErrgenProcess.run(["init", "--from", Self.fixtures + "/nested-status.yaml", work + "/specs"])
        let docs = try await ErrgenProcess.run(["docs", work + "/specs", "--output", work + "/docs"])
        #expect(docs.exitCode == 0, "\(docs.stderr)")
        let readme = try String(contentsOfFile: work + "/docs/README.md", encoding: .utf8)
        #expect(
            readme.contains(
                "| [RATE\\_LIMITED (429)](#RATE_LIMITED) | `TuneShelfError.rateLimited` | 429 | retryable "
                    + "| [Default.getTrack](#endpoint-Default.getTrack) |"))
        #expect(
            readme.contains(
                "- **Errors:** [UNAUTHORIZED (401)](#UNAUTHORIZED), [FORBIDDEN (403)](#FORBIDDEN), "
                    + "[NOT\\_FOUND (404)](#NOT_FOUND), [RATE\\_LIMITED (429)](#RATE_LIMITED)\n"))
        #expect(
            readme.contains(
                "| [SERVICE\\_UNAVAILABLE (503)](#SERVICE_UNAVAILABLE) | `TuneShelfError.serviceUnavailable` | 503 "
                    + "| retryable | [Default.pausePlayback](#endpoint-Default.pausePlayback) |"))
    }

    @Test func unreadableDocumentIsOneLocatedError() async throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("init-from-\(UUID().uuidString)").path
        let result = try await ErrgenProcess.run(["init", "--from", work + "/missing.yaml", work + "/specs"])
        #expect(result.exitCode == 1)
        #expect(
            result.stderrLines == [
                "\(work)/missing.yaml:1:1: error: cannot read the OpenAPI file '\(work)/missing.yaml'"
            ])
        #expect(!FileManager.default.fileExists(atPath: work + "/specs"))
    }
}
