/// ErrorCodes.swift: `<Name>ErrorCode`, one case per catalog entry, with its wire
/// code, HTTP status, category and retry policy, and the lookups the runtime uses
/// (by wire code, by problem type, by status for `fallbacks`, by failure kind for
/// `client_errors`).
struct ErrorCodeTranslator: FileTranslator {
    let context: TranslationContext

    func file() -> SwiftFile {
        let entries = context.catalog
        // Each case, and each arm of the switches over every case, is made when it is written.
        var members: [Declaration] = [
            .generated(count: entries.count) { [context] index in
                .enumCase(
                    EnumCase(
                        doc: entries[index].codeDoc(context: context),
                        name: SwiftIdentifiers.escaped(entries[index].caseName)))
            }
        ]
        members += wire(entries) + httpStatus(entries) + category(entries) + retryPolicy(entries) + problemType(entries)
        members += wireLookup(entries) + problemTypeLookup(entries) + [fallback(entries), clientError(entries)]
        members += equality(entries)
        members += CatalogPreviousCases.codeAliases(entries, access: context.access)
        let type = TypeDeclaration(
            doc: [
                "The codes of the \(names.module) error catalog: one case per entry of the spec's `errors`.",
                "",
                "Use it to compare errors by code (`error.code == .\(entries.first.map(\.caseName) ?? "someCode")`) without matching payloads.",
            ],
            access: context.access, kind: .enum, name: names.codeType, conformances: [names.runtime(.catalogErrorCode)],
            members: members)
        return SwiftFile(
            name: OutputFileSet.errorCodes, imports: [RuntimeType.moduleName, "Foundation"], declarations: [.type(type)]
        )
    }

    /// A property that is a switch over the codes, split into parts in a large catalog (`SwitchMember`).
    private func property(_ doc: [String], _ name: String, _ type: String, _ statement: SwitchStatement)
        -> [Declaration]
    {
        SwitchMember(doc: doc, access: context.access, name: name, kind: .property(type: type), statement: statement)
            .declarations()
    }

    /// A property that is a switch with an arm per entry, each made when its part is written.
    private func property(
        _ doc: [String], _ name: String, _ type: String, _ entries: [CatalogEntry],
        arm: @escaping @Sendable (CatalogEntry) -> SwitchStatement.Arm
    ) -> [Declaration] {
        SwitchMember(
            doc: doc, access: context.access, name: name, kind: .property(type: type), statement: switchOver([]),
            arms: SwitchMember.ArmMaker(count: entries.count) { arm(entries[$0]) }
        ).declarations()
    }

    private func wire(_ entries: [CatalogEntry]) -> [Declaration] {
        property(["The code exactly as the server sends it."], "wire", names.runtime(.wireCode), entries) {
            .init(pattern: $0.member, value: $0.wireLiteral)
        }
    }

    private func httpStatus(_ entries: [CatalogEntry]) -> [Declaration] {
        property(
            ["The HTTP status the code comes with; `nil` for codes the client raises itself."], "httpStatus",
            names.standard(.int) + "?", entries
        ) { .init(pattern: $0.member, value: $0.spec.status.map { String($0.value) } ?? "nil") }
    }

    private func category(_ entries: [CatalogEntry]) -> [Declaration] {
        property(["What the runtime and the UI do with the code."], "category", names.runtime(.errorCategory), entries)
        {
            .init(pattern: $0.member, value: $0.categoryLiteral)
        }
    }

    private func retryPolicy(_ entries: [CatalogEntry]) -> [Declaration] {
        let arms = zip(entries, context.references.entryRetryPolicies).compactMap { entry, policy in
            policy.map { SwitchStatement.Arm(pattern: entry.member, value: names.policyReference($0)) }
        }
        let doc = [
            "The code's own retry policy (its `retry:`), which overrides the endpoint's; `nil` when it has none."
        ]
        let type = names.runtime(.retryPolicy) + "?"
        guard !arms.isEmpty else { return [.computedProperty(doc, context.access, "retryPolicy", type, ["nil"])] }
        return property(
            doc, "retryPolicy", type, switchOver(arms, complete: arms.count == entries.count, otherwise: "nil"))
    }

    private func problemType(_ entries: [CatalogEntry]) -> [Declaration] {
        let arms = entries.compactMap { entry in
            entry.spec.problemType.map {
                SwitchStatement.Arm(.code(entry.member), .string($0.value))
            }
        }
        let doc = [
            "The RFC 9457 problem type (`problem_type`) that selects this code in `application/problem+json` bodies."
        ]
        let type = names.standard(.string) + "?"
        guard !arms.isEmpty else { return [.computedProperty(doc, context.access, "problemType", type, ["nil"])] }
        return property(
            doc, "problemType", type, switchOver(arms, complete: arms.count == entries.count, otherwise: "nil"))
    }

