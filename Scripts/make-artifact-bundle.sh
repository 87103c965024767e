#!/usr/bin/env bash
# Builds errgen.artifactbundle (SE-0305) and its zip: errgen prebuilt for the plugins of a
# release, so that an app which adds errgen at a release tag installs nothing (no libyaml, no
# pkg-config) and its build compiles none of the generator. Prints the zip's checksum and the
# line of Package.swift that a release commit sets (see `pluginTool` there).
#
# What each machine builds (one variant per slice in info.json; run it on each, then --merge):
#   Linux  this machine's architecture (x86_64 or aarch64), errgen linked with
#          --static-swift-stdlib and libyaml's static archive: the binary needs no Swift
#          runtime and no libyaml, only glibc (ldd is checked). libyaml's archive is reached
#          through a private yaml-0.1.pc whose one library folder holds libyaml.a and nothing
#          else, so the `-lyaml` of CYAML's module map cannot pick the shared library.
#          The other architecture too when this toolchain can cross-compile to it: a Swift SDK
#          for it (ERRGEN_CROSS_SWIFT_SDK, else one `swift sdk list` names with that
#          architecture) and its libyaml.a (ERRGEN_CROSS_LIBYAML, a folder, else Debian's
#          multiarch folder); without both it says so and skips it.
#   macOS  arm64 and x86_64 in one universal binary (two builds and lipo), for the triples
#          arm64-apple-macosx and x86_64-apple-macosx. libyaml is compiled for both from its
#          release tarball (LIBYAML_TARBALL, else downloaded and checked against its SHA-256),
#          as a static archive: Homebrew's is one architecture and its dylib is not on an
#          app developer's Mac.
#
#   Scripts/make-artifact-bundle.sh [--output DIR] [--merge BUNDLE]... [--no-build] [--url URL]
#     --output DIR    where errgen.artifactbundle and errgen.artifactbundle.zip go
#                     (default: .build-bundle/out); both are replaced
#     --merge BUNDLE  also take the variants of another machine's bundle (its folder or zip),
#                     e.g. the Mac's into the Linux one; the same triple twice is an error
#     --no-build      build nothing here, only merge (with --merge)
#     --url URL       the release asset's URL in the printed manifest line (default: the GitHub
#                     release of the version errgen prints)
#
# Builds go to .build-bundle/ (never .build/): a second run rebuilds only what changed.
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
scratch="$root/.build-bundle"
output="$scratch/out"
merges=()
build=1
url=""
while [ $# -gt 0 ]; do
    case "$1" in
        --output) output="$2"; shift 2 ;;
        --merge) merges+=("$2"); shift 2 ;;
        --no-build) build=0; shift ;;
        --url) url="$2"; shift 2 ;;
        -h | --help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "bundle: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
