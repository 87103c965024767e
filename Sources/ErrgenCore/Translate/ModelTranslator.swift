import ErrgenVocabulary

/// Models.swift: per model a `Codable, Hashable, Sendable` struct with camelCase
/// properties, decoding and encoding by the wire names, and a memberwise initializer
/// (the synthesized one is internal).
struct ModelTranslator: FileTranslator {
    let context: TranslationContext

    /// Part `part` of the models (`ModelParts`): `Models.swift` declares the namespace, and
    /// every part extends it with its run of models, enums and unions.
    func file(part: Int, of parts: ModelParts) -> SwiftFile {
        let name = OutputFileSet.modelFiles[part]
        guard part < parts.ranges.count else {
            // Only with `fixedOutputs`: a build plugin declared this part, and the models fit in fewer.
            return SwiftFile(
                name: name, imports: [],
                declarations: [.comment(["Empty: the spec's models fit in the files before this one."])])
        }
        let usage = ModelUsage(spec: spec, references: context.references)
        let enumStart = spec.models.count
        let unionStart = enumStart + spec.enums.count
        // Each built only for a part that holds a union, or a model: it walks every model.
        let holding = parts.ranges[part].upperBound > unionStart ? ValueHolding(spec) : ValueHolding(Spec())
        let modelHolding =
            parts.ranges[part].lowerBound < enumStart ? ValueHolding(models: spec.models) : ValueHolding(models: [])
        let models = parts.ranges[part].flatMap { index -> [Declaration] in
            if index < enumStart {
                let declaration = model(
                    spec.models[index], propertyNames: names.propertyNames[index], uses: usage.uses(of: index),
                    holding: modelHolding)
                return [.type(declaration)] + previousNames(of: spec.models[index])
            }
            if index < unionStart {
                let at = index - enumStart
                return [.type(enumeration(spec.enums[at], caseNames: names.enumCaseNames[at]))]
            }
            let at = index - unionStart
            return [.type(union(spec.unions[at], caseNames: names.unionCaseNames[at], holding: holding))]
        }
        var declarations = models.isEmpty ? [] : [names.inNamespace(models)]
        if part == 0 {
            let namespace = TypeDeclaration(
                doc: [
                    "The \(names.module) API's models, routers and services (`\(names.namespace).\(spec.models.first?.name.value ?? "Model")`):",
                    "everything generated but `\(names.clientType)`, `\(names.errorType)` and the other `\(names.module)` types.",
                ],
                access: context.access, kind: .enum, name: names.namespace)
            declarations.insert(.type(namespace), at: 0)
        }
        return SwiftFile(name: name, imports: [RuntimeType.moduleName, "Foundation"], declarations: declarations)
    }

    /// For each name a model had before (`renamed_from`), a deprecated typealias, so that an
    /// app's code keeps compiling, with a warning that names the model.
    private func previousNames(of model: ModelSpec) -> [Declaration] {
        model.renamedFrom.map { previous in
            .typeAlias(
                TypeAliasDeclaration(
                    doc: ["The model's name before it was renamed `\(model.name.value)`."],
                    attributes: ["@available(*, deprecated, renamed: \(SwiftLiteral.string(model.name.value)))"],
                    access: context.access, name: previous.value, target: model.name.value))
        }
    }

