import Foundation

/// A URL's origin (RFC 6454): scheme, host and port, the unit that credentials belong to.
///
/// Two URLs are of one origin when all three are equal, the scheme and host compared
/// without regard to case and a missing port read as the scheme's default (80 for
/// `http`, 443 for `https`). So `127.0.0.1` and `localhost` are two origins, as are
/// two ports of one host and `http` and `https` on one host.
struct URLOrigin: Hashable, Sendable, CustomStringConvertible {
    let scheme: String
    let host: String
    let port: Int?

    init?(_ url: URL?) {
        guard let url, let scheme = url.scheme?.lowercased(), let host = url.host?.lowercased() else { return nil }
        self.scheme = scheme
        self.host = host
        self.port = url.port ?? Self.defaultPort(scheme)
    }

    /// Whether `a` and `b` have one origin; a URL without a host has none, and matches nothing.
    static func same(_ a: URL?, _ b: URL?) -> Bool {
        guard let a = URLOrigin(a), let b = URLOrigin(b) else { return false }
        return a == b
    }

    var description: String {
        let shownHost = host.contains(":") ? "[\(host)]" : host
        guard let port, port != Self.defaultPort(scheme) else { return "\(scheme)://\(shownHost)" }
        return "\(scheme)://\(shownHost):\(port)"
    }

    private static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http": 80
        case "https": 443
        default: nil
        }
    }
}

extension URL {
    /// The URL as logs and reports show it: origin and path, without user, query or fragment,
    /// which may hold secrets (a signed download link's signature, say).
    var withoutQuery: String {
        guard var components = URLComponents(url: self, resolvingAgainstBaseURL: true) else { return "" }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        return components.string ?? ""
    }
}
