import ErrgenVocabulary

/// What a parameter's schema says by itself, read without the importer's state.
enum OpenAPIParameterSyntax {
    /// The Swift type of a `oneOf` or `anyOf` whose every branch is a scalar (a string,
    /// number, integer or boolean, an enum or a `const` of one): the branches' common type
    /// when they share one, else `String`, which holds the text form of any of them. A
    /// parameter is sent as text, so the caller writes whichever branch it means; `nil`
    /// when the schema is no such union.
    ///
    /// - `anyOf: [{type: integer}, {type: string}]` (an id or a fingerprint): `String`
    /// - `{type: integer, oneOf: [{const: 0}, {const: 1}]}`: `Int`
    /// - `oneOf: [{type: string}, {type: array, ...}]`, `oneOf: [{$ref: Pet}, ...]`: `nil`
    static func scalarUnionType(_ schema: YAMLNode, resolve: (YAMLNode) -> YAMLNode?) -> TypeRef? {
        guard schema[.properties] == nil, schema[.allOf] == nil,
            let branches = (schema[.oneOf] ?? schema[.anyOf])?.sequence
        else { return nil }
        let outer = OpenAPISchemaSyntax.declaredTypes(schema).types
        guard outer.count <= 1 else { return nil }
        var kinds: Set<String> = []
        for branch in branches {
            let resolved = resolve(branch) ?? branch
            if OpenAPISchemaSyntax.isNull(resolved) { continue }
            guard let kind = scalarKind(resolved, outer: outer.first) else { return nil }
            kinds.insert(kind)
        }
        guard let only = kinds.first else { return nil }
        guard kinds.count == 1 else { return .primitive(.string) }
        switch only {
        case "integer": return .primitive(.int)
        case "boolean": return .primitive(.bool)
        default: return .primitive(.string)
        }
    }

    /// A branch's scalar kind (`string`, `integer`, `number`, `boolean`): its `type`, else the
    /// union's, else the kind of its `const` or first `enum` value; `nil` for anything else.
    private static func scalarKind(_ branch: YAMLNode, outer: String?) -> String? {
        guard branch.mapping != nil, branch[.properties] == nil, branch[.items] == nil, branch[.allOf] == nil,
            branch[.oneOf] == nil, branch[.anyOf] == nil, OpenAPIFiles.reference(in: branch) == nil
        else { return nil }
        let declared = OpenAPISchemaSyntax.declaredTypes(branch).types
        guard declared.count <= 1 else { return nil }
        let value = branch[.const]?.scalar ?? branch[.enum]?.sequence?.first?.scalar
        let inferred = value.map { $0.isPlain && ScalarSyntax.integer($0.value) != nil ? "integer" : "string" }
        guard let kind = declared.first ?? outer ?? inferred else { return nil }
        return ["string", "integer", "number", "boolean"].contains(kind) ? kind : nil
    }
}
