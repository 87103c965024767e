/// The rules of the headers an endpoint adds to its request beyond its parameters:
/// `defaults.headers`, unless it opts out (`default_headers: false`), and the `Idempotency-Key`
/// (`idempotency_key: true`). Whether the runtime repeats the request is `compareRepeating`'s.
extension SpecDiff {
    mutating func compareRequestHeaders(_ was: EndpointSpec, _ now: EndpointSpec, endpoint: String) {
        if was.sendsDefaultHeaders != now.sendsDefaultHeaders {
            report(
                now.sendsDefaultHeaders ? .endpointDefaultHeadersAdded : .endpointDefaultHeadersRemoved,
                "\(endpoint): default_headers \(was.sendsDefaultHeaders) -> \(now.sendsDefaultHeaders)"
                    + (now.sendsDefaultHeaders ? " (sends defaults.headers)" : " (no longer sends defaults.headers)"),
                old: was.name.location, new: now.name.location)
        }
        if was.idempotencyKey != now.idempotencyKey {
            report(
                now.idempotencyKey ? .idempotencyKeyAdded : .idempotencyKeyRemoved,
                "\(endpoint): idempotency_key \(was.idempotencyKey) -> \(now.idempotencyKey)",
                old: was.name.location, new: now.name.location)
        }
    }
}
