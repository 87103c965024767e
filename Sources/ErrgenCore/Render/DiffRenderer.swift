/// `errgen diff`'s output: text for people (grouped by class, one change a line with where
/// it is written) and JSON for tools; GitHub annotations, a pull request comment and SARIF
/// in the extensions beside this file.
package struct DiffRenderer {
    /// How a file is named: as given by default; `--against` shows the old version's files
    /// as `REV:path` rather than the temporary folder they were read into.
    package var file: (String) -> String
    /// An old version's file as a path a code host can show: as given by default; `--against`
    /// gives the folder's own file (`specs/a.yaml`), since `REV:specs/a.yaml` is no path.
    package var oldFileOnDisk: (String) -> String

    package init(file: @escaping (String) -> String = { $0 }, oldFileOnDisk: @escaping (String) -> String = { $0 }) {
        self.file = file
        self.oldFileOnDisk = oldFileOnDisk
    }

    /// `file:line`.
    func place(_ location: SourceLocation) -> String {
        "\(file(location.file)):\(location.line)"
    }

    /// `3 changes: 1 wire, 0 source, 2 safe`, then a block per class that has changes.
    /// An accepted change has a third line: `accepted: <reason> (<accept file>:<line>)`.
    package func text(_ verdict: DiffVerdict) -> String {
        let changes = verdict.changes
        var summary = Self.summary(changes)
        if !verdict.accepted.isEmpty { summary += "; \(verdict.accepted.count) accepted" }
        var lines = [summary]
        for changeClass in ChangeClass.allCases {
            let members = changes.indices.filter { changes[$0].changeClass == changeClass }
            guard !members.isEmpty else { continue }
            lines.append("")
            lines.append("\(changeClass.rawValue): \(changeClass.heading)")
            for index in members {
                let change = changes[index]
                lines.append("  \(change.rule.id): \(change.message)")
                lines.append("    \(places(change))")
                if let entry = verdict.accepted[index] {
                    lines.append("    accepted: \(entry.reason) (\(place(entry.location)))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    func places(_ change: SpecChange) -> String {
        switch (change.old, change.new) {
        case (let old?, let new?): "old \(place(old)), new \(place(new))"
        case (let old?, nil): "old \(place(old))"
        case (nil, let new?): "new \(place(new))"
        case (nil, nil): "(a default)"
        }
    }

    static func summary(_ changes: [SpecChange]) -> String {
        guard !changes.isEmpty else { return "no changes" }
        let counts = ChangeClass.allCases.map { changeClass in
            "\(changes.filter { $0.changeClass == changeClass }.count) \(changeClass.rawValue)"
        }
        return "\(changes.count) change\(changes.count == 1 ? "" : "s"): \(counts.joined(separator: ", "))"
    }

    /// `{"changes": [{"rule", "class", "message", "old", "new"}], "summary": {"wire", "source", "safe"}}`,
    /// keys sorted, a place as `{"file", "line", "column"}`; `"direction": "request"`,
    /// `"response"` or `"none"` when where what changed travels gave the class; `"accepted":
    /// {"reason", "expires", "file", "line", "column"}` for a change the accept file lets through.
    package func json(_ verdict: DiffVerdict) -> String {
        let changes = verdict.changes
        let items: [JSONValue] = changes.indices.map { index in
            let change = changes[index]
            var members: [JSONValue.Member] = [
                .init("rule", .string(change.rule.id)), .init("class", .string(change.changeClass.rawValue)),
                .init("message", .string(change.message)),
            ]
            if let flow = change.classingFlow {
                let direction = flow.isEmpty ? "none" : flow == .request ? "request" : "response"
                members.append(.init("direction", .string(direction)))
            }
            if let old = change.old { members.append(.init("old", location(old))) }
            if let new = change.new { members.append(.init("new", location(new))) }
            if let entry = verdict.accepted[index] {
                var acceptance: [JSONValue.Member] = [.init("reason", .string(entry.reason))]
                if let expires = entry.expires { acceptance.append(.init("expires", .string(expires.description))) }
                members.append(.init("accepted", .object(acceptance + placeMembers(entry.location))))
            }
            return .object(members)
        }
        let summary: [JSONValue.Member] = ChangeClass.allCases.map { changeClass in
            .init(changeClass.rawValue, .integer(changes.filter { $0.changeClass == changeClass }.count))
        }
        let root = JSONValue.object([.init("changes", .array(items)), .init("summary", .object(summary))])
        return String(decoding: JSONRenderer.render(root, style: .utf8), as: UTF8.self)
    }

    private func location(_ location: SourceLocation) -> JSONValue {
        .object(placeMembers(location))
    }

    private func placeMembers(_ location: SourceLocation) -> [JSONValue.Member] {
        [
            .init("file", .string(file(location.file))), .init("line", .integer(location.line)),
            .init("column", .integer(location.column)),
        ]
    }
}
