/// Rules for `min_length`, `maximum`, `pattern`... of properties and parameters: each fits its
/// type, and a lower bound is no more than its upper one.
extension SpecChecker {
    mutating func checkConstraints() {
        for model in spec.models {
            for property in model.properties {
                checkConstraints(
                    property.constraints, of: property.type.value, "property '\(property.wireName.value)'")
            }
        }
        for endpoint in spec.services.flatMap(\.endpoints) {
            for parameter in endpoint.pathParams + endpoint.query + endpoint.headers + endpoint.cookies {
                checkConstraints(
                    parameter.constraints, of: parameter.type.value, "parameter '\(parameter.wireName.value)'")
            }
        }
    }

    private mutating func checkConstraints(_ constraints: ValueConstraints, of type: TypeRef, _ owner: String) {
        guard !constraints.isEmpty else { return }
        let enums = Dictionary(spec.enums.map { ($0.name.value, $0.rawType) }, uniquingKeysWith: { first, _ in first })
        let subjects = ValueConstraints.subjects(of: type, rawType: { enums[$0] })
        for kind in ValueConstraints.Kind.allCases {
            guard let value = constraints[kind] else { continue }
            guard subjects.contains(kind.subject) else {
                error(
                    "\(owner) has '\(kind.rawValue)', which applies to \(Self.describe(kind.subject)), but its type \(type) holds none",
                    at: value.location)
                continue
            }
            guard kind.bound == .lower, let counterpart = kind.counterpart, let upper = constraints[counterpart],
                let low = Double(value.value), let high = Double(upper.value), low > high
            else { continue }
            error(
                "\(owner) has '\(kind.rawValue)' \(value.value), more than its '\(counterpart.rawValue)' \(upper.value): the server would take no value",
                at: value.location)
        }
    }

    private static func describe(_ subject: ValueConstraints.Subject) -> String {
        switch subject {
        case .text: "text (String, URL, UUID, Date or a String enum)"
        case .number: "numbers (Int, Int32, Int64, Double, Float, Decimal or an Int enum)"
        case .list: "lists"
        }
    }
}
