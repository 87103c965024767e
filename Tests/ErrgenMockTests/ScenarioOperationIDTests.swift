import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// A scenario file for an API imported from an OpenAPI document names its endpoints as the
/// document does (`get-playlist`) or as the Swift does (`Default.getPlaylist`).
@Suite struct ScenarioOperationIDTests {
    static let catalog = """
        errgen: 1
        openapi: {document: openapi.yaml}
        client_errors: {other: NETWORK}
        fallbacks: {4xx: FAILED, 5xx: FAILED}
        defaults: {auth: none}
        errors:
          FAILED: {status: 400, category: non_retryable, message: Failed.}
          NETWORK: {category: retryable, message: Network failure.}
          NOT_FOUND: {status: 404, category: non_retryable, message: Not found.}
        """

    static let document = """
        openapi: 3.1.0
        info: {title: Tunes, version: '1'}
        paths:
          /playlists/{id}:
            get:
              operationId: get-playlist
              parameters: [{name: id, in: path, required: true, schema: {type: string}}]
              responses: {'204': {description: Found.}}
          /playlists:
            get:
              responses: {'204': {description: Listed.}}
        """

    static let api: MockAPI = {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mock-operation-id-\(UUID())")
        try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try! catalog.write(to: folder.appendingPathComponent("errgen.yaml"), atomically: true, encoding: .utf8)
        try! document.write(to: folder.appendingPathComponent("openapi.yaml"), atomically: true, encoding: .utf8)
        let (checked, diagnostics) = try! Generator.lint(folder: folder.path)
        precondition(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return MockAPI(checked: checked)
    }()

    static func decode(_ yaml: String) -> (scenarios: [Scenario], diagnostics: [String]) {
        let (scenarios, diagnostics) = ScenarioDecoder.decode(Array(yaml.utf8), file: "scenarios.yaml", api: api)
        return (scenarios, diagnostics.sorted.map(\.description))
    }

    @Test func anOperationIdNamesTheEndpointErrgenMadeOfIt() throws {
        let (scenarios, diagnostics) = Self.decode(
            """
            scenarios:
              missing: {responses: [{endpoint: get-playlist, steps: [{code: NOT_FOUND}]}]}
            """)
        #expect(diagnostics == [])
        #expect(scenarios.first?.rules.first?.endpoint == "Default.getPlaylist")

        let mock = MockResponder(api: Self.api, scenarios: scenarios)
        mock.activeScenario = "missing"
        #expect(mock.respond(MockRequest(method: "GET", path: "/playlists/7")).status == 404)
        #expect(mock.respond(MockRequest(method: "GET", path: "/playlists")).status == 204)
    }

    @Test func aDerivedNameCountsAsTheOperationId() {
        let (scenarios, diagnostics) = Self.decode(
            "scenarios:\n  down: {responses: [{endpoint: getPlaylists, steps: [{code: FAILED}]}]}\n")
        #expect(diagnostics == [])
        #expect(scenarios.first?.rules.first?.endpoint == "Default.getPlaylists")
    }

    @Test func anUnknownNameSuggestsEitherSpelling() {
        let typo = Self.decode(
            "scenarios:\n  x: {responses: [{endpoint: get-playlst, steps: [{code: FAILED}]}]}\n"
        ).diagnostics
        #expect(
            typo == [
                "scenarios.yaml:2:30: error: unknown endpoint 'get-playlst' (did you mean 'get-playlist'?); "
                    + "write Service.endpoint, an operationId, Service.* or *"
            ])
        let swift = Self.decode(
            "scenarios:\n  x: {responses: [{endpoint: Default.getPlaylst, steps: [{code: FAILED}]}]}\n"
        ).diagnostics
        #expect(swift.first?.contains("did you mean 'Default.getPlaylist'?") == true, "\(swift)")
    }
}
