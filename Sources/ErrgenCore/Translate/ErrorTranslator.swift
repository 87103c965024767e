/// Errors.swift: `<Name>Error`, one case per catalog entry with the entry's fields
/// as typed associated values and an `ErrorContext`, plus `unrecognized` for codes
/// the catalog does not know; and its decoding from a server's error response.
struct ErrorTranslator: FileTranslator {
    let context: TranslationContext

    func file() -> SwiftFile {
        let entries = context.catalog
        // Each case, and each arm of the switches over every case, is made when it is written.
        let errorContextType = names.runtime(.errorContext)
        var members: [Declaration] = [
            .generated(count: entries.count) { [context] index in
                let entry = entries[index]
                return .enumCase(
                    EnumCase(
                        doc: entry.errorDoc(context: context), name: SwiftIdentifiers.escaped(entry.caseName),
                        associatedValues: entry.fields.map { Parameter(SwiftIdentifiers.escaped($0.name), $0.type) }
                            + [Parameter("context", errorContextType)]))
            }
        ]
        members.append(
            .enumCase(
                EnumCase(
                    doc: [
                        "A code the catalog does not know (or a known code whose required fields are missing),",
                        "kept as sent. `fallback` is the entry `fallbacks` classifies it as, by status: it gives",
                        "the category, the retry policy, the message and the context.",
                    ],
                    name: "unrecognized",
                    associatedValues: [
                        Parameter("code", names.runtime(.wireCode) + "?"), Parameter("fallback", names.errorType),
                    ], isIndirect: true)))
        members += CatalogPreviousCases.errorAliases(entries, access: context.access, context: errorContextType)
        members.append(envelope())
        members += code(entries)
        members += [wireCode(), isUnrecognized()]
        members += context(entries)
        members += [description(), .mark("Decoding"), decodePayload()]
        members += decodeEntry(entries)
        members += [decodeFallback(entries), clientFailure(entries)]
        let type = TypeDeclaration(
            doc: [
                "An error of the \(names.module) API: a catalog entry with its typed payload, or a code",
                "the catalog does not know. Every request of `\(names.clientType)` throws it.",
                "",
                "Decoding never fails: a missing or unknown code is classified through `fallbacks`.",
            ],
            access: context.access, kind: .enum, name: names.errorType, conformances: [names.runtime(.catalogError)],
            members: members)
        return SwiftFile(
            name: OutputFileSet.errors, imports: [RuntimeType.moduleName, "Foundation"], declarations: [.type(type)])
    }

    private func property(_ doc: [String], _ name: String, _ type: String, _ body: [CodeLine]) -> Declaration {
        .computedProperty(doc, context.access, name, type, body)
    }

    private func envelope() -> Declaration {
        let keyPath = { (path: [String]) in "[" + path.map(SwiftLiteral.string).joined(separator: ", ") + "]" }
        var arguments = [FunctionCall.Argument("code", keyPath(spec.envelope.code.value))]
        if let message = spec.envelope.message { arguments.append(.init("message", keyPath(message.value))) }
        if let details = spec.envelope.details { arguments.append(.init("details", keyPath(details.value))) }
        if let requestID = spec.envelope.requestID { arguments.append(.init("requestID", keyPath(requestID.value))) }
        return .storedProperty(
            ["Where the server's error body keeps code, message, details and request id (the spec's `envelope`)."],
            context.access, isStatic: true, "envelope",
            value: .call(FunctionCall(names.runtime(.errorEnvelope), arguments)))
    }

    private func code(_ entries: [CatalogEntry]) -> [Declaration] {
        SwitchMember(
            doc: ["The catalog entry this error is; for an unrecognized code, the entry it is classified as."],
            access: context.access, name: "code", kind: .property(type: names.codeType),
            statement: SwitchStatement(subject: "self", arms: []),
            arms: SwitchMember.ArmMaker(count: entries.count + 1) { index in
                guard index < entries.count else { return Self.unrecognized("code") }
                return SwitchStatement.Arm(pattern: entries[index].member, value: entries[index].member)
            }
        ).declarations()
    }

