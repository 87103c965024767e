/// The Swift names a model's properties had before their keys were renamed (`renamed_from`),
/// kept as deprecated members, so that an app's code compiles after regeneration with a
/// warning that names the new spelling.
extension ModelTranslator {
    /// A property as the model's translation sees it: its spec and its current Swift name and type.
    typealias NamedProperty = (spec: ModelSpec.Property, name: String, type: String)

    /// Per property, the Swift names its previous keys give it, in the spec's order, leaving out
    /// any that is its name now or clashes with another member of the model.
    static func previousPropertyNames(_ properties: [NamedProperty]) -> [[String]] {
        var taken = Set(properties.map(\.name)).union(["init", "customMirror", "hash", "hashValue", "encode"])
        return properties.map { property in
            property.spec.renamedFrom.compactMap { previous in
                guard let name = SwiftIdentifiers.lowerCamel(previous.value), !taken.contains(name) else { return nil }
                taken.insert(name)
                return name
            }
        }
    }

    /// For each property renamed in Swift, a deprecated computed property of its old name
    /// that reads and writes the new one; and an initializer with the old labels, deprecated,
    /// that calls the memberwise one. Its old-labelled arguments have no default, so a call
    /// without them is never ambiguous.
    func previousPropertyMembers(_ properties: [NamedProperty], parameters: [Parameter]) -> [Declaration] {
        let allPrevious = Self.previousPropertyNames(properties)
        guard allPrevious.contains(where: { !$0.isEmpty }) else { return [] }
        var members: [Declaration] = zip(properties, allPrevious).flatMap { property, olds in
            olds.map { old in
                .deprecatedAlias(
                    ["The property's name before its key was renamed `\(property.spec.wireName.value)`."],
                    context.access, old, renamed: property.name, property.type,
                    value: "self." + SwiftIdentifiers.escaped(property.name), isSettable: true)
            }
        }
        // The initializer takes the most recent previous names: the labels of the last release.
        let previous = allPrevious.map(\.first)
        var oldParameters = parameters
        var renames: [String] = []
        for (index, old) in previous.enumerated() {
            guard let old else { continue }
            oldParameters[index] = Parameter(
                label: old == "self" ? old : nil, GeneratedNames.localName(old), parameters[index].type)
            renames.append("\(old): is now \(properties[index].name):")
        }
        let arguments = zip(properties.map(\.name), oldParameters).map { name, parameter in
            FunctionCall.Argument(name, parameter.name)
        }
        members.append(
            .function(
                FunctionDeclaration(
                    doc: ["The memberwise initializer with the properties' names before their keys were renamed."],
                    attributes: [
                        "@available(*, deprecated, message: \(SwiftLiteral.string(renames.joined(separator: ", "))))"
                    ],
                    access: context.access,
                    signature: FunctionSignature(kind: .initializer(isFailable: false), parameters: oldParameters),
                    body: [.call(prefix: "", FunctionCall("self.init", arguments))])))
        return members
    }
}
