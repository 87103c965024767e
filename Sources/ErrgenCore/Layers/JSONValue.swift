/// A tiny JSON value: what Translate makes of the string catalog (and `SpecSchema` of the
/// format) and Render writes (`JSONRenderer`), so the bytes never depend on Foundation's
/// `JSONSerialization`, whose key order and escaping differ between platforms.
public indirect enum JSONValue: Sendable, Equatable {
    case string(String)
    case object([String: JSONValue])
    case array([JSONValue])
    case integer(Int)
    case boolean(Bool)
}
