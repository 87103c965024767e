import ArgumentParser
import ErrgenCore

/// `errgen specs/` is `errgen generate specs/ --output Generated`.
@main
struct Errgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "errgen",
        abstract: "Generates Swift error catalogs, models, routers and a typed client from YAML specs.",
        discussion: """
            Exit codes: 0 success; 1 the spec has errors (or, for check, the output is stale); \
            64 a usage error; 66 the spec folder cannot be read.
            """,
        subcommands: [Generate.self, Check.self, Lint.self],
        defaultSubcommand: Generate.self
    )
}

/// The options every subcommand shares.
struct SpecOptions: ParsableArguments {
    @Argument(help: "The folder of YAML spec files (read recursively).")
    var specFolder: String
}

struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The folder to write the generated files to.")
    var output = "Generated"

    @Flag(help: "Do not write Localizable.xcstrings (for build plugins, where it would be an unhandled resource).")
    var noStringCatalog = false

    var generatorOptions: Generator.Options {
        Generator.Options(includeStringCatalog: !noStringCatalog)
    }
}
