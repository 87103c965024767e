import Foundation

/// A JSON value the mock sends or has read, with its object keys in the order they were
/// written, so a response is the same bytes for the same spec and seed.
package indirect enum MockJSON: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as it is written on the wire (`12`, `7.5`, `1999.99`): exact, never through a Double.
    case number(String)
    case string(String)
    case array([MockJSON])
    case object([(key: String, value: MockJSON)])

    package static func == (lhs: MockJSON, rhs: MockJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }

    package subscript(key: String) -> MockJSON? {
        if case .object(let members) = self { return members.first { $0.key == key }?.value }
        return nil
    }

    /// The value as compact JSON text.
    package var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    package var data: Data { Data(text.utf8) }

    private func write(to output: inout String) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += value
        case .string(let value): Self.writeString(value, to: &output)
        case .array(let items):
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                item.write(to: &output)
            }
            output += "]"
        case .object(let members):
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                Self.writeString(member.key, to: &output)
                output += ":"
                member.value.write(to: &output)
            }
            output += "}"
        }
    }

    private static func writeString(_ value: String, to output: inout String) {
        output += "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20: output += String(format: "\\u%04x", scalar.value)
            default: output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }

    /// Reads untrusted bytes; `nil` for anything that is not one JSON value.
    package static func parse(_ data: Data) -> MockJSON? {
        try? JSONDecoder().decode(MockJSON.self, from: data)
    }
}

extension MockJSON: Decodable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    package init(from decoder: any Decoder) throws {
        if var items = try? decoder.unkeyedContainer() {
            var values: [MockJSON] = []
            while !items.isAtEnd { values.append(try items.decode(MockJSON.self)) }
            self = .array(values)
        } else if let members = try? decoder.container(keyedBy: Key.self) {
            // Sorted: the order of a decoded object's keys is not the order on the wire.
            self = .object(
                try members.allKeys.map(\.stringValue).sorted().map {
                    ($0, try members.decode(MockJSON.self, forKey: Key(stringValue: $0)))
                })
        } else {
            let value = try decoder.singleValueContainer()
            if value.decodeNil() {
                self = .null
            } else if let flag = try? value.decode(Bool.self) {
                self = .bool(flag)
            } else if let integer = try? value.decode(Int64.self) {
                self = .number(String(integer))
            } else if let number = try? value.decode(Double.self) {
                self = .number(String(number))
            } else {
                self = .string(try value.decode(String.self))
            }
        }
    }
}
