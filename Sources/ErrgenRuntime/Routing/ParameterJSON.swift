import Foundation

extension TextValue {
    /// The JSON text of a query item or header an OpenAPI document describes by `content:
    /// {application/json: ...}` rather than `schema` (the spec's `encoding: json`): the value
    /// written as a JSON body is, keys sorted and dates ISO 8601, so the same value is the
    /// same text; `{"code":1,"message":"m"}`. The query or header then percent-encodes or
    /// checks it as any other text.
    ///
    /// A `Float` or `Double` that is not finite is written `"NaN"`, `"Infinity"` or
    /// `"-Infinity"` (JSON has no such number), so a generated value always has a text; a
    /// value whose own `encode(to:)` throws is sent as `null`.
    public static func json<Value: Encodable>(_ value: Value) -> String {
        guard let data = try? parameterEncoder.encode(value) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    private static let parameterEncoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "Infinity", negativeInfinity: "-Infinity", nan: "NaN")
        return encoder
    }()
}
