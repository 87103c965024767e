/// `errgen diff --format markdown`: the body of a pull request comment, made offline from
/// the two versions alone (no link needs the code host).
extension DiffRenderer {
    /// The marker a workflow finds its earlier comment by, to edit it rather than add another.
    package static let markdownMarker = "<!-- errgen diff -->"

    /// A heading with the verdict, a table of the classes, then each class's changes with
    /// their rule, why the class, where (new version, then old) and any acceptance.
    package func markdown(_ verdict: DiffVerdict) -> String {
        let changes = verdict.changes
        let level = "`--fail-on \(verdict.failOnName)`"
        var lines = [Self.markdownMarker]
        let failures = verdict.failures
        if changes.isEmpty {
            lines.append("## errgen diff: no changes")
        } else if failures > 0 {
            lines.append("## errgen diff: breaking")
            lines.append("")
            lines.append(
                "\(failures) of \(changes.count) change\(changes.count == 1 ? "" : "s") fail\(failures == 1 ? "s" : "")"
                    + " the check at \(level).")
        } else {
            lines.append("## errgen diff: passes")
            lines.append("")
            lines.append("No change of \(changes.count) fails the check at \(level).")
        }
        guard !changes.isEmpty else { return lines.joined(separator: "\n") + "\n" }
        lines.append("")
        lines.append("| class | whom it breaks | changes | accepted | fail the check |")
        lines.append("|---|---|---:|---:|---:|")
        for changeClass in ChangeClass.allCases {
            let members = changes.indices.filter { changes[$0].changeClass == changeClass }
            let accepted = members.count { verdict.accepted[$0] != nil }
            let failing = members.count(where: verdict.fails)
            lines.append(
                "| \(changeClass.rawValue) | \(changeClass.heading) | \(members.count) | \(accepted) | \(failing) |")
        }
        for changeClass in ChangeClass.allCases {
            let members = changes.indices.filter { changes[$0].changeClass == changeClass }
            guard !members.isEmpty else { continue }
            lines.append("")
            lines.append("### \(changeClass.rawValue): \(changeClass.heading)")
            lines.append("")
            for index in members {
                let change = changes[index]
                let mark = verdict.fails(index) ? "**fails** " : verdict.accepted[index] != nil ? "**accepted** " : ""
                lines.append("- \(mark)`\(change.rule.id)`: \(Self.markdownText(change.message))")
                lines.append("  - where: \(markdownPlaces(change))")
                lines.append("  - why: \(Self.markdownText(change.explanation))")
                if let entry = verdict.accepted[index] {
                    let until = entry.expires.map { ", until \($0)" } ?? ""
                    lines.append(
                        "  - accepted\(until): \(Self.markdownText(entry.reason)) (`\(place(entry.location))`)")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func markdownPlaces(_ change: SpecChange) -> String {
        switch (change.old, change.new) {
        case (let old?, let new?): "`\(place(new))` (was `\(place(old))`)"
        case (let old?, nil): "was `\(place(old))`"
        case (nil, let new?): "`\(place(new))`"
        case (nil, nil): "(a default)"
        }
    }

    /// Text as Markdown shows it literally: a backslash before each character that would
    /// start emphasis, code, a link, HTML or a table cell's end.
    package static func markdownText(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "\\`*_[]<>|#~!".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }
}
