import ErrgenVocabulary

/// The rules of `defaults.headers`, paired by name without regard to case: what shipped apps
/// send with every request, and the closures of the generated header values.
extension SpecDiff {
    mutating func compareDefaultHeaders() {
        let matching = Matching(
            old: old.spec.defaults.headers, new: new.spec.defaults.headers, key: { $0.name.value.lowercased() })
        for header in matching.removed {
            report(
                .defaultHeaderRemoved,
                "defaults.headers.\(header.name.value) (\(Self.describe(header.source))) is removed",
                old: header.name.location, new: nil)
            compareProvider(header, nil)
        }
        for header in matching.added {
            report(
                .defaultHeaderAdded, "defaults.headers.\(header.name.value) (\(Self.describe(header.source))) is added",
                old: nil, new: header.name.location)
            compareProvider(nil, header)
        }
        for pair in matching.pairs {
            let (before, after) = (Self.sent(pair.old.source), Self.sent(pair.new.source))
            if before != after {
                report(
                    .defaultHeaderValueChanged,
                    "defaults.headers.\(pair.new.name.value): \(Self.describe(pair.old.source))"
                        + " -> \(Self.describe(pair.new.source))",
                    old: pair.old.name.location, new: pair.new.name.location)
            }
            compareProvider(pair.old, pair.new)
        }
    }

    /// A provider that comes or goes, or is renamed: a closure of `<Name>HeaderValues`.
    private mutating func compareProvider(_ was: DefaultHeaderSpec?, _ now: DefaultHeaderSpec?) {
        let (before, after) = (was.flatMap(Self.provider), now.flatMap(Self.provider))
        guard before?.value != after?.value, let name = (now ?? was)?.name.value else { return }
        report(
            .defaultHeaderProviderChanged,
            "defaults.headers.\(name): provider \(before?.value ?? "none") -> \(after?.value ?? "none")",
            old: before?.location, new: after?.location)
    }

    private static func provider(_ header: DefaultHeaderSpec) -> Located<String>? {
        if case .provider(let name) = header.source { return name }
        return nil
    }

    /// What goes on the wire: a fixed text, the locale, or whatever the app provides (its name aside).
    private static func sent(_ source: DefaultHeaderSpec.Source?) -> String {
        switch source {
        case .runtime(let value): "from \(value.rawValue)"
        case .provider: "provider"
        case .text(let text): "value \(text)"
        case nil: "none"
        }
    }

    /// `from: locale`, `provider: device_id`, `value: finflow-ios`, as the spec writes it.
    static func describe(_ source: DefaultHeaderSpec.Source?) -> String {
        switch source {
        case .runtime(let value): "from: \(value.rawValue)"
        case .provider(let name): "provider: \(name.value)"
        case .text(let text): "value: \(text)"
        case nil: "none"
        }
    }
}
