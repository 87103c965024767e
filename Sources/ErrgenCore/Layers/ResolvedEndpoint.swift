/// An endpoint with everything it refers to by name found by Check: its place in the
/// spec, the types of its body and response, its retry policy and its documented errors.
struct ResolvedEndpoint: Sendable, Hashable {
    /// `spec.services[service].endpoints[endpoint]`.
    let service: Int
    let endpoint: Int
    let body: ResolvedType?
    let response: ResolvedType?
    /// The position in `spec.retryPolicies` of the endpoint's `retry`, else of `defaults.retry`;
    /// `nil` when neither names one (the endpoint never retries).
    let retryPolicy: Int?
    /// The positions in `spec.errors` of the endpoint's `errors`, in spec order.
    let errors: [Int]
    /// The type of each event's data, for an endpoint with `events`.
    var events: ResolvedType? = nil
}
