/// The Translate stage: a checked spec -> one `TranslatedFile` per output file.
public struct Translator {
    let context: TranslationContext

    /// - Parameter sourceRoot: the spec folder as the user gave it, with a trailing `/`;
    ///   stripped from spec locations so doc comments are the same on every machine.
    public init(_ checked: CheckedSpec, sourceRoot: String = "") {
        context = TranslationContext(checked, sourceRoot: sourceRoot)
    }

    /// Every output file, in the order they are written, the string catalog last when asked
    /// for, each translated only when asked: a caller that renders as it goes holds the
    /// declarations of the files it is working on, not all of them, and may work on several at once.
    public func files(includeStringCatalog: Bool = true) -> [PendingTranslation] {
        let context = self.context
        var files = [
            PendingTranslation(name: OutputFileSet.errorCodes, growsWithCatalog: true) { .swift(ErrorCodeTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.errors, growsWithCatalog: true) { .swift(ErrorTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.errorMessages, growsWithCatalog: true) { .swift(ErrorMessagesTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.retryPolicies, growsWithCatalog: false) { .swift(RetryPolicyTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.models, growsWithCatalog: false) { .swift(ModelTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.routers, growsWithCatalog: false) { .swift(RouterTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.client, growsWithCatalog: false) { .swift(ClientTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.servers, growsWithCatalog: false) { .swift(ServerTranslator(context: context).file()) },
        ]
        if includeStringCatalog {
            files.append(PendingTranslation(name: OutputFileSet.strings, growsWithCatalog: true) { StringCatalogTranslator(context: context).file() })
        }
        return files
    }
}

/// One output file, translated when `translate()` is called.
public struct PendingTranslation: Sendable {
    public let name: String
    /// One declaration (or more) per catalog entry: the large files of a large catalog.
    public let growsWithCatalog: Bool
    private let make: @Sendable () -> TranslatedFile

    init(name: String, growsWithCatalog: Bool, _ make: @escaping @Sendable () -> TranslatedFile) {
        self.name = name
        self.growsWithCatalog = growsWithCatalog
        self.make = make
    }

    public func translate() -> TranslatedFile { make() }
}

/// A translator of one output file: it reads the shared context, and the spec and names through it.
protocol FileTranslator {
    var context: TranslationContext { get }
}

extension FileTranslator {
    var spec: Spec { context.spec }
    var names: GeneratedNames { context.names }
}
