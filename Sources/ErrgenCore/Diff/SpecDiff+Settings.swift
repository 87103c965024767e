import ErrgenVocabulary

/// The rules of the settings: the envelope's key paths, retry policies (by name, and the one
/// each endpoint and entry uses), the module's name.
extension SpecDiff {
    mutating func compareSettings() {
        let (was, now) = (old.spec, new.spec)
        if was.module.name.value != now.module.name.value {
            report(
                .moduleRenamed, "module \(was.module.name.value) -> \(now.module.name.value)",
                old: was.module.name.location, new: now.module.name.location)
        }
        compareServers()
        compareEnvelope(was.envelope, now.envelope)
        comparePolicies()
        compareEffectivePolicies()
    }

    private mutating func compareServers() {
        let matching = Matching(old: old.spec.servers, new: new.spec.servers, key: { $0.name.value })
        for server in matching.removed {
            report(.serverRemoved, "server \(server.name.value) is removed", old: server.name.location, new: nil)
        }
        for server in matching.added {
            report(.serverAdded, "server \(server.name.value) is added", old: nil, new: server.name.location)
        }
        for pair in matching.pairs where pair.old.url.value != pair.new.url.value {
            report(
                .serverURLChanged, "server \(pair.new.name.value): \(pair.old.url.value) -> \(pair.new.url.value)",
                old: pair.old.url.location, new: pair.new.url.location)
        }
    }

    private mutating func compareEnvelope(_ was: EnvelopeSpec, _ now: EnvelopeSpec) {
        let keys: [(String, (EnvelopeSpec) -> Located<[String]>?)] = [
            ("code", { $0.code }), ("message", { $0.message }), ("details", { $0.details }),
            ("request_id", { $0.requestID }),
        ]
        for (key, path) in keys {
            let (before, after) = (path(was), path(now))
            guard before?.value != after?.value else { continue }
            report(
                .envelopeKeyPathChanged,
                "envelope.\(key): \(Self.keyPath(before)) -> \(Self.keyPath(after))",
                old: before.map(\.location).flatMap(Self.written), new: after.map(\.location).flatMap(Self.written))
        }
    }

    /// A default's location is line 0 of no file: not somewhere to point at.
    static func written(_ location: SourceLocation) -> SourceLocation? {
        location.line == 0 ? nil : location
    }

    static func keyPath(_ path: Located<[String]>?) -> String {
        path.map { $0.value.joined(separator: ".") } ?? "none"
    }

    private mutating func comparePolicies() {
        let matching = Matching(old: old.spec.retryPolicies, new: new.spec.retryPolicies, key: { $0.name.value })
        for policy in matching.removed {
            report(
                .retryPolicyRemoved, "retry policy \(policy.name.value) is removed", old: policy.name.location,
                new: nil)
        }
        for policy in matching.added {
            report(.retryPolicyAdded, "retry policy \(policy.name.value) is added", old: nil, new: policy.name.location)
        }
        for pair in matching.pairs {
            compareRetry(
                pair.old, pair.new, subject: "retry policy \(pair.new.name.value)", old: pair.old.name.location,
                new: pair.new.name.location)
        }
    }

    /// An endpoint or entry that uses another policy than before (a policy's own changes are
    /// reported once, at the policy).
    private mutating func compareEffectivePolicies() {
        let oldEndpoints = Dictionary(
            Self.endpoints(of: old.spec).map { ($0.qualifiedName, $0) }, uniquingKeysWith: { first, _ in first })
        for endpoint in Self.endpoints(of: new.spec) {
            guard let was = oldEndpoints[endpoint.qualifiedName] else { continue }
            let before = old.references.endpoints[was.position.service][was.position.endpoint].retryPolicy
            let after = new.references.endpoints[endpoint.position.service][endpoint.position.endpoint].retryPolicy
            compareChosen(
                before, after, subject: endpoint.qualifiedName,
                old: was.spec.retry?.location ?? was.spec.name.location,
                new: endpoint.spec.retry?.location ?? endpoint.spec.name.location)
        }
        let oldEntries = Dictionary(
            old.spec.errors.enumerated().map { ($0.element.code.value.description, $0.offset) },
            uniquingKeysWith: { first, _ in first })
        for (index, entry) in new.spec.errors.enumerated() {
            guard let oldIndex = oldEntries[entry.code.value.description] else { continue }
            let was = old.spec.errors[oldIndex]
            compareChosen(
                old.references.entryRetryPolicies[oldIndex], new.references.entryRetryPolicies[index],
                subject: Self.label(entry), old: was.retry?.location ?? was.location,
                new: entry.retry?.location ?? entry.location)
        }
    }

