import ErrgenCore
import Foundation
import Testing

/// Issue 12: no generated Swift line is longer than `SwiftLayout.lineLimit` (120)
/// columns, counted in characters (grapheme clusters), not bytes. Checked on the
/// committed output: `Generated/`, every golden's `expected/` and any Swift in
/// `Tests/Fixtures/api-catalog`.
@Suite("Generated line length")
struct LineLengthTests {
    static func swiftFiles() -> [URL] {
        var roots = [TestPaths.referenceOutput, TestPaths.fixtures.appendingPathComponent("api-catalog")]
        let goldens = (try? FileManager.default.contentsOfDirectory(atPath: TestPaths.goldenFixtures.path)) ?? []
        roots += goldens.sorted().map {
            TestPaths.goldenFixtures.appendingPathComponent($0).appendingPathComponent("expected")
        }
        var files: [URL] = []
        for root in roots {
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test("no line of a committed generated Swift file is longer than 120 characters")
    func committedOutputKeepsToTheLimit() throws {
        let files = Self.swiftFiles()
        #expect(files.count > 10, "found only \(files.count) generated Swift files")
        var long: [String] = []
        let prefix = TestPaths.repository.path + "/"
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.count > SwiftLayout.lineLimit {
                let path = file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
                long.append("\(path):\(index + 1): \(line.count) characters")
            }
        }
        #expect(long.isEmpty, "lines longer than \(SwiftLayout.lineLimit) characters:\n\(long.joined(separator: "\n"))")
    }
}
