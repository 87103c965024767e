#!/usr/bin/env bash
# Times ErrgenRuntime's decoding and classification of one error response (release
# build), on the reference spec's generated catalog. Not a test: run it by hand.
#
#   Benchmarks/runtime-decode.sh             # 15 rounds of 50,000 decodes per response
#   ROUNDS=31 Benchmarks/runtime-decode.sh
#   ITERATIONS=2000 ROUNDS=1 valgrind --tool=callgrind .build-bench/build/release/RuntimeDecode 1   # instructions, load-independent
#   SCRATCH=/tmp/bench Benchmarks/runtime-decode.sh
#
# It assembles a throwaway package in the scratch folder from the checked-out sources
# (Sources/ErrgenVocabulary and ErrgenRuntime, Generated/ as FinFlowAPI, Benchmarks/RuntimeDecode/main.swift),
# so it needs no network and no change to Package.swift, and runs in a fresh clone.
# Prints the median, min and max microseconds per decode over the rounds.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
scratch="${SCRATCH:-$root/.build-bench}"
rounds="${ROUNDS:-15}"
package="$scratch/package"

rm -rf "$package"
mkdir -p "$package/Sources/ErrgenVocabulary" "$package/Sources/ErrgenRuntime" "$package/Sources/FinFlowAPI" "$package/Sources/RuntimeDecode"
cp "$root"/Sources/ErrgenVocabulary/*.swift "$package/Sources/ErrgenVocabulary/"
(cd "$root/Sources/ErrgenRuntime" && find . -name '*.swift' -exec cp --parents {} "$package/Sources/ErrgenRuntime/" \;)
cp "$root"/Generated/*.swift "$package/Sources/FinFlowAPI/"
cp "$here/RuntimeDecode/main.swift" "$package/Sources/RuntimeDecode/"
cat >"$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "RuntimeDecode",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "ErrgenVocabulary"),
        .target(name: "ErrgenRuntime", dependencies: ["ErrgenVocabulary"]),
        .target(name: "FinFlowAPI", dependencies: ["ErrgenRuntime"]),
        .executableTarget(name: "RuntimeDecode", dependencies: ["ErrgenRuntime", "FinFlowAPI"]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT

echo "building the benchmark (release) in $scratch" >&2
swift build -c release --package-path "$package" --scratch-path "$scratch/build" >&2
"$scratch/build/release/RuntimeDecode" "$rounds"
