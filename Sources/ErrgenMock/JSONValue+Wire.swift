import ErrgenCore
import Foundation

/// A JSON value as `errgen mock` sends and reads it: compact, object keys in the order they
/// were written and numbers as written, so a response is the same bytes for the same spec
/// and seed, and a request's values are checked as the client sent them.
extension JSONValue {
    package subscript(key: String) -> JSONValue? {
        if case .object(let members) = listed { return members.first { $0.key == key }?.value }
        return nil
    }

    /// The value as compact JSON text, keys in the order given.
    package var text: String {
        var output = ""
        write(to: &output)
        return output
    }

    package var data: Data { Data(text.utf8) }

    private func write(to output: inout String) {
        switch listed {
        case .null: output += "null"
        case .boolean(let value): output += value ? "true" : "false"
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
        case .generatedObject: break  // `listed` is never one
        }
    }

    /// A string as JSON writes it: the generator's escaping (`JSONRenderer.quoted`).
    private static func writeString(_ value: String, to output: inout String) {
        output += JSONRenderer.quoted(value)
    }

    /// Reads untrusted bytes; `nil` for anything that is not one JSON value. Object keys stay
    /// in the order written (the first of a key written twice is kept) and numbers as written.
    package static func parse(_ data: Data) -> JSONValue? {
        JSONLoader.tree(of: Array(data)).map(JSONValue.init)
    }

    /// A tree as ErrgenCore's JSON reader gives it, without its places.
    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .boolean(let value): self = .boolean(value)
        case .number(let text): self = .number(text)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSONValue.init))
        case .object(let members): self = .object(members.map { Member($0.key.value, JSONValue($0.value)) })
        }
    }
}
