#!/usr/bin/env bash
# Follows "The build plugin, step by step" (then "Test error paths from swift test" in the
# same package) and "From an OpenAPI document" of the Getting-started guide literally, each
# in a new temporary folder, and fails if any step of the guide is wrong. Run by .ci/run.
#
# Every fenced block of each section is taken in the guide's order, as a reader would, a
# command running before the files that come after it are written:
#   - a block whose first line names a file (`# Sources/ShopAPI/errgen/errgen.yaml`,
#     `// Sources/ShopDemo/main.swift`, `# stub_server.py`) is written to that path;
#   - a ```swift block starting with `// swift-tools-version` is written to Package.swift;
#   - a ```sh block is run, line by line, from the package root.
# Two substitutions, both printed: the errgen dependency points at this checkout instead
# of its public URL, and port 8080 becomes a free port (CI may have 8080 in use).
# Then the outputs the guide promises must appear in what the commands printed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
guide="$root/Sources/ErrgenRuntime/ErrgenRuntime.docc/GettingStarted.md"
scratch="$(mktemp -d "${TMPDIR:-/tmp}/errgen-getting-started.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT

# follow SECTION FOLDER: writes the section's files into FOLDER and runs its commands there;
# what they print goes to FOLDER/output.log.
follow() {
    local section="$1" work="$2" port
    port="$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
    mkdir -p "$work"
    echo "getting-started: following '$section' of '$guide' in $work (port 8080 -> $port)"
    python3 - "$guide" "$work" "$root" "$port" "$section" <<'PY'
import os, re, sys

guide, work, root, port, title = sys.argv[1:]
text = open(guide, encoding="utf-8").read()
start = text.index("## " + title + "\n")
end = text.find("\n## ", start + 1)
section = text[start:end if end != -1 else len(text)]

blocks = re.findall(r"^```(\w*)\n(.*?)^```$", section, flags=re.M | re.S)
dependency = '.package(url: "https://github.com/errgen/errgen", from: "0.2.0")'
local = f'.package(name: "errgen", path: "{root}")'
# The guide starts the stub server in the background; it must not outlive the steps.
script = ["set -euo pipefail", "trap 'kill $(jobs -p) 2>/dev/null || true' EXIT"]
written = []
for language, body in blocks:
    lines = body.split("\n")
    first = lines[0].strip()
    path = None
    if language == "swift" and first.startswith("// swift-tools-version"):
        path = "Package.swift"
        if dependency not in body:
            sys.exit(f"getting-started: the manifest does not depend on errgen with {dependency}")
        body = body.replace(dependency, local)
    else:
        named = re.match(r"^(#|//)\s*(\S+\.(yaml|yml|swift|py))$", first)
        if named:
            path = named.group(2)
    if path:
        # Kept aside, and put in place by the script when the reader would write it.
        kept = os.path.join(".guide", str(len(written)))
        os.makedirs(os.path.join(work, ".guide"), exist_ok=True)
        with open(os.path.join(work, kept), "w", encoding="utf-8") as f:
            f.write(body.replace("8080", port))
        script.append(f"mkdir -p \"$(dirname '{path}')\" && cp '{kept}' '{path}'")
        written.append(path)
    elif language == "sh":
        script += [line for line in lines if line.strip()]
if "Package.swift" not in written or not any(p.endswith(".yaml") for p in written):
    sys.exit("getting-started: the section has no manifest or no spec file")
with open(os.path.join(work, "steps.sh"), "w", encoding="utf-8") as f:
    f.write("\n".join(script) + "\n")
print("getting-started: files: " + ", ".join(written))
print("getting-started: commands:\n  " + "\n  ".join(script[2:]))
PY

    # The guide's commands, in the guide's order.
    (cd "$work" && bash "$work/steps.sh" 2>&1 | tee "$work/output.log")
}

# promise FOLDER LINE...: each line is in the guide and was printed by the section's commands.
promise() {
    local work="$1" promised
    shift
    for promised in "$@"; do
        grep -qF "$promised" "$guide" || { echo "getting-started: the guide no longer promises '$promised'; update this check" >&2; exit 1; }
        grep -qxF "$promised" "$work/output.log" || { echo "getting-started: FAILED: the guide promises '$promised', the demo did not print it" >&2; exit 1; }
    done
}

follow "From an OpenAPI document" "$scratch/pets"
promise "$scratch/pets" "Pet 1: Rex" "PET_NOT_FOUND: There is no pet with this id." \
    "errgen: wrote Sources/PetsAPI/errgen/errgen.yaml; next: swift run errgen lint Sources/PetsAPI/errgen, then swift build (the build plugin generates from the spec)"
# The spec the guide shows is the one `init --from` wrote.
python3 - "$guide" "$scratch/pets/Sources/PetsAPI/errgen/errgen.yaml" <<'PY'
import re, sys
guide, written = sys.argv[1:]
text = open(guide, encoding="utf-8").read()
shown = [b for b in re.findall(r"^```yaml\n(.*?)^```$", text, flags=re.M | re.S) if "# Written by `errgen init --from`" in b]
if shown != [open(written, encoding="utf-8").read()]:
    sys.exit("getting-started: FAILED: the spec the guide shows is not what 'errgen init --from' wrote")
PY

work="$scratch/shop"
follow "The build plugin, step by step" "$work"
promise "$work" "Coffee beans: 1250 cents" "PRODUCT_NOT_FOUND: There is no product with id 7."
# The same package, with the tests of "Test error paths from swift test" against the mock in process.
follow "Test error paths from swift test" "$work"
cd "$work"

# The guide's mistake: "Misspell `message` as `mesage` under `PRODUCT_NOT_FOUND`, and
# `swift build` prints" the line it quotes, with the package's path for /path/to/ShopDemo.
promised="$(grep -m1 '^/path/to/ShopDemo/.*: error: ' "$guide")" || { echo "getting-started: the guide quotes no build error" >&2; exit 1; }
spec="$work/Sources/ShopAPI/errgen/errgen.yaml"
python3 - "$spec" <<'PY'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
entry = text.index("PRODUCT_NOT_FOUND:")
key = text.index("message:", entry)
open(path, "w", encoding="utf-8").write(text[:key] + "mesage:" + text[key + len("message:"):])
PY
if swift build >"$work/mistake.log" 2>&1; then
    echo "getting-started: FAILED: the build passed with the guide's misspelled spec" >&2
    exit 1
fi
grep -qxF "${promised/\/path\/to\/ShopDemo/$work}" "$work/mistake.log" || {
    cat "$work/mistake.log"
    echo "getting-started: FAILED: the build did not print the guide's line: $promised" >&2
    exit 1
}
echo "getting-started: every step of the guide worked"
