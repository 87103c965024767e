/// Schemas: what each becomes in errgen's spec (a model, an enum, a list, a dictionary or a
/// scalar), named schemas once each.
extension OpenAPIImporter {
    typealias Mapped = (type: TypeRef, nullable: Bool)

    /// The schemas mapped so far and the type names given, so that each schema is mapped
    /// once and no two types share a name.
    struct SchemaMemo {
        /// Type names given so far, the spec's own first.
        var takenTypeNames: Set<String>
        /// The names of the root file's `components.schemas`, given first so an inline schema never takes one.
        var reservedNames: [String: String] = [:]
        /// Security schemes already reported as not sent, so each is reported once.
        var reportedSchemes: Set<String> = []
        /// Named (`$ref`ed) schemas already mapped, by `file#pointer`.
        var named: [String: Mapped] = [:]
        /// Named schemas that could not be mapped, by `file#pointer`, so each is reported once.
        var failed: [String: Unsupported] = [:]
        /// Inline schemas already mapped, by where they are written.
        var inline: [SourceLocation: Mapped] = [:]
        /// The names of the named schemas being mapped, by `file#pointer`: a schema that refers
        /// to itself is its own type.
        var inProgress: [String: String] = [:]
        /// The names of the inline `allOf` schemas being mapped, by where they are written: one
        /// reached again through its own parts (a property of the model it merges) is its own type.
        var inlineInProgress: [SourceLocation: String] = [:]
    }

    /// Gives each of the root's `components.schemas` its name before anything else is named.
    mutating func reserveComponentNames(_ root: YAMLNode) {
        guard let schemas = root[.components].flatMap({ $0[.schemas] })?.mapping
        else { return }
        for entry in schemas {
            let key = root.location.file + "#/components/schemas/" + Self.escaped(entry.key.value)
            let name = OpenAPINames.unique(
                swiftTypeName(OpenAPINames.typeName(entry.key.value)), in: memo.takenTypeNames)
            memo.takenTypeNames.insert(name)
            memo.reservedNames[key] = name
        }
    }

    /// `name`, or `nameModel` when errgen gives the module a type of that name (a schema
    /// `AcmeError` in the module `Acme` is `AcmeErrorModel`), as `Type` is `TypeModel`.
    func swiftTypeName(_ name: String) -> String {
        context.generatedTypeNames.contains(name) ? name + "Model" : name
    }

    /// Maps every component schema, used by an operation or not, as a client would want them all.
    mutating func mapComponentSchemas(_ root: YAMLNode) {
        guard let schemas = root[.components].flatMap({ $0[.schemas] })?.mapping
        else { return }
        for entry in schemas {
            let key = root.location.file + "#/components/schemas/" + Self.escaped(entry.key.value)
            do {
                _ = try namedType(key, entry.value, at: entry.keyLocation)
            } catch {
                report(error, skipping: "schema '\(entry.key.value)'")
            }
        }
    }

    static func escaped(_ token: String) -> String {
        token.replacing("~", with: "~0").replacing("/", with: "~1")
    }

    /// The type of a schema, following its `$ref`; `name` names it when it is an inline object or enum.
    mutating func type(_ schema: YAMLNode, name: String) throws(Unsupported) -> Mapped {
        if let reference = OpenAPIFiles.reference(in: schema) {
            guard let target = files.resolve(schema) else {
                throw Unsupported(Unsupported.brokenReference, at: reference.location, isReported: true)
            }
            guard let key = target.key else { return try shape(target.node, name: name) }
            return try namedType(key, target.node, at: reference.location)
        }
        return try shape(schema, name: name)
    }

