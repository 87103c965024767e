/// A catalog's entries by the code the server sends, for a generated code type's
/// `init?(wire:)`: built once, then each lookup is one hash whatever the catalog's size.
///
/// Codes compare as ``WireCode/matches(_:)`` has it: an integer code sent as text
/// (`"5002"`) finds the integer entry, and the other way round. When two entries share
/// a code, the first one wins.
@_spi(Generated)
public struct WireCodeIndex<Code: Sendable>: Sendable {
    private let codes: [WireCode: Code]

    /// - Parameter entries: each entry's wire code and the entry, in catalog order.
    public init(_ entries: some Sequence<(WireCode, Code)>) {
        var codes: [WireCode: Code] = [:]
        for (wire, code) in entries {
            let key = Self.key(wire)
            if codes[key] == nil { codes[key] = code }
        }
        self.codes = codes
    }

    /// The entry whose code is `wire`, or `nil` for a code the catalog does not know.
    public subscript(wire: WireCode) -> Code? {
        codes[Self.key(wire)]
    }

    /// One key for every spelling `matches` takes as the same code: a string that reads as
    /// an integer is looked up as that integer.
    private static func key(_ wire: WireCode) -> WireCode {
        if case .string(let text) = wire, let value = Int(text) { return .integer(value) }
        return wire
    }
}
