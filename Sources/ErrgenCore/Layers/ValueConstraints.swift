/// What the server accepts of a property's or parameter's value beyond its type: OpenAPI's
/// `minLength`, `maxLength`, `minimum`, `maximum`, `pattern`, `minItems` and `maxItems`, written
/// `min_length`, `max_length`... in the spec. The generated Swift checks none of them; `errgen
/// diff` compares them, as a server that now refuses a value shipped apps send breaks them.
package struct ValueConstraints: Sendable {
    /// One constraint, by the key the spec writes it with.
    package enum Kind: String, Sendable, CaseIterable {
        case minLength = "min_length"
        case maxLength = "max_length"
        case pattern
        case minimum
        case maximum
        case minItems = "min_items"
        case maxItems = "max_items"
    }

    /// What a constraint is about: a text's length or form, a number's value, a list's count.
    package enum Subject: Sendable, Hashable {
        case text, number, list
    }

    /// Which way a larger value of a constraint goes.
    package enum Bound: Sendable, Hashable {
        /// A larger value takes less (`min_length`, `minimum`, `min_items`).
        case lower
        /// A larger value takes more (`max_length`, `maximum`, `max_items`).
        case upper
        /// Neither: a `pattern`, which can only be compared as text.
        case form
    }

    /// Each constraint the spec sets: a number as written (`10`, `-0.5`) or a pattern, where it is written.
    package var values: [Kind: Located<String>] = [:]

    package init(_ values: [Kind: Located<String>] = [:]) {
        self.values = values
    }

    package var isEmpty: Bool { values.isEmpty }

    package subscript(kind: Kind) -> Located<String>? {
        get { values[kind] }
        set { values[kind] = newValue }
    }

    /// The subjects a value of `type` has: a list's count and its elements', an optional's
    /// wrapped value's; an enum's (`rawType` gives an enum's raw type by name, `nil` for a
    /// model or union) is its raw value's.
    package static func subjects(of type: TypeRef, rawType: (String) -> EnumSpec.RawType?) -> Set<Subject> {
        switch type {
        case .optional(let wrapped): subjects(of: wrapped, rawType: rawType)
        case .array(let element): subjects(of: element, rawType: rawType).subtracting([.list]).union([.list])
        case .dictionary, .json: []
        case .model(let name): rawType(name).map { $0 == .int ? [.number] : [.text] } ?? []
        case .primitive(let primitive):
            switch primitive {
            case .string, .url, .uuid, .date: [.text]
            case .int, .int32, .int64, .double, .float, .decimal: [.number]
            case .bool, .data, .file: []
            }
        }
    }
}

extension ValueConstraints.Kind {
    package var subject: ValueConstraints.Subject {
        switch self {
        case .minLength, .maxLength, .pattern: .text
        case .minimum, .maximum: .number
        case .minItems, .maxItems: .list
        }
    }

    package var bound: ValueConstraints.Bound {
        switch self {
        case .minLength, .minimum, .minItems: .lower
        case .maxLength, .maximum, .maxItems: .upper
        case .pattern: .form
        }
    }

    /// The constraint of the same subject on the other side (`max_length` for `min_length`); none for `pattern`.
    package var counterpart: ValueConstraints.Kind? {
        switch self {
        case .minLength: .maxLength
        case .maxLength: .minLength
        case .minimum: .maximum
        case .maximum: .minimum
        case .minItems: .maxItems
        case .maxItems: .minItems
        case .pattern: nil
        }
    }
}
