/// Rules for the `models` section: names, property names, references, value cycles.
extension SpecChecker {
    /// Type names the generator itself declares for this spec.
    var generatedTypeNames: Set<String> {
        let module = spec.module.name.value
        var names: Set<String> = [
            "\(module)Error", "\(module)ErrorCode", "\(module)Client", "\(module)Server", "\(module)RetryPolicies",
            "\(module)Locale",
        ]
        for service in spec.services {
            if let name = SwiftNames.upperCamel(service.name.value) {
                names.insert("\(name)Router")
                names.insert("\(name)Service")
            }
        }
        return names
    }

    mutating func checkModels() {
        let generated = generatedTypeNames
        for model in spec.models {
            let name = model.name
            if !SwiftNames.isIdentifier(name.value) || SwiftNames.keywords.contains(name.value) {
                error("model name '\(name.value)' must be a Swift type name such as MovieListResponse", at: name.location)
            } else if GeneratedNames.reservedTypeNames.contains(name.value) || generated.contains(name.value) {
                error("model name '\(name.value)' is taken by a Swift, runtime or generated type; rename the model", at: name.location)
            }
            checkUnique(
                model.properties.compactMap { property in
                    SwiftNames.lowerCamel(property.wireName.value).map { ($0, property.wireName.location, "property '\(property.wireName.value)'") }
                }
            ) { "\($0) has the same Swift name as \($1)" }
            for property in model.properties {
                checkModelReferences(in: property.type)
                if SwiftNames.lowerCamel(property.wireName.value) == nil {
                    error("property '\(property.wireName.value)' cannot be made a Swift name", at: property.wireName.location)
                }
            }
        }
        checkValueCycles()
    }

    /// A struct cannot contain itself except through an array or a dictionary.
    private mutating func checkValueCycles() {
        var edges: [String: [(target: String, location: SourceLocation)]] = [:]
        for model in spec.models {
            for property in model.properties {
                if case .model(let target) = property.type.value.nonOptional {
                    edges[model.name.value, default: []].append((target, property.wireName.location))
                }
            }
        }
        var state: [String: Bool] = [:]  // false: on the current path, true: done
        var reported = Set<String>()
        func visit(_ name: String, path: [String], checker: inout SpecChecker) {
            state[name] = false
            for edge in edges[name, default: []] {
                if state[edge.target] == false {
                    let cycle = (path + [name, edge.target]).drop { $0 != edge.target }
                    if reported.insert(edge.target).inserted {
                        checker.error(
                            "model '\(edge.target)' contains itself (\(cycle.joined(separator: " -> "))); a struct can hold itself only through an array or a dictionary",
                            at: edge.location)
                    }
                } else if state[edge.target] == nil {
                    visit(edge.target, path: path + [name], checker: &checker)
                }
            }
            state[name] = true
        }
        for model in spec.models where state[model.name.value] == nil {
            visit(model.name.value, path: [], checker: &self)
        }
    }
}
