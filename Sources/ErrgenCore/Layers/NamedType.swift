/// What a type name of the spec names, as Check resolved it: positions in `spec.models`,
/// `spec.enums` and `spec.unions`. The mock reads these instead of searching the spec.
package enum NamedType: Sendable, Hashable {
    case model(Int)
    case enumeration(Int)
    case union(Int)
}
