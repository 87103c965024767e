import ErrgenCore
import Foundation
import Testing

/// Issue 41, point 3: `DiffRule.definition` is the one table of `errgen diff`'s rules, and
/// this suite audits it, as oasdiff's `rule_symmetry_test.go` audits `GetAllRules`. That a
/// detector produces every rule is `DiffRuleTests`' fixture per rule.
@Suite("errgen diff: the table of rules")
struct DiffRuleTableTests {
    @Test("ids are unique and written in lowercase words joined by hyphens")
    func idsAreUnique() {
        let ids = DiffRule.allCases.map(\.id)
        let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        #expect(repeated.isEmpty, "ids used by more than one rule: \(repeated)")
        for id in ids {
            #expect(id.wholeMatch(of: /[a-z]+(-[a-z]+)*/) != nil, "\(id) is not lowercase words joined by hyphens")
            #expect(DiffRule(id: id)?.id == id)
        }
        #expect(DiffRule(id: "no-such-rule") == nil)
    }

    @Test("CommandLine.md's list of rules is the table: same rules, same order, same class, direction and why")
    func documentedListIsTheTable() throws {
        let path = ErrgenProcess.packageRoot + "/Sources/ErrgenRuntime/ErrgenRuntime.docc/CommandLine.md"
        let documented = Self.rows(
            after: "| rule | class | by direction | why |", in: try String(contentsOfFile: path, encoding: .utf8))
        let table = DiffRule.allCases.map { rule in
            "| `\(rule.id)` | \(rule.changeClass.rawValue) | \(Self.byDirection(rule)) | \(rule.explanation) |"
        }
        #expect(documented.count == table.count)
        for (number, (row, expected)) in zip(documented, table).enumerated() where row != expected {
            Issue.record("CommandLine.md row \(number + 1) is\n\(row)\nbut the table says\n\(expected)")
            break
        }
    }

    @Test("ChangingACatalogSafely.md names only rules of the table")
    func articleNamesOnlyRules() throws {
        let path = ErrgenProcess.packageRoot + "/Sources/ErrgenRuntime/ErrgenRuntime.docc/ChangingACatalogSafely.md"
        let article = try String(contentsOfFile: path, encoding: .utf8)
        let ids = Set(DiffRule.allCases.map(\.id))
        // A rule's id ends in what happened: `-changed`, `-removed`, `-renamed`...
        let named = article.matches(
            of:
                /`([a-z]+(?:-[a-z]+)*-(?:added|removed|changed|renamed|required|optional|dropped|aggressive|idempotent|fallback|tightened|loosened))`/
        ).map { String($0.output.1) }
        #expect(!named.isEmpty)
        for id in named { #expect(ids.contains(id), "ChangingACatalogSafely.md names \(id), which is no rule") }
    }

    @Test("a rule that has a mirror (added and removed, more and less) has it, or a waiver says why not")
    func rulesAreSymmetric() {
        let absences = Self.symmetryAbsences(DiffRule.allCases.map(\.id))
        for absence in absences where Self.symmetryWaivers[absence] == nil {
            Issue.record("unwaived asymmetry: \(absence): add the mirror rule, or a waiver with the reason")
        }
        for waiver in Self.symmetryWaivers.keys.sorted() where !absences.contains(waiver) {
            Issue.record("stale waiver: \(waiver) is no longer missing; remove the waiver")
        }
    }

    @Test("the symmetry audit finds a missing mirror")
    func symmetryAuditFindsAGap() {
        #expect(Self.symmetryAbsences(["code-added", "code-removed"]).isEmpty)
        #expect(Self.symmetryAbsences(["code-added-required"]) == ["code: added without removed"])
        #expect(Self.symmetryAbsences(["retry-less-aggressive"]) == ["retry: less-aggressive without more-aggressive"])
    }

    /// CommandLine.md's "by direction": the class for a one-way entity and why, or that direction does not change it.
    static func byDirection(_ rule: DiffRule) -> String {
        guard let oneWay = rule.definition.oneWay else { return "the same" }
        let flow = oneWay.flow == .request ? "request only" : "response only"
        return "\(flow): \(oneWay.changeClass.rawValue), \(oneWay.explanation)"
    }

    @Test("a rule's class for one direction is milder than its own, and both directions keep its own")
    func oneWayClassesAreMilder() {
        for rule in DiffRule.allCases {
            guard let oneWay = rule.definition.oneWay else { continue }
            #expect(oneWay.changeClass > rule.changeClass, "\(rule.id): one direction is no milder")
            #expect(rule.changeClass(flowing: oneWay.flow) == oneWay.changeClass)
            #expect(rule.changeClass(flowing: .both) == rule.changeClass)
        }
    }

    // MARK: Symmetry

    /// Every missing mirror that is intended, with the reason: the change in the other
    /// direction is reported under another rule.
    static let symmetryWaivers: [String: String] = [
        "property-default: removed without added":
            "a default added where there was none is property-default-changed (`default none -> 0`)"
    ]

    /// The actions that come in pairs, each the mirror of the other.
    static let mirrors: [(String, String)] = [
        ("added", "removed"), ("made-required", "made-optional"), ("more-aggressive", "less-aggressive"),
        ("made-idempotent", "made-not-idempotent"), ("auth-required", "auth-dropped"), ("tightened", "loosened"),
    ]

    /// `subject: action without mirror` for each rule whose action has a mirror that no rule
    /// of the same subject has. `parameter-added-required` is the subject `parameter`'s `added`.
    static func symmetryAbsences(_ ids: [String]) -> [String] {
        let actions = mirrors.flatMap { [$0.0, $0.1] }.sorted { $0.count > $1.count }
        var present: Set<[String]> = []
        for id in ids {
            if let action = actions.first(where: { id.hasSuffix("-" + $0) }) {
                present.insert([String(id.dropLast(action.count + 1)), action])
            } else if let qualified = ["-added-required", "-added-optional"].first(where: id.hasSuffix) {
                present.insert([String(id.dropLast(qualified.count)), "added"])
            }
        }
        var absences: [String] = []
        for coordinate in present {
            let (subject, action) = (coordinate[0], coordinate[1])
            guard let pair = mirrors.first(where: { $0.0 == action || $0.1 == action }) else { continue }
            let mirror = pair.0 == action ? pair.1 : pair.0
            if !present.contains([subject, mirror]) { absences.append("\(subject): \(action) without \(mirror)") }
        }
        return absences.sorted()
    }

    /// The rows of the Markdown table whose header is `header`.
    static func rows(after header: String, in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(of: header) else { return [] }
        return Array(lines[(start + 2)...].prefix { $0.hasPrefix("|") })
    }
}
