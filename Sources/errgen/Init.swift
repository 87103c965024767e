import ArgumentParser

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `errgen init [folder]`: a small, commented spec to start from.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Writes a small, commented starter spec (one service, a few error codes, two locales).",
        discussion: """
            Writes <folder>/errgen.yaml. Refuses a folder that already holds a spec (*.yaml or *.yml), so nothing \
            is overwritten. Exit codes: 0 written, 1 the folder already holds a spec, 73 it cannot be written.
            """
    )

    @Argument(help: "The folder to create the spec in.")
    var folder = "specs"

    func run() throws {
        let manager = FileManager.default
        let existing = ((try? manager.subpathsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".yaml") || $0.hasSuffix(".yml")
        }
        if let first = existing.sorted().first {
            throw Diagnostics.fail(
                "\(folder) already holds a spec (\(first)); init writes only into a new or spec-free folder", code: 1)
        }
        let path = folder.isEmpty || folder.hasSuffix("/") ? folder + "errgen.yaml" : folder + "/errgen.yaml"
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(StarterSpec.text.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            throw Diagnostics.fail("cannot write \(path): \(Diagnostics.describe(error))", code: 73)
        }
        print("errgen: wrote \(path); next: errgen lint \(folder), then errgen generate \(folder)")
    }
}
