import ErrgenMock
import Testing

@Suite struct ScenarioDecoderTests {
    @Test func aScenarioFileDecodesEveryKindOfStep() throws {
        let scenarios = try ReferenceSpec.scenarios(
            """
            scenarios:
              busy:
                summary: One 429, then the normal answer.
                latency: 20ms
                responses:
                  - endpoint: Movie.popularMovies
                    steps:
                      - code: RATE_LIMITED
                        retry_after: 2
                        times: 2
                      - ok
                  - endpoint: Payments.*
                    rate: 0.5
                    seed: 7
                    steps: [{fault: reset}]
                  - steps:
                      - {code: 5002, code_as_text: true, fields: {support_phone: "1900 1234"}}
                      - {code: MAINTENANCE, until: 1m, retry_after_date: 30s, headers: {X-Trace: abc}}
            """)
        #expect(scenarios.map(\.name) == ["busy"])
        let busy = try #require(scenarios.first)
        #expect(busy.latency == 0.02)
        #expect(busy.rules.map(\.endpoint) == ["Movie.popularMovies", "Payments.*", nil])
        #expect(busy.rules[0].steps.map(\.times) == [2, 1])
        #expect(busy.rules[0].steps[0].retryAfter == .seconds(2))
        #expect(busy.rules[1].rate == 0.5 && busy.rules[1].seed == 7)
        #expect(busy.rules[1].steps[0].action == .fault(.reset))
        let locked = try #require(ReferenceSpec.api.catalog.entry("ACCOUNT_LOCKED"))
        #expect(busy.rules[2].steps[0].action == .code(locked, asText: true))
        #expect(busy.rules[2].steps[0].fields["support_phone"] == .string("1900 1234"))
        #expect(busy.rules[2].steps[1].until == 60)
        #expect(busy.rules[2].steps[1].retryAfter == .dateIn(30))
        #expect(busy.rules[2].steps[1].headers.map(\.name) == ["X-Trace"])
    }

    @Test func everyMistakeIsLocated() {
        let lines = ReferenceSpec.diagnostics(
            """
            scenarios:
              bad/name:
                responses:
                  - endpoint: Movie.popularMovie
                    rate: 2
                    steps:
                      - code: RATE_LIMITD
                      - {code: NOT_FOUND, feilds: {}}
                      - {fault: explode}
                      - {ok: true, code: NOT_FOUND}
                      - {code: RATE_LIMITED, fields: {retry: 1}}
                      - {code: RATE_LIMITED, code_as_text: true, latency: soon}
                      - nothing
            """)
        #expect(
            lines == [
                "scenarios.yaml:2:3: error: scenario name 'bad/name' must not be empty nor hold '/', '?', '#', '%' or spaces: it is a part of a URL path",
                "scenarios.yaml:4:19: error: unknown endpoint 'Movie.popularMovie' (did you mean 'Movie.popularMovies'?); write Service.endpoint, Service.* or *",
                "scenarios.yaml:5:15: error: 'rate' must be between 0 and 1, found 2.0",
                "scenarios.yaml:7:19: error: unknown code 'RATE_LIMITD' (did you mean 'RATE_LIMITED'?)",
                "scenarios.yaml:8:31: error: unknown key 'feilds' (did you mean 'fields'?)",
                "scenarios.yaml:9:21: error: unknown fault 'explode'; a fault is one of reset, stall, truncated, html_502, unknown_code",
                "scenarios.yaml:10:13: error: a step has one of 'ok', 'code', 'fault' or 'error_event', found 'ok' and 'code'",
                "scenarios.yaml:11:43: error: RATE_LIMITED has no field 'retry'; it has retry_after",
                "scenarios.yaml:12:13: error: 'code_as_text' is for an integer code; 'RATE_LIMITED' is text",
                "scenarios.yaml:12:63: error: 'latency' must be a duration (200ms, 1.5s, 2m), found 'soon'",
                "scenarios.yaml:13:13: error: a step is 'ok' or a mapping with 'ok', 'code' or 'fault', found 'nothing'",
            ])
    }

    @Test(arguments: ["", "scenarios: 3", "[1, 2", "scenarios:\n  a: {responses: [{steps: []}]}", "\u{FF}\u{FE}"])
    func brokenFilesAreDiagnosticsNotCrashes(text: String) {
        let lines = ReferenceSpec.diagnostics(text)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("scenarios.yaml:") && $0.contains(": error: ") })
    }
}
