import ErrgenVocabulary

/// The keys an endpoint and an `operations:` entry share, read by one reader for both.
extension SpecDecoder {
    /// The `SpecFormat.endpointSettingKeys` of an endpoint's or an operation's fields; a key
    /// left out stays `nil` (or empty), so an `operations:` entry overrides only what it writes.
    mutating func decodeEndpointSettings(_ fields: KeyedFields) -> EndpointSettings {
        var settings = EndpointSettings()
        if let node = fields["errors"], let items = reader.sequence(node, "'errors'") {
            settings.errors = items.compactMap { reader.errorReference($0, "an entry of 'errors'") }
        }
        settings.timeout = fields["timeout"].flatMap { reader.duration($0, "'timeout'") }
        settings.resourceTimeout = fields["resource_timeout"].flatMap { reader.duration($0, "'resource_timeout'") }
        if let node = fields["retry"], let name = reader.nonEmptyString(node, "'retry'") {
            settings.retry = Located(name, at: node.location)
        }
        if let node = fields["auth"] { (settings.auth, settings.authSchemes) = decodeAuth(node) }
        settings.idempotent = fields["idempotent"].flatMap { reader.boolean($0, "'idempotent'") }
        settings.idempotencyKey = fields["idempotency_key"].flatMap { reader.boolean($0, "'idempotency_key'") }
        settings.sendsDefaultHeaders = fields["default_headers"].flatMap { reader.boolean($0, "'default_headers'") }
        if let node = fields["terminator"], let text = reader.nonEmptyString(node, "'terminator'") {
            settings.terminator = Located(text, at: node.location)
        }
        return settings
    }

    /// `auth: bearer` or `none`; or `credentials` schemes: a name, or a list of alternatives,
    /// each a name or names joined by `+` that are sent together (`bearer` and `none` among them).
    private mutating func decodeAuth(_ node: YAMLNode) -> (AuthRequirement?, [[Located<String>]]?) {
        guard let items = reader.oneOrList(node, "'auth'") else { return (nil, nil) }
        let alternatives = items.compactMap { item -> [Located<String>]? in
            guard let text = reader.nonEmptyString(item, "an alternative of 'auth'") else { return nil }
            return text.split(separator: "+").map {
                Located(String($0.filter { $0 != " " }), at: item.location)
            }
        }
        if node.sequence == nil, let single = alternatives.first, single.count == 1,
            let choice = AuthRequirement(rawValue: single[0].value)
        {
            return (choice, nil)
        }
        guard !alternatives.isEmpty else { return (nil, nil) }
        let sendsSession = alternatives.contains { $0.contains { $0.value == AuthRequirement.bearer.rawValue } }
        return (sendsSession ? .bearer : AuthRequirement.none, alternatives)
    }
}
