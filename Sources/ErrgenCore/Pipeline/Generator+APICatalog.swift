/// `errgen docs`: the same Load, Decode and Check as `generate`, then the API catalog
/// (`APIDocumentTranslator`) in place of the Swift, rendered as Markdown and HTML.
extension Generator {
    /// The files of the API catalog.
    package enum APICatalogFiles {
        /// Markdown, named so that GitHub shows it when the folder is opened.
        package static let markdown = "README.md"
        /// One self-contained page.
        package static let html = "index.html"
        package static let all = [markdown, html]
    }

    /// Checks the spec folder and, when it has no error, renders its API catalog.
    package static func document(folder: String) throws(SpecFolderError) -> Outcome {
        let (checked, diagnostics) = try check(folder: folder)
        let root = SpecFolderLoader.root(of: folder)
        return documentOutcome(checked, diagnostics, specName: specName(of: folder), sourceRoot: root)
    }

    /// The API catalog of spec files held in memory.
    package static func document(sources: [SpecSource], specName: String = "spec") -> Outcome {
        let (checked, diagnostics) = check(sources: sources)
        return documentOutcome(checked, diagnostics, specName: specName, sourceRoot: "")
    }

    private static func documentOutcome(
        _ checked: CheckedSpec, _ diagnostics: DiagnosticList, specName: String, sourceRoot: String
    ) -> Outcome {
        guard !diagnostics.hasErrors else {
            return Outcome(spec: checked.spec, files: nil, diagnostics: diagnostics.sorted)
        }
        let document = APIDocumentTranslator.document(checked, specName: specName, sourceRoot: sourceRoot)
        let files = [
            GeneratedFile(name: APICatalogFiles.markdown, contents: APIMarkdownRenderer.render(document)),
            GeneratedFile(name: APICatalogFiles.html, contents: APIHTMLRenderer.render(document)),
        ]
        return Outcome(spec: checked.spec, files: files, diagnostics: diagnostics.sorted)
    }
}
