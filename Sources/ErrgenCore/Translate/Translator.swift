/// The Translate stage: a checked spec -> one `SwiftFile` per output file.
public struct Translator {
    let spec: Spec
    let names: NameTable

    /// - Parameter sourceRoot: the spec folder as the user gave it, with a trailing `/`;
    ///   stripped from spec locations so doc comments are the same on every machine.
    public init(spec: Spec, sourceRoot: String = "") {
        self.spec = spec
        self.names = NameTable(spec: spec, sourceRoot: sourceRoot)
    }

    /// Every output file, in the order they are written; the string catalog last, when asked for.
    public func files(includeStringCatalog: Bool = true) -> [TranslatedFile] {
        var files = swiftFiles().map(TranslatedFile.swift)
        if includeStringCatalog { files.append(StringCatalogTranslator(spec: spec, names: names).file()) }
        return files
    }

    func swiftFiles() -> [SwiftFile] {
        [
            ErrorCodeTranslator(spec: spec, names: names).file(),
            ErrorTranslator(spec: spec, names: names).file(),
            ErrorMessagesTranslator(spec: spec, names: names).file(),
            RetryPolicyTranslator(spec: spec, names: names).file(),
            ModelTranslator(spec: spec, names: names).file(),
            RouterTranslator(spec: spec, names: names).file(),
            ClientTranslator(spec: spec, names: names).file(),
            ServerTranslator(spec: spec, names: names).file(),
        ]
    }
}
