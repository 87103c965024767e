/// Placeholder until this file's translation lands.
struct RetryPolicyTranslator {
    let spec: Spec
    let names: NameTable

    func file() -> SwiftFile {
        SwiftFile(name: OutputFileSet.retryPolicies, imports: ["ErrgenRuntime"], declarations: [])
    }
}
