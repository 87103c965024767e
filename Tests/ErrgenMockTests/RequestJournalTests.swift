import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// What a test can ask the mock about what the app sent, and what `reset` clears.
@Suite struct RequestJournalTests {
    static let file = """
        scenarios:
          flaky: {responses: [{endpoint: Profile.myProfile, steps: [{code: SERVER_ERROR}, {code: SERVER_ERROR}, ok]}]}
        """

    func mock() throws -> (MockResponder, AdminEndpoint) {
        let responder = try ReferenceSpec.responder(scenarios: Self.file, active: "flaky")
        return (responder, AdminEndpoint(responder: responder))
    }

    @Test func theJournalHasEachRequestAsSentWithItsEndpointAndStatus() throws {
        let (mock, admin) = try mock()
        let token = mock.session.issue().access
        for _ in 0..<3 { _ = mock.get("/api/me/profile", token: token) }
        _ = mock.post("/api/auth/login", json: #"{"email": "an@finflow.vn", "password": "pw"}"#)
        _ = mock.get("/api/nowhere")

        let entries = mock.journal.entries
        #expect(entries.map(\.number) == [1, 2, 3, 4, 5])
        #expect(entries.map(\.status) == [500, 500, 200, 200, 404])
        #expect(
            entries.map(\.endpoint) == [
                "Profile.myProfile", "Profile.myProfile", "Profile.myProfile", "Auth.login", nil,
            ])
        #expect(entries[0].headers.contains { $0.name == "Authorization" && $0.value == "Bearer \(token)" })
        #expect(String(decoding: entries[3].body, as: UTF8.self).contains("an@finflow.vn"))

        let answer = admin.handle(
            MockRequest(method: "GET", path: "/__errgen/requests", query: [("endpoint", "Profile.myProfile")]))
        #expect(answer.status == 200)
        #expect(answer.json?["counts"] == .object([.init("Profile.myProfile", .number("3"))]))
        guard case .array(let requests)? = answer.json?["requests"] else { throw Missing() }
        #expect(requests.count == 3)
        #expect(requests.first?["method"] == .string("GET"))
        #expect(requests.first?["path"] == .string("/api/me/profile"))
        #expect(requests.first?["status"] == .number("500"))
        #expect(mock.journal.entries.count == 5, "the admin's own requests are not recorded")
    }

    @Test func aBodyThatIsNotUTF8IsBase64AndALongOneIsCut() {
        let journal = RequestJournal()
        journal.record(
            MockRequest(method: "PUT", path: "/a", body: Data([0xFF, 0xFE, 0x00])), endpoint: nil, status: 400)
        journal.record(
            MockRequest(method: "PUT", path: "/b", body: Data(repeating: 0x61, count: RequestJournal.bodyLimit + 1)),
            endpoint: nil, status: 413)
        guard case .array(let requests)? = journal.json()["requests"] else { return #expect(Bool(false)) }
        #expect(requests[0]["body_base64"] == .string(Data([0xFF, 0xFE, 0x00]).base64EncodedString()))
        #expect(requests[1]["body_cut"] == .boolean(true))
        #expect(journal.entries[1].body.count == RequestJournal.bodyLimit)
    }

    @Test func theJournalKeepsTheLatestRequestsOnly() {
        let journal = RequestJournal()
        for index in 0..<(RequestJournal.capacity + 5) {
            journal.record(MockRequest(method: "GET", path: "/\(index)"), endpoint: nil, status: 200)
        }
        #expect(journal.entries.count == RequestJournal.capacity)
        #expect(journal.entries.first?.path == "/5")
        #expect(journal.entries.last?.number == RequestJournal.capacity + 5)
    }

    @Test func resetClearsWhatItIsAskedToAndEverythingWithoutAQuery() throws {
        let (mock, admin) = try mock()
        let token = mock.session.issue().access
        #expect(mock.get("/api/me/profile", token: token).status == 500)

        let sequencesOnly = admin.handle(
            MockRequest(method: "POST", path: "/__errgen/reset", query: [("clear", "sequences")]))
        #expect(sequencesOnly.json?["cleared"] == .array([.string("sequences")]))
        #expect(mock.coverage.snapshot.endpoints["Profile.myProfile"] == 1, "the coverage is kept")
        #expect(mock.journal.entries.count == 1, "so is the journal")
        #expect(mock.get("/api/me/profile", token: token).status == 500, "the sequence starts again")

        _ = admin.handle(MockRequest(method: "POST", path: "/__errgen/reset", query: [("clear", "coverage,requests")]))
        #expect(mock.coverage.snapshot.endpoints.isEmpty)
        #expect(mock.journal.entries.isEmpty)
        #expect(mock.get("/api/me/profile", token: token).status == 500, "the sequence went on: second step")
        #expect(mock.get("/api/me/profile", token: token).status == 200)

        _ = admin.handle(MockRequest(method: "POST", path: "/__errgen/reset"))
        #expect(mock.coverage.snapshot.endpoints.isEmpty && mock.journal.entries.isEmpty)
        #expect(mock.get("/api/me/profile", token: token).status == 500)

        let unknown = admin.handle(MockRequest(method: "POST", path: "/__errgen/reset", query: [("clear", "tokens")]))
        #expect(unknown.status == 400)
    }

    struct Missing: Error {}
}
