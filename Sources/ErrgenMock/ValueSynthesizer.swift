import ErrgenCore
import ErrgenVocabulary
import Foundation

/// Plausible JSON for a spec type: the same value for the same place and seed, every run.
///
/// A value is derived from its place (`Movie.popularMovies.results.1.title`), never from a
/// shared random stream, so adding an endpoint or a request changes no other value.
package struct ValueSynthesizer: Sendable {
    package let api: MockAPI
    package let seed: UInt64
    /// Lists hold this many items; nesting deeper than `maxDepth` ends in empty lists and no optionals.
    package var listCount = 2
    package var maxDepth = 6

    package init(api: MockAPI, seed: UInt64) {
        self.api = api
        self.seed = seed
    }

    /// A value of `type`; `models` gives whole values for some models (the session's tokens).
    package func value(of type: TypeRef, at place: String, models: [String: JSONValue] = [:]) -> JSONValue {
        value(of: type, at: place, property: nil, depth: 0, models: models)
    }

    private func value(
        of type: TypeRef, at place: String, property: ModelSpec.Property?, depth: Int, models: [String: JSONValue]
    ) -> JSONValue {
        switch type {
        case .optional(let wrapped):
            return depth >= maxDepth
                ? .null : value(of: wrapped, at: place, property: property, depth: depth, models: models)
        case .array(let element):
            guard depth < maxDepth else { return .array([]) }
            return .array(
                (0..<listCount).map {
                    value(of: element, at: "\(place).\($0)", property: property, depth: depth + 1, models: models)
                })
        case .dictionary(let element):
            guard depth < maxDepth else { return .object([]) }
            return .object(
                (1...listCount).map {
                    JSONValue.Member(
                        "key\($0)",
                        value(
                            of: element, at: "\(place).key\($0)", property: property, depth: depth + 1, models: models)
                    )
                })
        case .json:
            return .object([.init("value", .number(String(number(place) % 100)))])
        case .primitive(let primitive):
            return scalar(primitive, at: place, property: property)
        case .model(let name):
            if let given = models[name] { return given }
            // A type that cannot end (a required property of its own type) stops here, not in a stack overflow.
            guard depth < maxDepth * 4 else { return .null }
            if let model = api.model(name) { return object(model, at: place, depth: depth, models: models) }
            if let enumeration = api.enumeration(name) { return enumValue(enumeration, at: place) }
            if let union = api.union(name) { return unionValue(union, at: place, depth: depth, models: models) }
            return .null
        }
    }

    private func object(_ model: ModelSpec, at place: String, depth: Int, models: [String: JSONValue]) -> JSONValue {
        .object(
            model.properties.compactMap { property -> JSONValue.Member? in
                // Sent by the client only: a response leaves it out.
                guard property.access != .writeOnly else { return nil }
                let name = property.wireName.value
                let type = property.type.value
                if let example = property.example { return .init(name, ExampleValue.json(example, as: type)) }
                if depth + 1 >= maxDepth, type.isOptional { return nil }
                return .init(
                    name,
                    value(
                        of: type, at: "\(place).\(name)", property: property, depth: depth + 1,
                        models: models)
                )
            })
    }

    /// Whether a value of `type` can be made without coming back to a type in `visiting`:
    /// optionals, lists and dictionaries end at `maxDepth`, models end when their properties do.
    private func canEnd(_ type: TypeRef, visiting: Set<String>) -> Bool {
        guard case .model(let name) = type else { return true }
        if visiting.contains(name) { return false }
        if let model = api.model(name) {
            return model.properties.allSatisfy {
                $0.access == .writeOnly || $0.example != nil || canEnd($0.type.value, visiting: visiting.union([name]))
            }
        }
        if let union = api.union(name) {
            return union.members.contains { canEnd($0.type.value, visiting: visiting.union([name])) }
        }
        return true
    }

    private func enumValue(_ enumeration: EnumSpec, at place: String) -> JSONValue {
        guard !enumeration.values.isEmpty else { return .null }
        let wire = enumeration.values[Int(number(place) % UInt64(enumeration.values.count))].wire.value
        return enumeration.rawType == .string ? .string(wire) : .number(wire)
    }

    private func unionValue(_ union: UnionSpec, at place: String, depth: Int, models: [String: JSONValue]) -> JSONValue
    {
        // Past `maxDepth`, only a member that can end: a recursive type (an expression tree)
        // otherwise nests as deep as chance takes it, past what any JSON reader accepts.
        let members =
            depth >= maxDepth
            ? union.members.filter { canEnd($0.type.value, visiting: [union.name.value]) } : union.members
        guard !members.isEmpty else { return .null }
        let member = members[Int(number(place) % UInt64(members.count))]
        var value = self.value(
            of: member.type.value, at: "\(place).\(union.name.value)", property: nil, depth: depth + 1, models: models)
        if let discriminator = union.discriminator?.value, case .object(var members) = value {
            let tag = member.discriminatorValues.first?.value ?? member.type.value.description
            members.removeAll { $0.key == discriminator }
            members.insert(.init(discriminator, .string(tag)), at: 0)
            value = .object(members)
        }
        return value
    }

    private func scalar(_ primitive: PrimitiveType, at place: String, property: ModelSpec.Property?) -> JSONValue {
        let n = number(place)
        // The place's last part (`title`): a label the synthesizer wrote, no spec name to look up.
        let name = place.split(whereSeparator: { $0 == "." }).last.map(String.init)?.lowercased() ?? ""
        switch primitive {
        case .string: return .string(text(for: name, n))
        case .int, .int64, .int32: return .number(String(1 + n % 100))
        case .double, .float: return .number("\(n % 10).\(n % 9 + 1)")
        case .decimal: return .number("\(10 + n % 990).\(String(format: "%02d", Int(n % 100)))")
        case .bool: return .boolean(n % 2 == 0)
        case .url: return .string("https://example.com/\(name.isEmpty ? "item" : name)/\(n % 1000)")
        case .uuid: return .string(Self.uuid(n, number(place + "#2")))
        case .date:
            return Self.date(
                Date(timeIntervalSince1970: 1_735_689_600 + Double(n % 31_536_000)), api.dateFormat(property))
        case .data, .file: return .string(Data("\(name)-\(n % 1000)".utf8).base64EncodedString())
        }
    }

    private func text(for name: String, _ n: UInt64) -> String {
        if name.contains("email") { return "user\(n % 1000)@example.com" }
        if name.contains("phone") { return "+8490\(String(format: "%07d", Int(n % 10_000_000)))" }
        if name.contains("currency") { return ["VND", "USD", "EUR"][Int(n % 3)] }
        if name.contains("name") || name.contains("title") {
            return ["Nguyễn An", "Trần Bình", "Lê Chi", "Phạm Dũng"][Int(n % 4)]
        }
        return "\(name.isEmpty ? "text" : name)-\(n % 1000)"
    }

    /// A date in a type's wire format.
    package static func date(_ date: Date, _ format: DateFormat) -> JSONValue {
        switch format {
        case .iso8601: return .string(iso8601(date, fractional: false))
        case .iso8601Fractional: return .string(iso8601(date, fractional: true))
        case .unixSeconds: return .number(String(Int64(date.timeIntervalSince1970)))
        case .unixMilliseconds: return .number(String(Int64(date.timeIntervalSince1970 * 1000)))
        }
    }

    package static func iso8601(_ date: Date, fractional: Bool) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.formatOptions =
            fractional ? [.withInternetDateTime, .withFractionalSeconds] : [.withInternetDateTime]
        return formatter.string(from: date)
    }

    private static func uuid(_ a: UInt64, _ b: UInt64) -> String {
        let hex = String(format: "%016llX%016llX", a, b)
        let chars = Array(hex)
        let groups = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }
        return groups.joined(separator: "-")
    }

    /// A number for a place and the seed: FNV-1a, then SplitMix64's finalizer.
    package func number(_ place: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ seed
        for byte in place.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
        return hash ^ (hash >> 31)
    }
}
