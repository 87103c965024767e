/// The names errgen gives what an OpenAPI document leaves unnamed or names in a way Swift
/// cannot use: operations without an `operationId`, inline schemas, services from tags.
package enum OpenAPINames {
    /// The service of untagged operations.
    package static let defaultService = "Default"

    /// The name of an operation without an `operationId`: the method, then each path
    /// segment, a `{parameter}` as `By` and its name:
    /// `DELETE /orders/{orderId}/items/{itemId}` -> `deleteOrdersByOrderIdItemsByItemId`.
    package static func derivedOperationID(method: String, path: String) -> String {
        var name = method.lowercased()
        for segment in path.split(separator: "/") {
            if segment.hasPrefix("{"), segment.hasSuffix("}") {
                name += "By" + upperWords(String(segment.dropFirst().dropLast()))
            } else {
                name += upperWords(String(segment))
            }
        }
        return name
    }

    /// A Swift type name for a schema, tag or composed name: `pet-body` -> `PetBody`,
    /// `2fa` -> `Type2fa`; a keyword or a name Swift or errgen already gives
    /// (`Type`, `CodingKeys`) gains `Model`.
    package static func typeName(_ raw: String) -> String {
        let base = upperWords(raw)
        let name: String
        if base.isEmpty {
            name = "Model"
        } else if !SwiftIdentifiers.isIdentifier(base) {
            name = "Type" + base
        } else {
            name = base
        }
        let taken =
            SwiftIdentifiers.keywords.contains(name) || ReservedNames.modelNames.contains(name)
            || ReservedNames.nestedModelTypeNames.contains(name) || ReservedNames.moduleTypeNames.contains(name)
        return taken ? name + "Model" : name
    }

    /// An operation's endpoint name: its id when that is an identifier, else camel-cased
    /// (`find pet by id` -> `findPetByID`), else prefixed (`2fa-verify` -> `operation2faVerify`).
    package static func memberName(_ raw: String) -> String {
        if let name = SwiftIdentifiers.lowerCamel(raw), !SwiftIdentifiers.keywords.contains(name) {
            return SwiftIdentifiers.isIdentifier(raw) ? raw : name
        }
        return "operation" + upperWords(raw)
    }

    /// An enum case name for a wire value camel-casing cannot name: `""` -> `empty`,
    /// `1.5` -> `value1_5`.
    package static func enumCaseName(_ wire: String) -> String {
        if wire.isEmpty { return "empty" }
        let words = SwiftIdentifiers.words(wire)
        return words.isEmpty ? "value" : "value" + words.joined(separator: "_")
    }

    /// A property's or parameter's Swift name that no earlier one of its type or endpoint
    /// has: camel-cased, else from its digits (`+1` -> `value1`), then numbered like
    /// operations (`StartTime<`, `StartTime>`, `StartTime` -> `startTime`, `startTime2`, `startTime3`).
    package static func memberLabel(_ wire: String, in taken: Set<String>) -> String {
        unique(SwiftIdentifiers.lowerCamel(wire) ?? enumCaseName(wire), in: taken)
    }

    /// `name`, or `name2`, `name3`... the first not in `taken`.
    package static func unique(_ name: String, in taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }

    /// Words each capitalized, the rest of each word kept: `orderId` -> `OrderId`, `pet_body` -> `PetBody`.
    package static func upperWords(_ raw: String) -> String {
        SwiftIdentifiers.words(raw).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
