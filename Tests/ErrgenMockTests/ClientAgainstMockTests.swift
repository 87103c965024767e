import ErrgenMock
import ErrgenRuntime
import FinFlowAPI
import Foundation
import Testing

/// The generated client of the reference spec against `errgen mock` over real HTTP: what
/// the mock sends is what the client decodes, and the sequences do what RuntimeGuide.md says.
@Suite struct ClientAgainstMockTests {
    /// One scenario per code the server can send, each with its fields given, for `Profile.myProfile`.
    static let everyCode =
        "scenarios:\n"
        + [
            ("INVALID_CREDENTIALS", "{code: 1011, fields: {remaining_attempts: 2}}"),
            ("ACCOUNT_LOCKED", #"{code: ACCOUNT_LOCKED, fields: {support_phone: "1900 1234"}}"#),
            ("VALIDATION_ERROR", "{code: VALIDATION_ERROR, fields: {field_errors: {email: [taken]}}}"),
            ("BAD_REQUEST", "{code: BAD_REQUEST}"),
            ("UNAUTHORIZED", "{code: UNAUTHORIZED}"),
            ("NOT_FOUND", "{code: NOT_FOUND}"),
            ("RATE_LIMITED", "{code: RATE_LIMITED, retry_after: 7}"),
            ("SERVER_ERROR", "{code: SERVER_ERROR}"),
            ("MAINTENANCE", #"{code: MAINTENANCE, fields: {ends_at: "2020-01-01T00:00:00Z"}}"#),
            (
                "FORCE_UPDATE",
                #"{code: FORCE_UPDATE, fields: {minimum_version: "2.0", store_url: "https://apps.apple.com/app/id1"}}"#
            ),
            // Last: it ends the session, after which a 401 can no longer be refreshed.
            ("SESSION_REVOKED", "{code: SESSION_REVOKED}"),
        ].map { "  \($0.0):\n    responses: [{endpoint: Profile.myProfile, steps: [\($0.1)]}]\n" }.joined()

    @Test func everyCodeReachesTheClientAsItsTypedCaseWithItsPayload() async throws {
        let harness = try await MockHarness.start(scenarios: Self.everyCode)
        defer { Task { await harness.server.stop() } }
        var seen: [String] = []
        for scenario in harness.mock.scenarios {
            harness.mock.activeScenario = scenario.name
            let error = try #require(await harness.error { try await harness.client.profile.myProfile() })
            let entry = try #require(
                harness.mock.api.catalog.entry(scenario.name).map { harness.mock.api.catalog.entries[$0] })
            seen.append(error.code.wire.description)
            switch error {
            case .invalidCredentials(let remaining, _):
                #expect(remaining == 2)
                #expect(error.message(locale: "en") == "The email or password is incorrect. 2 attempts left.")
            case .accountLocked(let phone, _):
                #expect(phone == "1900 1234")
                #expect(error.message(locale: "vi") == "Tài khoản của bạn đã bị khóa. Vui lòng liên hệ CSKH.")
            case .validationError(let fieldErrors, _):
                #expect(fieldErrors == ["email": ["taken"]])
            case .rateLimited(let retryAfter, _):
                #expect(retryAfter == 7)
                #expect(error.message(locale: "en") == "Too many requests. Try again in 7 seconds.")
            case .maintenance(let endsAt, _):
                #expect(endsAt == ISO8601DateFormatter().date(from: "2020-01-01T00:00:00Z"))
            case .forceUpdate(let version, let url, _):
                #expect(version == "2.0" && url == URL(string: "https://apps.apple.com/app/id1"))
            case .sessionRevoked, .badRequest, .unauthorized, .notFound, .serverError:
                // No placeholder: the client shows the spec's text as written.
                #expect(error.message(locale: "vi") == entry.message?.translation(for: "vi")?.text)
            default:
                Issue.record("\(scenario.name) reached the client as \(error)")
            }
            // After force_update the client sends nothing until the app resumes it.
            harness.api.resume()
            #expect(
                entry.code.value.description == error.code.wire.description,
                "\(scenario.name) reached the client as \(error)")
        }
        let report = CoverageReport(snapshot: harness.mock.coverage.snapshot, api: harness.mock.api)
        #expect(report.missingCodes == [], "the coverage report lists every code served")
        #expect(seen.count == harness.mock.api.catalog.servable.count)
    }
}
