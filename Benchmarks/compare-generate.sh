#!/usr/bin/env bash
# How fast errgen generates, beside swift-openapi-generator and beside libyaml alone, on the
# same synthetic API, judged against issue 27's envelope. Not a test (timings are never
# asserted): run it by hand.
#
#   Benchmarks/compare-generate.sh                # 5 interleaved runs of each case
#   REPEATS=9 Benchmarks/compare-generate.sh      # more runs on a noisy machine
#   OPENAPI=0 Benchmarks/compare-generate.sh      # errgen and libyaml only (no openapi build)
#
# It builds errgen (release, .build-release at the root, as Benchmarks/run.sh does) and
# swift-openapi-generator 1.14.3's command-line tool (release, from the package in
# Benchmarks/OpenAPIComparison, in its own .build-release), writes three synthetic APIs
# with Benchmarks/synth-spec.py, then runs every case once to warm the file cache and
# REPEATS more times, the cases interleaved so that a slow spell of the shared machine
# falls on all of them alike. For each case it prints the median wall time, the fastest
# run's wall time, the median user+sys CPU time and the median peak RSS (run-once.py),
# then the envelope, each bound judged on the medians and marked met or not.
#
# Sizes (errors / endpoints / models / services): the reference spec (specs/, "ref"),
# S 1000/200/100/4, L 10000/2000/500/40, XL 5 x L. Services grow with endpoints, 50
# endpoints each, at every synthetic size.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
repeats="${REPEATS:-5}"
with_openapi="${OPENAPI:-1}"
errgen_scratch="$root/.build-release"
openapi_package="$here/OpenAPIComparison"
openapi_scratch="$openapi_package/.build-release"

# --- Tools. run-once.py times each run (python3) and takes its peak RSS from GNU time;
# libyaml-dev is the C parser errgen also uses.
need_apt=()
command -v python3 >/dev/null || need_apt+=(python3)
[ -x /usr/bin/time ] || need_apt+=(time)
[ -f /usr/include/yaml.h ] || need_apt+=(libyaml-dev)
command -v cc >/dev/null || need_apt+=(gcc)
if [ "${#need_apt[@]}" -gt 0 ]; then
    echo "installing ${need_apt[*]}" >&2
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    # On a fresh machine the package lists may be missing or old: update them and try again.
    $sudo apt-get install -y "${need_apt[@]}" >/dev/null 2>&1 ||
        { $sudo apt-get update >/dev/null && $sudo apt-get install -y "${need_apt[@]}" >/dev/null; }
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "building errgen (release) in $errgen_scratch" >&2
(cd "$root" && swift build -c release --product errgen --scratch-path "$errgen_scratch" >&2)
errgen="$errgen_scratch/release/errgen"

if [ "$with_openapi" = 1 ]; then
    echo "building swift-openapi-generator 1.14.3 (release) in $openapi_scratch" >&2
    (cd "$openapi_package" && swift build -c release --product swift-openapi-generator --scratch-path "$openapi_scratch" >&2)
    openapi="$openapi_scratch/release/swift-openapi-generator"
    # Types and client, public like errgen's output (the synthetic spec says `access: public`),
    # otherwise the generator's defaults.
    printf 'generate:\n  - types\n  - client\naccessModifier: public\n' >"$work/openapi-generator-config.yaml"
fi

# The floor: libyaml's event parser reading the same files, nothing else.
cc -O2 -o "$work/yaml-parse" "$here/yaml-parse.c" -lyaml

# --- The synthetic APIs (deterministic: the same arguments write the same files).
synth() { # NAME errors endpoints models services
    python3 "$here/synth-spec.py" "$work/spec-$1" --errors "$2" --endpoints "$3" --models "$4" --services "$5" \
        --openapi "$work/openapi-$1.yaml"
}
synth S 1000 200 100 4
synth L 10000 2000 500 40
synth XL 50000 10000 2500 200
for size in S L XL; do
    printf '  spec %-2s %s in %s files, OpenAPI document %s\n' "$size" \
        "$(du -sh "$work/spec-$size" | cut -f1)" "$(ls "$work/spec-$size" | wc -l)" \
        "$(du -sh "$work/openapi-$size.yaml" | cut -f1)" >&2
done

# For the no-op case: an output folder that is already what the spec generates.
"$errgen" generate "$work/spec-L" --output "$work/current-L" --quiet

# --- The cases. Each is a function: its preparation (removing last run's output, so that
# "generate" writes every file into a fresh folder) happens before the clock starts.
cases=(errgen-generate-ref errgen-generate-S)
[ "$with_openapi" = 1 ] && cases+=(openapi-generate-S)
cases+=(libyaml-S errgen-generate-L)
[ "$with_openapi" = 1 ] && cases+=(openapi-generate-L)
cases+=(libyaml-L errgen-noop-L errgen-lint-L errgen-generate-XL)

