/// Placeholder until this file's translation lands.
struct ErrorTranslator {
    let spec: Spec
    let names: NameTable

    func file() -> SwiftFile {
        SwiftFile(name: OutputFileSet.errors, imports: ["ErrgenRuntime"], declarations: [])
    }
}
