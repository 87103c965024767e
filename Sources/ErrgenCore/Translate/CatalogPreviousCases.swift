/// The cases a catalog's entries had before their codes were renamed (`renamed_from`), kept
/// as deprecated statics of the new case in `<Name>ErrorCode` and `<Name>Error`, so that an
/// app's code that builds or compares errors compiles after regeneration with a warning that
/// names the new case.
///
/// Swift cannot alias an enum case: a pattern that binds the old case's values
/// (`case .cardDeclined(let reason, _)`, `catch ShopError.cardDeclined`) and an exhaustive
/// `switch` still need the new name.
enum CatalogPreviousCases {
    /// Per entry, the case names its previous codes give it, for an entry whose case follows
    /// its code (no `name:`), leaving out any that is a case or member already.
    static func names(_ entries: [CatalogEntry]) -> [[String]] {
        guard entries.contains(where: { !$0.spec.renamedFrom.isEmpty }) else { return entries.map { _ in [] } }
        var taken = Set(entries.map(\.caseName)).union(ReservedNames.caseNames)
        return entries.map { entry in
            guard entry.spec.name == nil else { return [] }
            return entry.spec.renamedFrom.compactMap { previous in
                guard let name = SwiftIdentifiers.lowerCamel(previous.value.description), !taken.contains(name)
                else { return nil }
                taken.insert(name)
                return name
            }
        }
    }

    /// `@available(*, deprecated, renamed: "paymentDeclined") static var cardDeclined: Self`, in the code enum.
    static func codeAliases(_ entries: [CatalogEntry], access: AccessModifier) -> [Declaration] {
        zip(entries, names(entries)).flatMap { entry, previous in
            previous.map { old in
                .deprecatedAlias(
                    ["The case of this code before it was renamed `\(entry.spec.code.value)`."], access,
                    isStatic: true, old, renamed: entry.caseName, "Self", value: entry.member)
            }
        }
    }

    /// A deprecated static func of the old case's name that makes the new case from the same
    /// values, in the error enum: `ShopError.cardDeclined(reason:context:)` still builds one.
    static func errorAliases(_ entries: [CatalogEntry], access: AccessModifier, context: String) -> [Declaration] {
        zip(entries, names(entries)).flatMap { entry, previous in
            previous.map { old -> Declaration in
                let parameters =
                    entry.fields.map { Parameter(SwiftIdentifiers.escaped($0.name), $0.type) }
                    + [Parameter("context", context)]
                let labels = entry.fields.map { "\($0.name):" }.joined() + "context:"
                let arguments = (entry.fields.map(\.name) + ["context"]).map {
                    "\($0): \(SwiftIdentifiers.escaped($0))"
                }
                return .function(
                    FunctionDeclaration(
                        doc: [
                            "The case of this code before it was renamed `\(entry.spec.code.value)`: makes `\(entry.member)`.",
                            "A pattern (`case .\(old)(...)`, `catch`) needs the new name.",
                        ],
                        attributes: [
                            "@available(*, deprecated, renamed: \(SwiftLiteral.string("\(entry.caseName)(\(labels))")))"
                        ],
                        access: access, isStatic: true,
                        signature: FunctionSignature(
                            kind: .function(SwiftIdentifiers.escaped(old)), parameters: parameters, returnType: "Self"),
                        body: [.line("\(entry.member)(\(arguments.joined(separator: ", ")))")]))
            }
        }
    }
}