    /// A `$ref`ed schema, mapped once: its name from the root's components or the reference.
    mutating func namedType(_ key: String, _ schema: YAMLNode, at location: SourceLocation) throws(Unsupported)
        -> Mapped
    {
        if let known = memo.named[key] { return known }
        if let failure = memo.failed[key] {
            throw Unsupported(
                "the schema this '$ref' names cannot be represented (\(failure.message))", at: location,
                isReported: failure.isReported)
        }
        if let name = memo.inProgress[key] { return (.model(name), false) }
        let name: String
        if let reserved = memo.reservedNames[key] {
            name = reserved
        } else {
            // `file.yaml#/a/Pet` is `Pet`; a whole file, `models/new-order.yaml`, is `NewOrder`.
            let hash = key.lastIndex(of: "#") ?? key.endIndex
            let pointer = hash < key.endIndex ? key[key.index(after: hash)...] : ""
            let last = pointer.split(separator: "/").last.map { OpenAPIFiles.token(String($0)) }
            let file = key[..<hash].split(separator: "/").last ?? ""
            let stem = file.split(separator: ".").first.map(String.init) ?? "Model"
            name = OpenAPINames.unique(OpenAPINames.typeName(last ?? stem), in: memo.takenTypeNames)
            memo.takenTypeNames.insert(name)
        }
        memo.inProgress[key] = name
        defer { memo.inProgress[key] = nil }
        do {
            // A schema that is only a `$ref` is the schema it names.
            let mapped =
                OpenAPIFiles.reference(in: schema) != nil
                ? try type(schema, name: name) : try shape(schema, name: name, isNamed: true)
            memo.named[key] = mapped
            return mapped
        } catch {
            memo.failed[key] = error
            throw error
        }
    }

    /// A schema written in place (no `$ref` at its top).
    mutating func shape(_ schema: YAMLNode, name: String, isNamed: Bool = false) throws(Unsupported) -> Mapped {
        guard schema.mapping != nil else {
            // 3.1's `true` schema allows any value.
            if schema.scalar?.value == "true" { return (.json, false) }
            throw Unsupported(Unsupported.notASchema, at: schema.location)
        }
        // An inline schema reached twice (an `allOf` part's properties) is one type.
        if let known = memo.inline[schema.location] { return known }
        let mapped = try unmappedShape(schema, name: name, isNamed: isNamed)
        memo.inline[schema.location] = mapped
        return mapped
    }

    private mutating func unmappedShape(_ schema: YAMLNode, name: String, isNamed: Bool) throws(Unsupported)
        -> Mapped
    {
        var nullable = schema.flag(.nullable)
        if let parts = schema[.allOf]?.sequence {
            return try allOf(schema, parts, name: name, nullable: nullable)
        }
        for keyword in [OpenAPIKey.oneOf, .anyOf] {
            guard let branches = schema[keyword]?.sequence else { continue }
            let real = branches.filter { !OpenAPISchemaSyntax.isNull($0) }
            let optional = nullable || real.count < branches.count
            switch real.count {
            case 0: throw Unsupported(Unsupported.onlyNull(keyword.rawValue), at: schema.location)
            case 1:
                let inner = try type(real[0], name: name)
                return (inner.type, inner.nullable || optional)
            default:
                let union = try union(schema, real, name: name)
                return (union.type, union.nullable || optional)
            }
        }
        let declared = OpenAPISchemaSyntax.declaredTypes(schema)
        var types = declared.types
        if declared.allowsNull { nullable = true }
        if Set(types) == ["integer", "number"] { types = ["number"] }
        // A value of several types is any JSON value, read as the server sends it.
        guard types.count <= 1 else { return (.json, nullable) }
        let enumValues = schema[.enum]?.sequence
        var kind = types.first
        if kind == nil {
            if schema[.properties] != nil || schema[.additionalProperties] != nil {
                kind = "object"
            } else if schema[.items] != nil {
                kind = "array"
            } else if let first = enumValues?.first(where: { !OpenAPISchemaSyntax.isNullValue($0) })?.scalar {
                kind = first.isPlain && ScalarSyntax.integer(first.value) != nil ? "integer" : "string"
            } else if let constant = schema[.const]?.scalar {
                kind = constant.isPlain && ScalarSyntax.integer(constant.value) != nil ? "integer" : "string"
            }
        }
        if enumValues?.contains(where: OpenAPISchemaSyntax.isNullValue) == true { nullable = true }
        switch kind {
        case "string":
            if let enumValues, !enumValues.isEmpty {
                return (try enumeration(schema, enumValues, name: name, rawType: .string), nullable)
            }
            return (.primitive(OpenAPISchemaSyntax.stringPrimitive(schema.text(.format))), nullable)
        case "integer":
            if let enumValues, !enumValues.isEmpty {
                return (try enumeration(schema, enumValues, name: name, rawType: .int), nullable)
            }
            return (.primitive(OpenAPISchemaSyntax.integerPrimitive(schema.text(.format))), nullable)
        case "number":
            return (.primitive(OpenAPISchemaSyntax.numberPrimitive(schema.text(.format))), nullable)
        case "boolean":
            return (.primitive(.bool), nullable)
        case "array":
            guard let items = schema[.items] else { return (.array(.json), nullable) }
            let element = try type(items, name: isNamed ? name + "Item" : name + "Item")
            return (.array(element.type), nullable)
        case "object":
            let properties = schema[.properties]?.mapping ?? []
            if properties.isEmpty {
                if let values = schema[.additionalProperties], values.mapping?.isEmpty == false {
                    let value = try type(values, name: name + "Value")
                    return (.dictionary(value.type), nullable)
                }
                // No properties and no value schema (`additionalProperties` absent, `true` or `{}`).
                return (.dictionary(.json), nullable)
            }
            return (
                try model(schema, properties: properties, required: OpenAPISchemaSyntax.required(schema), name: name),
                nullable
            )
        default:
            // No type, no properties, no items: any JSON value.
            return (.json, nullable)
        }
    }

