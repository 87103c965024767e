import ErrgenCore
import Foundation

/// What a mock serves, read from disk: the spec folder checked, the scenario file decoded,
/// the scenario chosen and the base path settled. `errgen mock` and ErrgenMockTesting both
/// start from it, so a test's mock answers exactly as the command's does.
package enum MockSetup {
    /// Why a mock cannot start from its inputs.
    package enum Failure: Error, Sendable, CustomStringConvertible {
        /// The spec folder or the scenario file cannot be read: `errgen: error: …`.
        case unreadable(String)
        /// The spec or the scenario file has errors, each `file:line:column: error: …`;
        /// the warnings beside them too.
        case invalid([Diagnostic])
        /// The chosen scenario is not in the scenario file.
        case unknownScenario(String, known: [String])

        package var description: String {
            switch self {
            case .unreadable(let message): "errgen: error: \(message)"
            case .invalid(let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
            case .unknownScenario(let name, let known):
                "scenario '\(name)' is not in the scenario file"
                    + (known.isEmpty ? " (give one with --scenarios)" : "; it has \(known.joined(separator: ", "))")
            }
        }
    }

    /// The responder for `specFolder` and `scenarioFile`, with `scenario` active, and the
    /// warnings of both files.
    ///
    /// - Parameter basePath: the path the app's base URL ends in; `nil`: the path of the
    ///   spec's first server (`/api`), or none.
    package static func responder(
        specFolder: String, scenarioFile: String?, scenario: String?, basePath: String?,
        options: MockResponder.Options
    ) throws(Failure) -> (responder: MockResponder, warnings: [Diagnostic]) {
        let checked: CheckedSpec
        var diagnostics: DiagnosticList
        do {
            (checked, diagnostics) = try Generator.lint(folder: specFolder)
        } catch {
            throw .unreadable(error.description)
        }
        if diagnostics.hasErrors { throw .invalid(diagnostics.sorted) }
        let api = MockAPI(checked: checked)
        // The choice of validation entry is the mock's alone: generate does not say it, lint and the mock do.
        if let ambiguity = api.validationEntry.ambiguity(in: checked.spec) { diagnostics.append(ambiguity) }
        var loaded: [Scenario] = []
        if let scenarioFile {
            guard let data = FileManager.default.contents(atPath: scenarioFile) else {
                throw .unreadable("cannot read the scenario file \(scenarioFile)")
            }
            let decoded = ScenarioDecoder.decode(Array(data), file: scenarioFile, api: api)
            diagnostics.append(contentsOf: decoded.diagnostics)
            if decoded.diagnostics.hasErrors { throw .invalid(diagnostics.sorted) }
            loaded = decoded.scenarios
        }
        if let scenario, !loaded.contains(where: { $0.name == scenario }) {
            throw .unknownScenario(scenario, known: loaded.map(\.name))
        }
        var options = options
        options.basePath = normalized(
            basePath ?? api.spec.servers.first.flatMap { URL(string: $0.url.value)?.path } ?? "")
        let responder = MockResponder(api: api, scenarios: loaded, options: options)
        responder.activeScenario = scenario
        return (responder, diagnostics.sorted)
    }

    /// `/api` for `api`, `api/` or `/api/`; empty for `/` or nothing.
    package static func normalized(_ path: String) -> String {
        var path = Substring(path)
        while path.hasSuffix("/") { path.removeLast() }
        if !path.isEmpty && !path.hasPrefix("/") { return "/" + path }
        return String(path)
    }
}
