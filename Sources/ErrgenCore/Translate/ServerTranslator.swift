/// Servers.swift: `<Name>Server`, a base URL: one static member per server of the
/// spec's `servers`, or any URL through `init(url:)`.
struct ServerTranslator: FileTranslator {
    let context: TranslationContext

    func file() -> SwiftFile {
        var members: [Declaration] = [
            .storedProperty(
                ["The base URL; endpoint paths are appended to it."], context.access, isMutable: true, "url",
                type: names.standard(.url)),
            .initializer(
                ["Any base URL, such as a staging host or a local test server."], context.access,
                [Parameter("url", names.standard(.url))], ["self.url = url"]),
        ]
        members += zip(spec.servers, names.serverNames).map { server, name in
            .storedProperty(
                ["`\(server.url.value)`", "", "Spec: \(context.origin(server.name.location))"], context.access,
                isStatic: true,
                SwiftIdentifiers.escaped(name ?? "unnamed"),
                // The checks accept only http(s) URLs with a host, which `URL(string:)` reads.
                value: .call(
                    FunctionCall(
                        names.serverType,
                        [.init("url", "\(names.standard(.url))(string: \(SwiftLiteral.string(server.url.value)))!")])))
        }
        var doc = ["A base URL of the \(names.module) API: one of the spec's `servers`, or any URL."]
        if let first = spec.servers.first {
            doc += ["", "Spec: \(context.origin(first.name.location))"]
        }
        let type = TypeDeclaration(
            doc: doc, access: context.access, kind: .struct, name: names.serverType,
            conformances: [names.standard(.hashable), names.standard(.sendable)], members: members)
        return SwiftFile(name: OutputFileSet.servers, imports: ["Foundation"], declarations: [.type(type)])
    }
}