    /// `allOf`: one part alone is that part; several are one model with every part's properties.
    /// A part that only describes (`{nullable: true}` beside a `$ref`) adds its `nullable` and
    /// nothing else. A part that is a union distributes the others over its branches
    /// (`unionAllOf`), as JSON Schema reads them.
    private mutating func allOf(_ schema: YAMLNode, _ parts: [YAMLNode], name: String, nullable: Bool)
        throws(Unsupported) -> Mapped
    {
        var nullable = nullable
        var parts = parts
        let structural = parts.filter { !OpenAPISchemaSyntax.onlyDescribes($0) }
        if !structural.isEmpty, structural.count < parts.count {
            nullable = nullable || parts.contains { $0.flag(.nullable) }
            parts = structural
        }
        let own = schema[.properties]?.mapping ?? []
        if parts.count == 1, own.isEmpty {
            let inner = try type(parts[0], name: name)
            return (inner.type, inner.nullable || nullable)
        }
        if let known = memo.inlineInProgress[schema.location] { return (.model(known), false) }
        var merged = try mergedParts(parts)
        for entry in own where merged.seen.insert(entry.key.value).inserted { merged.properties.append(entry) }
        merged.required.formUnion(OpenAPISchemaSyntax.required(schema))
        guard !merged.properties.isEmpty || merged.union != nil else { return (.dictionary(.json), nullable) }
        let claimed = typeName(claiming: name)
        memo.inlineInProgress[schema.location] = claimed
        defer { memo.inlineInProgress[schema.location] = nil }
        if merged.union != nil {
            let union = try unionAllOf(schema, merged, name: claimed)
            return (union.type, union.nullable || nullable)
        }
        return (try model(schema, properties: merged.properties, required: merged.required, name: claimed), nullable)
    }

    /// What `allOf` parts give together, their own `allOf`s flattened: the properties (the
    /// first part to name one gives it), the names they require, and the one part that is a union.
    struct MergedParts {
        var properties: [YAMLMapping.Entry] = []
        var required: Set<String> = []
        var seen: Set<String> = []
        /// The union part: its schema, its branches but null ones, whether it had a null one,
        /// and how many of `properties` the parts before it gave (a branch's go there).
        var union: (schema: YAMLNode, branches: [YAMLNode], hasNull: Bool, position: Int)?
    }

    /// The parts' properties and `required`, through `$ref`s and nested `allOf`s; a `oneOf`
    /// or `anyOf` of one schema (and null) is that schema, of several the union part.
    mutating func mergedParts(_ parts: [YAMLNode]) throws(Unsupported) -> MergedParts {
        var merged = MergedParts()
        var pending = parts
        var visited = 0
        while !pending.isEmpty {
            let part = pending.removeFirst()
            visited += 1
            guard visited < 256, let resolved = files.resolve(part)?.node else {
                throw Unsupported(Unsupported.brokenReference, at: part.location, isReported: true)
            }
            if let inner = resolved[.allOf]?.sequence { pending = inner + pending }
            let keyword = [OpenAPIKey.oneOf, .anyOf].first { resolved[$0]?.sequence != nil }
            if let keyword, let branches = resolved[keyword]?.sequence {
                let real = branches.filter { !OpenAPISchemaSyntax.isNull($0) }
                switch real.count {
                case 0: throw Unsupported(Unsupported.onlyNull(keyword.rawValue), at: resolved.location)
                case 1: pending.insert(real[0], at: 0)
                default:
                    guard merged.union == nil else { throw Unsupported(Unsupported.unionsInAllOf, at: part.location) }
                    merged.union = (resolved, real, real.count < branches.count, merged.properties.count)
                }
            }
            merged.required.formUnion(OpenAPISchemaSyntax.required(resolved))
            for entry in resolved[.properties]?.mapping ?? [] where merged.seen.insert(entry.key.value).inserted {
                merged.properties.append(entry)
            }
        }
        return merged
    }

