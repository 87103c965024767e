#!/usr/bin/env bash
# Fuzzes errgen's whole pipeline (Fuzz/FuzzTarget.swift) with libFuzzer for a bounded
# time, and exits non-zero on any finding: a crash or trap, an input slower than 2 s,
# more than 1 GB of memory, or a leak.
#
#   bash Fuzz/run.sh            # 60 s (what CI runs)
#   bash Fuzz/run.sh 600        # longer, by hand
#
# Builds in .build-fuzz (ErrgenVocabulary as a module, then ErrgenCore's sources and the
# harness as one module, with -sanitize=fuzzer,address). The seed corpus is made at run time from
# specs/ and the test fixtures, one input per spec folder (files joined by NUL bytes, which
# the harness splits again); the fuzzer's own additions go to .build-fuzz/corpus and are
# kept between runs. A finding is written to .build-fuzz/findings/; make it a regression test.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-60}"
build="$root/.build-fuzz"
mkdir -p "$build/seeds" "$build/corpus" "$build/findings"

echo "fuzz: building $build/errgen-fuzz" >&2
# ErrgenCore speaks the runtime's vocabulary (ErrgenVocabulary): built first, as a module of its own.
find "$root/Sources/ErrgenVocabulary" -name '*.swift' | sort >"$build/vocabulary-sources.txt"
(cd "$build" && swiftc -parse-as-library -module-name ErrgenVocabulary -O -wmo -sanitize=address \
    -emit-module -emit-library -static @"$build/vocabulary-sources.txt" -o "$build/libErrgenVocabulary.a")
find "$root/Sources/ErrgenCore" -name '*.swift' | sort >"$build/sources.txt"
# From inside the build folder: with -g, swiftc leaves module files in the current directory.
(cd "$build" && swiftc -parse-as-library -module-name ErrgenFuzz -O -g -wmo \
    -sanitize=fuzzer,address \
    -I "$root/Sources/CYAML" -I "$build" -L "$build" -lErrgenVocabulary \
    @"$build/sources.txt" "$root/Fuzz/FuzzTarget.swift" \
    -o "$build/errgen-fuzz") 2>&1 |
    # ld.gold lists every ASan helper it cannot export; none of it is about errgen.
    { grep -v "Cannot export local symbol '__asan" || true; } >&2

# Seeds: every folder that holds spec files, as one input.
rm -f "$build"/seeds/*
count=0
while IFS= read -r folder; do
    count=$((count + 1))
    first=1
    while IFS= read -r file; do
        if [ $first = 0 ]; then printf '\0' >>"$build/seeds/$count"; fi
        cat "$file" >>"$build/seeds/$count"
        first=0
    done < <(find "$folder" -maxdepth 1 \( -name '*.yaml' -o -name '*.yml' \) | LC_ALL=C sort)
done < <(find "$root/specs" "$root/Tests/Fixtures" -type f \( -name '*.yaml' -o -name '*.yml' \) -exec dirname {} \; | LC_ALL=C sort -u)
echo "fuzz: $count seed inputs; running for $seconds s" >&2

# Swift's crash handler would catch a trap before libFuzzer and hide it as an exit;
# leaks are findings too, except the one named in lsan.supp.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export LSAN_OPTIONS="suppressions=$root/Fuzz/lsan.supp:print_suppressions=0"
"$build/errgen-fuzz" \
    -max_total_time="$seconds" -timeout=2 -rss_limit_mb=1024 -malloc_limit_mb=1024 \
    -max_len=16384 -dict="$root/Fuzz/spec.dict" -print_final_stats=1 \
    -artifact_prefix="$build/findings/" \
    "$build/corpus" "$build/seeds"
