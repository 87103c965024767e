// libFuzzer's entry point over the whole errgen pipeline, in memory: load, decode,
// check, translate and render, nothing written. Compiled together with ErrgenCore's
// sources by Fuzz/run.sh (one module, `-sanitize=fuzzer,address`), so it needs no import.
//
// One input is one spec folder: its bytes are split at NUL bytes into `0.yaml`,
// `1.yaml`, ... (YAML cannot hold a NUL, so a single file stays a single file), which
// lets the fuzzer reach the rules that merge sections across files.

@_cdecl("LLVMFuzzerTestOneInput")
public func errgenFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let sources = bytes.split(separator: 0, omittingEmptySubsequences: false).enumerated().map { index, file in
        SpecSource(path: "\(index).yaml", bytes: Array(file))
    }
    let outcome = Generator.generate(sources: sources, specName: "fuzz")
    // Every diagnostic must be printable, and every run must end in files or an error.
    let printed = outcome.diagnostics.reduce(0) { $0 + $1.description.utf8.count }
    precondition(
        printed >= 0 && (outcome.files != nil) != outcome.hasErrors, "a run ended with neither files nor an error")
    return 0
}
