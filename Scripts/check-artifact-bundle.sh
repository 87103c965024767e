#!/usr/bin/env bash
# CI's check of the artifact bundle (issue 39): an app that adds errgen at a release tag runs
# the prebuilt errgen and installs nothing. Run by .ci/run on Linux; on a Mac with Xcode it
# checks the macOS slice the same way (libyaml then stays installed: pkg-config is hidden, and
# the build log must still compile nothing of the generator). In a temporary folder:
#   1. a copy of this package: its tracked files as the working tree has them, and untracked
#      files that are not ignored, with Package.resolved;
#   2. the bundle for this machine, built there by Scripts/make-artifact-bundle.sh (static,
#      ldd or otool checked);
#   3. errgen from source (debug, `swift build --product errgen`; or ERRGEN=/path/to/errgen);
#   4. the copy switched to the bundle, the one edit a release makes (there with .release):
#        sed 's|^let pluginTool: PluginTool = \.source$|let pluginTool: PluginTool = .local(path: "errgen.artifactbundle.zip")|'
#   5. the copy's Tests/PluginConsumer, an app's package, built (-v) and tested, and its command
#      plugins run, with libyaml and pkg-config hidden: in a mount namespace (unshare) where
#      yaml.h, every libyaml file, yaml-0.1.pc and pkg-config are /dev/null. Where no namespace
#      can be made, pkg-config alone is hidden, and the script says so.
# It fails when the app's build compiles any ErrgenCore, CYAML or errgen file, when the
# bundled errgen links libyaml or a Swift runtime library, or when what the plugins write
# differs by a byte from what errgen built from source writes for the same spec (each
# build-plugin target, the command plugin's full output), or the bundled and source errgen
# differ on the reference spec or any golden fixture's spec.
#
#   Scripts/check-artifact-bundle.sh
#   ERRGEN=.build/debug/errgen Scripts/check-artifact-bundle.sh   # errgen from source, already built
#   KEEP=1 Scripts/check-artifact-bundle.sh                       # keep the temporary folder
#   NO_NAMESPACE=1 Scripts/check-artifact-bundle.sh               # hide pkg-config only (no unshare)
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
started=$SECONDS
work="$(mktemp -d "${TMPDIR:-/tmp}/errgen-bundle.XXXXXX")"
if [ "${KEEP:-0}" = 1 ]; then
    trap 'echo "bundle: kept $work"' EXIT
else
    trap 'rm -rf "$work"' EXIT
fi
fail() {
    echo "bundle: FAILED: $*" >&2
    exit 1
}
# Where SwiftPM extracts this machine's errgen, and what lists the libraries it links.
case "$(uname -s)" in
    Linux) slice="*linux-$(uname -m)/bin/errgen" && libraries=(ldd) ;;
    Darwin) slice="*-macos/bin/errgen" && libraries=(otool -L) ;;
    *) fail "no bundle slice for $(uname -s)" ;;
esac
elapsed() { echo "$((SECONDS - started)) s"; }

# swift_tool: swift, run once more when SwiftPM itself crashes.
source "$root/Scripts/swift-tool.sh"
export -f swift_tool

echo "bundle: 1. copying the package (tracked and untracked, not ignored, files) into $work/errgen"
copy="$work/errgen"
mkdir -p "$copy"
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' file; do
        # A tracked file deleted in the working tree is left out.
        if [ -e "$file" ] || [ -L "$file" ]; then printf '%s\0' "$file"; fi
    done | tar --null -T - -cf -) | tar -C "$copy" -xf -
[ -f "$root/Package.resolved" ] && cp "$root/Package.resolved" "$copy/Package.resolved"
grep -q '^let pluginTool: PluginTool = \.source$' "$copy/Package.swift" ||
    fail "Package.swift has no line 'let pluginTool: PluginTool = .source' (a release commit's .release?)"

echo "bundle: 2. building the bundle for $(uname -s) ($(elapsed))"
bash "$copy/Scripts/make-artifact-bundle.sh" --output "$work/out" 2>&1 | tee "$work/make.log"
zip="$work/out/errgen.artifactbundle.zip"
[ -f "$zip" ] || fail "no $zip"
echo "bundle: zip $(wc -c <"$zip") bytes, errgen $(wc -c <"$(find "$work/out/errgen.artifactbundle" -path "$slice")") bytes"

echo "bundle: 3. errgen from source ($(elapsed))"
if [ -n "${ERRGEN:-}" ]; then
    source_errgen="$(cd "$root" && realpath "$ERRGEN")"
else
    swift_tool build --product errgen --package-path "$copy" --scratch-path "$copy/.build-bundle-source" \
        >"$work/source.log" 2>&1 || { tail -40 "$work/source.log"; fail "errgen did not build from source"; }
    source_errgen="$copy/.build-bundle-source/debug/errgen"
fi
"$source_errgen" --version >/dev/null || fail "$source_errgen does not run"
echo "bundle: errgen from source: $source_errgen"