    private func wireCode() -> Declaration {
        property(
            [
                "The code as the server sent it; `nil` when the response carried none (the entry was",
                "chosen by status, problem type or client failure: see `context.classification`).",
            ],
            "wireCode", names.runtime(.wireCode) + "?",
            [
                .block("if case .unrecognized(let code, _) = self {", ["return code"]),
                "return context.classification == .byCode ? code.wire : nil",
            ])
    }

    private func isUnrecognized() -> Declaration {
        property(
            ["Whether this is a code the catalog does not know."], "isUnrecognized", names.standard(.bool),
            [
                .block("if case .unrecognized = self {", ["return true"]),
                "return false",
            ])
    }

    private func context(_ entries: [CatalogEntry]) -> [Declaration] {
        let arms = SwitchMember.ArmMaker(count: entries.count + 1) { index in
            guard index < entries.count else { return Self.unrecognized("context") }
            let bindings = Array(repeating: "_", count: entries[index].fields.count) + ["let context"]
            return SwitchStatement.Arm(
                .enumCase(entries[index].member, bindings: bindings), .code("context"), binds: true)
        }
        return SwitchMember(
            doc: ["Status, server message, request id, endpoint and underlying error."],
            access: context.access, name: "context", kind: .property(type: names.runtime(.errorContext)),
            statement: SwitchStatement(subject: "self", arms: []), arms: arms
        ).declarations()
    }

    /// The last arm of a switch over every error: `unrecognized` gives its fallback's
    /// `member`. A switch split into parts (`SwitchMember`) lists it in its last part, whose
    /// `default` is then never taken.
    private static func unrecognized(_ member: String) -> SwitchStatement.Arm {
        SwitchStatement.Arm(
            .enumCase(".unrecognized", bindings: ["_", "let fallback"]), statements: ["return fallback.\(member)"])
    }

    private func description() -> Declaration {
        property(
            ["For logs: the case, the code as sent and the context; never shown to users."], "description",
            names.standard(.string),
            [
                "let sent = wireCode.map { \"\\($0)\" } ?? \"no code\"",
                "let name = isUnrecognized ? \"unrecognized, classified as \\(code)\" : \"\\(code)\"",
                .return(
                    .string(
                        StringLiteral([
                            .text(names.errorType + "."), .interpolation("name"), .text(" ["), .interpolation("sent"),
                            .text("] "), .interpolation("context"),
                        ]))),
            ])
    }

    private func decodePayload() -> Declaration {
        .initializer(
            [
                "Decodes a server's error response. Never fails:",
                "- a known code (or `problem_type`) gives its entry, with the fields read from the payload;",
                "- a response without a code gives the entry `fallbacks` names for its status;",
                "- an unknown code, or a known one whose required fields are missing, is `unrecognized`.",
            ],
            context.access, [Parameter("payload", names.runtime(.errorPayload))],
            known() + [
                .ifChain(
                    [
                        ("let known, let error = Self.decoded(known, from: payload)", ["self = error"]),
                        ("payload.code == nil, known == nil", ["self = Self(fallbackFor: payload)"]),
                    ],
                    otherwise: ["self = .unrecognized(code: payload.code, fallback: Self(fallbackFor: payload))"])
            ])
    }

    /// The entry the payload names: by its code, then by its problem type where some entry
    /// has one (the code type has `init?(problemType:)` only then).
    private func known() -> [CodeLine] {
        let byCode = "let known = payload.code.flatMap(\(names.codeType).init(wire:))"
        guard context.catalog.contains(where: { $0.spec.problemType != nil }) else { return [.line(byCode)] }
        return [.line(byCode), "    ?? payload.problemType.flatMap(\(names.codeType).init(problemType:))"]
    }