if [ "$build" = 0 ] && [ ${#merges[@]} -eq 0 ]; then
    echo "bundle: --no-build without --merge makes nothing" >&2
    exit 2
fi
trap 'status=$?; [ $status -eq 0 ] || echo "bundle: FAILED (exit status $status)" >&2' EXIT
fail() {
    echo "bundle: FAILED: $*" >&2
    exit 1
}
command -v python3 >/dev/null || fail "python3 is needed to write info.json"
command -v zip >/dev/null && command -v unzip >/dev/null || fail "zip and unzip are needed"
mkdir -p "$output"
output="$(cd "$output" && pwd)"
bundle="$output/errgen.artifactbundle"
zip="$output/errgen.artifactbundle.zip"
stage="$scratch/stage"
rm -rf "$stage"
mkdir -p "$stage/bundle"
# One line per variant: <folder in the bundle>\t<comma-separated triples>
variants="$stage/variants.tsv"
: >"$variants"
version=""

# The private pkg-config folder for `swift build --pkg-config-path`: yaml-0.1.pc naming a
# library folder that holds only libyaml.a, and an include folder that holds only yaml.h.
# private_libyaml NAME ARCHIVE HEADER -> prints the .pc folder
private_libyaml() {
    local name="$1" archive="$2" header="$3" dir="$scratch/libyaml-$1"
    [ -f "$archive" ] || fail "no libyaml static archive at $archive"
    [ -f "$header" ] || fail "no yaml.h at $header"
    rm -rf "$dir"
    mkdir -p "$dir/lib" "$dir/include" "$dir/pkgconfig"
    cp "$archive" "$dir/lib/libyaml.a"
    cp "$header" "$dir/include/yaml.h"
    cat >"$dir/pkgconfig/yaml-0.1.pc" <<EOF
libdir=$dir/lib
includedir=$dir/include

Name: LibYAML
Description: libyaml's static archive only, for errgen's artifact bundle
Version: 0.2.5
Cflags: -I\${includedir}
Libs: -L\${libdir} -lyaml
EOF
    echo "$dir/pkgconfig"
}

# build_slice NAME PC_DIR SWIFT_BUILD_ARGS... -> prints the built errgen's path
build_slice() {
    local name="$1" pc="$2"
    shift 2
    local args=(-c release --product errgen --package-path "$root" --scratch-path "$scratch/$name"
        --pkg-config-path "$pc" "$@")
    echo "bundle: swift build ${args[*]}" >&2
    local start=$SECONDS
    swift build "${args[@]}" >"$scratch/$name.log" 2>&1 || { tail -40 "$scratch/$name.log" >&2; fail "the $name build failed (log: $scratch/$name.log)"; }
    echo "bundle: $name built in $((SECONDS - start)) s" >&2
    echo "$(swift build "${args[@]}" --show-bin-path | tail -1)/errgen"
}

# A Linux binary's shared libraries (readelf: it works for another architecture too, unlike ldd).
check_linux_needed() {
    local binary="$1" needed
    needed="$(readelf -d "$binary" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')"
    echo "bundle: $(basename "$(dirname "$(dirname "$binary")")") needs: $needed" >&2
    if echo "$needed" | grep -Eq 'libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime'; then
        fail "$binary links a shared libyaml or Swift runtime library: $needed"
    fi
}

add_variant() {
    local folder="$1" triples="$2" binary="$3"
    mkdir -p "$stage/bundle/$folder/bin"
    cp "$binary" "$stage/bundle/$folder/bin/errgen"
    chmod 755 "$stage/bundle/$folder/bin/errgen"
    printf '%s\t%s\n' "$folder/bin/errgen" "$triples" >>"$variants"
}

licenses() {
    mkdir -p "$stage/bundle/licenses"
    local parser
    parser="$(find "$scratch" -path '*/checkouts/swift-argument-parser/LICENSE.txt' -print -quit)"
    [ -n "$parser" ] && cp "$parser" "$stage/bundle/licenses/swift-argument-parser.txt"
    cat >"$stage/bundle/licenses/README.txt" <<'EOF'
errgen, prebuilt for SwiftPM and Xcode plugins. It links statically:
- libyaml (MIT License): libyaml.txt
- swift-argument-parser (Apache License 2.0): swift-argument-parser.txt
- the Swift runtime and Foundation (Apache License 2.0 with Runtime Library Exception; Linux only,
  macOS has them in the system)
EOF
}

os="$(uname -s)"
if [ "$build" = 1 ]; then
    case "$os" in
        Linux)
            command -v readelf >/dev/null && command -v strip >/dev/null ||
                fail "readelf and strip (binutils) are needed to check and strip the binary"
            arch="$(uname -m)"
            case "$arch" in
                x86_64) other=aarch64 ;;
                aarch64) other=x86_64 ;;
                *) fail "no Linux slice for $arch" ;;
            esac
            libdir="$(pkg-config --variable=libdir yaml-0.1 2>/dev/null || true)"
            archive="${LIBYAML_ARCHIVE:-${libdir:-/usr/lib/$arch-linux-gnu}/libyaml.a}"
            header="$(pkg-config --variable=includedir yaml-0.1 2>/dev/null || echo /usr/include)/yaml.h"
            pc="$(private_libyaml "linux-$arch" "$archive" "$header")"
            binary="$(build_slice "linux-$arch" "$pc" --static-swift-stdlib)"
            # The binary as the plugins will run it: no Swift runtime, no libyaml, and it runs.
            echo "bundle: ldd $binary" >&2
            ldd "$binary" | sed 's/^/bundle:   /' >&2
            if ldd "$binary" | grep -Eq 'libyaml|libswift|libFoundation|libdispatch|libBlocksRuntime'; then
                fail "$binary is linked to a shared libyaml or Swift runtime library (see ldd above)"
            fi
            version="$(env -i "$binary" --version)" || fail "$binary --version failed"
            echo "bundle: errgen --version: $version" >&2
            glibc="$(objdump -T "$binary" | grep -o 'GLIBC_[0-9.]*' | sort -uV | tail -1)"
            echo "bundle: the newest glibc symbol it needs: $glibc (the oldest glibc it runs on)" >&2
            slice="$stage/errgen-linux-$arch"
            strip --strip-debug -o "$slice" "$binary"
            add_variant "errgen-$version-linux-$arch" "$arch-unknown-linux-gnu" "$slice"
            for copyright in /usr/share/doc/libyaml-0-2/copyright /usr/share/doc/libyaml-dev/copyright; do
                if [ -f "$copyright" ]; then
                    mkdir -p "$stage/bundle/licenses"
                    cp "$copyright" "$stage/bundle/licenses/libyaml.txt"
                    break
                fi
            done

            # The other architecture, where this toolchain can cross-compile.
            sdk="${ERRGEN_CROSS_SWIFT_SDK:-$(swift sdk list 2>/dev/null | grep -i "$other" | head -1 || true)}"
            cross_archive="${ERRGEN_CROSS_LIBYAML:-/usr/lib/$other-linux-gnu}/libyaml.a"
            if [ -z "$sdk" ]; then
                echo "bundle: skipping linux-$other: this toolchain has no Swift SDK for $other" \
                    "('swift sdk list': $(swift sdk list 2>&1 | tr '\n' ' ')); install one and set" \
                    "ERRGEN_CROSS_SWIFT_SDK, or build that slice on an $other machine and --merge it" >&2
            elif [ ! -f "$cross_archive" ]; then
                echo "bundle: skipping linux-$other: Swift SDK '$sdk' found, but no libyaml.a for $other" \
                    "at $cross_archive (set ERRGEN_CROSS_LIBYAML to its folder)" >&2
            else
                pc="$(private_libyaml "linux-$other" "$cross_archive" "$header")"
                binary="$(build_slice "linux-$other" "$pc" --swift-sdk "$sdk" --static-swift-stdlib)"
                file "$binary" | grep -qi "$( [ "$other" = aarch64 ] && echo aarch64 || echo x86-64)" \
                    || fail "$binary is not a $other binary: $(file "$binary")"
                check_linux_needed "$binary"
                strip --strip-debug -o "$stage/errgen-linux-$other" "$binary" 2>/dev/null \
                    || cp "$binary" "$stage/errgen-linux-$other"
                add_variant "errgen-$version-linux-$other" "$other-unknown-linux-gnu" "$stage/errgen-linux-$other"
            fi
            ;;
        Darwin)
            # libyaml for both architectures, static, from its release tarball.
            tarball="${LIBYAML_TARBALL:-$scratch/yaml-0.2.5.tar.gz}"
            if [ ! -f "$tarball" ]; then
                echo "bundle: downloading libyaml 0.2.5" >&2
                curl -fsSL -o "$tarball" https://github.com/yaml/libyaml/releases/download/0.2.5/yaml-0.2.5.tar.gz
            fi
            echo "c642ae9b75fee120b2d96c712538bd2cf283228d2337df2cf2988e3c02678ef4  $tarball" | shasum -a 256 -c - >&2 \
                || fail "$tarball is not libyaml 0.2.5's release tarball"
            yaml="$scratch/libyaml-macos-src"
            rm -rf "$yaml" "$scratch/libyaml-macos-prefix"
            mkdir -p "$yaml"
            tar -xzf "$tarball" -C "$yaml" --strip-components=1
            echo "bundle: compiling libyaml for arm64 and x86_64" >&2
            (cd "$yaml" && ./configure --disable-dependency-tracking --disable-shared --enable-static \
                --prefix="$scratch/libyaml-macos-prefix" \
                CFLAGS="-arch arm64 -arch x86_64 -mmacosx-version-min=13.0 -O2" &&
                make -j"$(sysctl -n hw.ncpu)" && make install) >"$scratch/libyaml-macos.log" 2>&1 \
                || { tail -40 "$scratch/libyaml-macos.log" >&2; fail "libyaml did not build (log: $scratch/libyaml-macos.log)"; }
            pc="$(private_libyaml macos "$scratch/libyaml-macos-prefix/lib/libyaml.a" "$scratch/libyaml-macos-prefix/include/yaml.h")"
            arm="$(build_slice macos-arm64 "$pc" --triple arm64-apple-macosx13.0)"
            intel="$(build_slice macos-x86_64 "$pc" --triple x86_64-apple-macosx13.0)"
            slice="$stage/errgen-macos"
            lipo -create -output "$slice" "$arm" "$intel"
            echo "bundle: lipo -archs: $(lipo -archs "$slice")" >&2
            echo "bundle: otool -L:" >&2
            otool -L "$slice" | sed 's/^/bundle:   /' >&2
            if otool -L "$slice" | tail -n +2 | grep -Ev '^[[:space:]]*(/usr/lib/|/System/Library/)' | grep -q .; then
                fail "$slice links a library outside /usr/lib and /System (libyaml from Homebrew?)"
            fi
            version="$("$slice" --version)" || fail "$slice --version failed"
            echo "bundle: errgen --version: $version" >&2
            add_variant "errgen-$version-macos" "arm64-apple-macosx,x86_64-apple-macosx" "$slice"
            mkdir -p "$stage/bundle/licenses"
            cp "$yaml/License" "$stage/bundle/licenses/libyaml.txt"
            ;;
        *) fail "no slice for $os" ;;
    esac
    licenses
