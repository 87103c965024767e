import ErrgenVocabulary

/// The `openapi` and `operations` sections: the join with an OpenAPI document.
extension SpecDecoder {
    mutating func decodeOpenAPI(_ entry: YAMLMapping.Entry) {
        guard let fields = reader.keyedFields(entry.value, "'openapi'", SpecFormat.openAPI),
            let documentNode = fields["document"],
            let document = reader.nonEmptyString(documentNode, "'document'")
        else { return }
        var settings = OpenAPISettings(
            location: entry.keyLocation, document: Located(document, at: documentNode.location))
        if let node = fields["unsupported"],
            let policy = reader.choice(node, "'unsupported'", OpenAPISettings.UnsupportedPolicy.self)
        {
            settings.unsupported = policy
        }
        spec.openAPI = settings
    }

    mutating func decodeOperation(_ entry: YAMLMapping.Entry) -> OperationSettings? {
        guard let fields = reader.keyedFields(entry.value, "operation '\(entry.key.value)'", SpecFormat.operation)
        else { return nil }
        var operation = OperationSettings(operationID: Located(entry.key.value, at: entry.keyLocation))
        if let node = fields["errors"], let items = reader.sequence(node, "'errors'") {
            operation.errors = items.compactMap { reader.errorReference($0, "an entry of 'errors'") }
        }
        operation.timeout = fields["timeout"].flatMap { reader.duration($0, "'timeout'") }
        operation.resourceTimeout = fields["resource_timeout"].flatMap { reader.duration($0, "'resource_timeout'") }
        if let node = fields["retry"], let name = reader.nonEmptyString(node, "'retry'") {
            operation.retry = Located(name, at: node.location)
        }
        operation.auth = fields["auth"].flatMap { reader.choice($0, "'auth'", AuthRequirement.self) }
        operation.idempotent = fields["idempotent"].flatMap { reader.boolean($0, "'idempotent'") }
        operation.idempotencyKey = fields["idempotency_key"].flatMap { reader.boolean($0, "'idempotency_key'") }
        operation.sendsDefaultHeaders = fields["default_headers"].flatMap { reader.boolean($0, "'default_headers'") }
        return operation
    }
}
