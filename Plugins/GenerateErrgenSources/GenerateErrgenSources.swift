import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-errgen-sources [--target <T>]`:
/// regenerates checked-in sources for teams that commit errgen's output. `--help` lists the
/// options; `ErrgenSourcesCommand` does the work.
@main
struct GenerateErrgenSources: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        try ErrgenSourcesCommand(mode: .generate, verb: "generate-errgen-sources").perform(
            context: context, arguments: arguments)
    }
}
