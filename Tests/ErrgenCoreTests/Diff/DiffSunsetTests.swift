import Foundation
import ErrgenCore
import Testing

/// Issue 43, point 4: a deprecation's sunset, judged against the run's day or `--today`.
@Suite("errgen diff: sunsets and --today")
struct DiffSunsetTests {
    static let folder = ErrgenProcess.packageRoot + "/Tests/Fixtures/diff-openapi/deprecated-removed"

    @Test("a removal is before its sunset up to the day before it, and alone from the sunset on")
    func sunsetIsJudgedAgainstToday() async throws {
        for (today, reported) in [("2999-12-30", true), ("2999-12-31", false), ("3000-01-01", false)] {
            let result = try await ErrgenProcess.run(
                ["diff", "old", "new", "--fail-on", "none", "--today", today], in: Self.folder)
            #expect(result.exitCode == 0)
            #expect(result.stdout.contains("removed-before-sunset: Pets.petById") == reported, "\(today)")
            // The deletion's sunset, a date-time's day, is long past.
            #expect(!result.stdout.contains("removed-before-sunset: Pets.deletePet"))
        }
    }

    @Test("--today must be a day", arguments: ["2027-13-01", "tomorrow", "2027-6-30"])
    func todayMustBeADay(_ today: String) async throws {
        let result = try await ErrgenProcess.run(["diff", "old", "new", "--today", today], in: Self.folder)
        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("--today must be a day such as 2027-06-30"))
    }

    @Test(
        "the run's day is the civil day in UTC",
        arguments: [
            (0.0, "1970-01-01"), (86_399.0, "1970-01-01"), (951_782_400.0, "2000-02-29"),
            (1_796_083_200.0, "2026-12-01"),
        ])
    func todayIsTheUTCDay(_ seconds: Double, _ day: String) {
        #expect(DiffDay.today(Date(timeIntervalSince1970: seconds)) == day)
    }
}
