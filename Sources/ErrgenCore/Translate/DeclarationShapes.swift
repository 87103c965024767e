/// The declaration shapes the translators build again and again, each in one place.
extension Declaration {
    /// `access var name: type { body }`.
    static func computedProperty(
        _ doc: [String], _ access: AccessModifier, isStatic: Bool = false, _ name: String, _ type: String,
        _ body: [CodeLine]
    ) -> Declaration {
        .property(
            PropertyDeclaration(
                doc: doc, access: access, isStatic: isStatic, isMutable: true, name: name, type: type, body: body))
    }

    /// `@available(*, deprecated, renamed: "current") access var previous: type { current }`, with a
    /// setter when `isSettable`: an old Swift name kept so that an app's code compiles, with a
    /// warning that names the new spelling.
    static func deprecatedAlias(
        _ doc: [String], _ access: AccessModifier, isStatic: Bool = false, _ previous: String, renamed current: String,
        _ type: String, value: String, isSettable: Bool = false
    ) -> Declaration {
        let body: [CodeLine] =
            isSettable
            ? [.block("get {", [.line(value)]), .block("set {", [.line("\(value) = newValue")])] : [.line(value)]
        return .property(
            PropertyDeclaration(
                doc: doc, attributes: ["@available(*, deprecated, renamed: \(SwiftLiteral.string(current)))"],
                access: access, isStatic: isStatic, isMutable: true, name: SwiftIdentifiers.escaped(previous),
                type: type, body: body))
    }

    /// `access let name: type` or `access static let name = value`.
    static func storedProperty(
        _ doc: [String], _ access: AccessModifier, isStatic: Bool = false, isMutable: Bool = false, _ name: String,
        type: String? = nil, value: Expression? = nil
    ) -> Declaration {
        .property(
            PropertyDeclaration(
                doc: doc, access: access, isStatic: isStatic, isMutable: isMutable, name: name, type: type, value: value
            ))
    }

    /// `access init(parameters) { body }`, `access init?(…)`, `access init(…) throws`.
    static func initializer(
        _ doc: [String], _ access: AccessModifier, isFailable: Bool = false, _ parameters: [Parameter],
        throws throwing: Throwing? = nil,
        _ body: [CodeLine]
    ) -> Declaration {
        .function(
            FunctionDeclaration(
                doc: doc, access: access,
                signature: FunctionSignature(
                    kind: .initializer(isFailable: isFailable), parameters: parameters, throwing: throwing),
                body: body))
    }

    /// `access static func name(parameters) -> result { body }` and its variants.
    static func function(
        _ doc: [String], _ access: AccessModifier, isStatic: Bool = false, _ name: String, _ parameters: [Parameter],
        isAsync: Bool = false, throws throwing: Throwing? = nil, returns result: String? = nil, _ body: [CodeLine]
    ) -> Declaration {
        .function(
            FunctionDeclaration(
                doc: doc, access: access, isStatic: isStatic,
                signature: FunctionSignature(
                    kind: .function(name), parameters: parameters, isAsync: isAsync, throwing: throwing,
                    returnType: result),
                body: body))
    }
}

extension GeneratedNames {
    /// `extension FinFlow { ... }`: declarations that live in the namespace.
    func inNamespace(_ members: [Declaration]) -> Declaration {
        .type(TypeDeclaration(access: .internal, kind: .extension, name: namespace, members: members))
    }
}

extension Parameter {
    /// A parameter that sets the member `name`: labelled with the member's name, bound to
    /// its local name (`self self_: Int`); optionals default to `nil` where `defaultsToNil`.
    /// `swiftType` is `type` as `GeneratedNames.swiftType` writes it.
    static func member(_ name: String, _ type: TypeRef, _ swiftType: String, defaultsToNil: Bool) -> Parameter {
        Parameter(
            label: name == "self" ? name : nil, GeneratedNames.localName(name), swiftType,
            defaultValue: defaultsToNil && type.isOptional ? "nil" : nil)
    }
}

/// One case of an enum, for its `==`: the case's name and the names of its values
/// (`""` for an unlabelled one).
struct EqualityCase {
    var name: String
    var values: [String]
}

extension GeneratedNames {
    /// `ModelEquality.same(lhs, rhs)`: values compared through the runtime, by a call where
    /// `==` would be an operator with hundreds of overloads for the type checker to rule out.
    func same(_ lhs: String, _ rhs: String) -> FunctionCall {
        FunctionCall(runtime(.modelEquality) + ".same", [.init(nil, lhs), .init(nil, rhs)])
    }

    /// `guard ModelEquality.same(lhs, rhs) else { return false }`.
    func equalityGuard(_ lhs: String, _ rhs: String) -> CodeLine {
        var call = same(lhs, rhs)
        call.suffix = " else { return false }"
        return .call(prefix: "guard ", call)
    }

    /// `==` of an enum whose cases carry values: the same case with equal values, compared
    /// by `same(_:_:)`. The compiler's derived `==` compares them with the operator, and was
    /// most of the type-checking time of an OpenAPI document's routers and unions. A switch
    /// of more than `SwitchMember.maximumCases` comes in parts (`_equalPart2`...).
    func caseEquality(_ access: AccessModifier, _ cases: [EqualityCase]) -> [Declaration] {
        let arms = cases.map { enumCase -> SwitchStatement.Arm in
            let name = "." + enumCase.name
            let pairs = enumCase.values.map { value -> (lhs: String, rhs: String) in
                // `startTime` -> `lhsStartTime`. Only the first letter changes, so distinct values keep
                // distinct names (`petId` and `petID` both exist where a document spells both).
                let word = value.filter { $0 != "`" }
                let suffix = (word.first?.uppercased() ?? "") + word.dropFirst()
                return ("lhs" + suffix, "rhs" + suffix)
            }
            guard let last = pairs.last else {
                return SwitchStatement.Arm(.tuple([.code(name), .code(name)]), .code("true"))
            }
            let pattern = CasePattern.tuple([
                .enumCase(name, bindings: pairs.map { "let " + $0.lhs }),
                .enumCase(name, bindings: pairs.map { "let " + $0.rhs }),
            ])
            let checks = pairs.dropLast().map { equalityGuard($0.lhs, $0.rhs) }
            return SwitchStatement.Arm(
                pattern, statements: checks + [.call(prefix: "return ", same(last.lhs, last.rhs))])
        }
        // One case pairs with itself only: a `default` would never run, and the compiler says so.
        let statement = SwitchStatement(subject: "(lhs, rhs)", arms: arms, defaultValue: arms.count > 1 ? "false" : nil)
        return SwitchMember(
            doc: ["Equal when both are the same case, with equal values."], access: access, name: "==",
            kind: .function(
                parameters: [Parameter("lhs", "Self"), Parameter("rhs", "Self")], result: standard(.bool),
                isStatic: true),
            statement: statement, partName: "equal"
        ).declarations()
    }
}