    private func model(_ model: ModelSpec, propertyNames: [String?], uses: [String], holding: ValueHolding)
        -> TypeDeclaration
    {
        // A missing key decodes as the default where the spec's type is not optional: read before
        // read-only and write-only properties are made optional in Swift (`swiftType`), from
        // here on their type.
        let decodesDefault = model.properties.map { !$0.type.value.isOptional && $0.access != .writeOnly }
        var model = model
        for index in model.properties.indices {
            model.properties[index].type.value = model.properties[index].swiftType
        }
        let properties = zip(model.properties, propertyNames).map { property, swiftName in
            let name = swiftName ?? "unnamed"
            return (
                spec: property, name: name,
                type: names.swiftType(property.type.value, qualifyingModels: false),
                defaultValue: property.defaultValue.flatMap {
                    names.defaultLiteral($0.value, property.type.value, enums: spec.enums)
                },
                storage: holding.holdsItself(model.name.value, through: property.type.value)
                    ? IndirectStorage(property: name, type: property.type.value, names) : nil
            )
        }
        var doc = model.summary.map { [$0, ""] } ?? []
        doc.append("The `\(model.name.value)` model of the spec, sent and received as JSON.")
        if !uses.isEmpty { doc += [""] + uses }
        if let deprecation = model.deprecation { doc += ["", DocText.deprecationWarning(deprecation)] }
        doc += ["", "Spec: \(context.origin(model.name.location))"]

        var members: [Declaration] = properties.flatMap { property -> [Declaration] in
            // The spec's words, else the JSON key; the model's doc says where the spec writes it.
            var doc = [property.spec.summary ?? "`\(property.spec.wireName.value)` in JSON."]
            if property.spec.secret {
                doc += [
                    "",
                    "Secret: never written to logs; the runtime redacts it in request and response bodies, and `dump`",
                    "and descriptions show `<redacted>`.",
                ]
            }
            switch property.spec.access {
            case .readWrite: break
            case .readOnly: doc += ["", "Read-only: the server sends it; leave it `nil` in requests."]
            case .writeOnly:
                doc += ["", "Write-only: sent to the server, never in its responses, so `nil` when decoded."]
            }
            if !property.spec.renamedFrom.isEmpty {
                let keys = DocText.codeList(property.spec.renamedFrom.map(\.value))
                doc += ["", "Renamed from \(keys): read from there when `\(property.spec.wireName.value)` is absent."]
            }
            if let deprecation = property.spec.deprecation { doc += ["", DocText.deprecationWarning(deprecation)] }
            if let value = property.defaultValue {
                let text =
                    switch (property.spec.access, property.spec.type.value.isOptional) {
                    case (.readOnly, _):
                        "Default: `\(value)` when the JSON leaves it out; not the initializer's, so requests leave it out."
                    case (_, true): "Default: `\(value)`."
                    case (_, false): "Default: `\(value)`, also when the JSON leaves it out."
                    }
                doc += ["", text]
            }
            guard let storage = property.storage else {
                return [
                    .storedProperty(
                        doc, context.access, isMutable: true, SwiftIdentifiers.escaped(property.name),
                        type: property.type)
                ]
            }
            return storage.members(doc, context.access, type: property.type, model: model.name.value)
        }

        // A model without properties gets `init() {}`: the renderer writes an empty body on one line.
        // The doc speaks of optional properties only to a model that has some.
        let hasOptionals = properties.contains { $0.spec.type.value.isOptional }
        let hasDefaults = properties.contains { $0.defaultValue != nil && $0.spec.access != .readOnly }
        let initializerDoc =
            switch (hasOptionals, hasDefaults) {
            case (true, false): "Memberwise initializer; optional properties default to `nil`."
            case (true, true):
                "Memberwise initializer; optional properties default to `nil`, others to the spec's `default`."
            case (false, true): "Memberwise initializer; properties with a `default` in the spec default to it."
            case (false, false): "Memberwise initializer."
            }
        let initializerParameters = properties.map { property in
            var parameter = Parameter.member(
                property.name, property.spec.type.value, property.type, defaultsToNil: true)
            // A read-only property's default is the server's: a request built with it would send it.
            if let value = property.defaultValue, property.spec.access != .readOnly {
                parameter.defaultValue = value
            }
            return parameter
        }
        members.append(
            .initializer(
                [initializerDoc], context.access, initializerParameters,
                properties.map { property in
                    let value = GeneratedNames.localName(property.name)
                    guard let storage = property.storage else {
                        return .line("self.\(SwiftIdentifiers.escaped(property.name)) = \(value)")
                    }
                    return .line("self.\(storage.name) = \(storage.boxed(value))")
                }))
        members += previousPropertyMembers(
            properties.map { ($0.spec, $0.name, $0.type) }, parameters: initializerParameters)

        // Every model decodes and encodes itself, keyed by the runtime's `JSONKey`: a
        // `CodingKeys` enum per model (written, or derived by the compiler) made the keys a
        // large part of the models' compile time. Decimals, and dates with a `date_format`, go
        // through the runtime's `Coded`.
        if !properties.isEmpty {
            let shapes = properties.map { property in
                CodedShape.of(
                    property.spec.type.value.nonOptional,
                    dateFormat: property.spec.dateFormat?.value ?? spec.module.dateFormat, names)
            }
            members += codingMembers(
                properties.map { ($0.name, $0.spec.wireName.value, $0.spec.type.value) }, shapes: shapes,
                storage: properties.map(\.storage),
                previousKeys: properties.map { $0.spec.renamedFrom.map(\.value) },
                defaults: zip(properties, decodesDefault).map { $1 ? $0.defaultValue : nil })
            members.append(equality(properties.map { SwiftIdentifiers.escaped($0.name) }))
        }
        var conformances = [names.standard(.codable), names.standard(.hashable), names.standard(.sendable)]
        // A property kept `Indirect` is shown by its name, not its storage's (`_parent`).
        if model.hasSecrets || properties.contains(where: { $0.storage != nil }) {
            members.append(mirror(properties.map { ($0.name, $0.spec.type.value.isOptional, $0.spec.secret) }))
            conformances.append(names.standard(.customReflectable))
        }
        return TypeDeclaration(
            doc: doc, access: context.access, kind: .struct, name: model.name.value,
            conformances: conformances, members: members)
    }

