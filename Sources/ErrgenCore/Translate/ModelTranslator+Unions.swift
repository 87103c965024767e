/// Unions: an enum with a case per member type and `unknown(AnyJSON)` for a value no
/// member reads, which decodes by the discriminator's value or by trying each member.
extension ModelTranslator {
    func union(_ union: UnionSpec, caseNames: [String?], holding: ValueHolding) -> TypeDeclaration {
        let unknown = GeneratedNames.unknownEnumCase
        let anyJSON = names.runtime(.anyJSON)
        let members = zip(union.members, caseNames).map { member, name in
            (
                spec: member, name: SwiftIdentifiers.escaped(name ?? "unnamed"),
                type: names.swiftType(member.type.value, qualifyingModels: false),
                shape: CodedShape.of(member.type.value, dateFormat: spec.module.dateFormat, names)
            )
        }
        let typeList = Self.listed(union.members.map { "`\($0.type.value)`" })
        var doc = union.summary.map { [$0, ""] } ?? []
        if let discriminator = union.discriminator {
            doc.append(
                "The `\(union.name.value)` union of the spec: one of \(typeList), as its `\(discriminator.value)` property says."
            )
        } else {
            doc.append(
                "The `\(union.name.value)` union of the spec: one of \(typeList), the first in this order that reads the value."
            )
        }
        doc += [
            "A value no member reads is `.\(unknown)(json)`, and is sent back as it came.", "",
            "Spec: \(context.origin(union.name.location))",
        ]
        var declarations: [Declaration] = members.map { member in
            let type = member.spec.type.value.description
            // "An `Int`", "A `UUID`": the article a reader says before the type's name.
            let article = type.first.map { "AEIO".contains($0) } == true ? "An" : "A"
            var caseDoc = [member.spec.summary ?? "\(article) `\(type)`."]
            if union.discriminator != nil {
                let values = member.spec.selectingValues.map { "`\($0)`" }
                caseDoc += ["", "`\(union.discriminator?.value ?? "")` is " + Self.listed(values, joiner: "or") + "."]
            }
            return .enumCase(
                EnumCase(
                    doc: caseDoc, name: member.name, associatedValues: [Parameter("", member.type)],
                    isIndirect: holding.holdsItself(union.name.value, through: member.spec.type.value)))
        }
        declarations.append(
            .enumCase(
                EnumCase(
                    doc: ["A value no member reads, kept as the server sent it."], name: unknown,
                    associatedValues: [Parameter("", anyJSON)])))

        let keepUnknown = "self = .\(unknown)(try \(anyJSON)(from: decoder))"
        let decoding: [CodeLine]
        let decodingDoc: String
        if let discriminator = union.discriminator {
            decodingDoc =
                "Decodes the member that the `\(discriminator.value)` property names; another value, or none, is `.\(unknown)`."
            let arms = members.map { member -> CodeLine in
                .caseLabel(
                    member.spec.selectingValues.map { .code(SwiftLiteral.string($0)) },
                    ["self = .\(member.name)(try \(member.type)(from: decoder))"])
            }
            decoding = [
                "let container = try? decoder.container(keyedBy: \(names.runtime(.jsonKey)).self)",
                .switchOver(
                    "try? container?.decodeIfPresent(\(names.standard(.string)).self, forKey: \(SwiftLiteral.string(discriminator.value)))",
                    arms + [.line("default: " + keepUnknown)]),
            ]
        } else {
            decodingDoc = "Decodes the first member, in the spec's order, that reads the value; none: `.\(unknown)`."
            decoding = [
                .ifChain(
                    members.map { member in
                        let value = member.shape?.unwrap("value") ?? "value"
                        return (
                            condition: "let value = try? \(member.shape?.type ?? member.type)(from: decoder)",
                            body: ["self = .\(member.name)(\(value))"]
                        )
                    }, otherwise: [.line(keepUnknown)])
            ]
        }
        let encodingArms =
            members.map { member -> CodeLine in
                .caseLabel(
                    [.enumCase(".\(member.name)", bindings: ["let value"])],
                    ["try \(member.shape?.wrap("value") ?? "value").encode(to: encoder)"])
            } + [.caseLabel([.enumCase(".\(unknown)", bindings: ["let value"])], ["try value.encode(to: encoder)"])]
        declarations += [
            .initializer(
                [decodingDoc], context.access,
                [Parameter(label: "from", "decoder", "any \(names.standard(.decoder))")], throws: .anyError, decoding),
            .function(
                ["Encodes the member's value as it is; `.\(unknown)` as it came."], context.access, "encode",
                [Parameter(label: "to", "encoder", "any \(names.standard(.encoder))")], throws: .anyError,
                [.switchOver("self", encodingArms)]),
        ]
        declarations += names.caseEquality(
            context.access, (members.map(\.name) + [unknown]).map { EqualityCase(name: $0, values: [""]) })
        return TypeDeclaration(
            doc: doc, access: context.access, kind: .enum, name: union.name.value,
            conformances: [names.standard(.codable), names.standard(.hashable), names.standard(.sendable)],
            members: declarations)
    }

    /// `a`, `a or b`, `a, b or c`.
    private static func listed(_ items: [String], joiner: String = "or") -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " \(joiner) " + items[items.count - 1]
    }
}
