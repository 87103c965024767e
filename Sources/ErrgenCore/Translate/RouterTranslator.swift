/// Placeholder until this file's translation lands.
struct RouterTranslator {
    let spec: Spec
    let names: NameTable

    func file() -> SwiftFile {
        SwiftFile(name: OutputFileSet.routers, imports: ["ErrgenRuntime"], declarations: [])
    }
}
