/// Where a model, enum, union, property or parameter travels: in what apps send (a body, a
/// parameter), in what they receive (a response, an event, an error field), or both. A change
/// that breaks only one direction is no break for an entity that never travels that way: a
/// shipped app ignores a new key of a response, and the server never sees one more of a request.
package struct Flow: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// Sent by apps: a request body or parameter.
    package static let request = Flow(rawValue: 1)
    /// Received by apps: a response, an event or an error field.
    package static let response = Flow(rawValue: 2)
    package static let both: Flow = [.request, .response]

    /// `request only`, `response only`, or `nil` for both: what a message says when the direction mattered.
    var label: String? {
        switch self {
        case .request: "request only"
        case .response: "response only"
        default: nil
        }
    }

    /// The directions a property of access `access` travels in: `read_only` is never sent, `write_only` never received.
    static func of(_ access: PropertyAccess) -> Flow {
        switch access {
        case .readWrite: .both
        case .readOnly: .response
        case .writeOnly: .request
        }
    }

    /// Where the types of `spec` travel, by name (models, enums and unions): reached from the
    /// endpoints' bodies and parameters (request) and their responses, events and the error
    /// catalog's fields (response), through every property and union member. A property
    /// passes on only the directions its `access` allows. A type no endpoint reaches is absent.
    static func types(of spec: Spec) -> [String: Flow] {
        var flows: [String: Flow] = [:]
        let models = Dictionary(spec.models.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let unions = Dictionary(spec.unions.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        var pending: [(name: String, flow: Flow)] = []
        func reach(_ type: TypeRef, _ flow: Flow) {
            for name in type.modelNames { pending.append((name, flow)) }
        }
        for endpoint in spec.services.flatMap(\.endpoints) {
            for parameter in endpoint.pathParams + endpoint.query + endpoint.headers + endpoint.cookies {
                reach(parameter.type.value, .request)
            }
            if let body = endpoint.body { reach(body.value, .request) }
            if let response = endpoint.response { reach(response.value, .response) }
            if let events = endpoint.events { reach(events.value, .response) }
        }
        for field in spec.errors.flatMap(\.fields) { reach(field.type.value, .response) }
        // Each name is visited again only with a direction it did not have: at most twice.
        while let (name, flow) = pending.popLast() {
            let known = flows[name] ?? []
            let added = flow.subtracting(known)
            guard !added.isEmpty else { continue }
            flows[name] = known.union(added)
            for property in models[name]?.properties ?? [] {
                let passed = added.intersection(of(property.access))
                if !passed.isEmpty { reach(property.type.value, passed) }
            }
            for member in unions[name]?.members ?? [] { reach(member.type.value, added) }
        }
        return flows
    }
}
