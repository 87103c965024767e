import ArgumentParser
import ErrgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `errgen init [folder]`: a small, commented spec to start from; with `--from DOC`, a spec that
/// joins an OpenAPI document and starts its catalog from the document's error schemas.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a small, commented starter spec (one service, a few error codes, two locales).",
        discussion: """
            Writes <folder>/errgen.yaml. Refuses a folder that already holds a spec (*.yaml or *.yml, other than \
            the --from document and its files), so nothing is overwritten. With --from, the spec names the OpenAPI document by its path relative to the folder \
            and its catalog lists the codes the document's error responses document. Exit codes: 0 written, \
            1 the folder already holds a spec or the document cannot be read, 73 it cannot be written.
            """
    )

    @Argument(help: "The folder to create the spec in.")
    var folder = "specs"

    @Option(name: .customLong("from"), help: "An OpenAPI 3.0 or 3.1 document (YAML or JSON) to start from.")
    var document: String?

    func run() throws {
        let manager = FileManager.default
        let starter = try document.map(openAPIStarter)
        // The document and its fragments may sit in the folder: the build plugin reruns when they change.
        let documentFiles = Set(starter?.survey.files ?? [])
        let existing = ((try? manager.subpathsOfDirectory(atPath: folder)) ?? []).filter {
            ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml"))
                && !documentFiles.contains(OpenAPIErrorSurvey.normalized(Self.absolute(folder + "/" + $0)))
        }
        if let first = existing.sorted().first {
            throw Diagnostics.fail(
                "\(folder) already holds a spec (\(first)); init writes only into a new or spec-free folder", code: 1)
        }
        let text = starter?.text ?? StarterSpec.text
        let path = folder.isEmpty || folder.hasSuffix("/") ? folder + "errgen.yaml" : folder + "/errgen.yaml"
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            throw Diagnostics.fail("cannot write \(path): \(Diagnostics.describe(error))", code: 73)
        }
        print("errgen: wrote \(path); next: \(SuggestedCommand.afterInit(folder: folder))")
    }

    /// The spec for `--from`: the document is referred to, not copied, so the app keeps one
    /// document that the backend updates and errgen regenerates from.
    private func openAPIStarter(_ document: String) throws -> OpenAPIStarterSpec {
        var diagnostics = DiagnosticList()
        let survey = OpenAPIErrorSurvey.survey(document: Self.absolute(document), diagnostics: &diagnostics)
        Diagnostics.print(diagnostics.sorted)
        guard let survey, !diagnostics.hasErrors else { throw ExitCode(1) }
        let relative = Self.relativePath(of: Self.absolute(document), from: Self.absolute(folder))
        return OpenAPIStarterSpec(survey: survey, document: relative)
    }

    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// `path` relative to the folder `base`, both absolute: `../api/openapi.yaml`.
    static func relativePath(of path: String, from base: String) -> String {
        let parts = { (text: String) in
            OpenAPIErrorSurvey.normalized(text).split(separator: "/").map(String.init).filter { $0 != "." }
        }
        let target = parts(path)
        let origin = parts(base)
        var common = 0
        while common < min(target.count, origin.count), target[common] == origin[common] {
            common += 1
        }
        // Nothing in common but the root: the absolute path reads better than a climb to it.
        if common == 0 { return path }
        return (Array(repeating: "..", count: origin.count - common) + target[common...]).joined(separator: "/")
    }
}
