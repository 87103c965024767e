#!/usr/bin/env bash
# errgen mock under abuse (issue 44 point 1): head sizes up to 1 MB, slow clients beside a
# ping, kept-alive latency, memory over many requests, and SIGTERM while clients hold it busy.
# Not a test; Benchmarks/README.md has the figures. Every request goes to 127.0.0.1 only.
#
#   Benchmarks/mock-stress.sh                 # 100,000 requests for the memory case
#   SMALL=1 Benchmarks/mock-stress.sh         # seconds: what CI's benchmark smoke runs
#   ERRGEN_MOCK=/path/to/errgen-mock Benchmarks/mock-stress.sh   # another build, e.g. an older commit
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"

mock="${ERRGEN_MOCK:-}"
if [ -z "$mock" ]; then
    echo "building errgen-mock (debug)" >&2
    (cd "$root" && swift build --product errgen-mock >&2)
    mock="$root/.build/debug/errgen-mock"
fi

python3 "$here/mock_stress.py" "$mock" "$root/specs" ${SMALL:+--small}
