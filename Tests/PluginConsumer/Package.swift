// swift-tools-version:6.0
// Proves errgen's build tool plugin end to end, as an app's package uses it: the
// ShopAPI target keeps its spec in Sources/ShopAPI/errgen/ and lists the plugin;
// nothing generated is checked in. Built and tested by .ci/run:
//   swift test --package-path Tests/PluginConsumer --scratch-path Tests/PluginConsumer/.build
import PackageDescription

let package = Package(
    name: "PluginConsumer",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [
        // An app writes .package(url: "<errgen's git URL>", from: "<version>") here.
        .package(name: "errgen", path: "../.."),
    ],
    targets: [
        .target(
            name: "ShopAPI",
            dependencies: [.product(name: "ErrgenRuntime", package: "errgen")],
            plugins: [.plugin(name: "ErrgenPlugin", package: "errgen")]
        ),
        .testTarget(
            name: "ShopAPITests",
            dependencies: ["ShopAPI", .product(name: "ErrgenRuntime", package: "errgen")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
