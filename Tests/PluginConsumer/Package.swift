// swift-tools-version:6.2
// Proves errgen's SwiftPM plugins end to end, as an app's package uses them (ci.sh, run by .ci/run):
// - ShopAPI keeps its spec in Sources/ShopAPI/errgen/ and lists the build tool plugin;
//   nothing generated is checked in.
// - OrdersAPI uses no plugin: its Generated/ folder is checked in, written by the command
//   plugin (`swift package --allow-writing-to-package-directory generate-errgen-sources
//   --target OrdersAPI`) from Sources/OrdersAPI/errgen/, and `--check` proves it current.
// - MainActorApp is set as Xcode 26's app template sets an app target: main actor by default
//   and Approachable Concurrency (tools version 6.2 for `defaultIsolation`). Its spec is the
//   reference spec (errgen/ links to specs/), its code errgen's app-target fixture, built by
//   the build plugin; its tests show a call from the main actor does its work off it.
import PackageDescription

/// What Xcode 26's app template sets: `SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor` and
/// `SWIFT_APPROACHABLE_CONCURRENCY = YES`.
let xcodeAppTarget: [SwiftSetting] = [
    .defaultIsolation(MainActor.self),
    .enableUpcomingFeature("NonisolatedNonsendingByDefault"),
    .enableUpcomingFeature("InferIsolatedConformances"),
]

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // An app writes .package(url: "<errgen's git URL>", from: "<version>") here.
        .package(name: "errgen", path: "../..")
    ],
    targets: [
        .target(
            name: "ShopAPI",
            dependencies: [.product(name: "ErrgenRuntime", package: "errgen")],
            plugins: [.plugin(name: "ErrgenPlugin", package: "errgen")]
        ),
        .target(
            name: "OrdersAPI",
            dependencies: [.product(name: "ErrgenRuntime", package: "errgen")],
            // The spec is read by errgen, not compiled; the string catalog is for Xcode and
            // translators (an app target may list it as a resource instead).
            exclude: ["errgen", "Generated/Localizable.xcstrings"]
        ),
        .target(
            name: "MainActorApp",
            dependencies: [.product(name: "ErrgenRuntime", package: "errgen")],
            swiftSettings: xcodeAppTarget,
            plugins: [.plugin(name: "ErrgenPlugin", package: "errgen")]
        ),
        .testTarget(
            name: "MainActorAppTests",
            dependencies: ["MainActorApp", .product(name: "ErrgenRuntime", package: "errgen")],
            swiftSettings: xcodeAppTarget
        ),
        .testTarget(
            name: "ShopAPITests",
            dependencies: ["ShopAPI", "OrdersAPI", .product(name: "ErrgenRuntime", package: "errgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
