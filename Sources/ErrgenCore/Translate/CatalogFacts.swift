import ErrgenVocabulary

/// What the catalog translators need to know about each entry, worked out once:
/// its case name, wire literal, fields with their Swift names, and its docs.
///
/// A class: every translator walks all entries, and passing a reference costs one
/// retain where copying the entry's spec would cost one per field.
final class CatalogEntry: Sendable {
    /// The spec's entries, shared by every `CatalogEntry`, and this one's place among them,
    /// rather than a copy of each entry's spec.
    private let errors: [ErrorSpec]
    private let position: Int
    /// The case name, unescaped (`validationError`, `default`).
    let caseName: String
    let fields: [CatalogField]
    /// `.validationError` / `` .`default` ``: the case as a member reference.
    let member: String

    /// The entry as the spec writes it, read in place (no copy of the whole entry).
    var spec: ErrorSpec {
        _read { yield errors[position] }
    }

    init(errors: [ErrorSpec], position: Int, caseName: String, fields: [CatalogField]) {
        self.errors = errors
        self.position = position
        self.caseName = caseName
        self.fields = fields
        member = "." + SwiftIdentifiers.escaped(caseName)
    }

    /// `WireCode` literal: `.string("VALIDATION_ERROR")` or `.integer(5002)`.
    var wireLiteral: String { Self.wireLiteral(spec.code.value) }

    static func wireLiteral(_ code: WireCode) -> String {
        switch code {
        case .string(let text): ".string(\(SwiftLiteral.string(text)))"
        case .integer(let value): ".integer(\(value))"
        }
    }

    var categoryLiteral: String {
        switch spec.category {
        case .retryable: ".retryable"
        case .nonRetryable: ".nonRetryable"
        case .reauthenticate: ".reauthenticate"
        case .requiresLogout: ".requiresLogout"
        case .maintenance: ".maintenance"
        case .forceUpdate: ".forceUpdate"
        }
    }

    /// The code's case doc: the spec's summary, then every fact a reader needs once: the
    /// code, status, category, message and where the entry is written.
    func codeDoc(context: TranslationContext) -> [String] {
        var lines: [String] = []
        if let summary = spec.summary { lines += [summary, ""] }
        var facts = "Code `\(spec.code.value)`"
        if let status = spec.status { facts += ", HTTP \(status.value)" }
        facts += ", \(spec.category.rawValue)."
        if let message = fallbackMessage(context) {
            facts += " Message (\(message.locale.value)): \(DocText.readable(message))"
        }
        lines += [facts]
        if !spec.renamedFrom.isEmpty {
            lines += [
                "",
                "Renamed from \(DocText.codeList(spec.renamedFrom.map(\.value.description))): those codes decode as it.",
            ]
        }
        if let deprecation = spec.deprecation { lines += ["", DocText.deprecationWarning(deprecation)] }
        lines += ["", "Spec: \(context.origin(spec.location))"]
        return lines
    }

    /// The error's case doc: the spec's words (its summary, else its message), and where the
    /// facts are, rather than the code's doc again.
    func errorDoc(context: TranslationContext) -> [String] {
        let words = spec.summary ?? fallbackMessage(context).map(DocText.readable)
        return (words.map { [$0, ""] } ?? []) + ["Code `\(spec.code.value)`: see `\(context.names.codeType)\(member)`."]
            + (spec.deprecation.map { ["", DocText.deprecationWarning($0)] } ?? [])
            + fields.compactMap { field in
                field.spec.deprecation.map { "`\(field.name)`: \(DocText.deprecated($0))" }
            }.flatMap { ["", $0] }
    }

    private func fallbackMessage(_ context: TranslationContext) -> LocalizedText.Translation? {
        spec.message?.translation(for: context.spec.module.fallbackLocale) ?? spec.message?.translations.first
    }
}

struct CatalogField {
    let spec: FieldSpec
    /// The Swift name, unescaped.
    let name: String
    /// The Swift type, `Int?` for optional fields.
    let type: String

