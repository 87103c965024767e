import ErrgenVocabulary

/// The rules of `fallbacks` and `client_errors`: which entry a status, or a failure without
/// a response, ends as. Each key is compared by the entry it gives in effect (an exact status
/// falls back to its class, a class and a kind to `client_errors.other`), so a key added or
/// removed that gives the same entry as before is no change.
extension SpecDiff {
    mutating func compareRoutes() {
        compareFallbacks()
        compareClientErrors()
    }

    private mutating func compareFallbacks() {
        let (was, now) = (old.spec.fallbacks, new.spec.fallbacks)
        var statuses = now.map(\.status.value)
        statuses += was.map(\.status.value).filter { !statuses.contains($0) }
        for status in statuses {
            let before = fallback(for: status, in: old)
            let after = fallback(for: status, in: new)
            guard !sameEntry(before.entry, after.entry) else { continue }
            report(
                .fallbackChanged,
                "fallbacks.\(status): \(describe(before, in: old, key: status)) -> \(describe(after, in: new, key: status))",
                old: was.first { $0.status.value == status }?.code.location,
                new: now.first { $0.status.value == status }?.code.location)
        }
    }

    private mutating func compareClientErrors() {
        for kind in ClientFailure.allCases where kind != .cancelled {
            let before = clientError(kind, in: old)
            let after = clientError(kind, in: new)
            // A kind that follows `other` in both versions changes with it: reported once, at `other`.
            let followsOther = kind != .other && before.by == "client_errors.other" && after.by == before.by
            guard !followsOther, !sameEntry(before.entry, after.entry) else { continue }
            let key = "client_errors.\(kind.rawValue)"
            report(
                .clientErrorChanged,
                "\(key): \(describe(before, in: old, key: key)) -> \(describe(after, in: new, key: key))",
                old: old.spec.clientErrors.code(for: kind)?.location,
                new: new.spec.clientErrors.code(for: kind)?.location)
        }
    }

    /// The entry a version gives a status key (by position in its catalog), and the key that gives it.
    typealias Route = (entry: ErrorSpec?, by: String)

    private func fallback(for status: StatusMatch, in version: CheckedSpec) -> Route {
        let routes = version.references.routes.fallbacks
        let errors = version.spec.errors
        if case .exact(let code) = status, let route = routes.first(where: { $0.status == .exact(code) }) {
            return (errors[route.entry], "fallbacks.\(status)")
        }
        let digit: Int
        switch status {
        case .exact(let code): digit = code / 100
        case .statusClass(let value): digit = value
        }
        if let route = routes.first(where: { $0.status == .statusClass(digit) }) {
            return (errors[route.entry], "fallbacks.\(StatusMatch.statusClass(digit))")
        }
        return clientError(.other, in: version)
    }

    private func clientError(_ kind: ClientFailure, in version: CheckedSpec) -> Route {
        let routes = version.references.routes
        if let index = routes.entry(for: kind) { return (version.spec.errors[index], "client_errors.\(kind.rawValue)") }
        return (routes.entry(for: .other).map { version.spec.errors[$0] }, "client_errors.other")
    }

    /// The same entry in both versions: the same code, or the new one renamed from it.
    private func sameEntry(_ was: ErrorSpec?, _ now: ErrorSpec?) -> Bool {
        guard let was, let now else { return was == nil && now == nil }
        let code = was.code.value.description
        return now.code.value.description == code || now.renamedFrom.contains { $0.value.description == code }
    }

    /// `CONFLICT`, or `BAD_REQUEST (by fallbacks.4xx)` when another key gives it.
    private func describe(_ route: Route, in version: CheckedSpec, key: some CustomStringConvertible) -> String {
        let entry = route.entry.map(Self.label) ?? "no entry"
        let own = route.by == "\(key)" || route.by == "fallbacks.\(key)"
        return own ? entry : "\(entry) (by \(route.by))"
    }
}
