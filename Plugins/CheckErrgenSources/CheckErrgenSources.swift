import PackagePlugin

/// `swift package check-errgen-sources [--target <T>]`: fails with a diff when checked-in
/// output is not what the spec generates. It writes nothing, so unlike
/// `generate-errgen-sources` it needs no `--allow-writing-to-package-directory` (for CI).
@main
struct CheckErrgenSources: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ErrgenSourcesCommand(mode: .check, verb: "check-errgen-sources").perform(
            context: context, arguments: arguments)
    }
}
