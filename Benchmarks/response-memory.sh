#!/usr/bin/env bash
# Peak memory of one call of ErrgenRuntime's client against a hostile local server
# (Benchmarks/response-server.py on 127.0.0.1): a 100 MB body, an endless chunked body,
# a 100 MB error body and a redirect whose own body has no end, each without and with a
# log handler, taken undecoded (`perform`, a download: 100 MiB limit), and the 100 MB
# body once more decoded (`send(_:expecting:)`: 10 MiB limit). Not a test: run it by hand.
#
#   Benchmarks/response-memory.sh                 # the checked-out sources
#   REV=deaeed7 Benchmarks/response-memory.sh     # the runtime as of a revision, to compare
#   SECONDS_LIMIT=5 Benchmarks/response-memory.sh # the probe's resource timeout (default 5 s)
#   MEGABYTES=1 SECONDS_LIMIT=1 Benchmarks/response-memory.sh   # smallest, for the smoke run
#
# It assembles a throwaway package in the scratch folder, as runtime-decode.sh does, and
# prints each call's outcome and its peak resident memory (GNU time's maximum RSS).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/.." && pwd)"
scratch="${SCRATCH:-$root/.build-bench-memory}"
limit="${SECONDS_LIMIT:-5}"
megabytes="${MEGABYTES:-100}"
package="$scratch/package"
command -v /usr/bin/time >/dev/null || apt-get install -y time >&2

rm -rf "$package"
mkdir -p "$package/Sources/ErrgenVocabulary" "$package/Sources/ErrgenRuntime" "$package/Sources/FinFlowAPI" \
    "$package/Sources/ResponseMemory"
if [ -n "${REV:-}" ]; then
    git -C "$root" archive "$REV" Sources/ErrgenVocabulary Sources/ErrgenRuntime Generated | tar -x -C "$package"
    cp "$package"/Generated/*.swift "$package/Sources/FinFlowAPI/"
    rm -rf "$package/Generated"
else
    cp "$root"/Sources/ErrgenVocabulary/*.swift "$package/Sources/ErrgenVocabulary/"
    (cd "$root/Sources/ErrgenRuntime" && find . -name '*.swift' -exec cp --parents {} "$package/Sources/ErrgenRuntime/" \;)
    cp "$root"/Generated/*.swift "$package/Sources/FinFlowAPI/"
fi
find "$package/Sources/ErrgenRuntime" -name '*.docc' -prune -exec rm -rf {} +
cp "$here/ResponseMemory/main.swift" "$package/Sources/ResponseMemory/"
cat >"$package/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ResponseMemory",
    platforms: [.macOS(.v13)],
    targets: [
        .target(name: "ErrgenVocabulary"),
        .target(name: "ErrgenRuntime", dependencies: ["ErrgenVocabulary"]),
        .target(name: "FinFlowAPI", dependencies: ["ErrgenRuntime"]),
        .executableTarget(name: "ResponseMemory", dependencies: ["ErrgenRuntime", "FinFlowAPI"]),
    ],
    swiftLanguageModes: [.v6]
)
SWIFT

echo "building the probe (release) in $scratch" >&2
swift build -c release --package-path "$package" --scratch-path "$scratch/build" >&2

port_file="$(mktemp)"
python3 "$here/response-server.py" --port-file "$port_file" --seconds 900 --megabytes "$megabytes" &
server=$!
trap 'kill "$server" 2>/dev/null || true; rm -f "$port_file"' EXIT
for _ in $(seq 100); do [ -s "$port_file" ] && break; sleep 0.1; done
port="$(cat "$port_file")"

for run in /big:nolog:perform /big:log:perform /big:nolog:decode /endless:nolog:perform /endless:log:perform /endless:nolog:decode \
    /big-error:nolog:perform /big-error:log:perform /redirect-endless:nolog:perform /redirect-endless:log:perform; do
    IFS=: read -r path log mode <<<"$run"
    {
        # Killed at four times the limit (plus 10 s), so that a runtime that ignores its
        # timeout still ends; GNU time then reports the probe's peak (and "signal 9").
        /usr/bin/time -f "  peak memory: %M KB, wall %e s" \
            timeout --foreground -s KILL "$((limit * 4 + 10))" \
            "$scratch/build/release/ResponseMemory" "$port" "$path" "$log" "$limit" "$mode" 2>&1 || true
    }
done
