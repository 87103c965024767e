/// A spec type with the model or enum each name refers to found by Check, as positions
/// in `spec.models` and `spec.enums`: what Translate reads instead of looking a name up.
indirect enum ResolvedType: Sendable, Hashable {
    /// A type that names no model or enum (`String`, `Date`), as the spec writes it.
    case standard(TypeRef)
    /// `spec.models[index]`.
    case model(Int)
    /// `spec.enums[index]`.
    case enumeration(Int)
    case array(ResolvedType)
    case dictionary(ResolvedType)
    case optional(ResolvedType)

    /// The models it names, through lists, dictionaries and optionals.
    var models: [Int] {
        switch self {
        case .standard, .enumeration: []
        case .model(let index): [index]
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.models
        }
    }

    /// The first model or enum it names (`[Order]` names `Order`); `nil` for a standard type.
    var firstNamed: ResolvedType? {
        switch self {
        case .standard: nil
        case .model, .enumeration: self
        case .array(let inner), .dictionary(let inner), .optional(let inner): inner.firstNamed
        }
    }
}
