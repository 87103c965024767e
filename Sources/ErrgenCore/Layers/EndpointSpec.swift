// The models and services sections of a spec. Methods and auth are the runtime's own types.

import ErrgenVocabulary

package struct ModelSpec: Sendable {
    package struct Property: Sendable {
        package var wireName: Located<String>
        package var type: Located<TypeRef>
        package var secret: Bool
        package var summary: String? = nil
        /// How the property's dates are written, over `module.date_format`.
        package var dateFormat: Located<DateFormat>? = nil
        /// `default`: the value the memberwise initializer defaults to and a missing key decodes as.
        package var defaultValue: Located<ScalarDefault>? = nil
        /// `access`: read_write, read_only or write_only.
        package var access: PropertyAccess = .readWrite
        /// `renamed_from`: the wire keys the property had before, read when its key is absent.
        package var renamedFrom: [Located<String>] = []
        /// `deprecated`: the property is on its way out.
        package var deprecation: Deprecation? = nil
        /// `example` (or an OpenAPI schema's `example`): the value `errgen mock` answers with, as written.
        package var example: YAMLNode? = nil
        /// The Swift name when the wire name's own is taken by an earlier property (`startTime2`);
        /// set by an OpenAPI import only, as a published document cannot be renamed.
        package var swiftName: String? = nil
        /// `min_length`, `maximum`, `pattern`...: what the server accepts; only `errgen diff` reads them.
        package var constraints = ValueConstraints()
    }

    package var name: Located<String>
    package var properties: [Property]
    /// The long form's `summary`: the first line of the model's doc comment.
    package var summary: String? = nil
    /// `renamed_from`: the model's names before (Swift source only: a model has no wire name).
    package var renamedFrom: [Located<String>] = []
    /// `deprecated`: the model is on its way out.
    package var deprecation: Deprecation? = nil

    /// Whether a property is `secret: true`, so that the model's `dump` must hide it.
    package var hasSecrets: Bool { properties.contains(where: \.secret) }
}

/// A property's `default`, as the spec writes it.
package enum ScalarDefault: Sendable, Hashable {
    case null
    case bool(Bool)
    /// A number as written (`20`, `0.5`).
    case number(String)
    case string(String)
}

/// Which direction a model property travels in (OpenAPI's `readOnly` and `writeOnly`).
package enum PropertyAccess: String, Sendable, Hashable, CaseIterable {
    case readWrite = "read_write"
    /// Sent by the server only: optional in Swift, so a request can leave it out.
    case readOnly = "read_only"
    /// Sent to the server only: optional in Swift, so a response without it decodes.
    case writeOnly = "write_only"
}

extension ModelSpec.Property {
    /// The type in Swift: a read-only or write-only property is optional whatever the spec writes.
    package var swiftType: TypeRef {
        access == .readWrite || type.value.isOptional ? type.value : .optional(type.value)
    }
}

package struct ServiceSpec: Sendable {
    package var name: Located<String>
    package var summary: String?
    package var endpoints: [EndpointSpec]
}

package struct ParameterSpec: Sendable {
    package var wireName: Located<String>
    package var type: Located<TypeRef>
    /// A query parameter's `style`; `nil`: form.
    package var style: Located<QueryStyle>? = nil
    /// A query parameter's `explode`; `nil`: true (a list repeats its name).
    package var explode: Located<Bool>? = nil
    /// A query or header parameter's `secret`: its value is redacted in logs and descriptions.
    package var secret = false
    /// A query or header parameter's `encoding: json`: the value is sent as its JSON text (OpenAPI's
    /// `content: {application/json: ...}` parameter); `nil`: its text form.
    package var encoding: Located<ParameterEncoding>? = nil
    /// The parameter's description, first paragraph on one line (an OpenAPI import's), for its doc.
    package var summary: String? = nil
    /// `deprecated`: the parameter is on its way out (its method's doc says so: Swift has no
    /// attribute for one parameter).
    package var deprecation: Deprecation? = nil
    /// The Swift label when the wire name's own is taken by an earlier parameter or the body
    /// (`startTime2`); set by an OpenAPI import only, as a published document cannot be renamed.
    package var swiftName: String? = nil
    /// `min_length`, `maximum`, `pattern`...: what the server accepts; only `errgen diff` reads them.
    package var constraints = ValueConstraints()
}

/// How a query or header parameter's value becomes text, when not by its type's text form.
package enum ParameterEncoding: String, Sendable, CaseIterable {
    /// The value's JSON text (`{"code":1}`), so any type goes, a model or a union too.
    case json
}

