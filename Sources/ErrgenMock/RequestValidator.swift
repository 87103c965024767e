import ErrgenCore
import ErrgenVocabulary
import Foundation

/// Checks a request against its endpoint: path and query parameters, required headers, the
/// body's shape. Authentication is the session's (`SessionStore`).
package struct RequestValidator: Sendable {
    /// What is wrong, for the catalog's validation entry.
    package struct Violation: Sendable, Equatable {
        /// The parameter, header or body property (`query.page`, `body.amount`).
        package var field: String
        package var message: String

        /// The name the server's error shows: a body property by its path in the body
        /// (`amount`, `items.0.sku`), a parameter or header by its own name, `body` for the body.
        package var name: String {
            guard let dot = field.firstIndex(of: ".") else { return field }
            return String(field[field.index(after: dot)...])
        }
    }

    package let api: MockAPI

    package init(api: MockAPI) {
        self.api = api
    }

    /// Every mistake in the request, in the order path, query, headers, body.
    package func violations(
        _ request: MockRequest, endpoint: MockAPI.Endpoint, pathParameters: [String: String]
    ) -> [Violation] {
        let spec = endpoint.spec
        var found: [Violation] = []
        for parameter in spec.pathParams {
            let name = parameter.wireName.value
            if let value = pathParameters[name], !accepts(value, parameter.type.value) {
                found.append(Violation(field: "path.\(name)", message: "'\(value)' is not \(parameter.type.value)"))
            }
        }
        for parameter in spec.query {
            let name = parameter.wireName.value
            let type = parameter.type.value
            // An object in form style sends its properties under their own names: not checked here.
            if case .model(let model) = type.nonOptional, api.enumeration(model) == nil, parameter.style == nil {
                continue
            }
            let values = request.query.filter { $0.name == name || $0.name.hasPrefix(name + "[") }.map(\.value)
            if values.isEmpty {
                if !type.isOptional { found.append(Violation(field: "query.\(name)", message: "is required")) }
                continue
            }
            // `encoding: json` sends the value's JSON text, which any text may be: only its presence is checked.
            if parameter.encoding != nil { continue }
            var element = type.nonOptional
            if case .array(let inner) = element { element = inner }
            if case .dictionary(let inner) = element { element = inner }
            let parts = Self.splitting(values, parameter)
            if let bad = parts.first(where: { !accepts($0, element) }) {
                found.append(Violation(field: "query.\(name)", message: "'\(bad)' is not \(element)"))
            }
        }
        for header in spec.headers where !header.type.value.isOptional {
            if request.header(header.wireName.value) == nil {
                found.append(Violation(field: "header.\(header.wireName.value)", message: "is required"))
            }
        }
        if let body = spec.body?.value {
            found += bodyViolations(request, type: body, encoding: spec.bodyEncoding?.value, spec.formEncoding)
        }
        return found
    }

    /// A query list's values: each item's value split by its style's delimiter when it is joined.
    static func splitting(_ values: [String], _ parameter: ParameterSpec) -> [String] {
        let style = parameter.style?.value ?? .form
        guard !(parameter.explode?.value ?? style.explodesByDefault) else { return values }
        let delimiter: Character =
            switch style {
            case .spaceDelimited: " "
            case .pipeDelimited: "|"
            case .form, .deepObject: ","
            }
        return values.flatMap { $0.split(separator: delimiter).map(String.init) }
    }

    private func bodyViolations(
        _ request: MockRequest, type: TypeRef, encoding: BodyEncoding?, _ formEncoding: [FormFieldEncoding]
    ) -> [Violation] {
        if request.body.isEmpty {
            return type.isOptional ? [] : [Violation(field: "body", message: "is required")]
        }
        switch encoding {
        case .binary?, .text?:
            // Bytes and text are the app's own: any is accepted.
            return []
        case .multipart?:
            return multipartViolations(request, type: type)
        case .json?, .form?, nil:
            break
        }
        if encoding == .form {
            guard case .model(let name) = type.nonOptional, let model = api.model(name) else { return [] }
            return FormBodyFields(request.body).missing(model.properties.filter { isRequired($0) }, formEncoding).map {
                Violation(field: "body.\($0.wireName.value)", message: "is required")
            }
        }
        guard let json = JSONValue.parse(request.body) else {
            return [Violation(field: "body", message: "is not JSON")]
        }
        var found: [Violation] = []
        check(json, type, at: "body", depth: 0, into: &found)
        return found
    }

    /// A multipart body names its boundary, is delimited by it, and has a part for each required property.
    private func multipartViolations(_ request: MockRequest, type: TypeRef) -> [Violation] {
        switch MultipartParts.names(in: request.body, contentType: request.header("Content-Type")) {
        case .failure(let problem):
            return [Violation(field: "body", message: problem.message)]
        case .success(let names):
            guard case .model(let name) = type.nonOptional, let model = api.model(name) else { return [] }
            return model.properties.filter { isRequired($0) && !names.contains($0.wireName.value) }.map {
                Violation(field: "body.\($0.wireName.value)", message: "is required")
            }
        }
    }

    /// Which way a body travels: a model's `read_only` properties are only in responses, its
    /// `write_only` ones only in requests.
    package enum Direction: Sendable {
        case request, response

        /// The access of the properties a body going this way leaves out.
        var leftOut: PropertyAccess { self == .request ? .readOnly : .writeOnly }
    }

    /// Every mistake in a response `body` for the endpoint's response `type`: what
    /// `errgen mock --proxy` finds in a real server's answer.
    package func responseViolations(_ body: JSONValue, type: TypeRef) -> [Violation] {
        var found: [Violation] = []
        check(body, type, at: "body", depth: 0, direction: .response, into: &found)
        return found
    }

    private func isRequired(_ property: ModelSpec.Property, direction: Direction = .request) -> Bool {
        property.access != direction.leftOut && !property.type.value.isOptional && property.defaultValue == nil
    }

    private func check(
        _ value: JSONValue, _ type: TypeRef, at place: String, depth: Int, direction: Direction = .request,
        into found: inout [Violation]
    ) {
        // Deeper than any spec type goes: what is there is not checked further.
        guard depth < 64, found.count < 20 else { return }
        func mismatch() { found.append(Violation(field: place, message: "must be \(type)")) }
        switch type {
        case .optional(let wrapped):
            if value != .null { check(value, wrapped, at: place, depth: depth, direction: direction, into: &found) }
        case .json:
            break
        case .array(let element):
            guard case .array(let items) = value else { return mismatch() }
            for (index, item) in items.prefix(1000).enumerated() {
                check(item, element, at: "\(place).\(index)", depth: depth + 1, direction: direction, into: &found)
            }
        case .dictionary(let element):
            guard case .object(let members) = value else { return mismatch() }
            for member in members.prefix(1000) {
                check(
                    member.value, element, at: "\(place).\(member.key)", depth: depth + 1, direction: direction,
                    into: &found)
            }
        case .primitive(let primitive):
            switch (primitive, value) {
            case (.bool, .boolean), (.double, .number), (.float, .number), (.decimal, .number):
                break
            case (.decimal, .string(let text)):
                if !accepts(text, type) { mismatch() }
            case (.int, .number(let text)), (.int32, .number(let text)), (.int64, .number(let text)):
                if !Self.isInteger(text) { mismatch() }
            case (.date, .number):
                break
            case (_, .string(let text)) where primitive != .bool && !Self.isNumeric(primitive):
                if !accepts(text, .primitive(primitive)) { mismatch() }
            default:
                mismatch()
            }
        case .model(let name):
            if let model = api.model(name) {
                guard case .object = value else { return mismatch() }
                for property in model.properties where property.access != direction.leftOut {
                    let key = property.wireName.value
                    guard let member = value[key] else {
                        if isRequired(property, direction: direction) {
                            found.append(Violation(field: "\(place).\(key)", message: "is required"))
                        }
                        continue
                    }
                    check(
                        member, property.type.value, at: "\(place).\(key)", depth: depth + 1, direction: direction,
                        into: &found)
                }
            } else if api.enumeration(name) != nil {
                switch value {
                case .string, .number: break  // an open enum takes values the spec does not list
                default: mismatch()
                }
            }
        // A union is checked no further: any of its members' shapes will do.
        }
    }

    /// A number an integer property takes, as Foundation's `JSONDecoder` does: `12`, and also
    /// `12.0` and `1e2`, whose value is a whole number in `Int64`'s range.
    private static func isInteger(_ text: String) -> Bool {
        if Int64(text) != nil { return true }
        guard let value = Double(text) else { return false }
        return value == value.rounded() && value >= -0x1p63 && value < 0x1p63
    }

    private static func isNumeric(_ primitive: PrimitiveType) -> Bool {
        [.int, .int32, .int64, .double, .float].contains(primitive)
    }

    /// Whether a parameter's text reads as `type`.
    package func accepts(_ text: String, _ type: TypeRef) -> Bool {
        switch type.nonOptional {
        case .primitive(let primitive):
            switch primitive {
            case .string, .data, .file: return true
            case .int, .int64: return Int64(text) != nil
            case .int32: return Int32(text) != nil
            case .double, .float: return Double(text) != nil
            case .decimal: return Decimal(string: text) != nil && text.contains(where: \.isNumber)
            case .bool: return text == "true" || text == "false"
            case .uuid: return UUID(uuidString: text) != nil
            case .url: return URL(string: text) != nil
            case .date:
                return ISO8601DateFormatter().date(from: text) != nil || Double(text) != nil
                    || Self.fractionalDate(text) != nil
            }
        case .model(let name):
            if let enumeration = api.enumeration(name), enumeration.rawType != .string { return Int(text) != nil }
            return true
        default:
            return true
        }
    }

    private static func fractionalDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }
}
