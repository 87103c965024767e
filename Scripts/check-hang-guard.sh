#!/usr/bin/env bash
# CI's hang guard: every pathological input of Benchmarks/stress_inputs.py, at a scale where
# a superlinear step shows, through `errgen lint` and `errgen generate` (release build), each
# under `timeout`. Fails on a timeout or a crash; a diagnostic's exit status (1) is expected.
# The bound is generous, so a slow shared machine passes and a quadratic step does not:
# the slowest case, model-chain (210,000 models), stays well inside it on a quiet machine,
# and a step quadratic in the input's size would take ten times longer at this scale.
# Timing figures: Benchmarks/README.md, "stress.sh".
#
#   Scripts/check-hang-guard.sh                     # scale 10, 60 s a run
#   SCALE=1 LIMIT=5 Scripts/check-hang-guard.sh
#   ERRGEN=/path/to/errgen Scripts/check-hang-guard.sh   # an existing build
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scale="${SCALE:-10}"
limit="${LIMIT:-60}"

errgen="${ERRGEN:-}"
if [ -z "$errgen" ]; then
    echo "hang guard: building errgen (release) in $root/.build-release" >&2
    (cd "$root" && swift build -c release --product errgen --scratch-path .build-release >&2)
    errgen="$root/.build-release/release/errgen"
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 "$root/Benchmarks/stress_inputs.py" "$work/in" --scale "$scale" >/dev/null

failures=0
# One run under the bound; prints its line and counts a timeout (124) or a signal (>= 128).
run() {
    local name="$1" command="$2"
    shift 2
    local status=0 start end
    start=$(date +%s.%N)
    timeout "$limit" "$errgen" "$@" >/dev/null 2>"$work/stderr.txt" || status=$?
    end=$(date +%s.%N)
    local verdict=ok
    if [ "$status" -eq 124 ]; then
        verdict="TIMEOUT (over ${limit} s)"
    elif [ "$status" -ge 128 ]; then
        verdict="CRASH (signal $((status - 128)))"
    fi
    printf "%-26s %-9s %6s %8.2f  %s\n" "$name" "$command" "$status" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" "$verdict"
    if [ "$verdict" != ok ]; then
        failures=$((failures + 1))
        head -5 "$work/stderr.txt" >&2
    fi
}

printf "%-26s %-9s %6s %8s\n" "case (scale $scale)" command status seconds
for folder in "$work"/in/*/; do
    name="$(basename "$folder")"
    run "$name" lint lint "$folder"
    rm -rf "$work/out"
    run "$name" generate generate "$folder" --output "$work/out" --quiet
done

if [ "$failures" -gt 0 ]; then
    echo "hang guard: $failures run(s) timed out or crashed" >&2
    exit 1
fi
echo "hang guard: every case ended within ${limit} s"