    private mutating func compareChosen(
        _ before: Int?, _ after: Int?, subject: String, old oldPlace: SourceLocation, new newPlace: SourceLocation
    ) {
        let was = before.map { old.spec.retryPolicies[$0] }
        let now = after.map { new.spec.retryPolicies[$0] }
        guard was?.name.value != now?.name.value else { return }
        let names = "\(was?.name.value ?? "none") -> \(now?.name.value ?? "none")"
        compareRetry(
            was ?? Self.noRetry, now ?? Self.noRetry, subject: "\(subject): retry \(names)", old: oldPlace,
            new: newPlace)
    }

    /// What no policy means: one attempt.
    static let noRetry: RetryPolicySpec = {
        var policy = RetryPolicySpec(name: Located("none", at: SourceLocation(file: "", line: 0, column: 0)))
        policy.maxAttempts = 1
        return policy
    }()

    /// More attempts, a shorter first or longest wait, a smaller multiplier, or `Retry-After`
    /// no longer honored: wire. Any other change of the numbers: safe.
    private mutating func compareRetry(
        _ was: RetryPolicySpec, _ now: RetryPolicySpec, subject: String, old: SourceLocation, new: SourceLocation
    ) {
        var sooner: [String] = []
        var later: [String] = []
        func note(_ name: String, _ before: String, _ after: String, moreAggressive: Bool) {
            guard before != after else { return }
            let text = "\(name) \(before) -> \(after)"
            if moreAggressive { sooner.append(text) } else { later.append(text) }
        }
        note(
            "max_attempts", String(was.maxAttempts), String(now.maxAttempts),
            moreAggressive: now.maxAttempts > was.maxAttempts)
        note(
            "initial_backoff", Self.duration(was.initialBackoff), Self.duration(now.initialBackoff),
            moreAggressive: now.initialBackoff < was.initialBackoff)
        note(
            "max_backoff", Self.duration(was.maxBackoff), Self.duration(now.maxBackoff),
            moreAggressive: now.maxBackoff < was.maxBackoff)
        note("multiplier", "\(was.multiplier)", "\(now.multiplier)", moreAggressive: now.multiplier < was.multiplier)
        note(
            "retry_after", was.retryAfter.rawValue, now.retryAfter.rawValue,
            moreAggressive: was.retryAfter == .honor && now.retryAfter == .ignore)
        note("jitter", was.jitter.rawValue, now.jitter.rawValue, moreAggressive: false)
        // Only the policy's numbers matter when attempts stay at one: nothing is retried.
        guard max(was.maxAttempts, now.maxAttempts) > 1 else { return }
        if !sooner.isEmpty {
            report(
                .retryMoreAggressive, "\(subject): \((sooner + later).joined(separator: ", "))", old: old, new: new)
        } else if !later.isEmpty {
            report(.retryLessAggressive, "\(subject): \(later.joined(separator: ", "))", old: old, new: new)
        }
    }

    /// `1s`, `500ms`, as the spec writes durations.
    static func duration(_ value: DurationValue) -> String {
        value.milliseconds % 1000 == 0 ? "\(value.milliseconds / 1000)s" : "\(value.milliseconds)ms"
    }
}
