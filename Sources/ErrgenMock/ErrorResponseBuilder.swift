import ErrgenCore
import ErrgenVocabulary
import Foundation

/// A catalog entry as the server sends it: its status, and its code, message, details and
/// fields at the spec's `envelope` key paths (the ones the generated decoder reads).
package struct ErrorResponseBuilder: Sendable {
    package let api: MockAPI
    package let values: ValueSynthesizer
    /// How many error answers were made: each one's request id is its own.
    private let answered = LockedValue(0)

    package init(api: MockAPI, values: ValueSynthesizer) {
        self.api = api
        self.values = values
    }

    /// - Parameters:
    ///   - fields: values for the entry's fields by name (a scenario's); the others are made up.
    ///   - codeAsText: an integer code sent as a JSON string (`"5002"`), as some servers do.
    ///   - acceptLanguage: the request's header: the envelope's message is the entry's in that
    ///     language (``EntryMessage``).
    ///   - makesUpOptionalFields: `false` leaves out optional fields `fields` has no value for,
    ///     where a made-up value would be a lie (the answer to a malformed request).
    package func reply(
        entry index: Int, status: Int? = nil, fields: [String: JSONValue] = [:], codeAsText: Bool = false,
        acceptLanguage: String? = nil, makesUpOptionalFields: Bool = true
    ) -> MockReply {
        let entry = api.catalog.entries[index]
        let code: JSONValue =
            switch entry.code.value {
            case .integer(let value): codeAsText ? .string(String(value)) : .number(String(value))
            case .string(let value): .string(value)
            }
        return reply(
            code: code, status: status ?? api.catalog.status(of: index), entry: entry, fields: fields,
            makesUpOptionalFields: makesUpOptionalFields
        ) { values in
            EntryMessage.text(
                of: entry, acceptLanguage: acceptLanguage, fallbackLocale: api.spec.module.fallbackLocale,
                values: values) ?? entry.summary ?? entry.code.value.description
        }
    }

    /// A code the catalog does not have, in the envelope, for testing the fallbacks.
    package func unknownCode(_ code: String, status: Int) -> MockReply {
        reply(code: .string(code), status: status, entry: nil, fields: [:]) { _ in "An error the catalog lacks." }
    }

    /// - Parameter message: the envelope's message, from the field values the reply sends.
    private func reply(
        code: JSONValue, status: Int, entry: ErrorSpec?, fields: [String: JSONValue],
        makesUpOptionalFields: Bool = true, message: ([String: JSONValue]) -> String
    ) -> MockReply {
        let envelope = api.spec.envelope
        var body = JSONValue.object([])
        var headers: [(name: String, value: String)] = []
        Self.set(&body, envelope.code.value, code)
        // Its place now, its text once the fields' values are known.
        if let path = envelope.message?.value { Self.set(&body, path, .string("")) }
        if let path = envelope.details?.value { Self.set(&body, path, .object([])) }
        if let path = envelope.requestID?.value {
            let number = answered.withLock { count in
                count += 1
                return count
            }
            Self.set(&body, path, .string("mock-\(values.number("request-id") % 100_000)-\(number)"))
        }
        if let type = entry?.problemType?.value { Self.set(&body, ["type"], .string(type)) }
        var sent: [String: JSONValue] = [:]
        for field in entry?.fields ?? [] {
            let name = field.name.value
            let value: JSONValue
            if let given = fields[name] {
                value = given
            } else if case .header(let header) = field.source, header.lowercased() == "retry-after" {
                // One second: a made-up wait as long as any other number would stall a test run.
                value = .number("1")
            } else if field.type.value.isOptional, !makesUpOptionalFields {
                continue
            } else if field.type.value.isOptional, field.type.value.nonOptional == .primitive(.date) {
                // A made-up date would pause a client until then (a maintenance end): left out unless given.
                continue
            } else {
                value = values.value(
                    of: field.type.value.nonOptional, at: "\(entry?.code.value.description ?? "").\(name)")
            }
            sent[name] = value
            switch field.source {
            case .details(let path): Self.set(&body, (envelope.details?.value ?? []) + path, value)
            case .body(let path): Self.set(&body, path, value)
            case .header(let header): headers.append((header, Self.headerText(value)))
            }
        }
        if let path = envelope.message?.value { Self.set(&body, path, .string(message(sent))) }
        return .json(status, body, headers: headers)
    }

    private static func headerText(_ value: JSONValue) -> String {
        switch value {
        case .string(let text), .number(let text): text
        default: value.text
        }
    }

    /// Puts `value` at a key path, making objects (and lists, for a part of digits: `errors.0.code`) on the way.
    package static func set(_ root: inout JSONValue, _ path: [String], _ value: JSONValue) {
        guard let key = path.first else {
            root = value
            return
        }
        let rest = Array(path.dropFirst())
        if let index = Int(key), index >= 0, index < 1000 {
            var items: [JSONValue] = if case .array(let existing) = root { existing } else { [] }
            while items.count <= index { items.append(.object([])) }
            set(&items[index], rest, value)
            root = .array(items)
            return
        }
        var members: [JSONValue.Member] = if case .object(let existing) = root { existing } else { [] }
        if let position = members.firstIndex(where: { $0.key == key }) {
            set(&members[position].value, rest, value)
        } else {
            var child = JSONValue.object([])
            set(&child, rest, value)
            members.append(.init(key, child))
        }
        root = .object(members)
    }
}
