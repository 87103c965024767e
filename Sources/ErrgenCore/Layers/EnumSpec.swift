/// An entry of the `enums` section: a named set of wire values, generated as an open
/// enum (the listed values plus a case that keeps any other value).
package struct EnumSpec: Sendable {
    /// What the values are on the wire.
    package enum RawType: String, Sendable, CaseIterable {
        case string = "String"
        case int = "Int"
    }

    package struct Value: Sendable {
        /// The value as the spec writes it (`in_transit`, `2`).
        package var wire: Located<String>
        /// `name:`, for a value that does not make a Swift name (`2`) or collides.
        package var name: Located<String>?
        package var summary: String?
        /// `renamed_from`: the wire values this value had before, which still decode as it.
        package var renamedFrom: [Located<String>] = []
        /// `deprecated`: the value is on its way out.
        package var deprecation: Deprecation?
    }

    package var name: Located<String>
    package var summary: String?
    package var rawType: RawType = .string
    package var values: [Value] = []
}