    /// `customMirror`: the properties as the compiler's mirror shows them, by their names, each
    /// `secret: true` one `<redacted>`, so that `dump`, `description` and `debugDescription` hide it.
    private func mirror(_ properties: [(name: String, isOptional: Bool, isSecret: Bool)]) -> Declaration {
        let children = properties.map { property -> Expression in
            let value =
                property.isSecret
                ? names.runtime(.redactedValue) + "()"
                : "self." + SwiftIdentifiers.escaped(property.name) + (property.isOptional ? " as Any" : "")
            return .code(SwiftLiteral.string(property.name) + ": " + value)
        }
        let pairs = "\(names.standard(.keyValuePairs))<\(names.standard(.string)), Any>"
        return .computedProperty(
            properties.contains(where: \.isSecret)
                ? [
                    "The properties as `dump`, `description` and `debugDescription` show them,",
                    "each `secret: true` one `<redacted>`.",
                ] : ["The properties as `dump`, `description` and `debugDescription` show them, by their names."],
            context.access, "customMirror", names.standard(.mirror),
            [
                .expression(prefix: "let children: \(pairs) = ", .array(children, isVertical: true)),
                .return(
                    .call(
                        FunctionCall(
                            names.standard(.mirror),
                            [.init(nil, "self"), .init("children", "children"), .init("displayStyle", ".struct")]))),
            ])
    }
}

extension ModelTranslator {
    /// `init(from:)` and `encode(to:)`, as the compiler would derive them (`decodeIfPresent`
    /// and `encodeIfPresent` for optionals), keyed by the wire names; coded properties
    /// through their `CodedShape`.
    func codingMembers(
        _ properties: [(name: String, wireName: String, type: TypeRef)], shapes: [CodedShape?],
        storage: [IndirectStorage?], previousKeys: [[String]], defaults: [String?]
    ) -> [Declaration] {
        let keyType = names.runtime(.jsonKey)
        var decoding: [CodeLine] = ["let container = try decoder.container(keyedBy: \(keyType).self)"]
        var encoding: [CodeLine] = ["var container = encoder.container(keyedBy: \(keyType).self)"]
        for (index, property) in properties.enumerated() {
            let (shape, defaultValue, previous) = (shapes[index], defaults[index], previousKeys[index])
            let member = "self." + SwiftIdentifiers.escaped(property.name)
            // A property that holds its model decodes into its storage, as the value it holds.
            let decoded =
                storage[index]?.decodedType
                ?? shape?.type ?? names.swiftType(property.type.nonOptional, qualifyingModels: false)
            // A renamed property reads its key, else each key it had before (`renamed_from`).
            let fallback =
                previous.isEmpty ? [] : previousKeysFallback(property.type, decoded, shape, previous, defaultValue)
            let key = FunctionCall.Argument("at", SwiftLiteral.string(property.wireName))
            let optional = property.type.isOptional
            // A missing key of a property with a `default` decodes as the default.
            let ifPresent = optional ? "IfPresent" : ""
            let decodeIfPresent = optional || defaultValue != nil || !previous.isEmpty ? "IfPresent" : ""
            let orDefault = fallback.isEmpty ? defaultValue.map { " ?? \($0)" } ?? "" : ""
            if let shape {
                // `unwrap(e)` is `e` and a suffix: `.value`, `.map { $0.value }`...
                let suffix =
                    (decodeIfPresent.isEmpty ? shape.unwrap("") : ".map { \(shape.unwrap("$0")) }") + orDefault
                decoding.append(
                    .call(
                        prefix: "\(member) = ",
                        FunctionCall(
                            "try container.decode" + decodeIfPresent, [.init(nil, shape.type + ".self"), key],
                            suffix: suffix)
                    ))
                decoding += fallback
                let value = optional ? "\(member).map { \(shape.wrap("$0")) }" : shape.wrap(member)
                encoding.append(
                    .call(prefix: "", FunctionCall("try container.encode" + ifPresent, [.init(nil, value), key])))
            } else {
                decoding.append(
                    .call(
                        prefix: "\(storage[index].map { "self." + $0.name } ?? member) = ",
                        FunctionCall(
                            "try container.decode" + decodeIfPresent, [.init(nil, decoded + ".self"), key],
                            suffix: orDefault)))
                decoding += fallback
                encoding.append(
                    .call(prefix: "", FunctionCall("try container.encode" + ifPresent, [.init(nil, member), key])))
            }
        }
        let coded = shapes.contains { $0 != nil } ? "; decimals and dates as the spec writes them" : ""
        return [
            .initializer(
                ["Decodes the JSON object\(coded)."], context.access,
                [Parameter(label: "from", "decoder", "any \(names.standard(.decoder))")],
                throws: .anyError, decoding),
            .function(
                ["Encodes the JSON object\(coded)."], context.access, "encode",
                [Parameter(label: "to", "encoder", "any \(names.standard(.encoder))")], throws: .anyError, encoding),
        ]
    }

