/// Rules for the `models` section: names, property names, references, value cycles.
extension SpecChecker {
    mutating func checkModels() {
        let topLevel = names.topLevelTypeNames
        let namespaceMembers = names.namespaceTypeNames
        for (model, propertyNames) in zip(spec.models, names.propertyNames) {
            checkTypeName(model.name, "model", topLevel: topLevel, namespaceMembers: namespaceMembers)
            checkSwiftNamesUnique(model.properties.map(\.wireName), propertyNames, "property")
            for (property, swiftName) in zip(model.properties, propertyNames) {
                checkModelReferences(in: property.type)
                if let format = property.dateFormat, !property.type.value.holds(.date) {
                    error(
                        "property '\(property.wireName.value)' has a 'date_format' but its type \(property.type.value) holds no Date",
                        at: format.location)
                }
                if let value = property.defaultValue,
                    property.type.value.modelNames.allSatisfy(typeNames.contains),
                    names.defaultLiteral(value.value, property.swiftType, enums: spec.enums) == nil
                {
                    error(
                        "the default of property '\(property.wireName.value)' is no value of its type \(property.swiftType); a default is text for String, a number for Int, Int32, Int64, Double and Float, true or false for Bool, a listed value for an enum, or null for an optional",
                        at: value.location)
                }
                if swiftName == nil {
                    error(
                        "property '\(property.wireName.value)' cannot be made a Swift name",
                        at: property.wireName.location)
                } else if swiftName == "customMirror", model.hasSecrets {
                    error(
                        "property '\(property.wireName.value)' is named 'customMirror', the member that hides the model's secret properties from dumps; rename it",
                        at: property.wireName.location)
                }
            }
        }
        checkValueCycles()
    }

    /// A model's or enum's name: a Swift type name that no generated or qualifying name takes.
    mutating func checkTypeName(
        _ name: Located<String>, _ noun: String, topLevel: Set<String>, namespaceMembers: Set<String>
    ) {
        if !SwiftIdentifiers.isIdentifier(name.value) || SwiftIdentifiers.keywords.contains(name.value) {
            error("\(noun) name '\(name.value)' must be a Swift type name such as MovieListResponse", at: name.location)
        } else if name.value == TypeRef.jsonName {
            error(
                "\(noun) name '\(name.value)' is the spec's type of any JSON value; rename the \(noun)",
                at: name.location)
        } else if name.value == PrimitiveType.file.rawValue {
            // The spec would read every use of the name as the file type, never as this model.
            error(
                "\(noun) name '\(name.value)' is the spec's type of a file to upload; rename the \(noun)",
                at: name.location)
        } else if ReservedNames.modelNames.contains(name.value) {
            error(
                "\(noun) name '\(name.value)' is the name of a module generated code qualifies types with; rename the \(noun)",
                at: name.location)
        } else if ReservedNames.nestedModelTypeNames.contains(name.value) {
            error(
                "\(noun) name '\(name.value)' is Swift's name for a Codable type's coding keys; rename the \(noun)",
                at: name.location)
        } else if topLevel.contains(name.value) {
            error(
                "\(noun) name '\(name.value)' is taken by a generated top-level type; rename the \(noun)",
                at: name.location)
        } else if namespaceMembers.contains(name.value) {
            error(
                "\(noun) name '\(name.value)' is taken by a generated router, service or service protocol; rename the \(noun)",
                at: name.location)
        }
    }

    /// A model may hold itself through an optional property (the generated struct keeps it
    /// `Indirect`), but not through required properties alone: no JSON value of it would end.
    private mutating func checkValueCycles() {
        var edges: [String: [(target: String, location: SourceLocation)]] = [:]
        for model in spec.models {
            for property in model.properties {
                if case .model(let target) = property.type.value {
                    edges[model.name.value, default: []].append((target, property.wireName.location))
                }
            }
        }
        for (cycle, location) in Self.cycles(from: spec.models.map(\.name.value), edges: edges) {
            error(
                "model '\(cycle[0])' contains itself through required properties only (\(Self.describe(cycle: cycle))), so no JSON value of it ends; make one of them optional",
                at: location)
        }
    }

    /// The cycles of a graph of type names, each reported once, at the edge that closes it
    /// (`cycle` starts and ends with the name it comes back to).
    ///
    /// A depth-first walk with its own stack rather than recursion: a chain of types that
    /// each hold the next is as deep as the spec is long, and the walk keeps one path for
    /// the whole search instead of a copy per level.
    static func cycles(from starts: [String], edges: [String: [(target: String, location: SourceLocation)]])
        -> [(cycle: [String], location: SourceLocation)]
    {
        var found: [(cycle: [String], location: SourceLocation)] = []
        var done = Set<String>()
        var positionOnPath: [String: Int] = [:]
        var path: [(name: String, nextEdge: Int)] = []
        var reported = Set<String>()
        for start in starts where !done.contains(start) {
            path.append((start, 0))
            positionOnPath[start] = 0
            while let (name, nextEdge) = path.last {
                let nodeEdges = edges[name, default: []]
                guard nextEdge < nodeEdges.count else {
                    path.removeLast()
                    positionOnPath[name] = nil
                    done.insert(name)
                    continue
                }
                path[path.count - 1].nextEdge += 1
                let edge = nodeEdges[nextEdge]
                if let first = positionOnPath[edge.target] {
                    if reported.insert(edge.target).inserted {
                        found.append((path[first...].map(\.name) + [edge.target], edge.location))
                    }
                } else if !done.contains(edge.target) {
                    positionOnPath[edge.target] = path.count
                    path.append((edge.target, 0))
                }
            }
        }
        return found
    }

    /// `A -> B -> A`; a long cycle keeps its first and last steps, so the line stays readable.
    static func describe(cycle: [String]) -> String {
        guard cycle.count > 8 else { return cycle.joined(separator: " -> ") }
        return (cycle.prefix(4) + ["... \(cycle.count - 7) more ..."] + cycle.suffix(3)).joined(separator: " -> ")
    }
}
