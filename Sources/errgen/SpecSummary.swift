import ErrgenCore

/// The one line `lint` and `check` print when the spec has no error:
/// `errgen: specs: 15 error codes, 7 endpoints, 12 models, no problems`.
struct SpecSummary {
    var folder: String
    var spec: Spec
    var diagnostics: [Diagnostic]

    var line: String {
        let endpoints = spec.services.reduce(0) { $0 + $1.endpoints.count }
        let warnings = diagnostics.filter { $0.severity == .warning }.count
        let counts = [
            Self.count(spec.errors.count, "error code"), Self.count(endpoints, "endpoint"),
            Self.count(spec.models.count, "model"),
            warnings == 0 ? "no problems" : Self.count(warnings, "warning"),
        ]
        return "errgen: \(Self.displayName(of: folder)): " + counts.joined(separator: ", ")
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `specs/` is shown as `specs`, as the user would say it.
    static func displayName(of folder: String) -> String {
        folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    }
}
