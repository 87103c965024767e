#!/usr/bin/env bash
# Fuzzes errgen with libFuzzer for a bounded time, and exits non-zero on any finding: a
# crash or trap, an input slower than 2 s, more than 1 GB of memory, or a leak. Two targets:
#
#   generator  errgen's whole pipeline (Fuzz/FuzzTarget.swift), one spec folder per input;
#   runtime    ErrgenRuntime's reading of a server's response (Fuzz/RuntimeFuzzTarget.swift):
#              status, headers and body into the reference catalog's error, envelopes,
#              problem details, Retry-After, log redaction, and the body beside Foundation's
#              JSONSerialization.
#
#   bash Fuzz/run.sh                 # the generator, 60 s (what CI runs)
#   bash Fuzz/run.sh 30 runtime      # the runtime, 30 s (what CI runs)
#   bash Fuzz/run.sh 600 runtime     # longer, by hand
#
# Builds in .build-fuzz. The generator: ErrgenVocabulary as a module, then ErrgenCore's
# sources and the harness as one module, with -sanitize=fuzzer,address; its seed corpus is
# made at run time from specs/ and the test fixtures, one input per spec folder (files
# joined by NUL bytes, which the harness splits again). The runtime: ErrgenVocabulary,
# ErrgenRuntime (with -enable-testing, for its internal parser and redactor) and Generated/
# (as FinFlowAPI) as modules, then the harness; its seeds are Fuzz/response-seeds/. The
# fuzzer's own additions go to .build-fuzz/corpus (or corpus-runtime) and are kept between
# runs. A finding is written to .build-fuzz/findings/; make it a regression test.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
seconds="${1:-60}"
target="${2:-generator}"
build="$root/.build-fuzz"
mkdir -p "$build/seeds" "$build/corpus" "$build/corpus-runtime" "$build/findings"

# A folder's Swift files as a response file for swiftc (`@file`), one quoted path a line:
# swiftc splits an unquoted line at spaces, and a clone's path may have one.
swift_sources() { find "$1" -name '*.swift' | sort | sed 's/["\\]/\\&/g; s/.*/"&"/'; }

# Both targets speak the runtime's vocabulary (ErrgenVocabulary): built first, as a module of its own.
# Its SHA-256 is `package` (for the runtime and the mock), which needs a package name.
swift_sources "$root/Sources/ErrgenVocabulary" >"$build/vocabulary-sources.txt"
(cd "$build" && swiftc -parse-as-library -module-name ErrgenVocabulary -O -wmo -package-name errgen -sanitize=address \
    -emit-module -emit-library -static @"$build/vocabulary-sources.txt" -o "$build/libErrgenVocabulary.a")

# Swift's crash handler would catch a trap before libFuzzer and hide it as an exit;
# leaks are findings too, except the ones named in lsan.supp.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export LSAN_OPTIONS="suppressions='$root/Fuzz/lsan.supp':print_suppressions=0"
fuzz_options=(-max_total_time="$seconds" -timeout=2 -rss_limit_mb=1024 -malloc_limit_mb=1024
    -print_final_stats=1 -artifact_prefix="$build/findings/")
# ld.gold lists every ASan helper it cannot export; none of it is about errgen.
quiet_gold() { { grep -v "Cannot export local symbol '__asan" || true; } >&2; }

if [ "$target" = runtime ]; then
    echo "fuzz: building $build/runtime-fuzz" >&2
    swift_sources "$root/Sources/ErrgenRuntime" >"$build/runtime-sources.txt"
    (cd "$build" && swiftc -parse-as-library -module-name ErrgenRuntime -O -g -wmo -package-name errgen -enable-testing \
        -sanitize=fuzzer,address -I "$build" -emit-module -emit-library -static \
        @"$build/runtime-sources.txt" -o "$build/libErrgenRuntime.a") 2>&1 | quiet_gold
    (cd "$build" && swiftc -parse-as-library -module-name FinFlowAPI -O -g -wmo -sanitize=fuzzer,address \
        -I "$build" -emit-module -emit-library -static "$root"/Generated/*.swift -o "$build/libFinFlowAPI.a") 2>&1 | quiet_gold
    (cd "$build" && swiftc -parse-as-library -module-name RuntimeFuzz -O -g -sanitize=fuzzer,address \
        -I "$build" -L "$build" -lFinFlowAPI -lErrgenRuntime -lErrgenVocabulary -lFoundationNetworking \
        "$root/Fuzz/RuntimeFuzzTarget.swift" -o "$build/runtime-fuzz") 2>&1 | quiet_gold
    echo "fuzz: runtime, $(ls "$root/Fuzz/response-seeds" | wc -l) seed responses; running for $seconds s" >&2
    "$build/runtime-fuzz" "${fuzz_options[@]}" -max_len=65536 -dict="$root/Fuzz/response.dict" \
        "$build/corpus-runtime" "$root/Fuzz/response-seeds"
    exit
fi

echo "fuzz: building $build/errgen-fuzz" >&2
swift_sources "$root/Sources/ErrgenCore" >"$build/sources.txt"
# From inside the build folder: with -g, swiftc leaves module files in the current directory.
# ErrgenCore declares its API `package`, which needs a package name.
(cd "$build" && swiftc -parse-as-library -module-name ErrgenFuzz -O -g -wmo -package-name errgen \
    -sanitize=fuzzer,address \
    -I "$root/Sources/CYAML" -I "$build" -L "$build" -lErrgenVocabulary \
    @"$build/sources.txt" "$root/Fuzz/FuzzTarget.swift" \
    -o "$build/errgen-fuzz") 2>&1 | quiet_gold

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

"$build/errgen-fuzz" "${fuzz_options[@]}" -max_len=16384 -dict="$root/Fuzz/spec.dict" \
    "$build/corpus" "$build/seeds"
