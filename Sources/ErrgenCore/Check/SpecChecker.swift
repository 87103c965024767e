/// The Check stage: every rule of SPEC.md that needs more than one value to decide.
///
/// Each rule group lives in its own file as an extension; `check` runs them all,
/// so one run reports every mistake.
public struct SpecChecker {
    let spec: Spec
    let index: ErrorIndex
    let modelNames: Set<String>
    let policyNames: Set<String>
    var diagnostics = DiagnosticList()

    public static func check(_ spec: Spec) -> DiagnosticList {
        // With a file unread, every reference into it would be reported as unknown:
        // its own diagnostics come first, the checks run once it reads.
        guard !spec.hasUnreadableFiles else { return DiagnosticList() }
        var checker = SpecChecker(spec: spec)
        checker.checkModule()
        checker.checkServers()
        checker.checkRetryPolicies()
        checker.checkCatalogNames()
        checker.checkCatalogEntries()
        checker.checkTexts()
        checker.checkClientErrorsAndFallbacks()
        checker.checkModels()
        checker.checkServices()
        return checker.diagnostics
    }

    init(spec: Spec) {
        self.spec = spec
        self.index = ErrorIndex(spec.errors)
        self.modelNames = Set(spec.models.map(\.name.value))
        self.policyNames = Set(spec.retryPolicies.map(\.name.value))
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.error(message, at: location)
    }

    /// Reports a name used twice, naming both places.
    mutating func checkUnique<Key: Hashable>(
        _ items: [(key: Key, location: SourceLocation, describe: String)], _ message: (String, String) -> String
    ) {
        var seen: [Key: (SourceLocation, String)] = [:]
        for item in items {
            if let (first, firstDescription) = seen[item.key] {
                error(message(item.describe, firstDescription) + " (first at \(first))", at: item.location)
            } else {
                seen[item.key] = (item.location, item.describe)
            }
        }
    }

    // MARK: References

    mutating func checkPolicyReference(_ name: Located<String>?) {
        guard let name, !policyNames.contains(name.value) else { return }
        error(
            "unknown retry policy '\(name.value)'\(DidYouMean.hint(for: name.value, among: policyNames.sorted()))",
            at: name.location)
    }

    mutating func checkModelReferences(in type: Located<TypeRef>) {
        for name in type.value.modelNames where !modelNames.contains(name) {
            let primitives = PrimitiveType.allCases.map(\.rawValue)
            error(
                "unknown type '\(name)'\(DidYouMean.hint(for: name, among: modelNames.sorted() + primitives))",
                at: type.location)
        }
    }

    mutating func checkModelReference(_ name: Located<String>?, _ what: String) {
        guard let name, !modelNames.contains(name.value) else { return }
        error("unknown model '\(name.value)' in \(what)\(DidYouMean.hint(for: name.value, among: modelNames.sorted()))", at: name.location)
    }

    /// The entry a reference names, or a diagnostic.
    mutating func resolve(_ reference: Located<ErrorReference>, _ what: String) -> ErrorSpec? {
        if let position = index.index(of: reference.value) { return spec.errors[position] }
        error(
            "unknown error code '\(reference.value.text)' in \(what)\(DidYouMean.hint(for: reference.value.text, among: index.allReferences.sorted()))",
            at: reference.location)
        return nil
    }
}
