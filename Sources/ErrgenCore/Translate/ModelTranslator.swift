/// Placeholder until this file's translation lands.
struct ModelTranslator {
    let spec: Spec
    let names: NameTable

    func file() -> SwiftFile {
        SwiftFile(name: OutputFileSet.models, imports: ["ErrgenRuntime"], declarations: [])
    }
}
