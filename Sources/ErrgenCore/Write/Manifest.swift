/// The output folder's `.errgen-manifest`: the files errgen wrote there, so a later run
/// can remove those it no longer produces, and, after a run without any diagnostic, two
/// fingerprints that let the next run skip the whole pipeline when nothing changed:
///
/// ```text
/// # Files errgen generated here; errgen removes those it no longer produces.
/// # inputs: 5f0c2a9e3b7d4410
/// # outputs: 9a1e0b77c2d35f08
/// # document: ../backend/openapi.yaml
/// Client.swift
/// ...
/// ```
///
/// The fingerprints are comment lines, so errgen 0.1.0 reads this manifest as before, and
/// a manifest without them (from 0.1.0, or after a run with warnings) means "regenerate".
/// `# document:` lines name the files of an OpenAPI document outside the spec folder, by their
/// path from it, which the next run reads to fingerprint its inputs before it knows what the
/// spec refers to.
struct Manifest: Equatable {
    static let name = ".errgen-manifest"

    /// The generated files, by name inside the folder.
    var files: [String]
    /// `InputFingerprint` of the run that wrote the folder.
    var inputs: UInt64?
    /// `Manifest.fingerprint(of:)` of the files it wrote.
    var outputs: UInt64?
    /// `InputFingerprint.documents` of the run that wrote the folder.
    var documents: [String] = []

    private static let heading = "# Files errgen generated here; errgen removes those it no longer produces."
    private static let inputsPrefix = "# inputs: "
    private static let outputsPrefix = "# outputs: "
    private static let documentPrefix = "# document: "

    var text: String {
        var text = Self.heading + "\n"
        if let inputs, let outputs {
            text += Self.inputsPrefix + Self.hex(inputs) + "\n" + Self.outputsPrefix + Self.hex(outputs) + "\n"
            text += documents.map { Self.documentPrefix + $0 + "\n" }.joined()
        }
        return text + files.sorted().map { $0 + "\n" }.joined()
    }

    /// Reads a manifest's text; names that would leave the folder are ignored.
    init(text: String) {
        files = []
        for line in text.split(separator: "\n").map(String.init) {
            if line.hasPrefix(Self.inputsPrefix) {
                inputs = UInt64(line.dropFirst(Self.inputsPrefix.count), radix: 16)
            } else if line.hasPrefix(Self.outputsPrefix) {
                outputs = UInt64(line.dropFirst(Self.outputsPrefix.count), radix: 16)
            } else if line.hasPrefix(Self.documentPrefix) {
                documents.append(String(line.dropFirst(Self.documentPrefix.count)))
            } else if !line.hasPrefix("#"), !line.isEmpty, !line.hasPrefix("/"),
                !line.split(separator: "/").contains("..")
            {
                files.append(line)
            }
        }
    }

    /// The manifest a run records for the files it wrote: with its `fingerprint` (a run
    /// without diagnostics), the fingerprints that let the next run skip.
    init(written files: [(name: String, size: Int, hash: UInt64)], fingerprint: InputFingerprint?) {
        self.init(
            files: files.map(\.name), inputs: fingerprint?.value,
            outputs: fingerprint.map { _ in Self.fingerprint(of: files) },
            documents: fingerprint?.documents ?? [])
    }

    init(files: [String], inputs: UInt64?, outputs: UInt64?, documents: [String] = []) {
        self.files = files
        self.inputs = inputs
        self.outputs = outputs
        self.documents = documents
    }

    /// One hash of files' names, sizes and content hashes (`ContentHash`), in name order.
    static func fingerprint(of files: [(name: String, size: Int, hash: UInt64)]) -> UInt64 {
        var summary: [UInt8] = []
        for file in files.sorted(by: { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }) {
            summary += Array(file.name.utf8) + [0] + littleEndianBytes(UInt64(file.size)) + littleEndianBytes(file.hash)
        }
        return ContentHash.xxh64(summary)
    }

    private static func littleEndianBytes(_ value: UInt64) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) }
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