    /// `==` and `hash(into:)` by the code's position in the catalog, for a catalog too large
    /// for the compiler's own: Swift derives them for an enum whose cases carry no values with
    /// a switch that its definite-initialization pass takes quadratic time over. A small
    /// catalog keeps the derived ones.
    private func equality(_ entries: [CatalogEntry]) -> [Declaration] {
        guard entries.count > SwitchMember.maximumCases else { return [] }
        let ordinal = GeneratedNames.codeOrdinal
        let int = names.standard(.int)
        return [
            .mark("Equatable and Hashable"),
            .function(
                ["Whether two codes are the same catalog entry."], context.access, isStatic: true, "==",
                [Parameter("lhs", "Self"), Parameter("rhs", "Self")], returns: names.standard(.bool),
                ["lhs.\(ordinal) == rhs.\(ordinal)"]),
            .function(
                ["Hashes the code's position in the catalog."], context.access, "hash",
                [Parameter(label: "into", "hasher", "inout " + names.standard(.hasher))], ["hasher.combine(\(ordinal))"]
            ),
        ]
            + SwitchMember(
                doc: ["The code's position in the catalog, which equality and hashing compare."], access: .private,
                name: ordinal,
                kind: .property(type: int),
                statement: SwitchStatement(subject: "self", arms: []),
                arms: SwitchMember.ArmMaker(count: entries.count) {
                    .init(pattern: entries[$0].member, value: String($0))
                }
            ).declarations()
    }

    private func wireLookup(_ entries: [CatalogEntry]) -> [Declaration] {
        // Each code's previous wire codes (`renamed_from`), after every current code, so a
        // current code always wins (Check refuses a previous code that is a current one).
        let renamed = entries.flatMap { entry in
            entry.spec.renamedFrom.map { Expression.code("(\(CatalogEntry.wireLiteral($0.value)), \(entry.member))") }
        }
        let index =
            renamed.isEmpty
            ? "\(names.runtime(.wireCodeIndex))(allCases.map { ($0.wire, $0) })"
            : "\(names.runtime(.wireCodeIndex))(allCases.map { ($0.wire, $0) } + renamedWires)"
        var lookup: [Declaration] = [
            .initializer(
                [
                    "The entry for a code as the server sent it, or `nil` for a code the catalog does not know.",
                    "",
                    "An integer code sent as text (`\"5002\"`) finds the integer entry, and the other way round.",
                ],
                context.access, isFailable: true, [Parameter("wire", names.runtime(.wireCode))],
                [
                    .block("guard let code = Self.byWire[wire] else {", ["return nil"]),
                    "self = code",
                ]),
            .storedProperty(
                ["Every entry by its wire code, built once on first use."], .private, isStatic: true, "byWire",
                value: .code(index)),
        ]
        if !renamed.isEmpty {
            lookup.append(
                .storedProperty(
                    ["The codes entries had before they were renamed (`renamed_from`), which still decode as them."],
                    .private, isStatic: true, "renamedWires", type: "[(\(names.runtime(.wireCode)), Self)]",
                    value: .array(renamed, isVertical: true)))
        }
        return lookup
    }

    private func problemTypeLookup(_ entries: [CatalogEntry]) -> [Declaration] {
        let doc = ["The entry whose `problem_type` is `problemType`, or `nil`."]
        let parameters = [Parameter("problemType", names.standard(.string))]
        // Nothing to look up: `init(payload:)` then reads no problem type either.
        guard entries.contains(where: { $0.spec.problemType != nil }) else { return [] }
        return [
            .initializer(
                doc, context.access, isFailable: true, parameters,
                [
                    .block("guard let code = Self.byProblemType[problemType] else {", ["return nil"]),
                    "self = code",
                ]),
            .storedProperty(
                ["Every entry that has a `problem_type`, by it, built once on first use."], .private, isStatic: true,
                "byProblemType", type: "[\(names.standard(.string)): Self]",
                value: .code(
                    "[\(names.standard(.string)): Self](allCases.compactMap { code in code.problemType.map { ($0, code) } }) { first, _ in first }"
                )),
        ]
    }

    private func fallback(_ entries: [CatalogEntry]) -> Declaration {
        let routing = context.routing
        return .function(
            [
                "The entry `fallbacks` gives for a response whose code is missing or unknown: the exact",
                "status first, then its class (`4xx`, `5xx`); `client_errors.other` for any other status.",
            ],
            context.access, isStatic: true, "fallback", [Parameter(label: "forStatus", "status", names.standard(.int))],
            returns: "Self",
            SwitchStatement(
                subject: "status",
                arms: routing.statusArms.map { .init(pattern: $0.pattern, value: entries[$0.entry].member) },
                defaultValue: entries[routing.otherStatus].member
            ).lines())
    }

    private func clientError(_ entries: [CatalogEntry]) -> Declaration {
        let routing = context.routing
        return .function(
            [
                "The entry `client_errors` names for a request that got no usable response (`other` when it names none for the kind)."
            ],
            context.access, isStatic: true, "clientError",
            [Parameter(label: "_", "failure", names.runtime(.clientFailure))], returns: "Self",
            SwitchStatement(
                subject: "failure",
                arms: routing.failureArms.map { .init(pattern: $0.pattern, value: entries[$0.entry].member) }
            ).lines())
    }

    private func switchOver(_ arms: [SwitchStatement.Arm], complete: Bool = true, otherwise: String? = nil)
        -> SwitchStatement
    {
        SwitchStatement(subject: "self", arms: arms, defaultValue: complete ? nil : otherwise)
    }
}