echo "bundle: 4. Package.swift's pluginTool set to the bundle"
cp "$zip" "$copy/errgen.artifactbundle.zip"
# -i with a suffix: GNU and BSD sed both take it.
sed -i.source 's|^let pluginTool: PluginTool = \.source$|let pluginTool: PluginTool = .local(path: "errgen.artifactbundle.zip")|' \
    "$copy/Package.swift" && rm "$copy/Package.swift.source"
grep -q '^let pluginTool: PluginTool = .local(path: "errgen.artifactbundle.zip")$' "$copy/Package.swift" ||
    fail "the sed did not set pluginTool"

# Every libyaml file, yaml-0.1.pc and pkg-config itself, to be hidden (real paths: a bind
# mount follows symbolic links).
hidden="$work/hidden.txt"
for file in /usr/include/yaml.h /usr/local/include/yaml.h /usr/lib/*/libyaml* /usr/lib/libyaml* \
    /usr/local/lib/libyaml* /usr/lib/*/pkgconfig/yaml-0.1.pc /usr/lib/pkgconfig/yaml-0.1.pc \
    /usr/share/pkgconfig/yaml-0.1.pc /usr/local/lib/pkgconfig/yaml-0.1.pc \
    $(type -ap pkg-config pkgconf "$(uname -m)-linux-gnu-pkg-config" || true); do
    if [ -e "$file" ]; then readlink -f "$file"; fi
done | sort -u >"$hidden"
namespace=()
if [ "${NO_NAMESPACE:-0}" = 1 ]; then
    :
elif [ "$(uname -s)" != Linux ]; then
    :
elif unshare --mount true 2>/dev/null; then
    namespace=(unshare --mount)
elif unshare --map-root-user --mount true 2>/dev/null; then
    namespace=(unshare --map-root-user --mount)