/// How a query parameter or a form body field is written, as OpenAPI's `style` names it.
package enum QueryStyle: String, Sendable, CaseIterable {
    /// `name=value`; a list repeats its name (`ids=1&ids=2`), or with `explode: false` joins its values (`ids=1,2`).
    case form
    /// A list as one item, its values joined by spaces (`ids=1%202`); exploded, as `form`.
    case spaceDelimited = "space_delimited"
    /// A list as one item, its values joined by pipes (`ids=1%7C2`); exploded, as `form`.
    case pipeDelimited = "pipe_delimited"
    /// A dictionary as `name[key]=value`, one item a key.
    case deepObject = "deep_object"

    /// Whether a value per item is written unless `explode: false` says otherwise: form's and
    /// deep_object's default, not the delimited styles' (OpenAPI's defaults).
    package var explodesByDefault: Bool { self == .form || self == .deepObject }
}

/// One entry of an endpoint's `form_encoding`: how a form body writes one list or object field.
package struct FormFieldEncoding: Sendable {
    /// The field's wire name: a property of the body's model.
    package var name: Located<String>
    /// `style`; `nil`: form.
    package var style: Located<QueryStyle>? = nil
    /// `explode`; `nil`: the style's default (true for form, false for the delimited styles).
    package var explode: Located<Bool>? = nil
}

package struct EndpointSpec: Sendable {
    package var name: Located<String>
    /// The OpenAPI `operationId` it was imported from (or the one errgen derived), by which
    /// scenario files may name it too; `nil` for an endpoint of the spec's own services.
    package var operationID: String?
    package var summary: String?
    /// The paragraphs of an OpenAPI operation's `description` beyond `summary`, each on one
    /// line: the rest of the method's doc comment.
    package var details: [String] = []
    package var method: HTTPMethod
    package var path: Located<String>
    /// The path split into text and `{name}` parameters; `nil` when its braces do not balance.
    package var pathTemplate: PathTemplate?
    package var pathParams: [ParameterSpec] = []
    package var query: [ParameterSpec] = []
    package var headers: [ParameterSpec] = []
    /// `cookies`: sent together as one `Cookie` header.
    package var cookies: [ParameterSpec] = []
    /// The type sent as the body: a model, a list, a dictionary or a scalar.
    package var body: Located<TypeRef>?
    /// `body_encoding`; `nil` when the spec does not say (JSON).
    package var bodyEncoding: Located<BodyEncoding>?
    /// `body_content_type`: the `Content-Type` of a `binary` or `text` body.
    package var bodyContentType: Located<String>?
    /// `part_content_types`: the declared `Content-Type` of a `multipart` body's parts, by wire name.
    package var partContentTypes: [(name: Located<String>, contentType: String)] = []
    /// `form_encoding`: the style of a `form` body's list and object fields, by wire name.
    package var formEncoding: [FormFieldEncoding] = []
    /// The type a 2xx body decodes as; `nil` when the endpoint answers with no body (204).
    package var response: Located<TypeRef>?
    /// `events`: the type each event of a `text/event-stream` 2xx body decodes as (its `data`);
    /// `nil` for an endpoint that answers with one body. Never set together with `response`.
    package var events: Located<TypeRef>?
    /// `response_encoding`; `nil` when the spec does not say (JSON).
    package var responseEncoding: Located<ResponseEncoding>?
    /// `response_content_type`: the media type of a `binary` or `text` 2xx body, sent as `Accept`.
    package var responseContentType: Located<String>?
    /// `errors`, the timeouts, `retry`, `auth` and the other keys an `operations:` entry also
    /// sets; read through the properties of the same names (EndpointSettings.swift).
    package var settings = EndpointSettings()
    /// `renamed_from`: the endpoint's names before, in its service (Swift source only).
    package var renamedFrom: [Located<String>] = []
    /// `deprecated`: the endpoint is on its way out.
    package var deprecation: Deprecation? = nil
}

/// A path as the spec writes it, split once (by Decode) into literal text and `{name}`
/// parameters, for Check (which matches the parameters with `path_params`) and
/// Translate (which writes the path expression).
package struct PathTemplate: Sendable, Hashable {
    package enum Part: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    package var parts: [Part]

    /// The `{name}` parts, in order.
    package var parameterNames: [String] {
        parts.compactMap { if case .parameter(let name) = $0 { name } else { nil } }
    }

    /// The path with each parameter as `{}` (`/pets/{}`): what a request's URL has in
    /// common whatever the parameters are named.
    package var erased: String {
        parts.map { part in
            switch part {
            case .literal(let text): text
            case .parameter: "{}"
            }
        }.joined()
    }
}
