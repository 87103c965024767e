#!/usr/bin/env bash
# Two documents that grow by accretion keep their shape: every CHANGELOG.md entry is one
# line (details belong in the doc article the entry names), and Benchmarks/README.md holds
# today's figures in at most 300 lines (older ones live in git's history). Run by .ci/run.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

# A non-blank line right after a bullet that is neither a bullet nor a heading continues it.
awk '/^- / { bullet = 1; next }
     bullet && /^[^#]/ && !/^- / { printf "CHANGELOG.md:%d: an entry continues onto this line; make it one line\n", NR; bad = 1 }
     { bullet = 0 }
     END { exit bad }' CHANGELOG.md

lines=$(wc -l < Benchmarks/README.md)
if [ "$lines" -gt 300 ]; then
    echo "Benchmarks/README.md: $lines lines, at most 300: keep today's figures, git keeps the rest" >&2
    exit 1
fi
echo "docs shape: CHANGELOG.md one line per entry, Benchmarks/README.md $lines lines"