fi

# Other machines' bundles: their variant folders, listed with their triples.
for other in "${merges[@]+"${merges[@]}"}"; do
    from="$other"
    if [ -f "$other" ]; then
        unzipped="$stage/merge-$(basename "$other" .zip)"
        rm -rf "$unzipped"
        mkdir -p "$unzipped"
        unzip -q "$other" -d "$unzipped"
        from="$(find "$unzipped" -mindepth 1 -maxdepth 1 -name '*.artifactbundle' -print -quit)"
    fi
    [ -f "$from/info.json" ] || fail "$other is not an artifact bundle (no info.json)"
    echo "bundle: merging the variants of $other" >&2
    python3 - "$from/info.json" >>"$variants" <<'PY'
import json, sys
info = json.load(open(sys.argv[1]))
for variant in info["artifacts"]["errgen"]["variants"]:
    print(variant["path"] + "\t" + ",".join(variant["supportedTriples"]))
PY
    (cd "$from" && find . -mindepth 1 -maxdepth 1 ! -name info.json -exec cp -R {} "$stage/bundle/" \;)
    if [ -z "$version" ]; then
        version="$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["artifacts"]["errgen"]["version"])' "$from/info.json")"
    fi
done

python3 - "$variants" "$version" >"$stage/bundle/info.json" <<'PY'
import json, sys
variants, version = sys.argv[1], sys.argv[2]
seen, listed = {}, []
for line in open(variants):
    path, triples = line.rstrip("\n").split("\t")
    triples = triples.split(",")
    for triple in triples:
        if triple in seen:
            sys.exit(f"bundle: FAILED: {triple} is in two variants: {seen[triple]} and {path}")
        seen[triple] = path
    listed.append({"path": path, "supportedTriples": triples})
