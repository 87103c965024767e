import Foundation
import Testing

/// Issue 27, point 4: Check judges, Translate writes. Every reference by name is resolved
/// by Check into the `CheckedSpec`'s `ResolvedReferences`; a translator that looked a spec
/// name up again could disagree with Check, or fail where Check did not, and say nothing.
@Suite("Resolved references only in Translate")
struct ResolvedReferenceTests {
    static let translate = TestPaths.repository.appendingPathComponent("Sources/ErrgenCore/Translate")

    /// Spellings of a lookup by a spec name: a search by name, a split of `Service.endpoint`,
    /// Check's index of entries, a policy by its spec name.
    static let lookups: [String] = [
        #"\.name\.value\s*=="#, #"==\s*\$0\.name\.value"#, #"split\(separator:\s*"\."#, #"ErrorIndex"#,
        #"\.index\(of:"#, #"policyReference\(\$0\.value\)"#, #"policyNames\["#, #"Anchors\[[^\]]*\.value\]"#,
        #"\.modelNames"#,
    ]

    /// Translators that still look a name up, and why.
    static let remaining: [String: String] = [
        "StringCatalogTranslator.swift":
            "a placeholder names a field of its own entry, and text segments do not carry the field's position yet"
    ]

    static func lookups(in text: String) throws -> [String] {
        try lookups.filter { try text.firstMatch(of: Regex($0)) != nil }
    }

    @Test("no translator looks a spec name up")
    func noLookupByName() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.translate.path).filter {
            $0.hasSuffix(".swift")
        }
        #expect(files.count > 10, "too few translators found: is the path right?")
        for file in files where Self.remaining[file] == nil {
            let text = try String(contentsOf: Self.translate.appendingPathComponent(file), encoding: .utf8)
            for found in try Self.lookups(in: text) {
                Issue.record("Translate/\(file) looks a name up (\(found)); read the CheckedSpec's references")
            }
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
        ]
        for line in old {
            #expect(try !Self.lookups(in: line).isEmpty, "\(line)")
        }
        #expect(try Self.lookups(in: "let endpoint = service.endpoints[refresh.endpoint]").isEmpty)
    }
}
