#!/usr/bin/env bash
# Builds the documentation catalog (Sources/ErrgenRuntime/ErrgenRuntime.docc) with DocC,
# warnings as errors: a broken symbol or article link, or an undocumented parameter,
# fails. `Scripts/build-docs.sh --preview` serves it on http://localhost:8080 instead.
#
# Why not `swift package generate-documentation`: ErrgenRuntime re-exports
# ErrgenVocabulary (ErrorCategory, WireCode, PluralRules...), and swift-docc-plugin
# cannot ask for re-exported symbols (swiftlang/swift-package-manager#9101), so they
# would be missing. swift-symbolgraph-extract can, with the flag below; Xcode's Build
# Documentation includes them by itself.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=.build-docs
graphs="$scratch/symbol-graphs"
archive="$scratch/ErrgenRuntime.doccarchive"

swift build --scratch-path "$scratch" --target ErrgenRuntime
triple=$(swift -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["triple"])')
rm -rf "$graphs" && mkdir -p "$graphs"
swift symbolgraph-extract \
    -module-name ErrgenRuntime \
    -target "$triple" \
    -I "$scratch/debug/Modules" \
    -minimum-access-level public \
    -emit-extension-block-symbols \
    -experimental-allowed-reexported-modules=ErrgenVocabulary \
    -output-dir "$graphs"

common=(
    Sources/ErrgenRuntime/ErrgenRuntime.docc
    --additional-symbol-graph-dir "$graphs"
    --fallback-display-name ErrgenRuntime
    --fallback-bundle-identifier ErrgenRuntime
)
if [[ "${1:-}" == "--preview" ]]; then
    docc preview "${common[@]}"
else
    rm -rf "$archive"
    docc convert "${common[@]}" --output-path "$archive" --warnings-as-errors
    echo "Documentation: $archive"
fi