info = {
    "schemaVersion": "1.0",
    "artifacts": {"errgen": {"version": version, "type": "executable", "variants": listed}},
}
print(json.dumps(info, indent=2))
PY
while IFS=$'\t' read -r path _; do
    [ -x "$stage/bundle/$path" ] || fail "variant $path is not an executable file in the bundle"
done <"$variants"

rm -rf "$bundle" "$zip"
mv "$stage/bundle" "$bundle"
# One date for every file: the same binaries make the same zip, and so the same checksum.
find "$bundle" -exec env TZ=UTC touch -h -t 200001010000 {} +
(cd "$output" && zip -q -r -X "$zip" "$(basename "$bundle")" -x '*.DS_Store')
checksum="$(swift package compute-checksum "$zip")"
url="${url:-https://github.com/errgen/errgen/releases/download/$version/errgen.artifactbundle.zip}"
echo "bundle: $bundle"
sed 's/^/bundle:   /' "$bundle/info.json"
echo "bundle: $zip ($(wc -c <"$zip" | tr -d ' ') bytes)"
echo "bundle: checksum $checksum"
echo "bundle: the release commit's line in Package.swift (upload the zip to $url):"
echo "let pluginTool: PluginTool = .release(url: \"$url\", checksum: \"$checksum\")"
