/// Placeholder until this file's translation lands.
struct ErrorMessagesTranslator {
    let spec: Spec
    let names: NameTable

    func file() -> SwiftFile {
        SwiftFile(name: OutputFileSet.errorMessages, imports: ["ErrgenRuntime"], declarations: [])
    }
}
