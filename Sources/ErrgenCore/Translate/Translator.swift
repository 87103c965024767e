/// The Translate stage: a checked spec -> one `TranslatedFile` per output file.
public struct Translator {
    let context: TranslationContext

    /// - Parameter sourceRoot: the spec folder as the user gave it, with a trailing `/`;
    ///   stripped from spec locations so doc comments are the same on every machine.
    public init(_ checked: CheckedSpec, sourceRoot: String = "") {
        context = TranslationContext(checked, sourceRoot: sourceRoot)
    }

    /// Every output file, in the order they are written; the string catalog last, when asked for.
    public func files(includeStringCatalog: Bool = true) -> [TranslatedFile] {
        var files = swiftFiles().map(TranslatedFile.swift)
        if includeStringCatalog { files.append(StringCatalogTranslator(context: context).file()) }
        return files
    }

    func swiftFiles() -> [SwiftFile] {
        [
            ErrorCodeTranslator(context: context).file(),
            ErrorTranslator(context: context).file(),
            ErrorMessagesTranslator(context: context).file(),
            RetryPolicyTranslator(context: context).file(),
            ModelTranslator(context: context).file(),
            RouterTranslator(context: context).file(),
            ClientTranslator(context: context).file(),
            ServerTranslator(context: context).file(),
        ]
    }
}

/// A translator of one output file: it reads the shared context, and the spec and names through it.
protocol FileTranslator {
    var context: TranslationContext { get }
}

extension FileTranslator {
    var spec: Spec { context.spec }
    var names: GeneratedNames { context.names }
}
