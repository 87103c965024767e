/// Placeholder until this file's translation lands.
struct ServerTranslator {
    let spec: Spec
    let names: NameTable

    func file() -> SwiftFile {
        SwiftFile(name: OutputFileSet.servers, imports: ["ErrgenRuntime"], declarations: [])
    }
}