fi
empty="$work/empty"
mkdir -p "$empty/bin"
printf '#!/bin/sh\nexit 127\n' >"$empty/bin/pkg-config"
chmod +x "$empty/bin/pkg-config"
# without_libyaml COMMAND...: runs it where libyaml and pkg-config cannot be found.
without_libyaml() {
    if [ ${#namespace[@]} -gt 0 ]; then
        "${namespace[@]}" bash -c 'while read -r file; do mount --bind /dev/null "$file"; done <"$0"; "$@"' \
            "$hidden" "$@"
    else
        PATH="$empty/bin:$PATH" PKG_CONFIG=/bin/false PKG_CONFIG_PATH="$empty" PKG_CONFIG_LIBDIR="$empty" "$@"
    fi
}
if [ ${#namespace[@]} -gt 0 ]; then
    echo "bundle: hidden in a mount namespace (${namespace[*]}): $(tr '\n' ' ' <"$hidden")"
    probe='int yaml_parser_initialize(void *); int main(void) { return yaml_parser_initialize(0); }'
    # shellcheck disable=SC2016
    without_libyaml bash -c '! pkg-config --exists yaml-0.1 2>/dev/null && ! grep -qs yaml_parser_initialize /usr/include/yaml.h &&
        ! echo "$0" | cc -x c - -lyaml -o /dev/null 2>/dev/null' "$probe" ||
        fail "libyaml is still found in the namespace"
else
    echo "bundle: no mount namespace (NO_NAMESPACE=1, or unshare failed): libyaml stays installed; pkg-config is hidden" \
        "(PATH, PKG_CONFIG=/bin/false, an empty PKG_CONFIG_PATH)"
fi

consumer="$copy/Tests/PluginConsumer"
scratch="$work/consumer-build"
[ -f "$root/Package.resolved" ] && cp "$root/Package.resolved" "$consumer/Package.resolved"
echo "bundle: 5. the app's package, $consumer, without libyaml: swift build -v ($(elapsed))"
without_libyaml swift_tool build -v --package-path "$consumer" --scratch-path "$scratch" >"$work/build.log" 2>&1 ||
    { tail -60 "$work/build.log"; fail "the app's build failed (log: $work/build.log)"; }
echo "bundle: built; what SwiftPM warned:"
awk '/^(warning|error):/ && !/swift-frontend/ { print; more = 1; next } more && /^    / { print; next } { more = 0 }' \
    "$work/build.log" | sed 's/^/bundle:   /'

echo "bundle: no file of the generator compiled"
grep -q 'Sources/ErrgenRuntime/' "$work/build.log" || fail "the -v log shows no compilation at all (ErrgenRuntime?)"
if grep -E 'Sources/(ErrgenCore|CYAML|errgen|ErrgenMock|errgen-mock)/|checkouts/swift-argument-parser/Sources' "$work/build.log" |
    grep -v '^warning:' | head -5 | grep .; then
    fail "the app's build compiled the generator (lines above)"
fi
objects="$(find "$scratch" \( -path '*/ErrgenCore.build/*' -o -path '*/CYAML.build/*' -o -path '*/errgen.build/*' \
    -o -path '*/ErrgenMock.build/*' -o -path '*/errgen_mock.build/*' -o -path '*/ArgumentParser.build/*' \) \
    \( -name '*.o' -o -name '*.swiftmodule' \) | head -5)"
[ -z "$objects" ] || fail "objects of the generator in the app's build: $objects"
# A generator built for the plugins would be among the build's products, or its tools'.
if find "$scratch" -type f -name errgen -path '*/debug/*' | grep -v /artifacts/ | grep .; then
    fail "an errgen executable was built (above)"
fi

bundled="$(find "$scratch/artifacts" -type f -path "$slice" | head -1)"
[ -n "$bundled" ] || fail "SwiftPM did not extract the bundle into $scratch/artifacts"
echo "bundle: the errgen the plugins ran: $bundled"
# On a Mac the Swift runtime is the system's (/usr/lib/swift), and only libyaml must be absent.
"${libraries[@]}" "$bundled" | sed 's/^/bundle:   /'
if "${libraries[@]}" "$bundled" | grep -Eq 'libyaml|[^/]libswift|libFoundation|libdispatch|libBlocksRuntime|@rpath'; then
    fail "the bundled errgen links libyaml or a Swift runtime library of the toolchain"
fi

echo "bundle: swift test, without libyaml ($(elapsed))"
without_libyaml swift_tool test --package-path "$consumer" --scratch-path "$scratch" >"$work/test.log" 2>&1 ||
    { tail -60 "$work/test.log"; fail "the app's tests failed (log: $work/test.log)"; }
grep -E 'Test run with|Executed [0-9]+ tests' "$work/test.log" | sed 's/^/bundle:   /'

echo "bundle: the command plugins, without libyaml"
without_libyaml swift_tool package --package-path "$consumer" --scratch-path "$scratch" check-errgen-sources \
    >"$work/check.log" 2>&1 || { cat "$work/check.log"; fail "check-errgen-sources failed"; }
grep -q "Sources/OrdersAPI/Generated is up to date" "$work/check.log" ||
    { cat "$work/check.log"; fail "check-errgen-sources did not check OrdersAPI"; }
without_libyaml swift_tool package --package-path "$consumer" --scratch-path "$scratch" \
    --allow-writing-to-package-directory generate-errgen-sources --target OrdersAPI --output bundle-generated \
    >"$work/generate.log" 2>&1 || { cat "$work/generate.log"; fail "generate-errgen-sources failed"; }

echo "bundle: what the plugins wrote is what errgen from source writes ($(elapsed))"
compare() {
    local what="$1" expected="$2" actual="$3"
    if ! diff -r "$expected" "$actual" >"$work/diff.txt"; then
        head -40 "$work/diff.txt"
        fail "$what: the bundle's output differs from the source's (diff -r $expected $actual)"
    fi
    echo "bundle:   $what: $(find "$actual" -type f | wc -l) files identical"
}
(cd "$consumer" && "$source_errgen" generate Sources/OrdersAPI/errgen --output "$work/source/OrdersAPI" --quiet)
compare "generate-errgen-sources --target OrdersAPI" "$work/source/OrdersAPI" "$consumer/bundle-generated"
plugin_targets=0
for generated in "$scratch"/plugins/outputs/*/*/destination/ErrgenPlugin/Generated; do
    [ -d "$generated" ] || continue
    target="$(basename "$(dirname "$(dirname "$(dirname "$generated")")")")"
    # The plugin's own arguments (Plugins/ErrgenPlugin): the same spec path, another output folder.
    "$source_errgen" generate "$consumer/Sources/$target/errgen" --output "$work/source/plugin-$target" \
        --no-string-catalog --fixed-outputs --quiet
    compare "ErrgenPlugin on $target" "$work/source/plugin-$target" "$generated"
    plugin_targets=$((plugin_targets + 1))
done
[ "$plugin_targets" -gt 0 ] || fail "no build plugin output under $scratch/plugins/outputs"

echo "bundle: the bundled and the source errgen on the reference spec and every golden spec"
specs=("$copy/specs")
for spec in "$copy"/Tests/Fixtures/golden/*/spec; do specs+=("$spec"); done
for spec in "${specs[@]}"; do
    name="$(basename "$(dirname "$spec")")-$(basename "$spec")"
    mkdir -p "$work/source/$name" "$work/bundled/$name"
    # Diagnostics too: the same warnings, word for word.
    (cd "$copy" && "$source_errgen" generate "${spec#"$copy"/}" --output "$work/source/$name/output" --quiet \
        2>"$work/source/$name/diagnostics.txt") || fail "errgen from source failed on $spec"
    (cd "$copy" && without_libyaml "$bundled" generate "${spec#"$copy"/}" --output "$work/bundled/$name/output" \
        --quiet 2>"$work/bundled/$name/diagnostics.txt") || fail "the bundled errgen failed on $spec"
    compare "errgen generate ${spec#"$copy"/} (diagnostics: $(wc -l <"$work/bundled/$name/diagnostics.txt") lines)" \
        "$work/source/$name" "$work/bundled/$name"
done

echo "bundle: all bundle checks passed in $(elapsed)"
