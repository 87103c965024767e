// swift-tools-version:6.1
import PackageDescription

/// Where the plugins' errgen comes from. `.source` on main: built from Sources/errgen, which needs libyaml.
/// A release commit sets `.release(url:checksum:)` (Scripts/make-artifact-bundle.sh prints it), so apps
/// that add errgen at that tag run the prebuilt binary and install nothing.
let pluginTool: PluginTool = .source

/// What `pluginTool` may be. The plugins ask for `context.tool(named: "errgen")` in every case:
/// the binary target's artifact is named errgen, like the executable.
enum PluginTool {
    /// The `errgen` executable target, built with the package (libyaml through pkg-config).
    case source
    /// A release's artifact bundle, `errgen.artifactbundle.zip` on its GitHub release.
    case release(url: String, checksum: String)
    /// A bundle built on this machine, a path relative to this folder: how
    /// Scripts/check-artifact-bundle.sh proves a bundle before a release.
    case local(path: String)

    /// What the three plugins depend on.
    var dependency: Target.Dependency {
        switch self {
        case .source: "errgen"
        case .release, .local: "ErrgenTool"
        }
    }

    /// The prebuilt errgen's binary target, none for `.source`. Nothing else depends on it:
    /// an app's build compiles none of the generator (no ErrgenCore, no CYAML, no libyaml).
    var targets: [Target] {
        switch self {
        case .source: []
        case .release(let url, let checksum): [.binaryTarget(name: "ErrgenTool", url: url, checksum: checksum)]
        case .local(let path): [.binaryTarget(name: "ErrgenTool", path: path)]
        }
    }
}

