import ErrgenMock
import ErrgenRuntime
import FinFlowAPI
import Foundation
import Testing

/// The scenario file of "Testing error paths", played against the FinFlow client: each
/// sequence behaves as RuntimeGuide.md says, and the coverage report lists what was served.
@Suite struct SequenceTests {
    static func start(_ scenario: String) async throws -> MockHarness {
        try await MockHarness.start(scenarios: try DocumentedScenarios.text(), scenario: scenario)
    }

    @Test func theDocumentedFileDecodesAgainstTheReferenceSpec() throws {
        let names = try DocumentedScenarios.scenarios().map(\.name)
        #expect(
            names == [
                "rate-limited", "expired-session", "revoked-session", "maintenance", "force-update", "flaky-network",
                "broken-proxy",
            ])
    }

    @Test func aRateLimitIsWaitedOutAsRetryAfterSays() async throws {
        let harness = try await Self.start("rate-limited")
        defer { Task { await harness.server.stop() } }
        let page = try await harness.client.movie.popularMovies(page: 1)
        #expect(page.results.count == 2)
        #expect(harness.sleeps.sleeps.contains(.seconds(2)), "slept \(harness.sleeps.sleeps)")
        #expect(harness.served("Movie.popularMovies") == 2)
        let steps = harness.mock.coverage.snapshot.steps
        #expect(steps == ["rate-limited/Movie.popularMovies#1": 1, "rate-limited/Movie.popularMovies#2": 1])
    }

    @Test func aRetryAfterDateIsWaitedOutToo() async throws {
        let harness = try await MockHarness.start(
            scenarios: """
                scenarios:
                  busy:
                    responses:
                      - endpoint: Movie.popularMovies
                        steps: [{code: RATE_LIMITED, retry_after_date: 30s}, ok]
                """,
            scenario: "busy")
        defer { Task { await harness.server.stop() } }
        _ = try await harness.client.movie.popularMovies(page: 1)
        // The mock and the client share the test's clock: the date is 30 s after the answer.
        #expect(harness.sleeps.sleeps.contains(.seconds(30)), "slept \(harness.sleeps.sleeps)")
        #expect(harness.served("Movie.popularMovies") == 2)
    }

    @Test func tenCallsRejectedTogetherShareOneRefresh() async throws {
        let harness = try await Self.start("expired-session")
        defer { Task { await harness.server.stop() } }
        let client = harness.client
        let profiles = try await withThrowingTaskGroup(of: FinFlow.UserProfile.self) { group in
            for _ in 0..<10 { group.addTask { try await client.profile.myProfile() } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(profiles.count == 10)
        #expect(harness.served("Auth.refreshToken") == 1)
        #expect(harness.served("Profile.myProfile") == 20)
        #expect(harness.tokenStore.load()?.accessToken != nil)
        #expect(harness.mock.coverage.snapshot.codes["UNAUTHORIZED"] == 10)
    }

    @Test func aRejectedRefreshEndsTheSessionOnce() async throws {
        let harness = try await Self.start("revoked-session")
        defer { Task { await harness.server.stop() } }
        let error = await harness.error { try await harness.client.profile.myProfile() }
        guard case .sessionRevoked? = error else {
            Issue.record("the call failed with \(String(describing: error))")
            return
        }
        #expect(harness.sessionEnds.withLock { $0 } == 1)
        #expect(harness.tokenStore.load() == nil)
        #expect(harness.served("Auth.refreshToken") == 1)
    }

    @Test func maintenancePausesTheClientUntilItsEnd() async throws {
        let harness = try await Self.start("maintenance")
        defer { Task { await harness.server.stop() } }
        let start = harness.now.now
        let first = await harness.error { try await harness.client.profile.myProfile() }
        guard case .maintenance(let endsAt, _)? = first else {
            Issue.record("the call failed with \(String(describing: first))")
            return
        }
        #expect(endsAt == start.addingTimeInterval(600))
        #expect(harness.api.pauseState == .maintenance(until: start.addingTimeInterval(600)))
        // Paused: the next call fails at once, and the mock sees nothing.
        harness.now.advance(300)
        let second = await harness.error { try await harness.client.profile.myProfile() }
        #expect(second?.code == .maintenance)
        #expect(harness.served("Profile.myProfile") == 1)
        harness.now.advance(301)
        let profile = try await harness.client.profile.myProfile()
        #expect(!profile.email.isEmpty)
        #expect(harness.served("Profile.myProfile") == 2)
    }

    @Test func forceUpdateStopsEveryCallUntilResume() async throws {
        let harness = try await Self.start("force-update")
        defer { Task { await harness.server.stop() } }
        let first = await harness.error { try await harness.client.profile.myProfile() }
        guard case .forceUpdate(let version, let store, _)? = first else {
            Issue.record("the call failed with \(String(describing: first))")
            return
        }
        #expect(version == "3.0" && store == URL(string: "https://apps.apple.com/app/id0000000000"))
        let second = await harness.error { try await harness.client.movie.popularMovies(page: 1) }
        #expect(second?.code == .forceUpdate)
        #expect(harness.served("Movie.popularMovies") == 0, "a paused client sends nothing")
        harness.api.resume()
        _ = try await harness.client.movie.popularMovies(page: 1)
        #expect(harness.served("Movie.popularMovies") == 1)
    }

    @Test func faultsAtARateCutTheSameRequestsForTheSameSeed() throws {
        let scenario = try #require(try DocumentedScenarios.scenarios().first { $0.name == "flaky-network" })
        func cuts() -> [Bool] {
            let player = ScenarioPlayer(seed: 0)
            return (0..<200).map { _ in player.next(scenario, endpoint: "Movie.popularMovies") != nil }
        }
        let first = cuts()
        #expect(first == cuts())
        #expect((20...60).contains(first.filter { $0 }.count), "about one in five: \(first.filter { $0 }.count)")
    }
}
