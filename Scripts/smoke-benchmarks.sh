#!/usr/bin/env bash
# Every script in Benchmarks/ once, at its smallest size, so that none rots unnoticed: a
# script that no longer builds or runs in a fresh clone fails CI. No timing is judged here;
# Benchmarks/README.md says how to measure. Run by .ci/run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

step() {
    echo "benchmarks: $*"
    "$@" >/tmp/errgen-benchmark-smoke.log 2>&1 || { cat /tmp/errgen-benchmark-smoke.log; echo "benchmarks: FAILED: $*" >&2; exit 1; }
    tail -n 3 /tmp/errgen-benchmark-smoke.log
}

step env SIZES=2500 REPEATS=1 bash Benchmarks/run.sh
step env TIMEOUT=120 bash Benchmarks/stress.sh 1
step env ROUNDS=1 ITERATIONS=1000 bash Benchmarks/runtime-decode.sh
step env MEGABYTES=1 SECONDS_LIMIT=1 bash Benchmarks/response-memory.sh
step env OPENAPI=0 REPEATS=1 bash Benchmarks/compare-generate.sh
step env CODES=100 OPENAPI_CODES="" REPEATS=1 bash Benchmarks/compare-compile.sh
step env REPEATS=1 bash Benchmarks/compare-openapi.sh
step env SMALL=1 bash Benchmarks/mock-stress.sh
echo "benchmarks: every script ran"
