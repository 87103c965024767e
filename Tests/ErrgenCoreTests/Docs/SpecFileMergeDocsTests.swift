import Foundation
import Testing

@testable import ErrgenCore

/// The format reference's "merged into one spec" list says which sections take one file
/// and which may be spread over files; the decoder's `SpecFormat` table decides it.
@Suite("Docs: sections across files")
struct SpecFileMergeDocsTests {
    @Test("the reference lists every one-file section and every spreadable section, as SpecFormat has them")
    func sectionListsMatchTheFormatTable() throws {
        let url = DocumentationExamples.catalog.appendingPathComponent("SpecFormatReference.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(
            Self.sections(in: text, bulletEnding: "are\n  written in one file each")
                == SpecFormat.settingsSections.sorted())
        #expect(Self.sections(in: text, bulletEnding: "may be spread over files") == SpecFormat.namedSections.sorted())
    }

    /// The backticked names of the bullet (`- ...`) that contains `marker`, before it.
    static func sections(in text: String, bulletEnding marker: String) -> [String] {
        let flat = text.replacingOccurrences(of: "\n  ", with: " ")
        let flatMarker = marker.replacingOccurrences(of: "\n  ", with: " ")
        guard let end = flat.range(of: flatMarker),
            let start = flat[..<end.lowerBound].range(of: "\n- ", options: .backwards)
        else { return [] }
        return flat[start.upperBound..<end.lowerBound].split(separator: "`", omittingEmptySubsequences: false)
            .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }.sorted()
    }
}
