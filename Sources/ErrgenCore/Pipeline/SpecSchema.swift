/// The JSON Schema (draft 2020-12) of one spec file, written from `SpecFormat`, the
/// table the decoder reads its keys from, and from the grammars' patterns in
/// `ScalarSyntax`: so editors that validate and complete YAML with a schema
/// (`# yaml-language-server: $schema=...`) know the keys errgen knows.
///
/// The schema sees one file, so it cannot check what spans files (a section in two
/// files, references to codes, models and policies, placeholders against fields); errgen
/// does. The repository keeps the output in `schema/errgen-spec.schema.json`, and a test
/// fails when the file and this type disagree.
package enum SpecSchema {
    /// Where the repository keeps the schema.
    package static let path = "schema/errgen-spec.schema.json"
    /// Where the schema of this errgen's version is published: the file at the release's tag.
    package static let url = "https://raw.githubusercontent.com/errgen/errgen/\(ErrgenVersion.current)/\(path)"

    /// The schema's text: JSON, keys sorted, two-space indent, a final newline.
    package static var text: String { String(decoding: JSONRenderer.render(schema, style: .utf8), as: UTF8.self) }

    static var schema: JSONValue {
        var definitions: [String: JSONValue] = [:]
        for mapping in [
            SpecFormat.module, SpecFormat.envelope, SpecFormat.retryPolicy, SpecFormat.defaults,
            SpecFormat.defaultHeader,
            SpecFormat.clientErrors, SpecFormat.credential, SpecFormat.session, SpecFormat.error, SpecFormat.field,
            SpecFormat.property,
            SpecFormat.model,
            SpecFormat.service, SpecFormat.endpoint, SpecFormat.enumeration, SpecFormat.enumValue,
            SpecFormat.queryParameter, SpecFormat.formFieldEncoding, SpecFormat.headerParameter,
            SpecFormat.pathParameter, SpecFormat.union,
            SpecFormat.unionMember,
            SpecFormat.openAPI,
            SpecFormat.operation, SpecFormat.deprecation,
            SpecFormat.mock,
        ] {
            definitions[mapping.name] = object(mapping)
        }
        for (name, value) in scalarDefinitions { definitions[name] = value }
        let root = SpecFormat.Mapping(
            name: "file", summary: "", keys: SpecFormat.sections.map(\.key))
        var members = objectMembers(root, nullable: true)
        members["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        members["$id"] = .string(url)
        members["title"] = .string("errgen spec file")
        members["description"] = .string(
            "One file of an errgen spec folder, format version 1. A spec is a folder of such files; "
                + "errgen checks what spans files (references, placeholders, sections written twice).")
        members["$defs"] = object(definitions)
        return object(members)
    }

    // MARK: Values

    /// An object from a dictionary; the renderer sorts the keys.
    private static func object(_ members: [String: JSONValue]) -> JSONValue {
        .object(members.map { JSONValue.Member($0.key, $0.value) })
    }

    private static func reference(_ name: String) -> JSONValue {
        object(["$ref": .string("#/$defs/\(name)")])
    }

    private static func pattern(_ pattern: String) -> JSONValue {
        object(["type": .string("string"), "pattern": .string(pattern)])
    }

    /// The grammars, named so that every use refers to one definition.
    private static let scalarDefinitions: [String: JSONValue] = [
        "text": object([
            "description": .string("Text; a number or a boolean is read as its text."),
            "type": .array([.string("string"), .string("number"), .string("boolean")]),
        ]),
        "nonEmptyText": object([
            "anyOf": .array([
                object(["type": .string("string"), "minLength": .integer(1)]),
                object(["type": .array([.string("number"), .string("boolean")])]),
            ])
        ]),
        "duration": object([
            "description": .string("30s, 500ms, 1.5s, 2m or a number of seconds; more than zero, whole milliseconds."),
            "anyOf": .array([
                pattern(ScalarSyntax.durationPattern),
                object(["type": .string("number"), "exclusiveMinimum": .integer(0)]),
            ]),
        ]),
        "type": object([
            "description": .string(
                "String, Int, Int32, Int64, Double, Float, Decimal, Bool, URL, UUID, Date, Data, JSON, a model, enum or union name, [T], [String: T] or T?."
            ),
            "type": .string("string"),
            "pattern": .string(ScalarSyntax.typePattern),
        ]),
        "keyPath": object([
            "description": .string("A dot-separated key path such as error.code."),
            "type": .string("string"),
            "pattern": .string(ScalarSyntax.keyPathPattern),
        ]),
        "locale": object([
            "description": .string("A BCP-47 locale such as en, vi, pt-BR or zh-Hans."),
            "type": .string("string"),
            "pattern": .string(ScalarSyntax.localePattern),
        ]),
        "errorReference": object([
            "description": .string("The code or the name of an entry of errors."),
            "anyOf": .array([
                object(["type": .string("string"), "minLength": .integer(1)]),
                object(["type": .string("integer")]),
            ]),
        ]),
        "localizedText": object([
            "description": .string(
                "One text for the first locale, or a mapping from locale to text; {field}, {field, date}, "
                    + "{count, plural, one {# item} other {# items}} and {field ?? fallback} placeholders, {{ and }} for braces."
            ),
            "anyOf": .array([
                reference("text"),
                object([
                    "type": .string("object"),
                    "propertyNames": reference("locale"),
                    "additionalProperties": reference("text"),
                ]),
            ]),
        ]),
        "deprecation": object([
            "description": .string("true, false, the deprecation message, or {message, sunset}."),
            "anyOf": .array([
                object(["type": .string("boolean")]),
                object(["type": .string("string"), "minLength": .integer(1)]),
                object(["type": .string("number")]),
                // An object only: the mapping's own definition allows null, which `deprecated:` is not.
                object(["$ref": .string("#/$defs/\(SpecFormat.deprecation.name)"), "type": .string("object")]),
            ]),
        ]),
        "day": object([
            "description": .string("A calendar day, YYYY-MM-DD, such as 2027-06-30."),
            "type": .string("string"),
            "pattern": .string("^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$"),
        ]),
        "fieldSource": object([
            "description": .string("details.<path> (the default), body.<path> or header.<Name>."),
            "type": .string("string"),
            "pattern": .string(ScalarSyntax.fieldSourcePattern),
        ]),
    ]

    private static func schema(_ value: SpecFormat.Value) -> JSONValue {
        switch value {
        case .text: reference("text")
        case .nonEmptyText: reference("nonEmptyText")
        case .integer(let minimum, let maximum):
            object(
                ["type": .string("integer")].merging(
                    [("minimum", minimum), ("maximum", maximum)].compactMap { key, bound in
                        bound.map { (key, JSONValue.integer($0)) }
                    },
                    uniquingKeysWith: { first, _ in first }))
        case .number(let minimum):
            object(["type": .string("number")].merging(minimum.map { ["minimum": .integer($0)] } ?? [:]) { a, _ in a })
        case .boolean: object(["type": .string("boolean")])
        case .choice(let names): object(["enum": .array(names.map(JSONValue.string))])
        case .duration: reference("duration")
        case .anything: object([:])
        case .type: reference("type")
        case .keyPath: reference("keyPath")
        case .locale: reference("locale")
        case .errorReference: reference("errorReference")
        case .localizedText: reference("localizedText")
        case .fieldSource: reference("fieldSource")
        case .version: object(["const": .integer(1)])
        case .list(let item, let minimum):
            object(
                ["type": .string("array"), "items": schema(item)].merging(
                    minimum > 0 ? ["minItems": .integer(minimum)] : [:], uniquingKeysWith: { first, _ in first }))
        case .oneOrList(let item):
            object([
                "anyOf": .array([
                    schema(item), object(["type": .string("array"), "items": schema(item), "minItems": .integer(1)]),
                ])
            ])
        case .deprecation: reference("deprecation")
        case .day: reference("day")
        case .mapping(let mapping): reference(mapping.name)
        case .entries(let key, let item):
            // An empty section (`errors:`) is an empty mapping.
            object(
                ["type": .array([.string("object"), .string("null")]), "additionalProperties": schema(item)].merging(
                    entryKeySchema(key).map { ["propertyNames": $0] } ?? [:], uniquingKeysWith: { first, _ in first }))
        case .shortOrLong(.entries(let key, let item), let long):
            // A mapping short form (a model's properties) is the long form once it has the long
            // form's required keys (`properties`), as the decoder reads it.
            object([
                "anyOf": .array([
                    object([
                        "allOf": .array([
                            schema(.entries(key: key, item)),
                            object(["not": object(["required": .array(long.required.map { .string($0) })])]),
                        ])
                    ]),
                    reference(long.name),
                ])
            ])
        case .shortOrLong(let short, let long): object(["anyOf": .array([schema(short), reference(long.name)])])
        }
    }

    private static func entryKeySchema(_ key: SpecFormat.EntryKey) -> JSONValue? {
        switch key {
        case .any: nil
        case .errorCode: object(["minLength": .integer(1)])
        case .status: object(["pattern": .string(ScalarSyntax.statusKeyPattern)])
        case .headerName: object(["pattern": .string(ScalarSyntax.httpTokenPattern)])
        }
    }

    /// A mapping with fixed keys: those keys only, the required ones present. Without
    /// required keys an empty value (`module:`) is an empty mapping, as errgen reads it.
    private static func object(_ mapping: SpecFormat.Mapping) -> JSONValue {
        var members = objectMembers(mapping, nullable: mapping.required.isEmpty)
        members["description"] = .string(mapping.summary)
        return object(members)
    }

    private static func objectMembers(_ mapping: SpecFormat.Mapping, nullable: Bool) -> [String: JSONValue] {
        var properties: [String: JSONValue] = [:]
        for key in mapping.keys {
            guard case .object(let list) = schema(key.value) else { continue }
            var members = Dictionary(uniqueKeysWithValues: list.map { ($0.key, $0.value) })
            members["description"] = .string(key.summary)
            properties[key.name] = object(members)
        }
        var members: [String: JSONValue] = [
            "type": nullable ? .array([.string("object"), .string("null")]) : .string("object"),
            "properties": object(properties),
            "additionalProperties": .boolean(false),
        ]
        if !mapping.required.isEmpty { members["required"] = .array(mapping.required.map(JSONValue.string)) }
        return members
    }
}
