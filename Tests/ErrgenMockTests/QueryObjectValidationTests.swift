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

/// A form body's styled fields and a delimited query list: the mock reads them as the client sends them.
@Suite struct FormEncodingValidationTests {
    static let spec = """
        errgen: 1
        client_errors: {other: NETWORK}
        fallbacks: {4xx: FAILED, 5xx: FAILED}
        errors:
          FAILED: {status: 400, category: non_retryable, message: Failed.}
          NETWORK: {category: retryable, message: Network failure.}
        models:
          Color: {r: Int, g: Int}
          Call: {to: String, color: Color, filter: Color, tags: "[String]"}
        services:
          Calls:
            endpoints:
              create:
                method: POST
                path: /calls
                query: {ids: {type: "[Int]", style: pipe_delimited}}
                body: Call
                body_encoding: form
                form_encoding:
                  color: {style: form}
                  filter: {style: deep_object}
                  tags: {style: space_delimited}
        """

    func violations(query: [(String, String)], body: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.spec.utf8).write(to: folder.appendingPathComponent("errgen.yaml"))
        let (checked, diagnostics) = try Generator.lint(folder: folder.path)
        #expect(!diagnostics.hasErrors)
        let api = MockAPI(checked: checked)
        let endpoint = try #require(api.endpoints.first)
        var request = MockRequest(method: "POST", path: "/calls", query: query)
        request.body = Data(body.utf8)
        return RequestValidator(api: api).violations(request, endpoint: endpoint, pathParameters: [:]).map {
            "\($0.field): \($0.message)"
        }
    }

    @Test("a spread object's properties, a deep object's name[key] fields and a joined list count as sent")
    func styledFieldsAreRead() throws {
        #expect(
            try violations(
                query: [("ids", "1|2")], body: "to=x&r=1&g=2&filter%5Br%5D=1&filter%5Bg%5D=2&tags=a+b") == [])
        #expect(
            try violations(query: [("ids", "1|x")], body: "to=x&filter%5Br%5D=1&tags=a") == [
                "query.ids: 'x' is not Int"
            ])
        #expect(try violations(query: [("ids", "1")], body: "to=x&tags=a") == ["body.filter: is required"])
    }
}
