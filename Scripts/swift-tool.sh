# Sourced by .ci/run, Tests/PluginConsumer/ci.sh and Scripts/check-artifact-bundle.sh.
# SwiftPM on Linux now and then dies of SIGSEGV in libdispatch once its work is done
# (swiftlang/swift#87033): `swift_tool ARGS...` runs `swift ARGS...` and, when swift itself
# crashes (exit 139), runs it once more. A failing or crashing test exits 1: never retried.
swift_tool() {
    local status=0
    swift "$@" || status=$?
    if [ "$status" -eq 139 ]; then
        echo "'swift $1' crashed with signal 11; running it once more" >&2
        status=0
        swift "$@" || status=$?
    fi
    return "$status"
}
