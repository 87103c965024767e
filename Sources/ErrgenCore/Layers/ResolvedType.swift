/// A spec type with the model or enum each name refers to found by Check, as positions
/// in `spec.models` and `spec.enums`: what Translate reads instead of looking a name up.
indirect enum ResolvedType: Sendable, Hashable {
    case primitive(PrimitiveType)
    /// `spec.models[index]`.
    case model(Int)
    /// `spec.enums[index]`.
    case enumeration(Int)
    case array(ResolvedType)
    case dictionary(ResolvedType)
    case optional(ResolvedType)

    /// The type itself when it is a model (`Token`), not a list of them or an optional one.
    var model: Int? {
        if case .model(let index) = self { index } else { nil }
    }
}
