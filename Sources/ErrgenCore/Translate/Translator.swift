/// The Translate stage: a checked spec -> one `TranslatedFile` per output file.
public struct Translator {
    let context: TranslationContext

    /// - Parameter sourceRoot: the spec folder as the user gave it, with a trailing `/`;
    ///   stripped from spec locations so doc comments are the same on every machine.
    public init(_ checked: CheckedSpec, sourceRoot: String = "") {
        context = TranslationContext(checked, sourceRoot: sourceRoot)
    }

    /// Every output file, in the order they are written, the string catalog last when asked
    /// for. Lazy: each file is translated when the sequence reaches it, so a caller that
    /// renders as it goes holds one file's declarations at a time, not all of them.
    public func files(includeStringCatalog: Bool = true) -> some Sequence<TranslatedFile> {
        let context = self.context
        var translations: [() -> TranslatedFile] = [
            { .swift(ErrorCodeTranslator(context: context).file()) },
            { .swift(ErrorTranslator(context: context).file()) },
            { .swift(ErrorMessagesTranslator(context: context).file()) },
            { .swift(RetryPolicyTranslator(context: context).file()) },
            { .swift(ModelTranslator(context: context).file()) },
            { .swift(RouterTranslator(context: context).file()) },
            { .swift(ClientTranslator(context: context).file()) },
            { .swift(ServerTranslator(context: context).file()) },
        ]
        if includeStringCatalog { translations.append { StringCatalogTranslator(context: context).file() } }
        return translations.lazy.map { $0() }
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