let package = Package(
    name: "errgen",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9)],
    products: [
        .executable(name: "errgen", targets: ["errgen"]),
        // `errgen mock`: an executable of its own, so the errgen command loads no HTTP server
        // (nor Foundation's networking) to generate code. `errgen mock` runs it.
        .executable(name: "errgen-mock", targets: ["errgen-mock"]),
        // The one library apps link. The generator (ErrgenCore), the example FinFlowAPI and the
        // golden targets are not products: their APIs are the project's own, free to change.
        .library(name: "ErrgenRuntime", targets: ["ErrgenRuntime"]),
        // `errgen mock` inside a test process, for an app's test targets only (never the app's).
        .library(name: "ErrgenMockTesting", targets: ["ErrgenMockTesting"]),
        // Run errgen from a target's `errgen/` spec folder at build time (see README, "Using errgen in a package").
        .plugin(name: "ErrgenPlugin", targets: ["ErrgenPlugin"]),
        // `swift package generate-errgen-sources --target T`: regenerate checked-in sources.
        .plugin(name: "GenerateErrgenSources", targets: ["GenerateErrgenSources"]),
        // `swift package check-errgen-sources`: prove checked-in sources current, with no write permission.
        .plugin(name: "CheckErrgenSources", targets: ["CheckErrgenSources"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
    ],
    targets: [
        // The one system dependency: libyaml, reached through pkg-config.
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The generator as a library. Its stages, and the one order they run in:
        // Sources/ErrgenCore/Pipeline/GeneratorPipeline.swift.
        // It speaks the runtime's own vocabulary (categories, wire codes, client failures,
        // jitter, the Retry-After rule, auth, HTTP methods), so the two cannot drift.
        .target(name: "ErrgenCore", dependencies: ["CYAML", "ErrgenVocabulary"]),
        // `errgen mock`: the spec served over HTTP, with scenarios and coverage. Kept out of
        // ErrgenCore so the generator's library links no HTTP server.
        .target(
            name: "ErrgenMock",
            // ErrgenRuntime: `--proxy` sends through the generated client's own transport.
            dependencies: [
                "ErrgenCore", "ErrgenVocabulary", "ErrgenRuntime", .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The mock started from a test: a public face on ErrgenMock (start, scenarios, journal, coverage).
        .target(name: "ErrgenMockTesting", dependencies: ["ErrgenMock"]),
        .executableTarget(
            name: "errgen-mock",
            dependencies: [
                "ErrgenMock", "ErrgenCore", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "errgen",
            dependencies: [
                "ErrgenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What generated code and apps link. Foundation only: apps inherit no dependency of ours.
        // It re-exports ErrgenVocabulary, so apps import one module.
        .target(name: "ErrgenRuntime", dependencies: ["ErrgenVocabulary"]),
        // The words the generator and the runtime share. It imports nothing, so the errgen
        // command does not link Foundation's networking (see ErrgenVocabulary.swift).
        .target(name: "ErrgenVocabulary"),
        // `swift run errgen specs/` output, committed and compiled, so a stale or broken
        // generator shows up as a build failure.
        .target(
            name: "FinFlowAPI",
            dependencies: ["ErrgenRuntime"],
            path: "Generated",
            exclude: ["Localizable.xcstrings"]
        ),
        // The `parameters` golden output, compiled so that tests build real URLRequests
        // from its generated routers and compare them byte for byte.
        .target(
            name: "GoldenParameters",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/parameters/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        // An OAuth 2.0 session (form body, fixed grant_type): its refresh is tested on the wire.
        .target(
            name: "GoldenSessionOAuth",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/session-oauth/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        .testTarget(
            name: "ErrgenCoreTests",
            // `errgen` too: the command-line tests run the binary, which must be linked fresh.
            // FinFlowAPI: the documentation's Swift examples are compiled against it.
            dependencies: ["ErrgenCore", "ErrgenRuntime", "FinFlowAPI", "errgen", "TestSupport"]
        ),
        // An example app in the seeds' architecture: use cases and view models over the
        // generated client, the way an iOS app is meant to look around errgen's output.
        .target(name: "FinFlowApp", dependencies: ["FinFlowAPI", "ErrgenRuntime"]),
        .testTarget(
            name: "FinFlowAppTests",
            // ErrgenMock and ErrgenCore: the flows whose server `errgen mock` can play run against it.
            dependencies: [
                "FinFlowApp", "FinFlowAPI", "ErrgenRuntime", "TestSupport", "ErrgenMock", "ErrgenCore",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // For tests only: a real HTTP server on 127.0.0.1 that counts what it receives,
        // a clock that records sleeps instead of sleeping, a lock.
        .target(
            name: "TestSupport",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox")],
            path: "Tests/TestSupport"
        ),
        // Golden outputs that tests also run, not only compile: the adversarial strings
        // must come back byte for byte, and locale fallback must pick the right text.
        .target(
            name: "GoldenAdversarial",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/adversarial/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        .target(
            name: "GoldenThreeLocales",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/three-locales/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        // Bodies and responses of every type, enumerations and scalars, decoded and encoded by tests.
        .target(
            name: "GoldenTypes",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/types/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        // Plural forms, formatted numbers and dates, nil fallbacks: run in several locales.
        .target(
            name: "GoldenMessages",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/messages/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        // 205 codes: every per-code switch split into parts (SwitchMember), looked up end to end.
        .target(
            name: "GoldenLargeCatalog",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/large-catalog/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        // Any JSON value, unions with and without a discriminator: decoded and encoded by tests.
        .target(
            name: "GoldenShapes",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/shapes/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        // A client whose services and models come from an OpenAPI document: tested on the wire.
        .target(
            name: "GoldenOpenAPIShop",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/openapi-shop/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        // The catalog `init --from` writes for a document whose errors carry only their status: tested on the wire.
        .target(
            name: "GoldenOpenAPIStatusCatalog",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/openapi-status-catalog/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        // Every OpenAPI construct errgen imports (issue 28): compiled, and its unions and queries run by tests.
        .target(
            name: "GoldenOpenAPIConstructs",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/openapi-constructs/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        // Multipart, binary and text bodies and responses (issue 42): compiled, and sent by tests.
        .target(
            name: "GoldenOpenAPIBodies",
            dependencies: ["ErrgenRuntime"],
            path: "Tests/Fixtures/golden/openapi-bodies/expected",
            exclude: ["Localizable.xcstrings"]
        ),
        .testTarget(
            name: "GeneratedCodeTests",
            dependencies: [
                "ErrgenCore", "ErrgenRuntime", "FinFlowAPI", "GoldenAdversarial", "GoldenLargeCatalog",
                "GoldenMessages",
                "GoldenOpenAPIBodies", "GoldenOpenAPIConstructs", "GoldenOpenAPIShop", "GoldenParameters",
                "GoldenShapes", "GoldenOpenAPIStatusCatalog",
                "GoldenThreeLocales", "GoldenTypes",
                "GoldenSessionOAuth", "TestSupport",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The SwiftPM plugins; Tests/PluginConsumer is a separate package that proves them.
        .plugin(name: "ErrgenPlugin", capability: .buildTool(), dependencies: [pluginTool.dependency]),
        .plugin(
            name: "GenerateErrgenSources",
            capability: .command(
                intent: .custom(
                    verb: "generate-errgen-sources",
                    description: "Regenerate a target's checked-in Swift from its errgen/ spec folder"),
                permissions: [
                    .writeToPackageDirectory(
                        reason: "Writes the generated Swift files into the target's Generated/ folder")
                ]
            ),
            dependencies: [pluginTool.dependency]
        ),
        .plugin(
            name: "CheckErrgenSources",
            capability: .command(
                intent: .custom(
                    verb: "check-errgen-sources",
                    description:
                        "Fail with a diff when a target's checked-in Swift is not what its errgen/ spec generates")
            ),
            dependencies: [pluginTool.dependency]
        ),
        // The mock's rules without sockets, and the FinFlow client against the mock over HTTP.
        // The executables: the command-line tests run errgen-mock, and errgen, which runs it.
        .testTarget(
            name: "ErrgenMockTests",
            dependencies: [
                "ErrgenMock", "ErrgenMockTesting", "ErrgenCore", "ErrgenRuntime", "FinFlowAPI", "TestSupport",
                "errgen-mock", "errgen",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        .testTarget(
            name: "ErrgenRuntimeTests",
            dependencies: ["ErrgenRuntime", "TestSupport", .product(name: "FlyingFox", package: "FlyingFox")]
        ),
    ] + pluginTool.targets,
    swiftLanguageModes: [.v6]
)
