import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Takes secrets out of what is logged: credential headers always, and the body
/// fields a router names in `secretFields`, at any depth of the JSON, or in a form body.
struct Redactor: Sendable {
    static let placeholder = "<redacted>"

    /// Headers whose values are credentials whatever the endpoint.
    static let secretHeaders: Set<String> = ["authorization", "proxy-authorization", "cookie", "set-cookie"]

    /// The router's secret body fields.
    let secretFields: Set<String>

    func headers(_ headers: [String: String]) -> [LoggedHeader] {
        headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { name, value in
            LoggedHeader(name: name, value: Self.secretHeaders.contains(name.lowercased()) ? Self.placeholder : value)
        }
    }

    /// The body as text with every secret field's value replaced, its members in the
    /// order the server or app wrote them.
    ///
    /// A body that is not JSON cannot be searched for fields, so when the router
    /// has secrets it is left out altogether rather than risk logging one. The body is
    /// parsed, walked and written once each, so the work grows with its size alone.
    func body(_ data: Data?) -> String? {
        guard let data, !data.isEmpty else { return nil }
        guard !secretFields.isEmpty else { return String(decoding: data, as: UTF8.self) }
        guard let json = JSONValue.parse(data) else { return "<\(data.count) bytes, not JSON, withheld>" }
        return redact(json).jsonText
    }

    /// A form body (`application/x-www-form-urlencoded`) with every secret field's value replaced.
    func formBody(_ data: Data?) -> String? {
        guard let data, !data.isEmpty else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard !secretFields.isEmpty else { return text }
        return text.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name =
                String(parts[0]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(parts[0])
            return secretFields.contains(name) ? String(parts[0]) + "=" + Self.placeholder : String(pair)
        }.joined(separator: "&")
    }

    private func redact(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(
                members.map { member in
                    JSONMember(
                        key: member.key,
                        value: secretFields.contains(member.key) ? .string(Self.placeholder) : redact(member.value))
                })
        case .array(let elements):
            return .array(elements.map(redact))
        default:
            return value
        }
    }
}
