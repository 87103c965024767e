import Foundation
import Testing

/// Issue 27, point 4: Check judges, the rest writes. Every reference by name is resolved
/// by Check into the `CheckedSpec`'s `ResolvedReferences`; a translator, renderer or the mock
/// that looked a spec name up again could disagree with Check, or fail where Check did not,
/// and say nothing.
@Suite("Resolved references only after Check")
struct ResolvedReferenceTests {
    /// Every folder of code that runs after Check.
    static let afterCheck = ["Sources/ErrgenCore/Translate", "Sources/ErrgenCore/Render", "Sources/ErrgenMock"]

    /// Spellings of a lookup by a spec name: a search by name or code, a split of `Service.endpoint`,
    /// Check's index of entries, a policy by its spec name.
    static let lookups: [String] = [
        #"\.name\.value\s*=="#, #"==\s*\$0\.name\.value"#, #"split\(separator:\s*"\."#, #"ErrorIndex"#,
        #"\.index\(of:"#, #"policyReference\(\$0\.value\)"#, #"policyNames\["#, #"Anchors\[[^\]]*\.value\]"#,
        #"\.modelNames"#, #"\.code\.value(\.description|\.text)?\s*=="#,
    ]

    /// Files that still look a name up, and why.
    static let remaining: [String: String] = [
        "Translate/StringCatalogTranslator.swift":
            "a placeholder names a field of its own entry, and text segments do not carry the field's position yet",
        "ErrgenMock/MockCatalog.swift":
            "a scenario file names entries by code or name: its own references, which Check never saw",
        "ErrgenMock/ScenarioDecoder.swift":
            "a scenario file names an entry's fields: its own references, which Check never saw",
    ]

    static func lookups(in text: String) throws -> [String] {
        try lookups.filter { try text.firstMatch(of: Regex($0)) != nil }
    }

    @Test("nothing after Check looks a spec name up", arguments: afterCheck)
    func noLookupByName(_ folder: String) throws {
        let url = TestPaths.repository.appendingPathComponent(folder)
        // Subfolders too (ErrgenMock/Verify): a file moved down a level is still after Check.
        let files = (FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 5, "too few files found: is the path right?")
        for file in files {
            let name = url.lastPathComponent + "/" + file
            guard Self.remaining[name] == nil else { continue }
            let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
            for found in try Self.lookups(in: text) {
                Issue.record("\(name) looks a name up (\(found)); read the CheckedSpec's references")
            }
        }
    }

    @Test("each file let off still looks a name up, so the list shrinks when one stops")
    func remainingStillLookUp() throws {
        for name in Self.remaining.keys {
            let path =
                Self.afterCheck.first { $0.hasSuffix("/" + name.split(separator: "/")[0]) }! + "/"
                + name.split(separator: "/")[1]
            let text = try String(contentsOf: TestPaths.repository.appendingPathComponent(path), encoding: .utf8)
            #expect(try !Self.lookups(in: text).isEmpty, "\(name) no longer looks a name up: take it off the list")
        }
    }

    @Test("the scan finds each spelling the translators used to look names up with")
    func scanFindsOldLookups() throws {
        let old = [
            #"let service = context.services.first(where: { $0.spec.name.value == parts[0] })"#,
            #"let parts = session.refresh.value.split(separator: ".", maxSplits: 1)"#,
            #"checked.errors.index(of: reference.value)"#,
            #"spec.models.firstIndex(where: { $0.name.value == responseName })"#,
            #"entry.spec.retry.map { names.policyReference($0.value) }"#,
            #"names.policyNames[policy.name.value]"#,
            #"init(spec: Spec, index: ErrorIndex)"#,
            #"anchor: modelAnchors[model.name.value] ?? "model""#,
            #"$0.value.modelNames.first.flatMap { models[$0] }"#,
            #"package func model(_ name: String) -> ModelSpec? { spec.models.first { $0.name.value == name } }"#,
            #"entries.firstIndex { $0.code.value.description == reference || $0.name?.value == reference }"#,
        ]
        for line in old {
            #expect(try !Self.lookups(in: line).isEmpty, "\(line)")
        }
        #expect(try Self.lookups(in: "let endpoint = service.endpoints[refresh.endpoint]").isEmpty)
    }
}
