// swift-tools-version:6.0
// Proves errgen's SwiftPM plugins end to end, as an app's package uses them (ci.sh, run by .ci/run):
// - ShopAPI keeps its spec in Sources/ShopAPI/errgen/ and lists the build tool plugin;
//   nothing generated is checked in.
// - OrdersAPI uses no plugin: its Generated/ folder is checked in, written by the command
//   plugin (`swift package --allow-writing-to-package-directory generate-errgen-sources
//   --target OrdersAPI`) from Sources/OrdersAPI/errgen/, and `--check` proves it current.
import PackageDescription

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
        .testTarget(
            name: "ShopAPITests",
            dependencies: ["ShopAPI", "OrdersAPI", .product(name: "ErrgenRuntime", package: "errgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
