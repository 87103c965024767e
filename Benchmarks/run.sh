#!/usr/bin/env bash
# Times `errgen lint` and `errgen generate` (release build) on synthetic specs of three
# sizes, to see that each stage grows linearly. Not a test: run it by hand.
#
#   Benchmarks/run.sh            # 2,500 / 5,000 / 10,000 errors (and endpoints, models, services in proportion)
#   SIZES="10000" REPEATS=1 Benchmarks/run.sh
#   SCRATCH=/tmp/rel Benchmarks/run.sh
#
# The specs come from Benchmarks/synth-spec.py (deterministic; `--help` lists its sizes).
# Prints one line per size and command: the median wall seconds and the median peak RSS
# (MB) of `repeats` runs, lint and generate interleaved.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
synth="$here/synth-spec.py"
scratch="${SCRATCH:-$root/.build-release}"
sizes="${SIZES:-2500 5000 10000}"
repeats="${REPEATS:-3}"

if [ ! -x /usr/bin/time ]; then
    echo "installing GNU time (for peak memory)" >&2
    sudo apt-get install -y time >/dev/null 2>&1 || apt-get install -y time >/dev/null
fi
[ -f "$synth" ] || { echo "missing $synth" >&2; exit 1; }

echo "building errgen (release) in $scratch" >&2
(cd "$root" && swift build -c release --product errgen --scratch-path "$scratch" >&2)
errgen="$scratch/release/errgen"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# One run: prints "seconds peak-MB" (GNU time's wall clock and maximum resident set size).
measure() {
    /usr/bin/time -v "$@" >/dev/null 2>"$work/time.txt" || { cat "$work/time.txt" >&2; return 1; }
    awk -F': ' '
        /Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i] }
        /Maximum resident set size/ { kb = $2 }
        END { printf "%.2f %.1f\n", s, kb / 1024 }' "$work/time.txt"
}

# The median of a file of numbers, one a line.
median() { sort -n "$1" | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'; }

printf "%-26s %-9s %8s %9s\n" "size (err/ep/mod/svc)" "command" "seconds" "peak MB"
for errors in $sizes; do
    endpoints=$((errors / 5)); models=$((errors / 20)); services=$((errors / 250))
    spec="$work/spec-$errors"
    python3 "$synth" "$spec" --errors "$errors" --endpoints "$endpoints" --models "$models" --services "$services"
    label="$errors/$endpoints/$models/$services"
    rm -f "$work"/lint.* "$work"/generate.*
    # Interleaved, so a slow spell of the machine falls on both commands alike. The output
    # folder is removed before each generate, so every run writes every file.
    for _ in $(seq "$repeats"); do
        read -r s mb < <(measure "$errgen" lint "$spec")
        echo "$s" >>"$work/lint.s"; echo "$mb" >>"$work/lint.mb"
        rm -rf "$work/out"
        read -r s mb < <(measure "$errgen" generate "$spec" --output "$work/out" --quiet)
        echo "$s" >>"$work/generate.s"; echo "$mb" >>"$work/generate.mb"
    done
    for command in lint generate; do
        printf "%-26s %-9s %8s %9s\n" "$label" "$command" "$(median "$work/$command.s")" "$(median "$work/$command.mb")"
    done
    du -sh "$work/out" | awk '{ print "  output: " $1 }' >&2
done