    /// `decoded(_:from:)`: a static function returning the error rather than a failable
    /// initializer assigning `self`, which the compiler's SIL passes take longer over.
    private func decodeEntry(_ entries: [CatalogEntry]) -> [Declaration] {
        // Each arm reads its entry's fields: made when its part is written (`ArmMaker`).
        let arms = SwitchMember.ArmMaker(count: entries.count) { index in
            let entry = entries[index]
            var lines: [CodeLine] = []
            var arguments: [FunctionCall.Argument] = []
            for field in entry.fields {
                let label = field.name
                if field.spec.type.value.isOptional && field.spec.renamedFrom.isEmpty {
                    arguments.append(.init(label, field.readExpression))
                } else if field.spec.type.value.isOptional {
                    // A list of places may not fit in an argument line, which the renderer does not wrap.
                    let local = SwiftIdentifiers.escaped(field.name)
                    lines.append(.expression(prefix: "let \(local) = ", field.readExpression))
                    arguments.append(.init(label, local))
                } else {
                    let local = SwiftIdentifiers.escaped(field.name)
                    lines.append(
                        .callBlock(prefix: "guard let \(local) = ", field.readCall(suffix: " else {"), ["return nil"]))
                    arguments.append(.init(label, local))
                }
            }
            arguments.append(.init("context", "payload.context"))
            lines.append(.return(.call(FunctionCall(entry.member, arguments))))
            return SwitchStatement.Arm(entry.member, statements: lines)
        }
        return SwitchMember(
            doc: [
                "The entry `code` with its fields read from `payload`; `nil` when a required field is missing or does not decode."
            ],
            access: .private, name: "decoded",
            kind: .function(
                parameters: [
                    Parameter(label: "_", "code", names.codeType),
                    Parameter(label: "from", "payload", names.runtime(.errorPayload)),
                ],
                result: "Self?", isStatic: true),
            statement: SwitchStatement(subject: "code", arms: []), arms: arms
        ).declarations()
    }

    private func decodeFallback(_ entries: [CatalogEntry]) -> Declaration {
        let routing = context.routing
        var arms = routing.statusArms.map { arm in
            CodeLine.caseArm([.code(arm.pattern)], [construct(entries[arm.entry], from: "payload")])
        }
        arms.append(.defaultArm([construct(entries[routing.otherStatus], from: "payload")]))
        return .initializer(
            [
                "The entry `fallbacks` names for the payload's status (the same choice as",
                "`\(names.codeType).fallback(forStatus:)`), its optional fields read from the payload.",
            ],
            .private, [Parameter(label: "fallbackFor", "payload", names.runtime(.errorPayload))],
            [.switchOver("payload.status", arms)])
    }

    private func clientFailure(_ entries: [CatalogEntry]) -> Declaration {
        let routing = context.routing
        var groups: [(patterns: [String], entry: Int)] = []
        for arm in routing.failureArms {
            if let index = groups.firstIndex(where: { $0.entry == arm.entry }) {
                groups[index].patterns.append(arm.pattern)
            } else {
                groups.append(([arm.pattern], arm.entry))
            }
        }
        return .initializer(
            ["The entry `client_errors` names for a request that got no usable response."], context.access,
            [
                Parameter("clientFailure", names.runtime(.clientFailure)),
                Parameter("context", names.runtime(.errorContext)),
            ],
            [
                .switchOver(
                    "clientFailure",
                    groups.map { group in
                        .caseLabel(group.patterns.map(CasePattern.code), [construct(entries[group.entry], from: nil)])
                    })
            ])
    }

    /// `self = .rateLimited(retryAfter: payload.field(...), context: payload.context)` for an
    /// entry whose fields are all optional (the checks make sure of that for fallbacks
    /// and client errors); without a payload, every field is `nil`.
    private func construct(_ entry: CatalogEntry, from payload: String?) -> CodeLine {
        var arguments = entry.fields.map { field in
            FunctionCall.Argument(field.name, payload == nil ? .code("nil") : field.readExpression)
        }
        arguments.append(.init("context", payload.map { "\($0).context" } ?? "context"))
        return construct(entry.member, arguments)
    }

    /// `self = .rateLimited(retryAfter: …, context: …)`.
    private func construct(_ member: String, _ arguments: [FunctionCall.Argument]) -> CodeLine {
        .call(prefix: "self = ", FunctionCall(member, arguments))
    }
}
