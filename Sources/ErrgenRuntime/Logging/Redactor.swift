import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Takes secrets out of what is logged or dumped (see ``Redaction`` for the rules): credential
/// headers, every query value, and the secret body fields, at any depth of the JSON, or in a
/// form body. Names are matched without regard to case.
struct Redactor: Sendable {
    static let placeholder = "<redacted>"

    /// Secret body field names, lowercased.
    let secretFields: Set<String>
    /// Secret header names beyond ``Redaction/hidesByDefault(header:)``, lowercased.
    let secretHeaders: Set<String>

    /// - Parameters:
    ///   - secretFields: the router's secret body fields.
    ///   - secretHeaders: the router's secret headers.
    ///   - redaction: the app's own additions.
    init(secretFields: Set<String> = [], secretHeaders: Set<String> = [], redaction: Redaction = Redaction()) {
        self.secretFields = Set(secretFields.union(redaction.fields).map { $0.lowercased() })
        self.secretHeaders = Set(secretHeaders.union(redaction.headers).map { $0.lowercased() })
    }

    func isSecretHeader(_ name: String) -> Bool {
        Redaction.hidesByDefault(header: name) || secretHeaders.contains(name.lowercased())
    }

    func isSecretField(_ name: String) -> Bool {
        !secretFields.isEmpty && secretFields.contains(name.lowercased())
    }

    func headers(_ headers: [String: String]) -> [LoggedHeader] {
        headers.sorted { $0.key.lowercased() < $1.key.lowercased() }.map { name, value in
            LoggedHeader(name: name, value: isSecretHeader(name) ? Self.placeholder : value)
        }
    }

    /// The URL with every query value replaced.
    func url(_ url: URL?) -> String {
        Self.redactingQueries(in: url?.absoluteString ?? "")
    }

    /// The body as text with every secret field's value replaced, its members in the
    /// order the server or app wrote them; with no secrets, the body as it is, read in its
    /// `Content-Type`'s charset (``BodyText``).
    ///
    /// A body that is not JSON cannot be searched for fields, so when there are secrets
    /// to hide it is left out altogether rather than risk logging one. The body is
    /// parsed, walked and written once each, so the work grows with its size alone.
    func body(_ data: Data?, contentType: String? = nil) -> String? {
        guard let data, !data.isEmpty else { return nil }
        guard !secretFields.isEmpty else { return BodyText.of(data, contentType: contentType) }
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
            return isSecretField(name) ? String(parts[0]) + "=" + Self.placeholder : String(pair)
        }.joined(separator: "&")
    }

    private func redact(_ value: JSONValue) -> JSONValue {
        switch value {
        case .object(let members):
            return .object(
                members.map { member in
                    JSONMember(
                        key: member.key,
                        value: isSecretField(member.key) ? .string(Self.placeholder) : redact(member.value))
                })
        case .array(let elements):
            return .array(elements.map(redact))
        default:
            return value
        }
    }

    /// `text` with the value of every query item of every URL in it replaced: `name=<redacted>`.
    ///
    /// A URL is `scheme://` up to the next space or quote; its query runs from `?` to
    /// its `#`. An item without `=` is a name, and is kept.
    static func redactingQueries(in text: String) -> String {
        guard text.contains("://"), text.contains("?") else { return text }
        var result = ""
        var rest = text[...]
        while let scheme = rest.range(of: "://") {
            let urlEnd = rest[scheme.upperBound...].firstIndex(where: endsURL) ?? rest.endIndex
            guard let question = rest[scheme.upperBound..<urlEnd].firstIndex(of: "?") else {
                result += rest[..<urlEnd]
                rest = rest[urlEnd...]
                continue
            }
            result += rest[...question]
            let queryEnd = rest[question..<urlEnd].firstIndex(of: "#") ?? urlEnd
            let query = rest[rest.index(after: question)..<queryEnd]
            result += query.split(separator: "&", omittingEmptySubsequences: false).map { item in
                guard let equals = item.firstIndex(of: "=") else { return String(item) }
                return item[...equals] + placeholder
            }.joined(separator: "&")
            rest = rest[queryEnd...]
        }
        return result + rest
    }

    private static func endsURL(_ character: Character) -> Bool {
        character.isWhitespace || character == "\"" || character == "'" || character == "<" || character == ">"
    }
}
