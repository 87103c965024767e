import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// Issue 15, point 6: after `force_update` every later call fails at once, locally,
/// with the same error, until the app resumes the client; after `maintenance` with a
/// known end, until then. The server counts that nothing more reaches it. The clock
/// is a `ManualClock`: a maintenance pause waits on it for its end, which the test moves.
@Suite struct PauseTests {
    static func call(_ client: APIClient<TestError>) async -> TestError? {
        await failure(from: client) { try await client.send(TestEndpoint(), expecting: MovieListResponse.self) }
    }

    @Test func forceUpdatePausesEveryCallUntilTheAppResumes() async throws {
        let server = try await TestServer.start { _, number in
            number == 1
                ? .json(.upgradeRequired, #"{"error":{"code":"UPGRADE_REQUIRED","request_id":"req-426"}}"#)
                : .json(.ok, popularBody)
        }
        defer { Task { await server.stop() } }
        let changes = Locked([PauseState]())
        let client = makeClient(server: server) {
            $0.pauseDidChange = { state in changes.withLock { $0.append(state) } }
        }

        let first = try #require(await Self.call(client))
        #expect(first.code == .upgradeRequired)
        #expect(client.pauseState == .forceUpdate)

        for _ in 1...5 {
            let later = try #require(await Self.call(client))
            #expect(later.code == .upgradeRequired)
            #expect(later.context.requestID == "req-426", "the same error")
        }
        #expect(server.requestCount == 1, "nothing was sent while paused")

        client.resume()
        #expect(client.pauseState == .running)
        #expect(await Self.call(client) == nil)
        #expect(server.requestCount == 2)
        #expect(changes.withLock { $0 } == [.forceUpdate, .running])
    }

    @Test func maintenanceWithRetryAfterPausesUntilItsEnd() async throws {
        let server = try await TestServer.start { _, number in
            number == 1
                ? .json(
                    .serviceUnavailable, #"{"error":{"code":"MAINTENANCE"}}"#,
                    headers: [HTTPHeader("Retry-After"): "120"])
                : .json(.ok, popularBody)
        }
        defer { Task { await server.stop() } }
        let now = TestNow()
        let start = now.now
        let client = makeClient(server: server, clock: ManualClock()) { $0.now = now.function }

        #expect(await Self.call(client)?.code == .maintenance)
        #expect(client.pauseState == .maintenance(until: start.addingTimeInterval(120)))

        now.advance(.seconds(119))
        #expect(await Self.call(client)?.code == .maintenance)
        #expect(server.requestCount == 1, "still paused a second before the end")

        now.advance(.seconds(1))
        #expect(await Self.call(client) == nil)
        #expect(server.requestCount == 2)
        #expect(client.pauseState == .running)
    }

    @Test func maintenanceEndCanComeFromAFieldTheSpecNames() async throws {
        let server = try await TestServer.start { _, _ in
            .json(
                .serviceUnavailable, #"{"error":{"code":"MAINTENANCE","details":{"ends_at":"2025-06-15T16:00:00Z"}}}"#)
        }
        defer { Task { await server.stop() } }
        let now = TestNow()  // 2025-06-15T15:06:40Z
        let client = makeClient(server: server, clock: ManualClock()) {
            $0.now = now.function
            $0.maintenanceEndField = .details(["ends_at"])
        }

        _ = await Self.call(client)
        _ = await Self.call(client)

        #expect(client.pauseState == .maintenance(until: Date(timeIntervalSince1970: 1_750_003_200)))
        #expect(server.requestCount == 1)
    }

    /// Issue 26, point 4: the end of a timed pause is announced at its end, not when the
    /// next call is made or the state is read. Nothing here calls or reads the state
    /// before the announcement; the time limit only guards against a hang.
    @Test(.timeLimit(.minutes(1)))
    func aTimedMaintenancePauseEndsByItselfAndAnnouncesIt() async throws {
        let server = try await TestServer.start { _, _ in
            .json(
                .serviceUnavailable, #"{"error":{"code":"MAINTENANCE"}}"#, headers: [HTTPHeader("Retry-After"): "120"])
        }
        defer { Task { await server.stop() } }
        let now = TestNow()
        let clock = ManualClock()
        let (changes, announce) = AsyncStream.makeStream(of: PauseState.self)
        let client = makeClient(server: server, clock: clock) {
            $0.now = now.function
            $0.pauseDidChange = { announce.yield($0) }
        }
        var announcements = changes.makeAsyncIterator()
        var sleeps = clock.sleeps.makeAsyncIterator()

        _ = await Self.call(client)
        #expect(await announcements.next() == .maintenance(until: now.now.addingTimeInterval(120)))
        #expect(await sleeps.next() == .seconds(120), "the pause waits on the client's clock for its end")

        now.advance(.seconds(120))
        clock.advance(by: .seconds(120))
        #expect(await announcements.next() == .running, "announced by itself, at the end")
        #expect(server.requestCount == 1)
        #expect(client.pauseState == .running)
        #expect(await Self.call(client)?.code == .maintenance, "calls go out again")
        #expect(server.requestCount == 2)
    }

    /// Issue 41: the refresh client (`forRefresh()`) is out of the app's reach. Paused by
    /// the refresh's `force_update`, it failed every later refresh locally, whatever the app resumed.
    @Test func forceUpdateAnsweringTheRefreshPausesTheAppsClientWhichResumeReaches() async throws {
        let refreshes = Locked(0)
        let server = try await TestServer.start { request, _ in
            if request.path == "/api/auth/refresh" {
                let number = refreshes.withLock {
                    $0 += 1
                    return $0
                }
                return number == 1
                    ? .json(.upgradeRequired, #"{"error":{"code":"UPGRADE_REQUIRED"}}"#)
                    : .json(.ok, tokensBody("fresh"))
            }
            return request.headers[.authorization] == "Bearer fresh"
                ? .json(.ok, popularBody) : .json(.unauthorized, tokenExpired)
        }
        defer { Task { await server.stop() } }
        var configuration = APIClientConfiguration(clock: RecordingClock())
        let session = ServerAuthSession(refreshingAt: server.baseURL, configuration: configuration.forRefresh())
        configuration.authenticator = BearerAuthenticator(session: session, token: oldToken)
        let client = APIClient<TestError>(baseURL: server.baseURL, configuration: configuration)

        #expect(await RefreshTests.popular(client)?.code == .upgradeRequired)
        #expect(client.pauseState == .forceUpdate, "the app's client pauses, through the call that waited")

        client.resume()
        #expect(await RefreshTests.popular(client) == nil, "the next refresh is sent, and succeeds")
        #expect(server.requests(to: "/auth/refresh").count == 2)
        #expect(client.pauseState == .running)
    }

    @Test func maintenanceWithoutAKnownEndDoesNotPause() async throws {
        let server = try await TestServer.start { _, _ in
            .json(.serviceUnavailable, #"{"error":{"code":"MAINTENANCE"}}"#)
        }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        _ = await Self.call(client)
        _ = await Self.call(client)

        #expect(client.pauseState == .running)
        #expect(server.requestCount == 2)
    }
}
