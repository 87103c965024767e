#!/usr/bin/env bash
# The worst inputs of issues 10 and 26, scaled up, timed: wall seconds and peak RSS of `errgen lint`
# and `errgen generate` (release build) on each. Not a test; run it by hand after a
# change to the loader, decoder, checker or translators. A case that grows from well
# under a second to many seconds between scales 1 and 10 has a superlinear step.
#
#   Benchmarks/stress.sh              # scale 10 (issue 10's sizes times ten)
#   Benchmarks/stress.sh 1            # the sizes the issue measured
#   ERRGEN=/path/to/errgen Benchmarks/stress.sh 1   # another build, e.g. an older commit
#   TIMEOUT=30 ONLY=model-chain Benchmarks/stress.sh
#
# Prints one line per run: case, command, exit status, seconds, peak MB, stderr lines.
# Exit 124 is the timeout (TIMEOUT seconds, default 120); 132/134/139 are crashes.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
scale="${1:-10}"
limit="${TIMEOUT:-120}"

if [ ! -x /usr/bin/time ]; then
    echo "installing GNU time (for peak memory)" >&2
    if [ "$(id -u)" = 0 ]; then apt-get install -y -qq time >/dev/null; else sudo apt-get install -y -qq time >/dev/null; fi
fi

errgen="${ERRGEN:-}"
if [ -z "$errgen" ]; then
    echo "building errgen (release) in $root/.build-release" >&2
    (cd "$root" && swift build -c release --product errgen --scratch-path .build-release >&2)
    errgen="$root/.build-release/release/errgen"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$here/stress_inputs.py" "$work/in" --scale "$scale" ${ONLY:+--only "$ONLY"} >/dev/null

# One run: "status seconds peak-MB stderr-lines" (GNU time's wall clock and maximum resident set size).
measure() {
    local status=0
    /usr/bin/time -v -o "$work/time.txt" timeout "$limit" "$@" >/dev/null 2>"$work/stderr.txt" || status=$?
    awk -F': ' -v status="$status" -v lines="$(wc -l <"$work/stderr.txt")" '
        /Elapsed \(wall clock\)/ { n = split($2, t, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + t[i] }
        /Maximum resident set size/ { kb = $2 }
        END { printf "%6s %8.2f %9.1f %8s\n", status, s, kb / 1024, lines }' "$work/time.txt"
}

printf "%-26s %-9s %6s %8s %9s %8s\n" "case (scale $scale)" command status seconds "peak MB" "stderr"
for folder in "$work"/in/*/; do
    name="$(basename "$folder")"
    printf "%-26s %-9s %s\n" "$name" lint "$(measure "$errgen" lint "$folder")"
    rm -rf "$work/out"
    printf "%-26s %-9s %s\n" "$name" generate "$(measure "$errgen" generate "$folder" --output "$work/out" --quiet)"
    if [ -d "$work/out" ]; then du -sh "$work/out" | awk '{ print "  output: " $1 }'; fi
done
