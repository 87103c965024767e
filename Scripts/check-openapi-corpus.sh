#!/usr/bin/env bash
# Runs errgen on each OpenAPI document of ../shared/openapi-corpus (beside the repository)
# with `unsupported: skip`, and with --compile builds each output in the Swift 6 language
# mode with warnings as errors. Prints one line per document: operations in the document,
# endpoints generated, skip warnings, and the compile result. Not run in CI: a fresh clone
# has no ../shared.
#
#   bash Scripts/check-openapi-corpus.sh [--compile] [short-name...]
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
corpus="${OPENAPI_CORPUS:-$root/../shared/openapi-corpus}"
[[ -d "$corpus" ]] || corpus="/work/shared/openapi-corpus"
compile=0
names=()
for argument in "$@"; do
    if [[ "$argument" == "--compile" ]]; then compile=1; else names+=("$argument"); fi
done
work="${OPENAPI_CORPUS_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/errgen-corpus.XXXXXX")}"
mkdir -p "$work"
(cd "$root" && swift build --product errgen >/dev/null)
errgen="$root/.build/debug/errgen"
if [[ ${#names[@]} -eq 0 ]]; then
    mapfile -t names < <(python3 -c 'import json,sys; print("\n".join(sorted(json.load(open(sys.argv[1])))))' "$corpus/manifest.json")
fi

targets=()
printf '%-24s %5s %9s %6s %s\n' document ops generated skips compile
for name in "${names[@]}"; do
    rootfile="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]]["root"])' "$corpus/manifest.json" "$name")"
    ops="$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))[sys.argv[2]]["operations"])' "$corpus/manifest.json" "$name")"
    spec="$work/$name/spec"
    out="$work/$name/Sources/$(echo "$name" | tr -d '-')"
    rm -rf "$work/$name"
    mkdir -p "$spec" "$out"
    module="$(python3 -c 'import sys; print("".join(w.capitalize() for w in sys.argv[1].split("-")) + "API")' "$name")"
    cat >"$spec/errgen.yaml" <<YAML
errgen: 1
module: {name: $module, access: public}
openapi: {document: $corpus/$rootfile, unsupported: skip}
client_errors: {other: NETWORK}
fallbacks: {4xx: BAD_REQUEST, 5xx: SERVER}
errors:
  NETWORK: {category: retryable, message: The connection failed.}
  BAD_REQUEST: {status: 400, category: non_retryable, message: The request was refused.}
  SERVER: {status: 500, category: retryable, message: The server failed.}
YAML
    if "$errgen" generate "$spec" --output "$out" >"$work/$name/errgen.log" 2>&1; then
        # The services' methods (public); their protocols' requirements have no access modifier.
        generated="$(grep -cE '^ *public func [a-zA-Z0-9_]+\(' "$out/Client.swift" 2>/dev/null || true)"
        status="generated"
        targets+=("$name")
    else
        generated=0
        status="errgen failed"
    fi
    skips="$(grep -c 'is skipped' "$work/$name/errgen.log" || true)"
    printf '%-24s %5s %9s %6s %s\n' "$name" "$ops" "$generated" "$skips" "$status"
done

if [[ $compile -eq 1 && ${#targets[@]} -gt 0 ]]; then
    package="$work/package"
    mkdir -p "$package/Sources"
    {
        echo '// swift-tools-version: 6.0'
        echo 'import PackageDescription'
        echo 'let package = Package('
        echo '    name: "Corpus",'
        echo "    dependencies: [.package(name: \"errgen\", path: \"$root\")],"
        echo '    targets: ['
        for name in "${targets[@]}"; do
            target="$(echo "$name" | tr -d '-')"
            rm -rf "$package/Sources/$target"
            cp -R "$work/$name/Sources/$target" "$package/Sources/$target"
            echo "        .target(name: \"$target\", dependencies: [.product(name: \"ErrgenRuntime\", package: \"errgen\")],"
            echo '                swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),'
        done
        echo '    ]'
        echo ')'
    } >"$package/Package.swift"
    for name in "${targets[@]}"; do
        target="$(echo "$name" | tr -d '-')"
        if (cd "$package" && swift build --target "$target" >"$work/$name/compile.log" 2>&1); then
            echo "compile $name: ok"
        else
            echo "compile $name: FAILED ($(grep -c 'error:' "$work/$name/compile.log") errors; $work/$name/compile.log)"
        fi
    done
fi
echo "logs: $work"
