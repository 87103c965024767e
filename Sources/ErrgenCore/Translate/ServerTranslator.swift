/// Servers.swift: `<Name>Server`, a base URL: one static member per server of the
/// spec's `servers`, or any URL through `init(url:)`.
struct ServerTranslator: FileTranslator {
    let context: TranslationContext

    func file() -> SwiftFile {
        var members: [Declaration] = [
            .member(Member(doc: ["The base URL; endpoint paths are appended to it."], signature: "\(context.access)var url: URL", body: nil)),
            .member(
                Member(
                    doc: ["Any base URL, such as a staging host or a local test server."], signature: "\(context.access)init(url: URL)",
                    body: ["self.url = url"])),
        ]
        members += zip(spec.servers, names.serverNames).map { server, name in
            .member(
                Member(
                    doc: ["`\(server.url.value)`", "", "Spec: \(context.origin(server.name.location))"],
                    // The checks accept only http(s) URLs with a host, which `URL(string:)` reads.
                    signature: "\(context.access)static let \(SwiftIdentifiers.escaped(name ?? "unnamed")) = \(names.serverType)(url: URL(string: \(SwiftLiteral.string(server.url.value)))!)",
                    body: nil))
        }
        var doc = ["A base URL of the \(names.module) API: one of the spec's `servers`, or any URL."]
        if let first = spec.servers.first {
            doc += ["", "Spec: \(context.origin(first.name.location))"]
        }
        let type = TypeDeclaration(
            doc: doc, access: context.typeAccess, kind: .struct, name: names.serverType, conformances: ["Hashable", "Sendable"], members: members)
        return SwiftFile(name: OutputFileSet.servers, imports: ["Foundation"], declarations: [.type(type)])
    }
}
