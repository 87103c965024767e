#!/usr/bin/env bash
# The hand-written Swift follows .swift-format (4 spaces, 120 columns): `swift format lint
# --strict` over the package's Swift (Sources/, Plugins/, Tests/, Benchmarks/, Fuzz/ and the
# manifests), less what errgen generates (Generated/ folders, Tests/Fixtures). Run by
# .ci/run. To apply the format:  Scripts/check-format.sh --fix
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

files=()
while IFS= read -r file; do files+=("$file"); done < <(
    find Package.swift Sources Plugins Tests Benchmarks Fuzz -name '*.swift' -not -path 'Tests/Fixtures/*' \
        -not -path '*/Generated/*' -not -path '*/.build*' | sort)

if [ "${1:-}" = "--fix" ]; then
    swift format format --in-place "${files[@]}"
    exit 0
fi
swift format lint --strict "${files[@]}"
echo "format: ${#files[@]} files follow .swift-format"
