// swift-tools-version:6.0
// Builds swift-openapi-generator's command-line tool at a pinned version, so that
// Benchmarks/compare-generate.sh times errgen beside it on the same synthetic API.
// Nothing here is part of errgen: the package only names the dependency, and
//   swift build -c release --product swift-openapi-generator --scratch-path .build-release
// builds the tool from it.
import PackageDescription

let package = Package(
    name: "OpenAPIComparison",
    dependencies: [
        // Exact, so that "before" and "after" figures compare the same generator.
        .package(url: "https://github.com/apple/swift-openapi-generator", exact: "1.14.3")
    ],
    targets: []
)
