import ErrgenMockTesting
import ErrgenRuntime
import FinFlowAPI
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// ErrgenMockTesting as an app's test target uses it: the reference spec folder and a
/// scenario file on disk, the generated client on the mock's base URL, and the journal and
/// coverage read from the test.
@Suite struct MockTestingTests {
    static let specs = ReferenceSpec.repository.appendingPathComponent("specs")

    static let scenarios = """
        scenarios:
          busy:
            responses:
              - endpoint: Profile.myProfile
                steps: [{code: RATE_LIMITED, retry_after: 1}, ok]
          down:
            responses:
              - steps: [{code: SERVER_ERROR, times: 10}]
        """

    /// A folder holding `scenarios.yaml` with `text`, removed by the caller.
    static func scenarioFile(_ text: String = scenarios) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-mock-testing-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("scenarios.yaml")
        try Data(text.utf8).write(to: file)
        return file
    }

    /// The generated client on `baseURL`, signed in with a token the mock issued, sleeping on a
    /// clock that only records.
    static func client(_ mock: ErrgenMockServer, baseURL: URL? = nil) -> FinFlowClient {
        let tokens = mock.issueToken()
        let tokenStore = InMemoryTokenStore(
            token: BearerToken(accessToken: tokens.access, refreshToken: tokens.refresh))
        let base = baseURL ?? mock.baseURL
        var configuration = APIClientConfiguration(clock: RecordingClock())
        configuration.authenticator = FinFlowClient.authenticator(
            baseURL: base, configuration: configuration, tokenStore: tokenStore
        ) { _ in }
        return FinFlowClient(client: APIClient<FinFlowError>(baseURL: base, configuration: configuration))
    }

    @Test func aScenarioFromAFileIsPlayedAndTheJournalShowsTheRetry() async throws {
        let file = try Self.scenarioFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try await ErrgenMockServer.with(specs: Self.specs, scenarios: file, scenario: "busy") { mock in
            #expect(mock.baseURL.absoluteString == mock.serverURL.absoluteString + "/api")
            _ = try await Self.client(mock).profile.myProfile()
            let sent = mock.requests(to: "Profile.myProfile")
            #expect(sent.map(\.status) == [429, 200], "the 429 was retried once")
            #expect(sent.map(\.number) == [1, 2])
            #expect(sent.allSatisfy { $0.method == "GET" && $0.path == "/api/me/profile" })
            #expect(sent.allSatisfy { $0.header("authorization")?.hasPrefix("Bearer ") == true })
            #expect(mock.coverage.codes["RATE_LIMITED"] == 1)
            #expect(mock.coverage.endpoints["Profile.myProfile"] == 2)
            #expect(mock.coverage.neverServed.contains("SERVER_ERROR"))
        }
    }

    @Test func resetClearsSequencesCoverageAndTheJournalEachOnItsOwn() async throws {
        let file = try Self.scenarioFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try await ErrgenMockServer.with(specs: Self.specs, scenarios: file, scenario: "busy") { mock in
            let client = Self.client(mock)
            _ = try await client.profile.myProfile()
            // The sequences start again; coverage and journal keep the first call.
            mock.reset(.sequences)
            #expect(mock.coverage.codes["RATE_LIMITED"] == 1)
            #expect(mock.requests.count == 2)
            _ = try await client.profile.myProfile()
            #expect(mock.coverage.codes["RATE_LIMITED"] == 2, "the sequence played its 429 again")
            mock.reset(.requests)
            #expect(mock.requests.isEmpty)
            #expect(mock.coverage.codes["RATE_LIMITED"] == 2)
            mock.reset(.coverage)
            #expect(mock.coverage.codes["RATE_LIMITED"] == 0)
        }
    }

    @Test func aScenarioIsChosenByUseOrByItsOwnBaseURL() async throws {
        let file = try Self.scenarioFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        try await ErrgenMockServer.with(specs: Self.specs, scenarios: file) { mock in
            #expect(mock.scenario == nil)
            try mock.use(scenario: "down")
            #expect(mock.scenario == "down")
            await #expect(throws: FinFlowError.self) { try await Self.client(mock).profile.myProfile() }
            try mock.use(scenario: nil)
            _ = try await Self.client(mock).profile.myProfile()
            // With no scenario active, a client on the scenario's base URL still gets it.
            let down = Self.client(mock, baseURL: mock.baseURL(scenario: "down"))
            await #expect(throws: FinFlowError.self) { try await down.profile.myProfile() }
            #expect(mock.requests.last?.path == "/scenario/down/api/me/profile")
            #expect(throws: ErrgenMockError.self) { try mock.use(scenario: "dwon") }
            #expect(mock.scenario == nil, "an unknown name changes nothing")
        }
    }

    @Test func aMistakeInTheScenarioFileIsALocatedError() async throws {
        let file = try Self.scenarioFile(
            "scenarios:\n  busy:\n    responses:\n      - endpoint: Profile.myProfil\n        steps: [ok]\n")
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        do {
            _ = try await ErrgenMockServer.start(specs: Self.specs, scenarios: file)
            Issue.record("the mock started from a scenario file with a mistake")
        } catch {
            #expect(error.reason == .invalidInput)
            #expect(error.description.hasPrefix("\(file.path):4:"), "\(error.description)")
            #expect(error.description.contains("error:"))
        }
    }

    @Test func anUnknownScenarioOrAMissingFolderDoesNotStart() async throws {
        let file = try Self.scenarioFile()
        defer { try? FileManager.default.removeItem(at: file.deletingLastPathComponent()) }
        await #expect(throws: ErrgenMockError.self) {
            try await ErrgenMockServer.start(specs: Self.specs, scenarios: file, scenario: "bsy")
        }
        do {
            _ = try await ErrgenMockServer.start(specs: file.deletingLastPathComponent().appendingPathComponent("none"))
            Issue.record("the mock started from a folder that does not exist")
        } catch {
            #expect(error.reason == .unreadable)
        }
    }

    /// What "Testing error paths" shows with XCTest: without a session, the 401 reaches the app.
    @Test func aCallWithoutASessionIsUnauthorizedAndJournaled() async throws {
        try await ErrgenMockServer.with(specs: Self.specs) { mock in
            let error = await #expect(throws: FinFlowError.self) {
                try await FinFlowClient(baseURL: mock.baseURL).profile.myProfile()
            }
            #expect(error?.code == .unauthorized)
            #expect(mock.requests(to: "Profile.myProfile").map(\.status) == [401])
        }
    }

    @Test func withStopsTheMockWhenItsBodyThrows() async throws {
        struct Stop: Error {}
        let url = TestSupport.Locked<URL?>(nil)
        await #expect(throws: Stop.self) {
            try await ErrgenMockServer.with(specs: Self.specs) { mock in
                url.withLock { $0 = mock.serverURL }
                throw Stop()
            }
        }
        let stopped = try #require(url.withLock { $0 })
        var request = URLRequest(url: stopped.appendingPathComponent("__errgen/scenario"))
        request.timeoutInterval = 5
        await #expect(throws: (any Error).self, "nothing listens after `with` returns") {
            _ = try await URLSession.shared.data(for: request)
        }
    }
}
