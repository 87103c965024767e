import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// A query parameter that is a model: the mock reads it as the client sends it.
@Suite struct QueryObjectValidationTests {
    @Test("a required model in form style is sent as its properties' own items, not under its name: no violation")
    func formObjectIsNotRequiredByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(
            """
            errgen: 1
            client_errors: {other: NETWORK}
            fallbacks: {4xx: FAILED, 5xx: FAILED}
            errors:
              FAILED: {status: 400, category: non_retryable, message: Failed.}
              NETWORK: {category: retryable, message: Network failure.}
            models:
              Color: {r: Int, g: Int}
            services:
              Paint:
                endpoints:
                  mix: {method: GET, path: /mix, query: {color: Color, limit: Int}}
            """.utf8
        ).write(to: folder.appendingPathComponent("errgen.yaml"))
        let (checked, diagnostics) = try Generator.lint(folder: folder.path)
        #expect(!diagnostics.hasErrors)
        let api = MockAPI(checked: checked)
        let endpoint = try #require(api.endpoints.first)
        let request = MockRequest(method: "GET", path: "/mix", query: [("r", "1"), ("g", "2")])
        let violations = RequestValidator(api: api).violations(request, endpoint: endpoint, pathParameters: [:])
        #expect(violations.map { $0.field } == ["query.limit"])
    }
}