    /// An object with properties: a model named `name` (taken already when the schema is named).
    mutating func model(
        _ schema: YAMLNode, properties: [YAMLMapping.Entry], required: Set<String>, name: String,
        at written: SourceLocation? = nil
    ) throws(Unsupported) -> TypeRef {
        let modelName = typeName(claiming: name)
        let location = written ?? schema.location
        var result: [ModelSpec.Property] = []
        var swiftNames = Set<String>()
        for entry in properties {
            let wire = entry.key.value
            let swiftName = OpenAPINames.memberLabel(wire, in: swiftNames)
            do {
                let constant = OpenAPISchemaSyntax.constant(entry.value)
                let mapped: Mapped =
                    if let constant { (constant.type, constant.nullable) } else {
                        try type(entry.value, name: modelName + OpenAPINames.typeName(wire))
                    }
                let resolved = files.resolve(entry.value)?.node ?? entry.value
                // `allOf: [{$ref: User}, {description: ...}]`: the words are the property's, not the type's.
                let described = entry.value[.allOf]?.sequence?.filter(OpenAPISchemaSyntax.onlyDescribes) ?? []
                let defaultValue =
                    defaultValue(of: entry.value, resolved, type: mapped.type, property: wire) ?? constant?.value
                // A property the server fills in when it is left out is there whenever it is read.
                let optional = mapped.nullable || (!required.contains(wire) && defaultValue == nil)
                var property = ModelSpec.Property(
                    wireName: Located(wire, at: entry.keyLocation),
                    type: Located(optional ? .optional(mapped.type) : mapped.type, at: entry.value.location),
                    secret: resolved.text(.format) == "password",
                    summary: entry.value.summaryLine ?? described.lazy.compactMap(\.summaryLine).first
                        ?? resolved.summaryLine)
                if swiftName != SwiftIdentifiers.lowerCamel(wire) { property.swiftName = swiftName }
                property.defaultValue = defaultValue
                property.access = OpenAPISchemaSyntax.access(of: entry.value, resolved)
                property.constraints = constraints(of: entry.value, type: mapped.type)
                property.deprecation = OpenAPIDeprecation.of(entry.value)
                property.example =
                    OpenAPISchemaSyntax.example(of: entry.value) ?? described.lazy.compactMap(
                        OpenAPISchemaSyntax.example
                    ).first
                    ?? OpenAPISchemaSyntax.example(of: resolved)
                imported.owners[entry.keyLocation] = .model(modelName)
                imported.owners[entry.value.location] = .model(modelName)
                result.append(property)
                swiftNames.insert(swiftName)
            } catch {
                report(error, skipping: "property '\(wire)' of '\(modelName)'")
            }
        }
        imported.owners[location] = .model(modelName)
        var model = ModelSpec(
            name: Located(modelName, at: location), properties: result,
            summary: Self.typeSummary(of: schema, name: modelName))
        model.deprecation = OpenAPIDeprecation.of(schema)
        imported.models.append(model)
        return .model(modelName)
    }