    /// The `FieldSource` literal the runtime reads the field from.
    var sourceLiteral: String { Self.literal(spec.source) }

    static func literal(_ source: FieldSpec.Source) -> String {
        switch source {
        case .details(let path): ".details([\(path.map(SwiftLiteral.string).joined(separator: ", "))])"
        case .body(let path): ".body([\(path.map(SwiftLiteral.string).joined(separator: ", "))])"
        case .header(let name): ".header(\(SwiftLiteral.string(name)))"
        }
    }

    /// `payload.field(Int.self, from: .header("Retry-After"))`: `nil` when absent. A field with
    /// previous keys (`renamed_from`) reads from the list of its places, the current first.
    var readExpression: Expression {
        guard spec.renamedFrom.isEmpty else { return .call(readCall(suffix: "")) }
        return .code("payload.field(\(typeForDecoding).self, from: \(sourceLiteral))")
    }

    /// `readExpression` as a call the renderer can wrap, ending in `suffix`.
    func readCall(suffix: String) -> FunctionCall {
        let sources = spec.sources.map(Self.literal)
        let from: Expression = sources.count == 1 ? .code(sources[0]) : .array(sources.map(Expression.code))
        return FunctionCall(
            "payload.field", [.init(nil, "\(typeForDecoding).self"), .init("from", from)], suffix: suffix)
    }

    /// The non-optional type to decode; `.self` of a collection type needs parentheses.
    private var typeForDecoding: String {
        let base = type.hasSuffix("?") ? String(type.dropLast()) : type
        return base.hasPrefix("[") ? "(\(base))" : base
    }
}

extension CatalogEntry {
    /// Every entry of the checked spec's catalog, with the names Check derived.
    /// In chunks on every core: each entry's facts are its own.
    static func entries(of checked: CheckedSpec) -> [CatalogEntry] {
        let errors = checked.spec.errors
        let names = checked.names
        return Parallel.joinedChunks(of: errors.count) { range in
            range.map { position in
                let entry = errors[position]
                return CatalogEntry(
                    errors: errors, position: position, caseName: names.caseNames[position] ?? "unnamed",
                    fields: zip(entry.fields, names.fieldNames[position]).map { field, name in
                        CatalogField(
                            spec: field, name: name ?? "unnamed",
                            type: names.swiftType(field.type.value, qualifyingModels: true))
                    })
            }
        }
    }
}

/// Which entry answers each status (`fallbacks`) and each failure kind
/// (`client_errors`), as switch patterns, shared by the code lookups and the
/// error initializers so both always agree.
struct CatalogRouting {
    /// `(pattern, entry index)`: exact statuses first, then classes (`400...499`).
    let statusArms: [(pattern: String, entry: Int)]
    /// The entry for any other status: `client_errors.other`.
    let otherStatus: Int
    /// `(pattern, entry index)` for every `ClientFailure` case.
    let failureArms: [(pattern: String, entry: Int)]

    init(_ routes: ResolvedRoutes) {
        // Check requires `client_errors.other`, so the 0 is never read.
        let other = routes.entry(for: .other) ?? 0
        var exact: [(String, Int)] = []
        var classes: [(String, Int)] = []
        for fallback in routes.fallbacks {
            switch fallback.status {
            case .exact(let status): exact.append((String(status), fallback.entry))
            case .statusClass(let digit): classes.append(("\(digit)00...\(digit)99", fallback.entry))
            }
        }
        statusArms = exact.sorted { $0.0 < $1.0 } + classes.sorted { $0.0 < $1.0 }
        otherStatus = other
        var failures: [(String, Int)] = []
        // Every runtime failure kind, in the runtime's order; a kind the spec does not map
        // (and `cancelled`, which it cannot) takes `other`'s entry.
        for kind in ClientFailure.allCases {
            let entry = routes.entry(for: kind) ?? other
            failures.append(("." + kind.rawValue, entry))
        }
        failureArms = failures
    }
}
