#!/usr/bin/env bash
# Issue 12: how long the generated code takes to compile (debug, default settings), for
# errgen's output at 100, 1,000 and 10,000 error codes, beside swift-openapi-generator's
# types + client for the 1,000-code API. Not a test (timings are never asserted): run it
# by hand.
#
#   Benchmarks/compare-compile.sh                    # 3 interleaved runs, 600 s timeout per build
#   REPEATS=5 TIMEOUT=1200 Benchmarks/compare-compile.sh
#   CODES="100 1000" OPENAPI_CODES="" Benchmarks/compare-compile.sh
#   SLOWEST=1 CODES=100 Benchmarks/compare-compile.sh   # adds the 15 slowest function bodies
#
# Every API has 200 endpoints and 100 models in 4 services (Benchmarks/synth-spec.py), and
# only the number of error codes changes. The generated sources go into
# Benchmarks/CompileComparison/Generated/<Target>/, one target each in the package there,
# which also depends on ErrgenRuntime (this clone, by path) and on swift-openapi-runtime
# 1.13.4 and swift-openapi-urlsession 1.4.0. The dependencies are built once first; each
# timed run then deletes one generated target's build products and times
# `swift build --target <Target>`, so only that target compiles. Runs are interleaved
# (every target once per round) so that a slow spell of the shared machine falls on all.
#
# A build that fails or outlasts TIMEOUT is reported as such (with its first error) and
# not tried again in later rounds. (Before issue 12, errgen's output failed at 1,000 codes,
# "unable to check that this switch is exhaustive in reasonable time", and 10,000 timed out.)
#
# SLOWEST=1 builds each target once more afterwards, in a separate scratch folder, with
# `-Xfrontend -debug-time-function-bodies` and the frontend's statistics, and prints the
# time per file and compiler phase and the 15 slowest function bodies. The timed rounds
# are not affected by those flags.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
repeats="${REPEATS:-3}"
timeout_s="${TIMEOUT:-600}"
codes="${CODES-100 1000 10000}"
openapi_codes="${OPENAPI_CODES-1000}"
slowest="${SLOWEST:-0}"
package="$here/CompileComparison"
scratch="$package/.build-compile"
slowest_scratch="$package/.build-compile-slowest"
errgen_scratch="$root/.build-release"
openapi_package="$here/OpenAPIComparison"
openapi_scratch="$openapi_package/.build-release"

command -v timeout >/dev/null || { echo "compare-compile.sh needs GNU coreutils' timeout" >&2; exit 1; }
[ -x /usr/bin/time ] || { echo "compare-compile.sh needs GNU time (apt-get install time)" >&2; exit 1; }

