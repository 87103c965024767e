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
        operation.settings = decodeEndpointSettings(fields)
        return operation
    }
}
