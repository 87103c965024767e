#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `servers`: each URL with its variables' defaults filled in, named from its description.
extension OpenAPIImporter {
    mutating func servers(_ root: YAMLNode) -> [ServerSpec] {
        var result: [ServerSpec] = []
        var names = Set<String>()
        for server in root[.servers]?.sequence ?? [] {
            guard let urlNode = server[.url], var url = urlNode.scalar?.value, !url.isEmpty else {
                continue
            }
            for variable in server[.variables]?.mapping ?? [] {
                for item in variable.value[.enum]?.sequence ?? [] where item.scalar?.isPlain == true {
                    if let text = item.scalar?.value, ScalarSyntax.integer(text) != nil {
                        tolerate(
                            "a server variable's 'enum' lists strings; read the integer \(text) as \"\(text)\"",
                            at: item.location)
                    }
                }
                guard let value = variable.value.text(.default) else {
                    tolerate(
                        "server variable '\(variable.key.value)' has no 'default'; the server is left out",
                        at: variable.keyLocation)
                    url = ""
                    break
                }
                url = url.replacing("{\(variable.key.value)}", with: value)
            }
            // A relative URL (`/api/v3`) is relative to where the document is served, which errgen cannot know.
            guard url.hasPrefix("http://") || url.hasPrefix("https://") else { continue }
            let described = server.text(.description).flatMap { SwiftIdentifiers.lowerCamel($0) }
            let base = described.flatMap { $0.count <= 30 ? $0 : nil } ?? (result.isEmpty ? "production" : "server")
            let name = OpenAPINames.unique(base, in: names)
            names.insert(name)
            result.append(ServerSpec(name: Located(name, at: server.location), url: Located(url, at: urlNode.location)))
        }
        return result
    }
}
