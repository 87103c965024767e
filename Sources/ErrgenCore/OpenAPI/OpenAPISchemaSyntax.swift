/// What one schema says by itself, read without following a `$ref` or naming a type: the
/// importer's stateless questions about a schema, each answered with an example.
enum OpenAPISchemaSyntax {
    /// A schema's `type`, one or a 3.1 list, without `"null"`, and whether the list had it.
    ///
    /// - `{type: string}`: `(["string"], false)`
    /// - `{type: [string, "null"]}`: `(["string"], true)`
    /// - `{properties: {...}}`: `([], false)` (the caller infers `object`)
    static func declaredTypes(_ schema: YAMLNode) -> (types: [String], allowsNull: Bool) {
        guard let node = schema[.type] else { return ([], false) }
        let types =
            node.sequence?.compactMap { $0.scalar?.value } ?? node.scalar.flatMap { $0.isNull ? nil : [$0.value] } ?? []
        return (types.filter { $0 != "null" }, types.contains("null"))
    }

    /// Whether a branch of a `oneOf` or `anyOf` allows only `null`, so that it makes the
    /// union optional instead of being a member.
    ///
    /// - `{type: "null"}`, `{type: ["null"]}`, `{enum: [null]}`, `{nullable: true}`: `true`
    /// - `{type: string, nullable: true}`: `false` (a nullable string)
    static func isNull(_ schema: YAMLNode) -> Bool {
        guard let entries = schema.mapping else { return false }
        if schema.text(.type) == "null" { return true }
        if let items = schema[.type]?.sequence, items.allSatisfy({ $0.scalar?.value == "null" }) {
            return true
        }
        if schema[.enum]?.sequence?.allSatisfy(isNullValue) == true { return true }
        let ignorable = [OpenAPIKey.nullable, .description, .title].map(\.rawValue)
        return entries.allSatisfy { ignorable.contains($0.key.value) } && schema.flag(.nullable)
    }

    /// Whether an `allOf` part only describes the value (its words, `nullable`, an example),
    /// so that it adds no property and no type to the parts beside it.
    ///
    /// - `{nullable: true}`, `{description: The format.}`, `{}`: `true`
    /// - `{$ref: ...}`, `{type: object}`, `{properties: {...}}`, `{required: [id]}`: `false`
    static func onlyDescribes(_ schema: YAMLNode) -> Bool {
        guard let entries = schema.mapping else { return false }
        let describing: Set<String> = [
            "description", "title", "summary", "nullable", "deprecated", "example", "examples", "externalDocs",
        ]
        return entries.allSatisfy { describing.contains($0.key.value) || $0.key.value.hasPrefix("x-") }
    }

    /// Whether a listed value is YAML's `null` (`null`, `~` or nothing), not the text `"null"`.
    static func isNullValue(_ node: YAMLNode) -> Bool {
        node.scalar?.isNull == true
    }

    /// An inline property schema of one value, a single-value `enum` or 3.1's `const` (the
    /// `object: list` or `type: function` of many APIs): its wire type, with the value as
    /// the property's default. An enum type of one case would be noise to write and to compile.
    ///
    /// - `{enum: [list]}`: `String`, default `"list"`
    /// - `{const: 2, type: integer}`: `Int`, default `2`
    /// - `{enum: [list, null]}`: `String`, nullable, default `"list"`
    /// - `{enum: [a, b]}` or `{const: 2024-01-01, format: date-time}`: `nil` (an enum; no literal)
    static func constant(_ schema: YAMLNode) -> (type: TypeRef, nullable: Bool, value: Located<ScalarDefault>)? {
        guard schema.mapping != nil, OpenAPIFiles.reference(in: schema) == nil,
            ![OpenAPIKey.allOf, .oneOf, .anyOf].contains(where: { schema[$0] != nil })
        else { return nil }
        let listed = schema[.enum]?.sequence
        let candidates = listed ?? [schema[.const]].compactMap { $0 }
        let values = candidates.filter { !isNullValue($0) }
        guard let node = values.first, let constant = node.scalar,
            values.allSatisfy({ $0.scalar?.value == constant.value })
        else { return nil }
        let (types, allowsNull) = declaredTypes(schema)
        let nullable = schema.flag(.nullable) || values.count < candidates.count || allowsNull
        let isInteger = constant.isPlain && ScalarSyntax.integer(constant.value) != nil
        switch types.count <= 1 ? types.first ?? (isInteger ? "integer" : "string") : nil {
        case "string" where stringPrimitive(schema.text(.format)) == .string:
            return (.primitive(.string), nullable, Located(.string(constant.value), at: node.location))
        case "integer" where isInteger:
            let type = TypeRef.primitive(integerPrimitive(schema.text(.format)))
            return (type, nullable, Located(.number(constant.value), at: node.location))
        default:
            return nil
        }
    }

    /// `readOnly` or `writeOnly`, beside a `$ref` (3.1) or in the schema it names.
    ///
    /// - `{readOnly: true}` beside `{type: string}`: `.readOnly`
    /// - both flags, or neither: `.readWrite`
    static func access(of property: YAMLNode, _ resolved: YAMLNode) -> PropertyAccess {
        let readOnly = property.flag(.readOnly) || resolved.flag(.readOnly)
        let writeOnly = property.flag(.writeOnly) || resolved.flag(.writeOnly)
        switch (readOnly, writeOnly) {
        case (true, false): return .readOnly
        case (false, true): return .writeOnly
        default: return .readWrite
        }
    }

    /// The names an object schema's `required` lists: `{required: [id, name]}`: `["id", "name"]`.
    static func required(_ schema: YAMLNode) -> Set<String> {
        Set(schema[.required]?.sequence?.compactMap { $0.scalar?.value } ?? [])
    }

    /// The Swift type of `type: string` by its `format`: `date-time` is `Date`, `uuid` is `UUID`,
    /// `uri` or `url` is `URL`, `byte` is `Data`, `binary` is `UploadFile` (raw bytes: a
    /// file to upload), `decimal` is `Decimal`, any other `String`.
    static func stringPrimitive(_ format: String?) -> PrimitiveType {
        switch format {
        case "binary": .file
        case "date-time": .date
        case "uuid": .uuid
        case "uri", "url": .url
        case "byte": .data
        case "decimal": .decimal
        default: .string
        }
    }

    /// The Swift type of `type: integer` by its `format`: `int32` is `Int32`, `int64` is
    /// `Int64`, any other `Int`.
    static func integerPrimitive(_ format: String?) -> PrimitiveType {
        switch format {
        case "int32": .int32
        case "int64": .int64
        default: .int
        }
    }

    /// The Swift type of `type: number` by its `format`: `float` is `Float`, `decimal` is
    /// `Decimal`, any other (`double`, none) `Double`.
    static func numberPrimitive(_ format: String?) -> PrimitiveType {
        switch format {
        case "float": .float
        case "decimal": .decimal
        default: .double
        }
    }

    /// A schema's `example`, else the first of its `examples` (OpenAPI 3.1): what `errgen mock` answers with.
    ///
    /// `{examples: [3, 4]}`: `3`
    static func example(of schema: YAMLNode) -> YAMLNode? {
        schema[.example] ?? schema[.examples]?.sequence?.first
    }
}