    /// An open enum of the listed values (a null among them makes the type optional instead).
    private mutating func enumeration(
        _ schema: YAMLNode, _ values: [YAMLNode], name: String, rawType: EnumSpec.RawType
    ) throws(Unsupported) -> TypeRef {
        let enumName = typeName(claiming: name)
        var result = EnumSpec(name: Located(enumName, at: schema.location))
        result.summary = Self.typeSummary(of: schema, name: enumName)
        result.rawType = rawType
        var wires = Set<String>()
        var caseNames = Set<String>()
        for value in values where !OpenAPISchemaSyntax.isNullValue(value) {
            guard let scalar = value.scalar else {
                throw Unsupported("an enum value that is not a string or number is not supported", at: value.location)
            }
            if rawType == .int, ScalarSyntax.integer(scalar.value) == nil {
                throw Unsupported("integer enum value '\(scalar.value)' is not an integer", at: value.location)
            }
            guard wires.insert(scalar.value).inserted else { continue }
            var caseName = SwiftIdentifiers.lowerCamel(scalar.value) ?? OpenAPINames.enumCaseName(scalar.value)
            var override = caseName != SwiftIdentifiers.lowerCamel(scalar.value)
            // `none` would read as `Optional.none` wherever the type is optional.
            if ReservedNames.enumCaseNames.contains(caseName) || ReservedNames.optionalCaseNames.contains(caseName) {
                caseName += "Value"
                override = true
            }
            if caseNames.contains(caseName) {
                caseName = OpenAPINames.unique(caseName, in: caseNames)
                override = true
            }
            caseNames.insert(caseName)
            result.values.append(
                EnumSpec.Value(
                    wire: Located(scalar.value, at: value.location),
                    name: override ? Located(caseName, at: value.location) : nil, summary: nil))
        }
        guard !result.values.isEmpty else {
            return .primitive(rawType == .int ? .int : .string)
        }
        imported.owners[schema.location] = .enumeration(enumName)
        imported.enums.append(result)
        return .model(enumName)
    }

    /// A property's `default` when Swift can write it as a literal of the property's type:
    /// text for a string, a number for an integer or floating-point number, a boolean, a
    /// listed value of an enum. A default of a type without a literal (a date, a UUID, an
    /// object...) or a `null` default is left out; one that is no value of its type is left
    /// out with a warning.
    mutating func defaultValue(of property: YAMLNode, _ resolved: YAMLNode, type: TypeRef, property name: String)
        -> Located<ScalarDefault>?
    {
        guard let node = property[.default] ?? resolved[.default] else {
            return nil
        }
        guard let scalar = node.scalar, !scalar.isNull else { return nil }
        let value: ScalarDefault
        if !scalar.isPlain {
            value = .string(scalar.value)
        } else if scalar.value == "true" || scalar.value == "false" {
            value = .bool(scalar.value == "true")
        } else if Double(scalar.value) != nil, scalar.value.first.map({ $0.isNumber || $0 == "-" }) == true {
            value = .number(scalar.value)
        } else {
            value = .string(scalar.value)
        }
        let fits: Bool
        switch (value, type) {
        // A plain `default: 1.5` of a string is YAML's number, which the string writes as it is.
        case (.string, .primitive(.string)), (.number, .primitive(.string)), (.bool, .primitive(.bool)): fits = true
        case (.number(let text), .primitive(.int)), (.number(let text), .primitive(.int32)),
            (.number(let text), .primitive(.int64)):
            fits = Int(text) != nil
        case (.number, .primitive(.double)), (.number, .primitive(.float)): fits = true
        case (_, .primitive(.string)), (_, .primitive(.bool)), (_, .primitive(.int)), (_, .primitive(.int32)),
            (_, .primitive(.int64)), (_, .primitive(.double)), (_, .primitive(.float)):
            fits = false
        case (_, .model(let enumName)):
            guard let enumeration = imported.enums.first(where: { $0.name.value == enumName }) else { return nil }
            let wire: String
            switch value {
            case .string(let text), .number(let text): wire = text
            case .bool(let flag): wire = String(flag)
            case .null: return nil
            }
            fits = enumeration.values.contains { $0.wire.value == wire }
        default:
            return nil
        }
        guard fits else {
            tolerate(
                "the default '\(scalar.value)' of property '\(name)' is no value of its type \(type); it is left out",
                at: node.location)
            return nil
        }
        return Located(value, at: node.location)
    }

    /// A model's, enum's or union's summary: its description, else its title unless that is only its name.
    static func typeSummary(of schema: YAMLNode, name: String) -> String? {
        guard let summary = schema.summaryLine else { return nil }
        if schema.text(.description) == nil, schema.text(.summary) == nil,
            OpenAPINames.typeName(summary) == name
        {
            return nil
        }
        return summary
    }

    /// The type name for a schema mapped as `name`: the name a named schema (or an inline
    /// `allOf`) being mapped reserved for itself, else a new one that no type has yet.
    mutating func typeName(claiming name: String) -> String {
        if memo.inProgress.values.contains(name) || memo.inlineInProgress.values.contains(name) { return name }
        let unique = OpenAPINames.unique(swiftTypeName(name), in: memo.takenTypeNames)
        memo.takenTypeNames.insert(unique)
        return unique
    }
}
