/// The Translate stage: a checked spec -> one `TranslatedFile` per output file.
struct Translator {
    let context: TranslationContext

    /// - Parameter sourceRoot: the spec folder as the user gave it, with a trailing `/`;
    ///   stripped from spec locations so doc comments are the same on every machine.
    init(_ checked: CheckedSpec, sourceRoot: String = "") {
        context = TranslationContext(checked, sourceRoot: sourceRoot)
    }

    /// Every output file, in the order they are written, the string catalog last when asked
    /// for, each translated only when asked: a caller that renders as it goes holds the
    /// declarations of the files it is working on, not all of them, and may work on several at once.
    /// - Parameter fixedOutputs: every model file, a part with nothing to hold as a comment
    ///   (for a build plugin, which declares its outputs before errgen runs).
    func files(includeStringCatalog: Bool = true, fixedOutputs: Bool = false) -> [PendingTranslation] {
        let context = self.context
        let parts = ModelParts(context.spec)
        let modelFiles = fixedOutputs ? OutputFileSet.modelFiles : parts.fileNames
        var files = [
            PendingTranslation(name: OutputFileSet.errorCodes) { .swift(ErrorCodeTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.errors) { .swift(ErrorTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.errorMessages) {
                .swift(ErrorMessagesTranslator(context: context).file())
            },
            PendingTranslation(name: OutputFileSet.retryPolicies) {
                .swift(RetryPolicyTranslator(context: context).file())
            },
        ]
        files += modelFiles.indices.map { part in
            PendingTranslation(name: modelFiles[part]) {
                .swift(ModelTranslator(context: context).file(part: part, of: parts))
            }
        }
        files += [
            PendingTranslation(name: OutputFileSet.routers) { .swift(RouterTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.client) { .swift(ClientTranslator(context: context).file()) },
            PendingTranslation(name: OutputFileSet.servers) { .swift(ServerTranslator(context: context).file()) },
        ]
        if includeStringCatalog {
            files.append(
                PendingTranslation(name: OutputFileSet.strings) { StringCatalogTranslator(context: context).file() })
        }
        return files
    }
}

/// One output file, translated when `translate()` is called.
struct PendingTranslation: Sendable {
    let name: String
    private let make: @Sendable () -> TranslatedFile

    init(name: String, _ make: @escaping @Sendable () -> TranslatedFile) {
        self.name = name
        self.make = make
    }

    func translate() -> TranslatedFile { make() }
}

/// A translator of one output file: it reads the shared context, and the spec and names through it.
protocol FileTranslator {
    var context: TranslationContext { get }
}

extension FileTranslator {
    var spec: Spec { context.spec }
    var names: GeneratedNames { context.names }
}
