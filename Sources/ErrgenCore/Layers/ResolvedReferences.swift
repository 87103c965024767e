/// Every reference by name in the spec, as Check found it: Translate reads these and
/// looks nothing up. A reference Check could not resolve is left out (or `nil`); Check
/// reported it as an error, so no translator ever sees it.
struct ResolvedReferences: Sendable, Hashable {
    /// Per service, per endpoint.
    let endpoints: [[ResolvedEndpoint]]
    let session: ResolvedSession?
    let routes: ResolvedRoutes
    /// Per entry of `spec.errors`: the position in `spec.retryPolicies` of its `retry`.
    let entryRetryPolicies: [Int?]
    /// Per model, per property: its type.
    let propertyTypes: [[ResolvedType?]]
    /// Every model, enum and union by its name, the first of a name winning (a model before
    /// an enum before a union): how Check reads a `TypeRef`'s name.
    let namedTypes: [String: NamedType]
}
