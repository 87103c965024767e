/// `errgen diff --format github`: one GitHub Actions workflow command per change, which
/// GitHub shows as an annotation on the pull request's file at the line.
extension DiffRenderer {
    /// `::error file=F,line=L,col=C,title=T::message`, a change a line, in the order of the
    /// text. The level says what the change does to the check: `error` fails it, `warning`
    /// breaks below the `--fail-on` level, `notice` is safe or accepted. The place is the new
    /// version's; a removal's is the old version's file and line.
    package func github(_ verdict: DiffVerdict, acceptDiagnostics: [Diagnostic] = []) -> String {
        var lines: [String] = []
        for (index, change) in verdict.changes.enumerated() {
            let entry = verdict.accepted[index]
            let level =
                entry != nil || change.changeClass == .safe ? "notice" : verdict.fails(index) ? "error" : "warning"
            var title = "\(change.rule.id) (\(change.changeClass.rawValue))"
            if entry != nil { title += ", accepted" }
            var message = change.message + "\n" + change.changeClass.heading + ": " + change.explanation
            if let entry { message += "\nAccepted: \(entry.reason) (\(place(entry.location)))" }
            var properties: [(String, String)] = []
            if let new = change.new {
                properties += Self.position(file(new.file), new)
            } else if let old = change.old {
                properties += Self.position(oldFileOnDisk(old.file), old)
                message += "\nRemoved from the old version's \(place(old))"
            }
            properties.append(("title", title))
            lines.append(Self.command(level, properties, message))
        }
        for diagnostic in acceptDiagnostics {
            let level = diagnostic.severity == .error ? "error" : "warning"
            let properties = diagnostic.location.map { Self.position($0.file, $0) } ?? []
            lines.append(Self.command(level, properties + [("title", "errgen diff --accept")], diagnostic.message))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func position(_ file: String, _ location: SourceLocation) -> [(String, String)] {
        [("file", file), ("line", String(location.line)), ("col", String(location.column))]
    }

    /// `::level key=value,key=value::message`, escaped as GitHub's toolkit escapes them.
    package static func command(_ level: String, _ properties: [(String, String)], _ message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(level)\(list.isEmpty ? "" : " " + list)::\(escapeData(message))"
    }

    /// A message: `%`, CR and LF as `%25`, `%0D`, `%0A` (`%` first, so nothing is escaped twice).
    package static func escapeData(_ text: String) -> String {
        var escaped = ""
        for character in text.unicodeScalars {
            switch character {
            case "%": escaped += "%25"
            case "\r": escaped += "%0D"
            case "\n": escaped += "%0A"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    /// A property's value: as a message, and `:` and `,`, which end a value, as `%3A` and `%2C`.
    package static func escapeProperty(_ text: String) -> String {
        var escaped = ""
        for character in escapeData(text).unicodeScalars {
            switch character {
            case ":": escaped += "%3A"
            case ",": escaped += "%2C"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }
}
