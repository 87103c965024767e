/// `errgen docs`: the same stages up to Check as `generate`, then the API catalog
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

    /// An earlier version of the spec folder, for the catalog's "Changes since" section.
    package struct EarlierVersion {
        /// Where it was read to.
        package var folder: String
        /// The revision as the user named it (`v1.0`).
        package var revision: String
        /// How a file of `folder` is shown: `v1.0:specs/errors/auth.yaml`.
        package var file: (String) -> String

        package init(folder: String, revision: String, file: @escaping (String) -> String) {
            self.folder = folder
            self.revision = revision
            self.file = file
        }
    }

    /// Checks the spec folder and, when it has no error, renders its API catalog; with
    /// `since`, that version is checked too and the catalog lists what changed since.
    package static func document(folder: String, since earlier: EarlierVersion? = nil) throws(SpecFolderError)
        -> Outcome
    {
        let (checked, checking) = try check(folder: folder)
        var diagnostics = checking
        let root = SpecFolderLoader.root(of: folder)
        var changes: APIDocument.Changes?
        if let earlier {
            let (old, oldDiagnostics) = try check(folder: earlier.folder)
            // A version that does not check has nothing to compare: its errors fail the run.
            for diagnostic in oldDiagnostics.all where diagnostic.severity == .error {
                diagnostics.append(diagnostic)
            }
            if !oldDiagnostics.hasErrors, !diagnostics.hasErrors {
                changes = ChangesTranslator.changes(
                    SpecDiff.changes(
                        from: old, to: checked, roots: (SpecFolderLoader.root(of: earlier.folder), root)),
                    revision: earlier.revision, oldFile: earlier.file,
                    sourceRoot: root)
            }
        }
        return documentOutcome(
            checked, diagnostics, specName: specName(of: folder), sourceRoot: root, changes: changes)
    }

    /// The API catalog of spec files held in memory.
    package static func document(sources: [SpecSource], specName: String = "spec") -> Outcome {
        let (checked, diagnostics) = check(sources: sources)
        return documentOutcome(checked, diagnostics, specName: specName, sourceRoot: "")
    }

    private static func documentOutcome(
        _ checked: CheckedSpec, _ diagnostics: DiagnosticList, specName: String, sourceRoot: String,
        changes: APIDocument.Changes? = nil
    ) -> Outcome {
        guard !diagnostics.hasErrors else {
            return Outcome(spec: checked.spec, files: nil, diagnostics: diagnostics.sorted)
        }
        var document = APIDocumentTranslator.document(checked, specName: specName, sourceRoot: sourceRoot)
        document.changes = changes
        return Outcome(spec: checked.spec, files: files(of: document), diagnostics: diagnostics.sorted)
    }

    private static func files(of document: APIDocument) -> [GeneratedFile] {
        [
            GeneratedFile(name: APICatalogFiles.markdown, contents: APIMarkdownRenderer.render(document)),
            GeneratedFile(name: APICatalogFiles.html, contents: APIHTMLRenderer.render(document)),
        ]
    }
}
