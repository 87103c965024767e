import ErrgenCore
import Testing

/// `fallbacks` and `client_errors` are compared by the entry each status or failure ends
/// as, through the library, on spec files held in memory.
@Suite("errgen diff: fallbacks and client errors")
struct DiffRoutesTests {
    static let base = """
        errgen: 1
        errors:
          NETWORK_ERROR: {category: retryable, message: Something went wrong.}
          OFFLINE: {category: retryable, message: You are offline.}
          UNKNOWN: {category: non_retryable, message: Something failed.}
          BAD_REQUEST: {status: 400, category: non_retryable, message: Refused.}
          SERVER_ERROR: {status: 500, category: retryable, message: Failed.}
        %@
        """

    static func spec(_ routes: String) -> [SpecSource] {
        [SpecSource(path: "specs/errgen.yaml", text: base.replacingOccurrences(of: "%@", with: routes))]
    }

    static func changes(_ old: String, _ new: String) throws -> [SpecChange] {
        let outcome = Generator.diff(old: spec(old), new: spec(new))
        #expect(outcome.diagnostics.isEmpty, "\(outcome.diagnostics)")
        return try #require(outcome.changes)
    }

    static let routes = """
        client_errors: {offline: OFFLINE, other: NETWORK_ERROR}
        fallbacks: {4xx: BAD_REQUEST, 5xx: SERVER_ERROR}
        """

    @Test("a new client_errors.other is one change, not one for each kind that follows it")
    func otherIsReportedOnce() throws {
        let new = Self.routes.replacingOccurrences(of: "other: NETWORK_ERROR", with: "other: UNKNOWN")
        let changes = try Self.changes(Self.routes, new)
        #expect(changes.map(\.rule) == [.clientErrorChanged])
        #expect(changes.first?.message == "client_errors.other: NETWORK_ERROR -> UNKNOWN")
    }

    @Test("a key that gives what its class or other gave anyway is no change; one that gives another entry is")
    func keysAreComparedByTheirEffect() throws {
        let restated = Self.routes
            .replacingOccurrences(of: "{4xx: BAD_REQUEST", with: "{400: BAD_REQUEST, 4xx: BAD_REQUEST")
            .replacingOccurrences(of: "{offline: OFFLINE", with: "{offline: OFFLINE, timeout: NETWORK_ERROR")
        #expect(try Self.changes(Self.routes, restated).isEmpty)
        let moved = Self.routes.replacingOccurrences(
            of: "{4xx: BAD_REQUEST", with: "{409: SERVER_ERROR, 4xx: BAD_REQUEST")
        let changes = try Self.changes(Self.routes, moved)
        #expect(changes.map(\.rule) == [.fallbackChanged])
        #expect(changes.first?.message == "fallbacks.409: BAD_REQUEST (by fallbacks.4xx) -> SERVER_ERROR")
        #expect(changes.first?.old == nil)
    }

    @Test("a fallback that names a renamed entry by its new code is the same entry")
    func renamedEntryIsTheSame() throws {
        let renamed = Self.routes.replacingOccurrences(of: "5xx: SERVER_ERROR", with: "5xx: SERVER_FAILED")
        let newBase = Self.base.replacingOccurrences(
            of: "SERVER_ERROR: {status: 500,", with: "SERVER_FAILED: {renamed_from: SERVER_ERROR, status: 500,")
        let outcome = Generator.diff(
            old: Self.spec(Self.routes),
            new: [SpecSource(path: "specs/errgen.yaml", text: newBase.replacingOccurrences(of: "%@", with: renamed))])
        #expect(outcome.diagnostics.isEmpty)
        // The entry's own changes, and none of the fallback that names it.
        #expect(Set(try #require(outcome.changes).map(\.rule)) == [.codeRenamed, .errorCaseRenamed])
    }
}
