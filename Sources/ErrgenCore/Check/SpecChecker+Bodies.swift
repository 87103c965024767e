/// Rules for the bodies beyond JSON and forms: `body_encoding: multipart | binary | text`,
/// `body_content_type`, `part_content_types`, `response_encoding` and `response_content_type`.
extension SpecChecker {
    /// A multipart body is a model; a binary body is an `UploadFile`; a text body is a `String`; the
    /// content-type keys go with the encodings they describe.
    mutating func checkOtherBodyEncodings(_ endpoint: EndpointSpec, _ what: () -> String) {
        let encoding = endpoint.bodyEncoding?.value ?? .json
        if let type = endpoint.bodyContentType, encoding != .binary, encoding != .text {
            error(
                "\(what()) has 'body_content_type' but 'body_encoding: \(encoding.rawValue)'; it is the type of a binary or text body",
                at: type.location)
        }
        if let first = endpoint.partContentTypes.first, encoding != .multipart {
            error(
                "\(what()) has 'part_content_types' but 'body_encoding: \(encoding.rawValue)'; it types the parts of a multipart body",
                at: first.name.location)
        }
        guard let declared = endpoint.bodyEncoding, [.multipart, .binary, .text].contains(declared.value) else {
            return
        }
        guard let body = endpoint.body else {
            error(
                "\(what()) has 'body_encoding: \(declared.value.rawValue)' but no body; add 'body' or remove 'body_encoding'",
                at: declared.location)
            return
        }
        // An optional body (`UploadFile?`) is the caller's to leave out: `nil` sends none.
        switch declared.value {
        case .multipart:
            guard case .model(let name) = body.value.nonOptional, !enumNames.contains(name) else {
                error(
                    "the multipart body of \(what()) has type \(body.value); a multipart body is a model, one part a property",
                    at: body.location)
                return
            }
            guard let model = spec.models.first(where: { $0.name.value == name }) else { return }
            for part in endpoint.partContentTypes
            where !model.properties.contains(where: { $0.wireName.value == part.name.value }) {
                error(
                    "'part_content_types' of \(what()) names '\(part.name.value)', which is not a property of model '\(name)'",
                    at: part.name.location)
            }
        case .binary where body.value.nonOptional != .primitive(.file):
            error(
                "the binary body of \(what()) has type \(body.value); a binary body is an UploadFile (bytes or a file URL)",
                at: body.location)
        case .text where body.value.nonOptional != .primitive(.string):
            error("the text body of \(what()) has type \(body.value); a text body is a String", at: body.location)
        default: break
        }
    }

    /// `response_encoding: binary` reads `Data`, `text` reads a `String`; `response_content_type` goes with them.
    mutating func checkResponseEncoding(_ endpoint: EndpointSpec, _ what: () -> String) {
        let encoding = endpoint.responseEncoding?.value ?? .json
        if let type = endpoint.responseContentType, encoding == .json {
            error(
                "\(what()) has 'response_content_type' but a JSON response; it is the type of a binary or text response",
                at: type.location)
        }
        guard let declared = endpoint.responseEncoding, declared.value != .json else { return }
        let expected: TypeRef = declared.value == .binary ? .primitive(.data) : .primitive(.string)
        guard let response = endpoint.response else {
            error(
                "\(what()) has 'response_encoding: \(declared.value.rawValue)' but no response; add 'response: \(expected)'",
                at: declared.location)
            return
        }
        if response.value != expected {
            error(
                "the \(declared.value.rawValue) response of \(what()) has type \(response.value); it is read as \(expected)",
                at: response.location)
        }
    }
}
