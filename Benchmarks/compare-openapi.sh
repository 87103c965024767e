#!/usr/bin/env bash
# Issue 28 point 5: errgen beside swift-openapi-generator 1.14.3 (types + client) on real
# OpenAPI documents: (a) generation wall time, CPU and peak RSS, (b) a debug build of the
# generated target alone. Not a test (timings are never asserted): run it by hand.
#
#   Benchmarks/compare-openapi.sh --corpus /path/to/corpus            # its three largest accepted documents
#   REPEATS=5 Benchmarks/compare-openapi.sh --corpus /path/to/corpus
#   REPEATS=3 BUILD_REPEATS=1 Benchmarks/compare-openapi.sh --corpus /path/to/corpus   # fewer long builds
#   Benchmarks/compare-openapi.sh --corpus /path/to/corpus box/openapi.json   # documents of the corpus
#   Benchmarks/compare-openapi.sh a.yaml b.json                          # or any documents
#
# With --corpus and no documents: the corpus's documents ranked by operation count in its
# manifest.json (`{"name": {"root": ..., "operations": ...}}`, largest first); the first three
# that swift-openapi-generator generates without error are used, the rejected ones are listed.
# A document given by a path relative to the corpus is read there. Without documents or a
# corpus the script says so and exits 0 (the smoke run in CI).
# For errgen each document gets a spec folder: errgen.yaml with `openapi: {document: ...,
# unsupported: skip}` and a two-code catalog. Rounds are interleaved (every case once per
# round) so that a slow spell of the shared machine falls on all cases alike. Generation is
# timed with run-once.py; compiling uses Benchmarks/CompileComparison like compare-compile.sh.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
repeats="${REPEATS:-3}"
build_repeats="${BUILD_REPEATS:-$repeats}"
timeout_s="${TIMEOUT:-1200}"
corpus=""
if [ "${1:-}" = "--corpus" ]; then
    [ $# -ge 2 ] || { echo "compare-openapi.sh: --corpus needs a folder" >&2; exit 64; }
    corpus="$(cd "$2" && pwd)"
    shift 2
fi
errgen_scratch="$root/.build-release"
openapi_package="$here/OpenAPIComparison"
openapi_scratch="$openapi_package/.build-release"
package="$here/CompileComparison"
scratch="$package/.build-compile"

docs=()
for doc in "$@"; do
    if [ -n "$corpus" ] && [ ! -f "$doc" ] && [ -f "$corpus/$doc" ]; then docs+=("$corpus/$doc"); else docs+=("$doc"); fi
done
if [ "${#docs[@]}" -eq 0 ]; then
    if [ -z "$corpus" ] || [ ! -f "$corpus/manifest.json" ]; then
        echo "compare-openapi.sh: no documents and no corpus with a manifest.json (--corpus folder); nothing to compare"
        exit 0
    fi
    # Largest first by operation count; ties by bytes.
    mapfile -t candidates < <(python3 - "$corpus/manifest.json" <<'PY'
import json, os, sys
m = json.load(open(sys.argv[1]))
folder = os.path.dirname(sys.argv[1])
for name, e in sorted(m.items(), key=lambda kv: (-kv[1].get("operations", 0), -kv[1].get("bytes", 0))):
    print(os.path.join(folder, e["root"]))
PY
    )
fi
[ -x /usr/bin/time ] || { echo "compare-openapi.sh needs GNU time (apt-get install time)" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "building errgen (release) in $errgen_scratch" >&2
(cd "$root" && swift build -c release --product errgen --scratch-path "$errgen_scratch" >&2)
errgen="$errgen_scratch/release/errgen"
echo "building swift-openapi-generator 1.14.3 (release) in $openapi_scratch" >&2
(cd "$openapi_package" && swift build -c release --product swift-openapi-generator --scratch-path "$openapi_scratch" >&2)
openapi="$openapi_scratch/release/swift-openapi-generator"
printf 'generate:\n  - types\n  - client\naccessModifier: public\n' >"$work/openapi-generator-config.yaml"

# A Swift identifier from a document's file or folder name: "twilio-api_v2010" -> "TwilioApiV2010".
ident() { echo "$1" | awk -F'[^A-Za-z0-9]+' '{ s = ""; for (i = 1; i <= NF; i++) s = s toupper(substr($i, 1, 1)) substr($i, 2); print s }'; }
# A corpus document is named by its corpus folder (digitalocean/specification/x.yaml -> Digitalocean).
name_of() {
    local d full rel
    full="$(realpath -m "$1")"
    rel="$full"
    [ -z "$corpus" ] || rel="${full#"$corpus"/}"
    if [ "$rel" != "$full" ]; then d="${rel%%/*}"; else d="$(basename "${1%.*}")"; fi
    ident "$d"
}

rejected=()
if [ "${#docs[@]}" -eq 0 ]; then
    for doc in "${candidates[@]}"; do
        [ "${#docs[@]}" -lt 3 ] || break
        mkdir -p "$work/probe"; rm -rf "$work/probe"/*
        if "$openapi" generate --config "$work/openapi-generator-config.yaml" --output-directory "$work/probe" "$doc" \
            >"$work/probe.log" 2>&1; then
            docs+=("$doc")
        else
            rejected+=("$(name_of "$doc"): $(grep -m1 -i 'error' "$work/probe.log" | cut -c1-100)")
        fi
    done
fi

# The errgen spec folder of each document: the document by absolute path, a two-code catalog.
names=()
for doc in "${docs[@]}"; do
    n="$(name_of "$doc")"; names+=("$n")
    mkdir -p "$work/spec-$n"
    cat >"$work/spec-$n/errgen.yaml" <<YAML
errgen: 1
module: {name: $n, access: public}
openapi: {document: $(cd "$(dirname "$doc")" && pwd)/$(basename "$doc"), unsupported: skip}
envelope: {code: code, message: message}
client_errors: {other: NETWORK_ERROR}
fallbacks: {4xx: FAILED, 5xx: FAILED}
errors:
  FAILED: {status: 400, category: non_retryable, message: The request failed.}
  NETWORK_ERROR: {category: retryable, message: A network error occurred.}
YAML
    printf '%s\n' "$doc" >"$work/doc-$n"
done

median() { awk -v c="$2" '{ print $c }' "$1" | sort -g | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (a == "" || b == "" || b + 0 == 0) print ""; else printf "%.3g", a / b }'; }
verdict() { [ -z "$1" ] && echo "no figure" || awk -v v="$1" -v l="$2" 'BEGIN { print (v >= l) ? "met" : "NOT met" }'; }

# --- (a) Generation, interleaved. A failing case is recorded once and not retried.
declare -A failed
gen_cmd() { # KIND NAME -> cmd
    case "$1" in
        errgen) cmd=("$errgen" generate "$work/spec-$2" --output "$work/out-errgen-$2" --quiet) ;;
        openapi) cmd=("$openapi" generate --config "$work/openapi-generator-config.yaml"
            --output-directory "$work/out-openapi-$2" "$(cat "$work/doc-$2")") ;;
    esac
}
measure() {
    local kind="$1" n="$2" cmd
    [ -z "${failed[$kind-$n]:-}" ] || return 0
    rm -rf "$work/out-$kind-$n"; [ "$kind" = openapi ] && mkdir -p "$work/out-$kind-$n"
    gen_cmd "$kind" "$n"
    python3 "$here/run-once.py" "$work/gen-$kind-$n.runs" "$work/gen-$kind-$n.log" "${cmd[@]}" ||
        failed[$kind-$n]="generate failed: $(grep -m1 -i error "$work/gen-$kind-$n.log" | cut -c1-80)"
}
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
commit="$(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?')"
for n in "${names[@]}"; do for k in errgen openapi; do measure "$k" "$n"; rm -f "$work/gen-$k-$n.runs"; done; done
for round in $(seq "$repeats"); do
    echo "  generate round $round/$repeats" >&2
    for n in "${names[@]}"; do for k in errgen openapi; do measure "$k" "$n"; done; done
done

# --- (b) Debug build of each generated target alone (dependencies built once, untimed).
rm -rf "$package/Generated"
targets=()
for n in "${names[@]}"; do
    for k in errgen openapi; do
        [ -z "${failed[$k-$n]:-}" ] || continue
        t="$([ "$k" = errgen ] && echo Errgen || echo OpenAPI)$n"
        mkdir -p "$package/Generated/$t"; cp "$work/out-$k-$n"/*.swift "$package/Generated/$t/"
        targets+=("$t")
    done
done
export COMPILE_COMPARISON_TARGETS="${targets[*]}"
clean_target() {
    local bin
    for bin in "$1"/*/debug; do
        [ -d "$bin/$2.build" ] || continue
        find "$bin/$2.build" -maxdepth 1 -type f ! -name output-file-map.json ! -name sources -delete
        rm -rf "$bin/Modules/$2".*
    done
}
echo "building the dependencies (debug) in $scratch" >&2
(cd "$package" && swift build --scratch-path "$scratch" --target Dependencies >"$work/deps.log" 2>&1) ||
    { cat "$work/deps.log" >&2; exit 1; }
declare -A bfail
for round in $(seq "$build_repeats"); do
    for t in "${targets[@]}"; do
        [ -z "${bfail[$t]:-}" ] || continue
        echo "  build round $round/$build_repeats: $t" >&2
        clean_target "$scratch" "$t"
        start=$(date +%s%N); status=0
        (cd "$package" && timeout --kill-after=20 "$timeout_s" swift build --scratch-path "$scratch" --target "$t") \
            >"$work/build-$t.log" 2>&1 || status=$?
        s=$(awk -v ns=$(($(date +%s%N) - start)) 'BEGIN { printf "%.2f", ns / 1e9 }')
        if [ "$status" = 0 ]; then echo "$s" >>"$work/build-$t.runs"
        elif [ "$status" = 124 ] || [ "$status" = 137 ]; then bfail[$t]="TIMEOUT after $timeout_s s"
        else bfail[$t]="FAILED: $(grep -m1 'error:' "$work/build-$t.log" | sed 's/^.*error: //' | cut -c1-80)"; fi
    done
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

# --- Report.
echo
echo "compare-openapi.sh, $(date -u +%Y-%m-%d), medians of $repeats interleaved generation runs and $build_repeats builds"
echo "machine: $(uname -sm), $(nproc) cores, load average $load_before before, $load_after after"
echo "errgen $commit, swift-openapi-generator 1.14.3 (types + client), $(swift --version 2>/dev/null | head -1)"
for r in "${rejected[@]}"; do echo "skipped (swift-openapi-generator rejects it): $r"; done
echo
printf '%-24s %9s %9s %9s %9s %9s %8s   %9s %9s %8s\n' document "eg gen s" "oag gen s" "eg MB" "oag MB" \
    "gen x" "goal10" "eg build" "oag build" "goal3"
for n in "${names[@]}"; do
    eg="$(median "$work/gen-errgen-$n.runs" 1 2>/dev/null || true)"; og="$(median "$work/gen-openapi-$n.runs" 1 2>/dev/null || true)"
    em="$(median "$work/gen-errgen-$n.runs" 3 2>/dev/null || true)"; om="$(median "$work/gen-openapi-$n.runs" 3 2>/dev/null || true)"
    eb="$(median "$work/build-Errgen$n.runs" 1 2>/dev/null || true)"; ob="$(median "$work/build-OpenAPI$n.runs" 1 2>/dev/null || true)"
    gr="$(ratio "$og" "$eg")"; br="$(ratio "$ob" "$eb")"
    printf '%-24s %9s %9s %9s %9s %9s %8s   %9s %9s %8s\n' "$n" "${eg:--}" "${og:--}" "${em:--}" "${om:--}" \
        "${gr:--}" "$(verdict "$gr" 10)" "${eb:--}" "${ob:--}" "$(verdict "$br" 3)"
    [ -z "$br" ] || echo "    build ratio openapi/errgen: ${br}x"
    for k in errgen-$n openapi-$n; do [ -z "${failed[$k]:-}" ] || echo "    $k: ${failed[$k]}"; done
    for t in Errgen$n OpenAPI$n; do [ -z "${bfail[$t]:-}" ] || echo "    $t: ${bfail[$t]}"; done
done
echo "(gen x: openapi / errgen generation wall time, goal >= 10x; goal3: openapi / errgen debug build wall, goal >= 3x)"
