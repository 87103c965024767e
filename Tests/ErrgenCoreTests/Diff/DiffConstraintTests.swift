@testable import ErrgenCore
import Foundation
import Testing

/// Issue 43, points 2 and 8: a constraint that takes less than before is a tightening (what
/// shipped apps send may be refused), one that takes more a loosening; a session that reads
/// or sends a property renamed with `renamed_from` follows it, and is no `session-changed`.
@Suite("errgen diff: constraints and session renames")
struct DiffConstraintTests {
    @Test(
        "a bound that takes less is tightened, one that takes more loosened, one that takes the same neither",
        arguments: [
            (ValueConstraints.Kind.maxLength, "10", "5", true), (.maxLength, "5", "10", false),
            (.maxLength, nil, "10", true), (.maxLength, "10", nil, false), (.minLength, nil, "1", true),
            (.minLength, "1", nil, false), (.minLength, nil, "0", nil), (.minItems, "0", nil, nil),
            (.minimum, nil, "0", true), (.minimum, "-1", "-2", false), (.maximum, "1e3", "1000", nil),
            (.maximum, "100", "99.5", true), (.pattern, nil, "^a$", true), (.pattern, "^a$", "^b$", true),
            (.pattern, "^a$", nil, false),
        ] as [(ValueConstraints.Kind, String?, String?, Bool?)])
    func takesLess(_ kind: ValueConstraints.Kind, _ before: String?, _ after: String?, _ expected: Bool?) {
        #expect(SpecDiff.takesLess(kind, before, after) == expected)
    }

    static func session() throws -> String {
        try String(
            contentsOfFile: ErrgenProcess.packageRoot + "/Tests/Fixtures/diff/session-changed/old/spec.yaml",
            encoding: .utf8)
    }

    static func rules(_ old: String, _ new: String) throws -> [String] {
        let outcome = Generator.diff(
            old: [SpecSource(path: "old/spec.yaml", text: old)], new: [SpecSource(path: "new/spec.yaml", text: new)])
        return try #require(outcome.changes, "\(outcome.diagnostics)").map { "\($0.rule.id): \($0.message)" }
    }

    static func replacing(_ text: String, _ pairs: [(String, String)]) throws -> String {
        try pairs.reduce(text) { text, pair in
            try #require(text.contains(pair.0), "\(pair.0)")
            return text.replacingOccurrences(of: pair.0, with: pair.1)
        }
    }

    @Test("a token property renamed with renamed_from is the property's rename, not session-changed")
    func renamedTokenProperty() throws {
        let old = try Self.session()
        let new = try Self.replacing(
            old,
            [
                (
                    "    access_token: {type: String, secret: true}",
                    "    token: {type: String, secret: true, renamed_from: access_token}"
                ),
                ("  access_token: access_token", "  access_token: token"),
            ])
        #expect(
            try Self.rules(old, new) == [
                "property-renamed: TokenPair.access_token is renamed token (renamed_from)"
            ])
    }

    @Test("a refresh token sent in a body property renamed with renamed_from is the property's rename")
    func renamedRefreshTokenProperty() throws {
        let old = try Self.session()
        let new = try Self.replacing(
            old,
            [
                (
                    "    refresh_token: {type: String, secret: true}\n    client_id",
                    "    token: {type: String, secret: true, renamed_from: refresh_token}\n    client_id"
                ),
                ("  send_refresh_token: body.refresh_token", "  send_refresh_token: body.token"),
            ])
        #expect(
            try Self.rules(old, new) == [
                "property-renamed: RefreshRequest.refresh_token is renamed token (renamed_from)"
            ])
    }

    @Test("a token read from another property, not renamed to it, is still session-changed")
    func otherTokenPropertyIsSessionChanged() throws {
        let old = try Self.session()
        let new = try Self.replacing(
            old,
            [
                (
                    "    access_token: {type: String, secret: true}",
                    "    access_token: {type: String, secret: true}\n    token: String"
                ),
                ("  access_token: access_token", "  access_token: token"),
            ])
        let rules = try Self.rules(old, new)
        #expect(rules.contains("session-changed: session.access_token: access_token -> token"))
    }

    @Test("a query value made a list that repeats its name is generalized; one joined by commas is another type")
    func queryValueMadeAList() throws {
        let old = try String(
            contentsOfFile: ErrgenProcess.packageRoot + "/Tests/Fixtures/diff/parameter-made-required/old/spec.yaml",
            encoding: .utf8)
        let repeated = try Self.replacing(old, [("expand: String?", "expand: \"[String]?\"")])
        #expect(
            try Self.rules(old, repeated) == [
                "parameter-type-generalized: Orders.order: query expand: String? -> [String]?"
            ])
        let joined = try Self.replacing(old, [("expand: String?", "expand: {type: \"[String]?\", explode: false}")])
        #expect(
            try Self.rules(old, joined).contains(
                "parameter-type-changed: Orders.order: query expand: String? -> [String]?"))
    }
}
