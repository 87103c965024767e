/// Placeholder until this file's translation lands.
struct ErrorCodeTranslator {
    let spec: Spec
    let names: NameTable

    func file() -> SwiftFile {
        SwiftFile(name: OutputFileSet.errorCodes, imports: ["ErrgenRuntime"], declarations: [])
    }
}
