/// `errgen diff --format sarif`: a SARIF 2.1.0 log, for code scanning dashboards and any
/// tool that reads static analysis results.
///
/// One run whose driver lists every rule of `DiffRule` (id, why in a line, the class as
/// the default level); one result per change. `locations` holds where the change is in
/// the new version (the old one for a removal), and `relatedLocations` where it was in
/// the old version, so a viewer shows both sides. An accepted change carries an external,
/// accepted suppression with the accept file's reason and place.
extension DiffRenderer {
    package static let sarifSchema =
        "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    package func sarif(_ verdict: DiffVerdict) -> String {
        let rules = DiffRule.allCases
        let results: [JSONValue] = verdict.changes.enumerated().map { index, change in
            result(change, ruleIndex: rules.firstIndex(of: change.rule) ?? -1, accepted: verdict.accepted[index])
        }
        let driver: [JSONValue.Member] = [
            .init("name", .string("errgen")),
            .init("informationUri", .string("https://github.com/errgen/errgen")),
            .init("rules", .array(rules.map(Self.descriptor))),
        ]
        let run: [JSONValue.Member] = [
            .init("tool", .object([.init("driver", .object(driver))])),
            .init("columnKind", .string("unicodeCodePoints")),
            .init("results", .array(results)),
        ]
        let root = JSONValue.object([
            .init("$schema", .string(Self.sarifSchema)), .init("version", .string("2.1.0")),
            .init("runs", .array([.object(run)])),
        ])
        return String(decoding: JSONRenderer.render(root, style: .utf8), as: UTF8.self)
    }

    /// A class as a SARIF level: what breaks shipped apps is an error, what breaks the
    /// Swift a warning, the rest a note.
    package static func sarifLevel(_ changeClass: ChangeClass) -> String {
        switch changeClass {
        case .wire: "error"
        case .source: "warning"
        case .safe: "note"
        }
    }

    private static func descriptor(_ rule: DiffRule) -> JSONValue {
        var properties: [JSONValue.Member] = [.init("class", .string(rule.changeClass.rawValue))]
        if let oneWay = rule.definition.oneWay {
            properties.append(
                .init(
                    oneWay.flow == .request ? "requestOnlyClass" : "responseOnlyClass",
                    .string(oneWay.changeClass.rawValue)))
        }
        return .object([
            .init("id", .string(rule.id)),
            .init("shortDescription", .object([.init("text", .string(rule.explanation))])),
            .init("defaultConfiguration", .object([.init("level", .string(sarifLevel(rule.changeClass)))])),
            .init("properties", .object(properties)),
        ])
    }

    private func result(_ change: SpecChange, ruleIndex: Int, accepted: AcceptFile.Entry?) -> JSONValue {
        var members: [JSONValue.Member] = [
            .init("ruleId", .string(change.rule.id)), .init("ruleIndex", .integer(ruleIndex)),
            .init("level", .string(Self.sarifLevel(change.changeClass))),
            .init("message", .object([.init("text", .string(change.message))])),
        ]
        if let new = change.new {
            members.append(.init("locations", .array([sarifLocation(file(new.file), new, id: nil, note: nil)])))
            if let old = change.old {
                let related = sarifLocation(oldFileOnDisk(old.file), old, id: 1, note: "the old version")
                members.append(.init("relatedLocations", .array([related])))
            }
        } else if let old = change.old {
            let location = sarifLocation(oldFileOnDisk(old.file), old, id: nil, note: "the old version")
            members.append(.init("locations", .array([location])))
        }
        if let accepted {
            members.append(
                .init(
                    "suppressions",
                    .array([
                        .object([
                            .init("kind", .string("external")), .init("status", .string("accepted")),
                            .init("justification", .string(accepted.reason)),
                            .init(
                                "location", sarifLocation(accepted.location.file, accepted.location, id: nil, note: nil)
                            ),
                        ])
                    ])))
        }
        var properties: [JSONValue.Member] = [.init("class", .string(change.changeClass.rawValue))]
        if let flow = change.classingFlow {
            properties.append(
                .init("direction", .string(flow.isEmpty ? "none" : flow == .request ? "request" : "response")))
        }
        members.append(.init("properties", .object(properties)))
        return .object(members)
    }

    private func sarifLocation(_ path: String, _ location: SourceLocation, id: Int?, note: String?) -> JSONValue {
        let physical: [JSONValue.Member] = [
            .init("artifactLocation", .object([.init("uri", .string(Self.uriReference(path)))])),
            .init(
                "region",
                .object([.init("startLine", .integer(location.line)), .init("startColumn", .integer(location.column))])),
        ]
        var members: [JSONValue.Member] = []
        if let id { members.append(.init("id", .integer(id))) }
        members.append(.init("physicalLocation", .object(physical)))
        if let note { members.append(.init("message", .object([.init("text", .string(note))]))) }
        return .object(members)
    }

    /// A path as a URI reference: `/` kept, every byte other than letters, digits and
    /// `-._~` percent-encoded, so a space or a `:` cannot make it another URI.
    package static func uriReference(_ path: String) -> String {
        var uri = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF")
                uri += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 15)])"
            }
        }
        return uri
    }
}
