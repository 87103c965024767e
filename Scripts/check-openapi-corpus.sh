#!/usr/bin/env bash
# Runs errgen on each OpenAPI document of a folder with `unsupported: skip`, and with
# --compile builds each output in the Swift 6 language mode with warnings as errors. Prints
# one line per document: operations in the document (when the folder's manifest.json says),
# endpoints generated, skip warnings, and the compile result; exits 1 when errgen or a
# compile fails. CI runs it on Tests/Fixtures/init-from; a corpus of real documents is yours
# to give.
#
#   bash Scripts/check-openapi-corpus.sh [--compile] <folder> [name...]
#
# <folder> is either a corpus with a manifest.json (`{"name": {"root": "name/openapi.yaml",
# "operations": 42}}`) or any folder whose top-level .yaml, .yml and .json files are documents.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
compile=0
corpus=""
names=()
for argument in "$@"; do
    if [[ "$argument" == "--compile" ]]; then
        compile=1
    elif [[ -z "$corpus" ]]; then
        corpus="$argument"
    else
        names+=("$argument")
    fi
done
if [[ -z "$corpus" || ! -d "$corpus" ]]; then
    echo "usage: bash Scripts/check-openapi-corpus.sh [--compile] <folder of OpenAPI documents> [name...]" >&2
    exit 64
fi
corpus="$(cd "$corpus" && pwd)"
work="${OPENAPI_CORPUS_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/errgen-corpus.XXXXXX")}"
mkdir -p "$work"
(cd "$root" && swift build --product errgen >/dev/null)
errgen="$root/.build/debug/errgen"

# name, root file (inside the folder) and operation count of each document, tab-separated.
documents="$(python3 - "$corpus" "${names[@]}" <<'PY'
import json, os, sys
folder, wanted = sys.argv[1], sys.argv[2:]
manifest = os.path.join(folder, "manifest.json")
if os.path.isfile(manifest):
    entries = {n: (e["root"], str(e.get("operations", "-"))) for n, e in json.load(open(manifest)).items()}
else:
    entries = {os.path.splitext(f)[0]: (f, "-") for f in os.listdir(folder)
               if f.endswith((".yaml", ".yml", ".json")) and os.path.isfile(os.path.join(folder, f))}
for name in wanted or sorted(entries):
    if name not in entries:
        sys.exit(f"check-openapi-corpus.sh: no document '{name}' in {folder}")
    print(f"{name}\t{entries[name][0]}\t{entries[name][1]}")
PY
)"

targets=()
printf '%-24s %5s %9s %6s %s\n' document ops generated skips compile
failed=0
while IFS=$'\t' read -r name rootfile ops; do
    target="$(python3 -c 'import re,sys; print("".join(w[:1].upper() + w[1:] for w in re.split("[^A-Za-z0-9]+", sys.argv[1]) if w))' "$name")"
    spec="$work/$name/spec"
    out="$work/$name/Sources/$target"
    rm -rf "$work/$name"
    mkdir -p "$spec" "$out"
    module="${target}API"
    cat >"$spec/errgen.yaml" <<YAML
errgen: 1
module: {name: $module, access: public}
openapi: {document: '$corpus/$rootfile', unsupported: skip}
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
        targets+=("$name:$target")
    else
        generated=0
        status="errgen failed"
        failed=1
    fi
    skips="$(grep -c 'is skipped' "$work/$name/errgen.log" || true)"
    printf '%-24s %5s %9s %6s %s\n' "$name" "$ops" "$generated" "$skips" "$status"
done <<<"$documents"

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
        for entry in "${targets[@]}"; do
            name="${entry%%:*}" target="${entry#*:}"
            rm -rf "$package/Sources/$target"
            cp -R "$work/$name/Sources/$target" "$package/Sources/$target"
            echo "        .target(name: \"$target\", dependencies: [.product(name: \"ErrgenRuntime\", package: \"errgen\")],"
            echo '                swiftSettings: [.unsafeFlags(["-warnings-as-errors"])]),'
        done
        echo '    ]'
        echo ')'
    } >"$package/Package.swift"
    for entry in "${targets[@]}"; do
        name="${entry%%:*}" target="${entry#*:}"
        if (cd "$package" && swift build --target "$target" >"$work/$name/compile.log" 2>&1); then
            echo "compile $name: ok"
        else
            echo "compile $name: FAILED ($(grep -c 'error:' "$work/$name/compile.log") errors; $work/$name/compile.log)"
            failed=1
        fi
    done
fi
echo "logs: $work"
exit "$failed"