    /// `==` by every property, each compared through the runtime's `ModelEquality` (the
    /// hash stays the compiler's): the derived `==` expands each optional property's
    /// comparison in place, which made it as large a part of the compiled models as decoding.
    private func equality(_ properties: [String]) -> Declaration {
        let checks = properties.map { names.equalityGuard("lhs.\($0)", "rhs.\($0)") }
        return .function(
            ["Equal when every property is."], context.access, isStatic: true, "==",
            [Parameter("lhs", "Self"), Parameter("rhs", "Self")], returns: names.standard(.bool),
            checks + ["return true"])
    }

    /// `    ?? container.decode(T.self, at: "old")`, a line for each previous key in turn,
    /// the last one required when the property is (and has no default).
    private func previousKeysFallback(
        _ type: TypeRef, _ decoded: String, _ shape: CodedShape?, _ keys: [String], _ defaultValue: String?
    ) -> [CodeLine] {
        let required = !type.isOptional && defaultValue == nil
        return keys.enumerated().map { index, key in
            let last = index == keys.count - 1
            let decode = last && required ? "decode" : "decodeIfPresent"
            var unwrap = shape.map { last && required ? $0.unwrap("") : ".map { \($0.unwrap("$0")) }" } ?? ""
            if last, let defaultValue { unwrap += " ?? " + defaultValue }
            let arguments = ["\(decoded).self", "at: \(SwiftLiteral.string(key))"]
            let line = "    ?? container.\(decode)(\(arguments.joined(separator: ", ")))\(unwrap)"
            // Three levels deep (`extension`, `struct`, `init`); a long coded type gets its arguments a line each.
            guard 12 + line.count > SwiftLayout.lineLimit else { return .line(line) }
            return .block(
                "    ?? container.\(decode)(", [.line("    " + arguments[0] + ","), .line("    " + arguments[1])],
                end: "    )" + unwrap)
        }
    }

