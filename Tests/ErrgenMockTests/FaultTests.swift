import ErrgenMock
import ErrgenRuntime
import FinFlowAPI
import Foundation
import Testing

/// Transport faults and odd bodies over real HTTP: the client turns each into a catalog
/// error, and nothing hangs or traps.
@Suite struct FaultTests {
    /// One scenario per fault, for `Profile.myProfile`; each repeats, so retries see it too.
    static let faults = """
        scenarios:
          reset: {responses: [{endpoint: Profile.myProfile, steps: [{fault: reset}]}]}
          stall: {responses: [{endpoint: Profile.myProfile, steps: [{fault: stall, latency: 2s}]}]}
          truncated: {responses: [{endpoint: Profile.myProfile, steps: [{fault: truncated}]}]}
          html: {responses: [{endpoint: Profile.myProfile, steps: [{fault: html_502}]}]}
          unknown: {responses: [{endpoint: Profile.myProfile, steps: [{fault: unknown_code, status: 409}]}]}
          text-code: {responses: [{endpoint: Profile.myProfile, steps: [{code: 5002, code_as_text: true}]}]}
        """

    func error(_ scenario: String, timeout: Double? = nil) async throws -> FinFlowError? {
        let harness = try await MockHarness.start(scenarios: Self.faults, scenario: scenario, timeout: timeout)
        defer { Task { await harness.server.stop() } }
        return await harness.error { try await harness.client.profile.myProfile() }
    }

    @Test func aResetConnectionIsALostConnection() async throws {
        let error = try await error("reset")
        // An RST before any answer is URLError.networkConnectionLost, which the runtime reads as offline.
        #expect(error?.code == .noInternet, "\(String(describing: error))")
    }

    @Test func aStallPastTheTimeoutIsATimeout() async throws {
        // A whole second: with Foundation on Linux a shorter timeout expires at once.
        let started = ContinuousClock.now
        let error = try await error("stall", timeout: 1)
        #expect(error?.code == .timeout, "\(String(describing: error))")
        #expect(ContinuousClock.now - started >= .seconds(1), "the mock held the connection")
    }

    @Test func aTruncatedBodyIsAnError() async throws {
        let error = try await error("truncated")
        #expect(error?.code == .networkError || error?.code == .decodingError, "\(String(describing: error))")
    }

    @Test func aProxysHTMLPageIsTheFallbackForItsStatus() async throws {
        let error = try await error("html")
        #expect(error?.code == .serverError, "\(String(describing: error))")
        #expect(error?.context.status == 502)
    }

    @Test func anUnknownCodeKeepsItsWireCodeAndFallsBackByStatus() async throws {
        let error = try await error("unknown")
        guard case .unrecognized(let code, let fallback)? = error else {
            Issue.record("\(String(describing: error))")
            return
        }
        #expect(code == .string("ERRGEN_MOCK_UNKNOWN_CODE"))
        #expect(fallback.code == .badRequest)
    }

    @Test func anIntegerCodeSentAsTextIsStillItsCase() async throws {
        let error = try await error("text-code")
        #expect(error?.code == .accountLocked, "\(String(describing: error))")
    }
}
