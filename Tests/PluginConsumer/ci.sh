#!/usr/bin/env bash
# Proves errgen's SwiftPM plugins from a package that uses them as an app would.
# Run from the errgen checkout: `bash Tests/PluginConsumer/ci.sh` (.ci/run does).
#   1. the build tool plugin: build PluginConsumer and run its tests on the generated code;
#   2. a spec mistake fails the build with an absolute `file:line:column: error:` line;
#   3. the command plugin: OrdersAPI's checked-in Generated/ is what its spec generates
#      (--check), and a regenerated folder edited by hand is caught as stale.
set -euo pipefail
cd "$(dirname "$0")"
consumer="$PWD"
scratch="$consumer/.build"
log="${TMPDIR:-/tmp}/errgen-plugin-consumer.log"

# swift_tool: swift, run once more when SwiftPM itself crashes.
source "$consumer/../../Scripts/swift-tool.sh"

echo "plugins: 1. build tool plugin: swift test --package-path Tests/PluginConsumer"
swift_tool test --package-path "$consumer" --scratch-path "$scratch" 2>&1 | tee "$log"
if grep -q "unhandled" "$log"; then
    echo "plugins: FAILED: SwiftPM warned about unhandled files" >&2
    exit 1
fi

echo "plugins: 2. a spec mistake fails the build and names the spec line"
broken="$consumer/Sources/ShopAPI/errgen/zz-ci-broken.yaml"
trap 'rm -f "$broken"' EXIT
printf 'models:\n  Broken:\n    id: Int\n    nmae: {typ: String}\n' >"$broken"
if swift_tool build --package-path "$consumer" --scratch-path "$scratch" >"$log" 2>&1; then
    cat "$log"
    echo "plugins: FAILED: the build passed with a broken spec" >&2
    exit 1
fi
if ! grep -E "^$broken:[0-9]+:[0-9]+: error: " "$log"; then
    cat "$log"
    echo "plugins: FAILED: no '$broken:line:column: error:' line in the build output" >&2
    exit 1
fi
rm -f "$broken"
swift_tool build --package-path "$consumer" --scratch-path "$scratch" >"$log" 2>&1 || { cat "$log"; exit 1; }
echo "plugins: the build passes again once the mistake is gone"

echo "plugins: a JSON file in errgen/ (an OpenAPI document's) is an input too: no unhandled-file warning"
extra="$consumer/Sources/ShopAPI/errgen/zz-ci-fragment.json"
trap 'rm -f "$broken" "$extra"' EXIT
printf '{"type": "object"}\n' >"$extra"
swift_tool build --package-path "$consumer" --scratch-path "$scratch" >"$log" 2>&1 || { cat "$log"; exit 1; }
if grep -q "unhandled" "$log"; then
    cat "$log"
    echo "plugins: FAILED: SwiftPM warned about a JSON file in errgen/" >&2
    exit 1
fi
rm -f "$extra"

echo "plugins: 3. command plugin: the checked-in Sources/OrdersAPI/Generated is up to date"
swift_tool package --package-path "$consumer" --scratch-path "$scratch" \
    --allow-writing-to-package-directory generate-errgen-sources --target OrdersAPI --check
echo "plugins: check-errgen-sources needs no permission, and without --target checks every target with errgen/ and Generated/"
swift_tool package --package-path "$consumer" --scratch-path "$scratch" check-errgen-sources >"$log" 2>&1 || { cat "$log"; exit 1; }
grep -q "Sources/OrdersAPI/Generated is up to date" "$log" || { cat "$log"; echo "plugins: FAILED: OrdersAPI was not checked" >&2; exit 1; }
if grep -q "ShopAPI" "$log"; then
    cat "$log"
    echo "plugins: FAILED: ShopAPI (build plugin, no Generated/) was taken for a checked-in target" >&2
    exit 1
fi
# SwiftPM asks for the declared permission before any plugin code runs, --help included.
swift_tool package --package-path "$consumer" --scratch-path "$scratch" check-errgen-sources --help >"$log" 2>&1
grep -q "^ *swift package check-errgen-sources \[--target" "$log" || { cat "$log"; exit 1; }
swift_tool package --package-path "$consumer" --scratch-path "$scratch" --allow-writing-to-package-directory \
    generate-errgen-sources --help >"$log" 2>&1
grep -q "USAGE: swift package --allow-writing-to-package-directory generate-errgen-sources" "$log" || { cat "$log"; exit 1; }
# The guide's first run names the target before it has a Swift file, when SwiftPM does not list it yet.
echo "plugins: a first run with --target finds Sources/<target>/errgen before the target has a Swift file"
first="$consumer/Sources/FirstRunAPI"
trap 'rm -f "$broken" "$extra"; rm -rf "$first"' EXIT
mkdir -p "$first"
cp -R "$consumer/Sources/OrdersAPI/errgen" "$first/errgen"
swift_tool package --package-path "$consumer" --scratch-path "$scratch" --allow-writing-to-package-directory \
    generate-errgen-sources --target FirstRunAPI >"$log" 2>&1 || { cat "$log"; exit 1; }
test -f "$first/Generated/Errors.swift" || { cat "$log"; echo "plugins: FAILED: the first run wrote no Generated/" >&2; exit 1; }
rm -rf "$first/errgen"
if swift_tool package --package-path "$consumer" --scratch-path "$scratch" --allow-writing-to-package-directory \
    generate-errgen-sources --target FirstRunAPI >"$log" 2>&1; then
    cat "$log"
    echo "plugins: FAILED: a target with no spec folder was accepted" >&2
    exit 1
fi
grep -q "for a first run give --spec and --output" "$log" || { cat "$log"; echo "plugins: FAILED: no hint for an unknown target" >&2; exit 1; }
rm -rf "$first"

echo "plugins: generate-errgen-sources into another folder, then --check after a hand edit"
output=".build/errgen-command-plugin"
rm -rf "${consumer:?}/$output"
plugin=(swift_tool package --package-path "$consumer" --scratch-path "$scratch"
    --allow-writing-to-package-directory generate-errgen-sources --target ShopAPI --output "$output")
"${plugin[@]}"
test -f "$consumer/$output/Errors.swift" -a -f "$consumer/$output/Localizable.xcstrings"
"${plugin[@]}" --check
echo "// edited by hand" >>"$consumer/$output/Errors.swift"
if "${plugin[@]}" --check >"$log" 2>&1; then
    cat "$log"
    echo "plugins: FAILED: --check passed on a stale folder" >&2
    exit 1
fi
grep -q "edited by hand" "$log"
# The diff names the folder as the user does (no 'a//'), and the fix is a command a plugin user has.
grep -q "^--- a/$output/Errors.swift" "$log" || { cat "$log"; echo "plugins: FAILED: diff header" >&2; exit 1; }
grep -q "run 'swift package --allow-writing-to-package-directory generate-errgen-sources --target ShopAPI --output $output'" "$log" \
    || { cat "$log"; echo "plugins: FAILED: the stale message does not name the plugin command" >&2; exit 1; }
echo "plugins: --check fails on a stale folder and shows the diff"
echo "plugins: all plugin checks passed"
