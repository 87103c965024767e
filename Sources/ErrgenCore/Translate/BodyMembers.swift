/// The router members of bodies beyond JSON, each written only when an endpoint of the
/// service needs it (the runtime's defaults serve the others): `bodyContentType`,
/// `partContentTypes`, `formFieldStyles` and `acceptedContentType`.
struct BodyMembers {
    private typealias Arm = SwitchStatement.Arm

    let context: TranslationContext

    private var names: GeneratedNames { context.names }

    func members(_ endpoints: [EndpointFacts]) -> [Declaration] {
        var members: [Declaration] = []
        let string = names.standard(.string)
        if endpoints.contains(where: { $0.spec.bodyContentType != nil }) {
            members += property(
                "The `Content-Type` of a binary or text body: the endpoint's `body_content_type`.", "bodyContentType",
                string + "?",
                endpoints.map { endpoint in
                    Arm(.code(endpoint.member), endpoint.spec.bodyContentType.map { .string($0.value) } ?? .code("nil"))
                })
        }
        if endpoints.contains(where: { !$0.spec.partContentTypes.isEmpty }) {
            members += property(
                "The `Content-Type` of multipart parts, by wire name: the endpoint's `part_content_types`.",
                "partContentTypes", "[\(string): \(string)]",
                endpoints.map { endpoint in
                    Arm(
                        .code(endpoint.member),
                        .dictionary(
                            endpoint.spec.partContentTypes.map { (.string($0.name.value), .string($0.contentType)) }))
                })
        }
        if endpoints.contains(where: { !$0.spec.formEncoding.isEmpty }) {
            let style = names.runtime(.formFieldStyle)
            members += property(
                "How the form body writes its list and object fields, by wire name: the endpoint's `form_encoding`.",
                "formFieldStyles", "[\(string): \(style)]",
                endpoints.map { endpoint in
                    Arm(
                        .code(endpoint.member),
                        .dictionary(
                            endpoint.spec.formEncoding.map {
                                (.string($0.name.value), .code("." + Self.runtimeStyle($0)))
                            }))
                })
        }
        if endpoints.contains(where: { ($0.spec.responseEncoding?.value ?? .json) != .json }) {
            members += property(
                "The `Accept` header: the endpoint's `response_content_type`, else what its `response_encoding` reads.",
                "acceptedContentType", string,
                endpoints.map { Arm(.code($0.member), .string(Self.accepted($0.spec))) })
        }
        return members
    }

    /// What a request asks for: the declared type, else any type for bytes, text for text, JSON.
    static func accepted(_ endpoint: EndpointSpec) -> String {
        if let declared = endpoint.responseContentType { return declared.value }
        switch endpoint.responseEncoding?.value ?? .json {
        case .json: return "application/json"
        case .binary: return "*/*"
        case .text: return "text/plain"
        }
    }

    /// The runtime's `FormFieldStyle` case for an entry: OpenAPI's style with its `explode`,
    /// whose default is the style's (a delimited style exploded is form).
    static func runtimeStyle(_ encoding: FormFieldEncoding) -> String {
        let style = encoding.style?.value ?? .form
        let explode = encoding.explode?.value ?? style.explodesByDefault
        switch style {
        case .deepObject: return "deepObject"
        case _ where explode: return "form"
        case .form: return "commaSeparated"
        case .spaceDelimited: return "spaceDelimited"
        case .pipeDelimited: return "pipeDelimited"
        }
    }

    private func property(_ doc: String, _ name: String, _ type: String, _ arms: [Arm]) -> [Declaration] {
        SwitchMember(
            doc: [doc], access: context.access, name: name, kind: .property(type: type),
            statement: SwitchStatement(subject: "self", arms: arms)
        ).declarations()
    }
}
