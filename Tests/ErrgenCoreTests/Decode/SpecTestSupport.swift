import Foundation

@testable import ErrgenCore

/// Loads in-memory spec files (name, text) in the given order and decodes them.
func decodeSpec(_ files: [(name: String, text: String)]) -> (spec: Spec, diagnostics: [String]) {
    var diagnostics = DiagnosticList()
    let loaded = files.map { file in
        var problems = DiagnosticList()
        let root = YAMLLoader().load(Array(file.text.utf8), file: file.name, diagnostics: &problems)
        diagnostics.append(contentsOf: problems)
        return SpecFile(path: file.name, root: root, isUnreadable: problems.hasErrors)
    }
    let (spec, decoding) = SpecDecoder.decode(loaded)
    diagnostics.append(contentsOf: decoding)
    return (spec, diagnostics.sorted.map(\.description))
}

/// One file, `s.yaml`, with `errgen: 1` first unless the text has it.
func decodeSpec(_ text: String) -> (spec: Spec, diagnostics: [String]) {
    decodeSpec([("s.yaml", text.hasPrefix("errgen:") ? text : "errgen: 1\n" + text)])
}

/// Decode and check, as `errgen lint` does, on in-memory files.
func lintSpec(_ text: String) -> [String] {
    let (spec, diagnostics) = decodeSpec(text)
    var all = diagnostics
    all += SpecChecker.check(spec).diagnostics.sorted.map(\.description)
    return all
}

/// A scratch folder, removed by `defer`-ing `remove()`.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "errgen-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Data(text.utf8))
    }

    func write(_ relative: String, _ data: Data) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: full))
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
