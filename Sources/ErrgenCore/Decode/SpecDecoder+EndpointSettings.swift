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
        settings.auth = fields["auth"].flatMap { reader.choice($0, "'auth'", AuthRequirement.self) }
        settings.idempotent = fields["idempotent"].flatMap { reader.boolean($0, "'idempotent'") }
        settings.idempotencyKey = fields["idempotency_key"].flatMap { reader.boolean($0, "'idempotency_key'") }
        settings.sendsDefaultHeaders = fields["default_headers"].flatMap { reader.boolean($0, "'default_headers'") }
        if let node = fields["terminator"], let text = reader.nonEmptyString(node, "'terminator'") {
            settings.terminator = Located(text, at: node.location)
        }
        return settings
    }
}
