/// The keys of a scenario file, in one table the decoder and the JSON Schema both read.
package enum ScenarioFormat {
    package struct Key: Sendable {
        package var name: String
        package var summary: String
        /// A JSON Schema fragment for the value, as JSON text.
        package var schema: String
    }

    static let duration = #"{"type": ["number", "string"], "pattern": "^[0-9]+(\\.[0-9]+)?(ms|s|m)?$"}"#

    package static let scenario: [Key] = [
        Key(name: "summary", summary: "What the scenario shows, for people.", schema: #"{"type": "string"}"#),
        Key(
            name: "latency", summary: "How long every answer of the scenario waits: 200ms, 1.5s, 2m.",
            schema: duration),
        Key(
            name: "responses",
            summary: "Rules, first match wins: which endpoints they answer and the steps they answer with.",
            schema: ##"{"type": "array", "items": {"$ref": "#/$defs/response"}}"##),
    ]

    package static let response: [Key] = [
        Key(
            name: "endpoint", summary: "Service.endpoint, Service.* or * (the default): the requests the rule answers.",
            schema: #"{"type": "string"}"#),
        Key(
            name: "steps",
            summary:
                "Played in order, one request each (or `times`, or `until`); the last answers every later request.",
            schema: ##"{"type": "array", "minItems": 1, "items": {"$ref": "#/$defs/step"}}"##),
        Key(
            name: "rate", summary: "The share of requests, 0 to 1, the steps answer; the others get the normal answer.",
            schema: #"{"type": "number", "minimum": 0, "maximum": 1}"#),
        Key(
            name: "seed", summary: "Seeds `rate` (else the mock's --seed).",
            schema: #"{"type": "integer", "minimum": 0}"#),
    ]

    package static let step: [Key] = [
        Key(name: "ok", summary: "The endpoint's normal answer.", schema: #"{"const": true}"#),
        Key(
            name: "code", summary: "A code (or name) of the catalog, sent in the spec's envelope.",
            schema: #"{"type": ["string", "integer"]}"#),
        Key(
            name: "fault",
            summary:
                "reset, stall, truncated, html_502 or unknown_code: what a broken network or proxy does (truncated cuts an event stream midway).",
            schema: #"{"enum": ["reset", "stall", "truncated", "html_502", "unknown_code"]}"#),
        Key(
            name: "error_event",
            summary:
                "For an endpoint with events: a code (or name) of the catalog, sent as an `event: error` after `events` events.",
            schema: #"{"type": ["string", "integer"]}"#),
        Key(
            name: "events",
            summary:
                "For an endpoint with events: how many events come first (ok: 3; truncated and error_event: 1).",
            schema: #"{"type": "integer", "minimum": 0}"#),
        Key(
            name: "status", summary: "The HTTP status, instead of the entry's.",
            schema: #"{"type": "integer", "minimum": 100, "maximum": 599}"#),
        Key(
            name: "times", summary: "How many requests the step answers (1).",
            schema: #"{"type": "integer", "minimum": 1}"#),
        Key(
            name: "until",
            summary: "The step answers every request for this long from its first; the entry's dates say when it ends.",
            schema: duration),
        Key(name: "retry_after", summary: "Retry-After in seconds.", schema: duration),
        Key(
            name: "retry_after_date",
            summary: "Retry-After as an HTTP date: this long from the answer, or an ISO 8601 date.",
            schema: #"{"type": ["number", "string"]}"#),
        Key(
            name: "headers", summary: "More response headers.",
            schema: #"{"type": "object", "additionalProperties": {"type": ["string", "number", "boolean"]}}"#),
        Key(name: "fields", summary: "Values of the entry's fields, by field name.", schema: #"{"type": "object"}"#),
        Key(
            name: "code_as_text", summary: "An integer code written as JSON text (\"5002\"), as some servers do.",
            schema: #"{"type": "boolean"}"#),
        Key(
            name: "latency", summary: "How long the answer waits; for stall, how long the connection hangs.",
            schema: duration),
    ]
}
