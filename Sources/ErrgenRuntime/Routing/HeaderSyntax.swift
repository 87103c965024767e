import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a request may carry as a header, checked before anything is sent.
///
/// Foundation does not refuse a bad header: it drops a value with a line break without a
/// word, strips other control characters on the wire, and sends a name with a space or a
/// colon as it is (`X-A:` goes out as `X-A:: value`). So the runtime checks every name and
/// value it sets and fails the call instead (RFC 9110 §5.1 and §5.5).
enum HeaderSyntax {
    /// Throws ``InvalidHeaderName`` or ``InvalidHeaderValue`` unless `name: value` can be sent as it is.
    static func check(name: String, value: String) throws {
        guard isToken(name) else { throw InvalidHeaderName(name: name) }
        guard isFieldValue(value) else { throw InvalidHeaderValue(name: name) }
    }

    /// Checks every header of `request`, as a middleware left it.
    static func check(_ request: URLRequest) throws {
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            try check(name: name, value: value)
        }
    }

    /// RFC 9110's `token`: one or more of ASCII letters, digits and ``!#$%&'*+-.^_`|~``.
    static func isToken(_ name: String) -> Bool {
        !name.utf8.isEmpty && name.utf8.allSatisfy { tokenBytes.contains($0) }
    }

    /// A field value without control characters: horizontal tab, space, visible ASCII and
    /// any non-ASCII text (sent as UTF-8) pass; CR, LF, NUL, the other C0 controls and DEL do not.
    static func isFieldValue(_ value: String) -> Bool {
        value.utf8.allSatisfy { $0 == 0x09 || ($0 >= 0x20 && $0 != 0x7F) }
    }

    private static let tokenBytes = Set(
        "!#$%&'*+-.^_`|~0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
}

/// Dot segments, which a transport or a proxy on the way resolves before the server sees the path.
enum PathSyntax {
    /// The first segment of `path` that is `.` or `..`, also percent-encoded (`%2E%2E`), which
    /// RFC 3986 §6.2.2 lets any normalizer decode and resolve; `nil` when there is none.
    static func dotSegment(in path: String) -> String? {
        for segment in path.split(separator: "/", omittingEmptySubsequences: false) {
            guard !segment.isEmpty, segment.utf8.count <= 6 else { continue }
            let decoded = segment.replacingOccurrences(of: "%2E", with: ".", options: .caseInsensitive)
            if decoded == "." || decoded == ".." { return decoded }
        }
        return nil
    }
}
