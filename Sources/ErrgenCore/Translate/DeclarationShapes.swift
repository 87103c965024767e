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