work="$(mktemp -d)"
# A build still running when the script is interrupted is stopped too: each runs in its
# own process group (setsid), whose id is kept in $work/build.pgid while it runs.
cleanup() {
    if [ -s "$work/build.pgid" ]; then kill -TERM -- "-$(cat "$work/build.pgid")" 2>/dev/null || true; fi
    rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

# --- The generators, in release.
echo "building errgen (release) in $errgen_scratch" >&2
(cd "$root" && swift build -c release --product errgen --scratch-path "$errgen_scratch" >&2)
errgen="$errgen_scratch/release/errgen"
if [ -n "$openapi_codes" ]; then
    echo "building swift-openapi-generator 1.14.3 (release) in $openapi_scratch" >&2
    (cd "$openapi_package" && swift build -c release --product swift-openapi-generator --scratch-path "$openapi_scratch" >&2)
    openapi="$openapi_scratch/release/swift-openapi-generator"
    # Types and client, public like errgen's output (the synthetic spec says `access: public`).
    printf 'generate:\n  - types\n  - client\naccessModifier: public\n' >"$work/openapi-generator-config.yaml"
fi

# --- The generated sources: rewritten on every run, so the package always matches the
# generators as they are now.
rm -rf "$package/Generated"
targets=()
for n in $codes; do
    spec="$work/spec-$n"
    python3 "$here/synth-spec.py" "$spec" --errors "$n" --endpoints 200 --models 100 --services 4 \
        --openapi "$work/openapi-$n.yaml"
    "$errgen" generate "$spec" --output "$package/Generated/Errgen$n" --quiet
    targets+=("Errgen$n")
done
for n in $openapi_codes; do
    [ -f "$work/openapi-$n.yaml" ] || python3 "$here/synth-spec.py" "$work/spec-$n" --errors "$n" \
        --endpoints 200 --models 100 --services 4 --openapi "$work/openapi-$n.yaml"
    mkdir -p "$package/Generated/OpenAPI$n"
    "$openapi" generate --config "$work/openapi-generator-config.yaml" \
        --output-directory "$package/Generated/OpenAPI$n" "$work/openapi-$n.yaml" >/dev/null
    targets+=("OpenAPI$n")
done
# The package declares these targets (and only these) when it is built.
export COMPILE_COMPARISON_TARGETS="${targets[*]}"
for t in "${targets[@]}"; do
    printf '  %-14s %8s lines of Swift in %s files\n' "$t" "$(cat "$package/Generated/$t"/*.swift | wc -l)" \
        "$(ls "$package/Generated/$t"/*.swift | wc -l)" >&2
done

# --- Building. `build SCRATCH LOG ARGS...` runs `swift build` in the package under the
# timeout, in its own process group so that the timeout (and Ctrl-C) stop the compiler
# processes too; it returns swift build's status, 124 when the timeout stopped it.
build() {
    local scratch_path="$1" log="$2"; shift 2
    local status=0
    # GNU time counts the CPU of every process swift build waits for (the compiler's too):
    # a figure that a busy machine inflates far less than wall time.
    (cd "$package" && exec setsid timeout --kill-after=20 "$timeout_s" \
        /usr/bin/time -f '%U %S' -o "$log.cpu" swift build --scratch-path "$scratch_path" "$@") >"$log" 2>&1 &
    local pid=$!
    echo "$pid" >"$work/build.pgid"   # setsid makes the subshell's pid its group's id
    wait "$pid" || status=$?
    : >"$work/build.pgid"
    return "$status"
}

# Deletes what compiling target $2 left in scratch folder $1 (objects, dependency files,
# the incremental build's records, the module), so that the next build compiles the whole
# target again while everything it depends on stays built. The files that SwiftPM writes
# when it plans the build (output-file-map.json, sources, include/) stay: it writes them
# only when the plan changes, and the compiler cannot start without them.
clean_target() {
    local bin
    for bin in "$1"/*/debug; do
        [ -d "$bin/$2.build" ] || continue
        find "$bin/$2.build" -maxdepth 1 -type f ! -name output-file-map.json ! -name sources -delete
        rm -rf "$bin/Modules/$2".*
    done
}

# The first error of a failed build, on one line, without the source path.
first_error() { grep -m1 'error:' "$1" | sed -e 's/^.*error: //' | cut -c1-110; }

rm -f "$scratch"/*-failed.log   # an earlier run's, which would mislead
echo "building the dependencies (debug) in $scratch" >&2
build "$scratch" "$work/deps.log" --target Dependencies || { cat "$work/deps.log" >&2; exit 1; }

# --- The timed rounds. Besides the targets, each round times a build with nothing to do:
# that is SwiftPM's own fixed cost (loading the manifest, planning), part of every figure.
load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
commit="$(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?')"
declare -A verdict   # target -> "" while it builds, else why it is no longer tried
for t in "${targets[@]}" no-op; do verdict[$t]=""; : >"$work/$t.runs"; : >"$work/$t.cpu"; done
for round in $(seq "$repeats"); do
    for t in "${targets[@]}" no-op; do
        [ -z "${verdict[$t]:-}" ] || continue
        target="$t"; [ "$t" = no-op ] && target=Dependencies || clean_target "$scratch" "$t"
        echo "  round $round/$repeats: $t" >&2
        start=$(date +%s%N); status=0
        build "$scratch" "$work/$t.log" --target "$target" || status=$?
        seconds=$(awk -v ns=$(($(date +%s%N) - start)) 'BEGIN { printf "%.2f", ns / 1e9 }')
        if [ "$status" = 0 ]; then
            echo "$seconds" >>"$work/$t.runs"
            awk '{ printf "%.2f\n", $1 + $2 }' "$work/$t.log.cpu" >>"$work/$t.cpu"
        elif [ "$status" = 124 ] || [ "$status" = 137 ]; then
            verdict[$t]="TIMEOUT after ${timeout_s} s"
        else
            verdict[$t]="FAILED after $seconds s: $(first_error "$work/$t.log")"
            cp "$work/$t.log" "$scratch/$t-failed.log"  # kept for reading, inside the ignored scratch folder
        fi
        [ -z "${verdict[$t]}" ] || echo "    $t: ${verdict[$t]}" >&2
    done
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

# --- Report.
median() { sort -g "$1" | awk '{ v[NR] = $1 } END { if (NR) print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }
declare -A med cpu
echo
echo "compare-compile.sh, $(date -u +%Y-%m-%d), $repeats interleaved runs, medians, timeout $timeout_s s"
echo "machine: $(uname -sm), $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)," \
    "load average $load_before before, $load_after after"
echo "errgen $commit, $(swift --version 2>/dev/null | head -1)"
echo
printf '%-14s %9s %8s %8s  %s\n' target "Swift loc" "seconds" "CPU s" "runs (wall)"
for t in "${targets[@]}" no-op; do
    med[$t]="$(median "$work/$t.runs")"
    cpu[$t]="$(median "$work/$t.cpu")"
    loc="-"; [ "$t" = no-op ] || loc="$(cat "$package/Generated/$t"/*.swift | wc -l)"
    if [ -n "${verdict[$t]}" ]; then
        printf '%-14s %9s %8s %8s  %s\n' "$t" "$loc" "-" "-" "${verdict[$t]}"
    else
        printf '%-14s %9s %8s %8s  %s\n' "$t" "$loc" "${med[$t]}" "${cpu[$t]}" "$(paste -sd' ' "$work/$t.runs")"
    fi
done
echo "(CPU s: user + system time of swift build and every compiler process it ran, median)"
echo "(no-op: \`swift build --target Dependencies\` with nothing to do, SwiftPM's fixed cost in every figure)"

# The issue's goals, when their targets were measured. `goal NAME A OP LIMIT`.
goal() {
    local name="$1" value="$2" op="$3" limit="$4"
    if [ -z "$value" ]; then printf '  %-36s %10s  goal %s %-6s NOT met\n' "$name" "no figure" "$op" "$limit"; return; fi
    printf '  %-36s %10.3g  goal %s %-6s %s\n' "$name" "$value" "$op" "$limit" \
        "$(awk -v v="$value" -v l="$(awk "BEGIN { print $limit }")" -v op="$op" \
            'BEGIN { ok = (op == "<=") ? v <= l : v >= l; print ok ? "met" : "NOT met" }')"
}
ratio() { [ -n "$1" ] && [ -n "$2" ] && awk -v a="$1" -v b="$2" 'BEGIN { print a / b }' || true; }
echo
echo "goals (issue 12):"
if [ -n "${verdict[Errgen1000]+x}" ] && [ -n "${verdict[OpenAPI1000]+x}" ]; then
    goal "errgen-1000 / openapi-1000" "$(ratio "${med[Errgen1000]}" "${med[OpenAPI1000]}")" "<=" "1/3"
fi
[ -n "${verdict[Errgen1000]+x}" ] && goal "errgen-1000, seconds" "${med[Errgen1000]}" "<=" 15
if [ -n "${verdict[Errgen1000]+x}" ] && [ -n "${verdict[Errgen10000]+x}" ]; then
    goal "errgen-10000 / errgen-1000" "$(ratio "${med[Errgen10000]}" "${med[Errgen1000]}")" "<=" 12
    goal "errgen-10000 / errgen-1000, CPU" "$(ratio "${cpu[Errgen10000]}" "${cpu[Errgen1000]}")" "<=" 12
fi
if [ -n "${verdict[Errgen1000]+x}" ] && [ -n "${verdict[OpenAPI1000]+x}" ]; then
    goal "errgen-1000 / openapi-1000, CPU" "$(ratio "${cpu[Errgen1000]}" "${cpu[OpenAPI1000]}")" "<=" "1/3"
fi

# --- Where the time goes, from one more build of each target with diagnostic flags: the
# frontend's time per function body (type-checking only), and its statistics per file
# (-stats-output-dir), one frontend per file (-disable-batch-mode) so that each file's
# phases can be told apart. Other flags than the timed builds', so another scratch folder.
if [ "$slowest" = 1 ]; then
    echo "SLOWEST=1: building the dependencies with diagnostic flags in $slowest_scratch" >&2
    # The statistics folder is a fixed path: a new one each run would change the flags, and
    # SwiftPM would rebuild every dependency with them each time.
    stats="$slowest_scratch/stats"
    mkdir -p "$stats"
    flags=(-Xswiftc -Xfrontend -Xswiftc -debug-time-function-bodies -Xswiftc -disable-batch-mode
        -Xswiftc -stats-output-dir -Xswiftc "$stats")
    build "$slowest_scratch" "$work/slowest-deps.log" --target Dependencies "${flags[@]}" \
        || { cat "$work/slowest-deps.log" >&2; exit 1; }
    for t in "${targets[@]}"; do
        clean_target "$slowest_scratch" "$t"
        rm -rf "$stats"; mkdir -p "$stats"
        echo "  SLOWEST=1: $t" >&2
        status=0
        build "$slowest_scratch" "$work/slowest-$t.log" --target "$t" "${flags[@]}" || status=$?
        echo
        echo "$t, where the time goes (one frontend per file, seconds of wall time; build status $status):"
        python3 - "$stats" "$t" <<'PY'
import glob, json, os, re, sys
folder, target = sys.argv[1], sys.argv[2]
# Each frontend job writes stats-<id>-swift-frontend-<Target>-<File.swift | all>-<triple>-<o | swiftmodule>-...json
# (with "+" in a file name written "_": Types+Operations.swift is Types_Operations.swift).
phases = ["Type checking and Semantic analysis", "SILGen", "SIL optimization", "IRGen"]
rows = []
for path in glob.glob(os.path.join(folder, f"*-swift-frontend-{target}-*.json")):
    m = re.search(rf"-swift-frontend-{re.escape(target)}-(.+?)-[^-]+_[^-]+-(o|swiftmodule)-", os.path.basename(path))
    if not m:
        continue
    stats = json.load(open(path))
    total = sum(v for k, v in stats.items() if k.startswith("time.swift-frontend.") and k.endswith(".wall"))
    times = [stats.get(f"time.swift.{p}.wall", 0.0) for p in phases]
    name = "emit-module (all files)" if m.group(2) == "swiftmodule" else m.group(1)
    rows.append((name, total, *times, total - sum(times)))
rows.sort(key=lambda r: -r[1])
print(f"  {'file':<36}{'total':>8}{'sema':>8}{'SILGen':>8}{'SILopt':>8}{'IRGen':>8}{'rest':>8}")
for r in rows + [("sum", *[sum(r[i] for r in rows) for i in range(1, 7)])]:
    print(f"  {r[0]:<36}" + "".join(f"{v:8.2f}" for v in r[1:]))
print("  (sema: type checking; rest: the frontend's other time, for an object file mostly LLVM)")
PY
        echo
        echo "$t, 15 slowest function bodies (type-checking, ms):"
        # The frontend prints "12.34ms<TAB>/path/File.swift:12:5<TAB>what@/path:12:5" for each
        # body, and the build log may repeat lines: unique ones only, file names without
        # their folder. (awk, not head, ends the pipe: head would stop sort with SIGPIPE.)
        grep -E $'^[0-9.]+ms\t' "$work/slowest-$t.log" | sort -u | sort -t$'\t' -k1,1gr |
            awk -F'\t' 'NR <= 15 { n = split($2, p, "/"); sub(/@.*/, "", $3); printf "  %10s  %-26s %s\n", $1, p[n], $3 }'
    done
fi
