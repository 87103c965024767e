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

    /// The body as text with every secret field's value replaced.
    ///
    /// A body that is not JSON cannot be searched for fields, so when the router
    /// has secrets it is left out altogether rather than risk logging one.
    func body(_ data: Data?) -> String? {
        guard let data, !data.isEmpty else { return nil }
        guard !secretFields.isEmpty else { return String(decoding: data, as: UTF8.self) }
        guard let json = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let redacted = try? JSONSerialization.data(
                withJSONObject: redact(json), options: [.fragmentsAllowed, .sortedKeys])
        else { return "<\(data.count) bytes, not JSON, withheld>" }
        return String(decoding: redacted, as: UTF8.self)
    }

    /// A form body (`application/x-www-form-urlencoded`) with every secret field's value replaced.
    func formBody(_ data: Data?) -> String? {
        guard let data, !data.isEmpty else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard !secretFields.isEmpty else { return text }
        return text.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(parts[0])
            return secretFields.contains(name) ? String(parts[0]) + "=" + Self.placeholder : String(pair)
        }.joined(separator: "&")
    }

    private func redact(_ value: Any) -> Any {
        switch value {
        case let object as [String: Any]:
            var result: [String: Any] = [:]
            for (key, member) in object {
                result[key] = secretFields.contains(key) ? Self.placeholder : redact(member)
            }
            return result
        case let array as [Any]:
            return array.map(redact)
        default:
            return value
        }
    }
}
