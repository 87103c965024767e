// swift-tools-version:6.0
// The package that Benchmarks/compare-compile.sh builds: one target per generated API,
// so that the debug build of generated code alone can be timed, with every dependency
// already built. Its sources are written by the script into Generated/<Target>/ (not
// committed); this manifest declares one target for each (see COMPILE_COMPARISON_TARGETS):
//
//   Generated/Errgen<N>/    errgen's output for N error codes, linked to ErrgenRuntime
//   Generated/OpenAPI<N>/   swift-openapi-generator's types + client for the same API,
//                           linked to swift-openapi-runtime and swift-openapi-urlsession
//
// `Dependencies` imports every library those targets use, so building it first builds
// them all, and a timed `swift build --target Errgen1000` compiles Errgen1000 alone.
import Foundation
import PackageDescription

let here = URL(fileURLWithPath: Context.packageDirectory)
// errgen itself, by path. A path dependency's identity is its folder's name, which is
// whatever the clone was called ("errgen", "wt-bench", ...) in lower case, so it is read.
let errgenRoot = here.deletingLastPathComponent().deletingLastPathComponent()
let errgen = errgenRoot.lastPathComponent.lowercased()

let runtime: Target.Dependency = .product(name: "ErrgenRuntime", package: errgen)
let openAPI: [Target.Dependency] = [
    .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
    .product(name: "OpenAPIURLSession", package: "swift-openapi-urlsession"),
]

// The targets: the names in COMPILE_COMPARISON_TARGETS (space-separated), which the script
// always sets. It is an environment variable rather than a look at Generated/ because
// SwiftPM caches an evaluated manifest by its text and environment, not by the folders it
// read: a manifest that listed Generated/ would keep the targets of an earlier run.
// Without the variable (the package opened by hand), the folders in Generated/ are listed.
let generated: [String]
if let names = Context.environment["COMPILE_COMPARISON_TARGETS"] {
    generated = names.split(separator: " ").map(String.init)
} else {
    generated =
        (try? FileManager.default.contentsOfDirectory(atPath: here.appendingPathComponent("Generated").path)) ?? []
}
let apiTargets: [Target] = generated.sorted().compactMap { name in
    if name.hasPrefix("Errgen") {
        // The string catalog is for apps' localization tools, not for the compiler.
        return .target(
            name: name, dependencies: [runtime], path: "Generated/\(name)", exclude: ["Localizable.xcstrings"])
    }
    if name.hasPrefix("OpenAPI") {
        return .target(name: name, dependencies: openAPI, path: "Generated/\(name)")
    }
    return nil
}

let package = Package(
    name: "CompileComparison",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        .package(path: "../.."),
        // The versions named in the issue, exact so that figures taken later compare alike.
        .package(url: "https://github.com/apple/swift-openapi-runtime", exact: "1.13.4"),
        .package(url: "https://github.com/apple/swift-openapi-urlsession", exact: "1.4.0"),
    ],
    targets: [.target(name: "Dependencies", dependencies: [runtime] + openAPI)] + apiTargets
)
