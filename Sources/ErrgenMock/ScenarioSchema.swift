/// The JSON Schema (draft 2020-12) of a scenario file, written from `ScenarioFormat`, the
/// table the decoder reads its keys from, so editors know the keys `errgen mock` knows.
/// What the schema cannot see (codes, fields and endpoints of the spec) the decoder checks.
/// The repository keeps the output in `schema/errgen-scenarios.schema.json`; a test fails
/// when the file and this type disagree.
package enum ScenarioSchema {
    package static let path = "schema/errgen-scenarios.schema.json"

    /// The schema's text: JSON, two-space indent, a final newline.
    package static var text: String {
        let definitions = [
            ("scenario", object(ScenarioFormat.scenario, required: [])),
            ("response", object(ScenarioFormat.response, required: ["steps"])),
            (
                "step",
                #"{"oneOf": [{"const": "ok"}, \#(object(ScenarioFormat.step, required: [], oneOfActions: true))]}"#
            ),
        ]
        let root = """
            {
              "$schema": "https://json-schema.org/draft/2020-12/schema",
              "title": "errgen mock scenario file",
              "description": "Scenarios for errgen mock: per endpoint, the catalog's errors, sequences and faults. See Testing error paths.",
              "type": "object",
              "additionalProperties": false,
              "required": ["scenarios"],
              "properties": {
                "scenarios": {"type": "object", "additionalProperties": {"$ref": "#/$defs/scenario"}}
              },
              "$defs": {
            \(definitions.map { "    \"\($0.0)\": \($0.1)" }.joined(separator: ",\n"))
              }
            }

            """
        return root
    }

    private static func object(_ keys: [ScenarioFormat.Key], required: [String], oneOfActions: Bool = false) -> String {
        let properties = keys.map { key in
            let schema = key.schema.dropLast()
            let escaped = key.summary.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "\"", with: "\\\"")
            return "\"\(key.name)\": \(schema), \"description\": \"\(escaped)\"}"
        }
        var members = [
            #""type": "object""#, #""additionalProperties": false"#,
            "\"properties\": {\(properties.joined(separator: ", "))}",
        ]
        if !required.isEmpty {
            members.append("\"required\": [\(required.map { "\"\($0)\"" }.joined(separator: ", "))]")
        }
        if oneOfActions {
            members.append(
                #""oneOf": [{"required": ["ok"]}, {"required": ["code"]}, {"required": ["fault"]}, {"required": ["error_event"]}]"#
            )
        }
        return "{" + members.joined(separator: ", ") + "}"
    }
}
