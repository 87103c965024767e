/// Placeholder until this file's translation lands.
struct ClientTranslator {
    let spec: Spec
    let names: NameTable

    func file() -> SwiftFile {
        SwiftFile(name: OutputFileSet.client, imports: ["ErrgenRuntime"], declarations: [])
    }
}