prepare() {
    case "$1" in
        errgen-generate-*) rm -rf "$work/out-$1" ;;
        openapi-generate-*) rm -rf "$work/out-$1"; mkdir -p "$work/out-$1" ;;
    esac
}
# Sets `cmd` to the case's command line.
command_for() {
    local size="${1##*-}"
    case "$1" in
        errgen-generate-ref) cmd=("$errgen" generate "$root/specs" --output "$work/out-$1" --quiet) ;;
        errgen-generate-*) cmd=("$errgen" generate "$work/spec-$size" --output "$work/out-$1" --quiet) ;;
        openapi-generate-*) cmd=("$openapi" generate --config "$work/openapi-generator-config.yaml"
            --output-directory "$work/out-$1" "$work/openapi-$size.yaml") ;;
        libyaml-*) cmd=("$work/yaml-parse" "$work/spec-$size"/*.yaml) ;;
        errgen-noop-*) cmd=("$errgen" generate "$work/spec-$size" --output "$work/current-$size" --quiet) ;;
        errgen-lint-*) cmd=("$errgen" lint "$work/spec-$size" --quiet) ;;
    esac
}

# One run: appends "wall-seconds cpu-seconds peak-MB" to $work/<case>.runs. run-once.py reads
# the wall clock right around GNU time and the command (two `date` commands in bash would
# time their own starts too), CPU (user + sys) from wait4 and peak RSS from GNU time.
measure() {
    local name="$1" cmd
    prepare "$name"
    command_for "$name"
    python3 "$here/run-once.py" "$work/$name.runs" "$work/output.txt" "${cmd[@]}" || { echo "$name failed" >&2; return 1; }
}

# The median of column $2 of file $1.
median() { awk -v c="$2" '{ print $c }' "$1" | sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

load_before="$(cut -d' ' -f1-3 /proc/loadavg)"
commit="$(cd "$root" && git rev-parse --short HEAD 2>/dev/null || echo '?')"
echo "warming up (one unrecorded run of each case), then $repeats interleaved rounds" >&2
for name in "${cases[@]}"; do measure "$name"; rm -f "$work/$name.runs"; done
for round in $(seq "$repeats"); do
    echo "  round $round/$repeats" >&2
    for name in "${cases[@]}"; do measure "$name"; done
done
load_after="$(cut -d' ' -f1-3 /proc/loadavg)"

# --- Report.
echo
echo "compare-generate.sh, $(date -u +%Y-%m-%d), $repeats interleaved runs, medians (and the fastest run)"
echo "machine: $(uname -sm), $(nproc) cores, $(awk -F': ' '/model name/ { print $2; exit }' /proc/cpuinfo)," \
    "load average $load_before before, $load_after after"
echo "errgen $commit, $(swift --version 2>/dev/null | head -1)"
echo
# The fastest run beside the median: on a shared machine a slow spell moves the median,
# while the fastest run shows what the machine does when it is quiet.
printf '%-22s %10s %10s %10s %9s\n' case "wall s" "fastest s" "CPU s" "peak MB"
for name in "${cases[@]}"; do
    printf '%-22s %10.3f %10.3f %10.2f %9.1f\n' "$name" "$(median "$work/$name.runs" 1)" \
        "$(sort -g "$work/$name.runs" | head -1 | cut -d' ' -f1)" \
        "$(median "$work/$name.runs" 2)" "$(median "$work/$name.runs" 3)"
done
lines() { cat "$1"/*.swift | wc -l; }
echo
echo "output, Swift lines: errgen S $(lines "$work/out-errgen-generate-S"), L $(lines "$work/out-errgen-generate-L"), XL $(lines "$work/out-errgen-generate-XL")$(
    [ "$with_openapi" = 1 ] && echo "; openapi S $(lines "$work/out-openapi-generate-S"), L $(lines "$work/out-openapi-generate-L")")"

# The envelope's bounds. `goal NAME VALUE OP LIMIT UNIT`: prints the figure and met / NOT met.
goal() {
    local verdict
    verdict=$(awk -v v="$2" -v l="$4" -v op="$3" 'BEGIN { ok = (op == "<=") ? v <= l : v >= l; print ok ? "met" : "NOT met" }')
    printf '  %-34s %8s %-2s   goal %s %-9s %s\n' "$1" "$(printf '%.3g' "$2")" "$5" "$3" "$4 $5" "$verdict"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { print (b > 0) ? a / b : 0 }'; }
m() { median "$work/$1.runs" "$2"; }

echo
echo "envelope (issue 27):"
goal "generate reference spec, wall" "$(m errgen-generate-ref 1)" "<=" 0.1 s
goal "generate S (1,000 codes), wall" "$(m errgen-generate-S 1)" "<=" 0.3 s
goal "generate L (10,000 codes), wall" "$(m errgen-generate-L 1)" "<=" 2 s
goal "generate L, peak memory" "$(m errgen-generate-L 3)" "<=" 150 MB
goal "no-op regenerate L, wall" "$(m errgen-noop-L 1)" "<=" 0.1 s
if [ "$with_openapi" = 1 ]; then
    goal "CPU openapi/errgen, S" "$(ratio "$(m openapi-generate-S 2)" "$(m errgen-generate-S 2)")" ">=" 10 x
    goal "CPU openapi/errgen, L" "$(ratio "$(m openapi-generate-L 2)" "$(m errgen-generate-L 2)")" ">=" 10 x
fi
echo
echo "not bounds, for comparison:"
printf '  %-34s %8.3g x\n' "generate L / libyaml L, wall" "$(ratio "$(m errgen-generate-L 1)" "$(m libyaml-L 1)")"
printf '  %-34s %8.3g x\n' "generate XL / generate L, wall" "$(ratio "$(m errgen-generate-XL 1)" "$(m errgen-generate-L 1)")"
printf '  %-34s %8.3g s\n' "lint L, wall" "$(m errgen-lint-L 1)"