    /// An open enum: a case per listed value and `unknown(raw)` for any other, so that a
    /// value the server adds later decodes, and is sent back as it came.
    /// `RawRepresentable` with a non-failable `init(rawValue:)`; the runtime's `OpenEnum`
    /// gives the coding, and equality and hashing by raw value (`.unknown("placed")` equals `.placed`).
    func enumeration(_ enumeration: EnumSpec, caseNames: [String?]) -> TypeDeclaration {
        let rawType = names.standard(enumeration.rawType == .int ? .int : .string)
        let unknown = GeneratedNames.unknownEnumCase
        let values = zip(enumeration.values, caseNames).map { value, name in
            (
                spec: value, name: SwiftIdentifiers.escaped(name ?? "unnamed"),
                literal: literal(value.wire.value, enumeration.rawType)
            )
        }
        var doc = enumeration.summary.map { [$0, ""] } ?? []
        doc += [
            "The `\(enumeration.name.value)` enum of the spec: \(enumeration.rawType == .int ? "an integer" : "a string") on the wire.",
            "Open: a value the spec does not list is `.\(unknown)(value)`, and is sent back as it came.",
            "",
            "Spec: \(context.origin(enumeration.name.location))",
        ]
        var members: [Declaration] = values.map { value in
            var doc = [value.spec.summary ?? "`\(value.spec.wire.value)` on the wire."]
            if !value.spec.renamedFrom.isEmpty {
                doc += [
                    "", "Renamed from \(DocText.codeList(value.spec.renamedFrom.map(\.value))), which decode as it.",
                ]
            }
            if let deprecation = value.spec.deprecation { doc += ["", DocText.deprecationWarning(deprecation)] }
            return .enumCase(EnumCase(doc: doc, name: value.name))
        }
        members.append(
            .enumCase(
                EnumCase(
                    doc: ["A value the spec does not list, kept as the server sent it."], name: unknown,
                    associatedValues: [Parameter("", rawType)])))  // unlabeled: `.unknown("refunded")`
        let access = context.access
        let listed = GeneratedNames.listedEnumCase
        members.append(
            .initializer(
                ["The case of a wire value: `.\(unknown)(rawValue)` when the spec does not list it."], access,
                [Parameter("rawValue", rawType)], ["self = Self.\(listed)(rawValue) ?? .\(unknown)(rawValue)"]))
        // Switches that return rather than assign `self` in an initializer, in parts of 100
        // cases (`SwitchMember`): the compiler's time for one switch grows faster than the switch.
        members += SwitchMember(
            doc: ["The listed case whose wire value is `rawValue`; `nil` for a value the spec does not list."],
            access: .private,
            name: listed,
            kind: .function(parameters: [Parameter(label: "_", "rawValue", rawType)], result: "Self?", isStatic: true),
            statement: SwitchStatement(
                subject: "rawValue",
                arms: values.map { .init(.value($0.literal), .code(".\($0.name)")) }
                    // A value renamed (`renamed_from`) still decodes from what it was.
                    + values.flatMap { value in
                        value.spec.renamedFrom.map {
                            .init(.value(literal($0.value, enumeration.rawType)), .code(".\(value.name)"))
                        }
                    },
                defaultValue: "nil")
        ).declarations()
        members += SwitchMember(
            doc: ["The value on the wire."], access: access, name: "rawValue", kind: .property(type: rawType),
            statement: SwitchStatement(
                subject: "self",
                arms: values.map { .init(.code(".\($0.name)"), $0.literal) }
                    + [.init(.enumCase(".\(unknown)", bindings: ["let rawValue"]), .code("rawValue"), binds: true)])
        ).declarations()
        members += zip(values, PreviousEnumCases.names(enumeration, caseNames: caseNames)).flatMap { value, olds in
            olds.map { old -> Declaration in
                .deprecatedAlias(
                    ["The case of `\(old.previous)`, which was renamed `\(value.spec.wire.value)`."], access,
                    isStatic: true, old.caseName, renamed: value.name, "Self", value: "." + value.name)
            }
        }
        return TypeDeclaration(
            doc: doc, access: access, kind: .enum, name: enumeration.name.value,
            // Coding, `==` and hashing by wire value come from the runtime's `OpenEnum`.
            conformances: [names.runtime(.openEnum)],
            members: members)
    }

    private func literal(_ wire: String, _ rawType: EnumSpec.RawType) -> Expression {
        rawType == .int ? .code(String(ScalarSyntax.integer(wire) ?? 0)) : .string(wire)
    }
}

/// Where each model is used: as a body, a response, or inside another model, for doc comments.
private struct ModelUsage {
    /// By position in `spec.models`.
    private var lines: [[String]]

    init(spec: Spec, references: ResolvedReferences) {
        var bodies = Array(repeating: [String](), count: spec.models.count)
        var responses = bodies
        var parents = bodies
        for endpoint in references.endpoints.joined() {
            let service = spec.services[endpoint.service]
            let name = "`\(service.name.value).\(service.endpoints[endpoint.endpoint].name.value)`"
            for model in Set(endpoint.body?.models ?? []) { bodies[model].append(name) }
            for model in Set(endpoint.response?.models ?? []) { responses[model].append(name) }
        }
        for (parent, types) in zip(spec.models, references.propertyTypes) {
            var seen = Set<Int>()
            for model in types.flatMap({ $0?.models ?? [] }) where seen.insert(model).inserted {
                parents[model].append("`\(parent.name.value)`")
            }
        }
        lines = spec.models.indices.map { model in
            var lines: [String] = []
            if !bodies[model].isEmpty { lines.append("The body of " + Self.listed(bodies[model]) + ".") }
            if !responses[model].isEmpty { lines.append("The response of " + Self.listed(responses[model]) + ".") }
            if !parents[model].isEmpty { lines.append("Part of " + Self.listed(parents[model]) + ".") }
            return lines
        }
    }

    func uses(of model: Int) -> [String] { lines[model] }

    /// `a`, `a and b`, `a, b and c`; past six, the first five and how many more.
    private static func listed(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        if items.count > 6 { return items.prefix(5).joined(separator: ", ") + " and \(items.count - 5) more" }
        return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
}
