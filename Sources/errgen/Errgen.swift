import ArgumentParser
import ErrgenCore

/// `errgen specs/` is `errgen generate specs/ --output Generated`.
@main
struct Errgen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "errgen",
        abstract: "Generates Swift error catalogs, models, routers and a typed client from YAML specs.",
        discussion: """
            Exit codes: 0 success; 1 the spec has errors (or, for check, the output is stale or missing); \
            2 diff found a breaking change, or (mock) a code was never served with --require-all-codes; \
            64 a usage error; 66 the spec folder cannot be read; 69 diff cannot read a git revision, or (mock) \
            the address cannot be listened on; 73 the output folder cannot be written.
            """,
        version: ErrgenVersion.current,
        subcommands: [Generate.self, Check.self, Lint.self, Docs.self, Diff.self, Init.self, Mock.self],
        defaultSubcommand: Generate.self
    )

    /// Catches a mistyped command before the default command takes it for a spec folder.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Every option, `--help` too, is errgen-mock's.
        if arguments.first == Mock.configuration.commandName {
            do {
                try MockLauncher.run(Array(arguments.dropFirst()))
            } catch {
                exit(withError: error)
            }
        }
        if let mistake = MistypedCommand(
            arguments: arguments, commands: configuration.subcommands.map { $0._commandName })
        {
            exit(withError: ValidationError(mistake.message))
        }
        main(arguments)
    }
}

/// The options every subcommand shares.
struct SpecOptions: ParsableArguments {
    @Argument(help: "The folder of YAML spec files (read recursively).")
    var specFolder: String
}

/// `--no-string-catalog`, shared by the commands that produce output.
struct GeneratorOptions: ParsableArguments {
    @Flag(help: "Do not write Localizable.xcstrings (for build plugins, where it would be an unhandled resource).")
    var noStringCatalog = false

    @Flag(
        help: """
            Write every file a build plugin declares, Models2.swift to Models8.swift included when the models \
            fit in fewer (those hold a comment).
            """)
    var fixedOutputs = false

    var options: Generator.Options {
        Generator.Options(includeStringCatalog: !noStringCatalog, fixedOutputs: fixedOutputs)
    }
}

/// `--quiet`: only diagnostics, no summary line.
struct QuietOption: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics.")
    var quiet = false
}
