import ErrgenVocabulary

/// The Check stage: every rule of the spec format (SpecFormatReference.md in the
/// documentation catalog) that needs more than one value to decide.
///
/// Each rule group lives in its own file as an extension; `check` runs them all,
/// so one run reports every mistake. The Swift names it judges come from
/// `GeneratedNames`, derived once here and handed on to Translate in the `CheckedSpec`.
package struct SpecChecker: Sendable {
    let spec: Spec
    let names: GeneratedNames
    let index: ErrorIndex
    let enumNames: Set<String>
    /// Models, enums and unions: every name a type may hold.
    let typeNames: Set<String>
    let policyNames: Set<String>
    var diagnostics = DiagnosticList()
    /// Built once per check, searched once per distinct unknown name (see `SuggestionIndex`).
    let typeSuggestions: SuggestionIndex
    let policySuggestions: SuggestionIndex
    let errorSuggestions: SuggestionIndex
    let localeSuggestions: SuggestionIndex

    /// The spec with its names and resolved references, and every mistake; the spec may be translated
    /// only when neither this nor an earlier stage reported an error.
    package static func check(_ spec: Spec) -> (checked: CheckedSpec, diagnostics: DiagnosticList) {
        check(spec, names: GeneratedNames(spec: spec))
    }

    /// `check(_:)` with the names the Merge stage derived already (merging the string
    /// catalog changes texts only, which no name depends on).
    static func check(_ spec: Spec, names: GeneratedNames) -> (checked: CheckedSpec, diagnostics: DiagnosticList) {
        var checker = SpecChecker(spec: spec, names: names)
        let checked = CheckedSpec(spec: spec, names: names, references: checker.resolveReferences())
        // With a file unread, every reference into it would be reported as unknown:
        // its own diagnostics come first, the checks run once it reads.
        guard !spec.hasUnreadableFiles else { return (checked, checker.diagnostics) }
        checker.checkModule()
        checker.checkServers()
        checker.checkRetryPolicies()
        checker.checkCredentials()
        checker.checkCatalogNames()
        checker.checkCatalogEntries()
        checker.checkTexts()
        checker.checkClientErrorsAndFallbacks()
        checker.checkMockSettings()
        checker.checkModels()
        checker.checkEnums()
        checker.checkUnions()
        checker.checkServices()
        checker.checkConstraints()
        checker.checkDefaultHeaders()
        checker.checkSession()
        checker.checkRenames()
        return (checked, checker.diagnostics)
    }

    init(spec: Spec, names: GeneratedNames) {
        self.spec = spec
        self.names = names
        self.index = ErrorIndex(spec.errors)
        let modelNames = Set(spec.models.map(\.name.value))
        let enumNames = Set(spec.enums.map(\.name.value))
        let policyNames = Set(spec.retryPolicies.map(\.name.value))
        let index = self.index
        let typeNames = modelNames.union(enumNames).union(spec.unions.map(\.name.value))
        self.enumNames = enumNames
        self.typeNames = typeNames
        self.policyNames = policyNames
        // Each index lists its names only when a first unknown name is looked up.
        self.typeSuggestions = SuggestionIndex(typeNames.sorted() + PrimitiveType.allCases.map(\.rawValue))
        self.policySuggestions = SuggestionIndex(policyNames.sorted())
        self.errorSuggestions = SuggestionIndex(index.allReferences.sorted())
        self.localeSuggestions = SuggestionIndex(spec.module.locales.map(\.value))
    }

    mutating func error(_ message: String, at location: SourceLocation) {
        diagnostics.error(message, at: location)
    }

    /// Reports a name used twice, naming both places.
    mutating func checkUnique<Key: Hashable>(
        _ items: [(key: Key, location: SourceLocation, describe: String)], _ message: (String, String) -> String
    ) {
        checkUnique(
            items.count, key: { items[$0].key }, location: { items[$0].location }, describe: { items[$0].describe },
            message)
    }

    /// Reports a name used twice, naming both places: the `count` items are asked for
    /// their key (`nil` for one that has none) and location, and for their description
    /// only for a diagnostic, so a large catalog builds no text it does not print.
    mutating func checkUnique<Key: Hashable>(
        _ count: Int, key: (Int) -> Key?, location: (Int) -> SourceLocation, describe: (Int) -> String,
        _ message: (String, String) -> String
    ) {
        var seen: [Key: Int] = [:]
        seen.reserveCapacity(count)
        for item in 0..<count {
            guard let key = key(item) else { continue }
            if let first = seen[key] {
                error(message(describe(item), describe(first)) + " (first at \(location(first)))", at: location(item))
            } else {
                seen[key] = item
            }
        }
    }

    /// Reports two spec names that give the same Swift name (`field 'a' has the same Swift
    /// name as field 'A' (first at ...)`); one that gives none (`nil`) is reported elsewhere.
    mutating func checkSwiftNamesUnique(_ specNames: [Located<String>], _ swiftNames: [String?], _ noun: String) {
        checkUnique(
            min(specNames.count, swiftNames.count), key: { swiftNames[$0] }, location: { specNames[$0].location },
            describe: { "\(noun) '\(specNames[$0].value)'" }
        ) { "\($0) has the same Swift name as \($1)" }
    }

    /// `check` for each of `count` items (a catalog's entries, or whole walks of it), in
    /// chunks of up to `chunkSize` on every core, each chunk by a copy of this checker; the
    /// diagnostics are gathered in the items' order.
    mutating func checkInChunks(
        _ count: Int, chunkSize: Int = Parallel.chunkSize, _ check: @Sendable (inout SpecChecker, Int) -> Void
    ) {
        var start = self
        start.diagnostics = DiagnosticList()
        let chunks = Parallel.mapChunks(of: count, size: chunkSize) { [start] range in
            var checker = start
            for index in range { check(&checker, index) }
            return checker.diagnostics
        }
        for diagnostics in chunks { self.diagnostics.append(contentsOf: diagnostics) }
    }

    // MARK: References

    mutating func checkPolicyReference(_ name: Located<String>?) {
        guard let name, !policyNames.contains(name.value) else { return }
        error(
            "unknown retry policy '\(name.value)'\(policySuggestions.hint(for: name.value))",
            at: name.location)
    }

    /// Each name of an `auth` list is `bearer`, `none` or an entry of `credentials`.
    mutating func checkCredentialReferences(_ alternatives: [[Located<String>]]?) {
        let known = spec.credentials.map(\.name.value) + AuthRequirement.allCases.map(\.rawValue)
        for name in (alternatives ?? []).joined() where !known.contains(name.value) {
            error(
                "unknown credential '\(name.value)' in 'auth'\(DidYouMean.hint(for: name.value, among: known)); "
                    + "add it to 'credentials', or write bearer or none",
                at: name.location)
        }
    }

    mutating func checkModelReferences(in type: Located<TypeRef>) {
        for name in type.value.modelNames where !typeNames.contains(name) {
            error(
                "unknown type '\(name)'\(typeSuggestions.hint(for: name)); \(TypeSyntax.supportedTypes)",
                at: type.location)
        }
    }

    /// The entry a reference names, or a diagnostic.
    mutating func resolve(_ reference: Located<ErrorReference>, _ what: @autoclosure () -> String) -> ErrorSpec? {
        if let position = index.index(of: reference.value) { return spec.errors[position] }
        // The name of an entry left out as a code defined twice: that is the mistake reported.
        guard !spec.namesOfRepeatedErrors.contains(reference.value.text) else { return nil }
        error(
            "unknown error code '\(reference.value.text)' in \(what())\(errorSuggestions.hint(for: reference.value.text))",
            at: reference.location)
        return nil
    }
}
