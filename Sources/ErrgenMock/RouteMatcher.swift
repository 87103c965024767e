import ErrgenCore
import Foundation

/// Finds the endpoint a request is for, by method and path template.
package struct RouteMatcher: Sendable {
    package enum Match: Sendable, Equatable {
        /// `endpoints[endpoint]`, with its path parameters as sent (percent-decoded).
        case endpoint(Int, parameters: [String: String])
        /// A path some endpoint serves, but not with this method.
        case methodNotAllowed(allowed: [String])
        case notFound
    }

    private let templates: [(method: String, parts: [PathTemplate.Part])]

    package init(api: MockAPI) {
        templates = api.endpoints.map { endpoint in
            (
                endpoint.spec.method.rawValue,
                endpoint.spec.pathTemplate?.parts ?? [.literal(endpoint.spec.path.value)]
            )
        }
    }

    /// The endpoint for `path` (without the server's base path and query). Of several
    /// templates that match, the one with the most literal text wins (`/movie/popular`
    /// over `/movie/{movie_id}`).
    package func match(method: String, path: String) -> Match {
        var best: (index: Int, parameters: [String: String], literal: Int)?
        var allowed: [String] = []
        let path = Substring(path)
        for (index, template) in templates.enumerated() {
            guard let parameters = Self.match(template.parts[...], path) else { continue }
            guard template.method == method.uppercased() else {
                if !allowed.contains(template.method) { allowed.append(template.method) }
                continue
            }
            let literal = template.parts.reduce(0) { count, part in
                if case .literal(let text) = part { count + text.count } else { count }
            }
            if best == nil || literal > best!.literal { best = (index, parameters, literal) }
        }
        if let best { return .endpoint(best.index, parameters: best.parameters) }
        return allowed.isEmpty ? .notFound : .methodNotAllowed(allowed: allowed)
    }

    /// The parameters when `parts` spell `path` exactly; a parameter takes one non-empty segment.
    private static func match(_ parts: ArraySlice<PathTemplate.Part>, _ path: Substring) -> [String: String]? {
        guard let first = parts.first else { return path.isEmpty || path == "/" ? [:] : nil }
        switch first {
        case .literal(let text):
            guard path.hasPrefix(text) else { return nil }
            return match(parts.dropFirst(), path.dropFirst(text.count))
        case .parameter(let name):
            // Within one segment: `{name}.json` ends the parameter where the literal matches.
            let segmentEnd = path.firstIndex(of: "/") ?? path.endIndex
            var end = path.startIndex
            while end < segmentEnd {
                end = path.index(after: end)
                guard var rest = match(parts.dropFirst(), path[end...]) else { continue }
                let segment = String(path[..<end])
                rest[name] = segment.removingPercentEncoding ?? segment
                return rest
            }
            return nil
        }
    }
}
