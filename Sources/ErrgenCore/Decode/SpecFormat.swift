import ErrgenVocabulary

/// The shape of one spec file, declared once.
///
/// The decoder takes every mapping's allowed and required keys from here (through
/// `NodeReader.keyedFields`) and the top-level sections too; `SpecSchema` writes the
/// JSON Schema of the format from the same declarations. A key the decoder accepts is a
/// key the schema accepts, by construction; `SpecFormatAgreementTests` checks that each
/// value kind declared here is one the decoder enforces, and the schema too.
///
/// A spec is a folder of files: each file holds some sections, so nothing here says
/// which sections must appear (the decoder checks that across files).
enum SpecFormat {
    /// What a value may be.
    indirect enum Value: Sendable {
        /// Any scalar (`reader.string`): text, and numbers or booleans read as their text.
        case text
        /// Any scalar but the empty string (`reader.nonEmptyString`).
        case nonEmptyText
        /// An unquoted whole number within the bounds (`reader.integer`).
        case integer(minimum: Int?, maximum: Int?)
        /// An unquoted decimal number of at least `minimum`, if any (a retry policy's multiplier, a `maximum`).
        case number(minimum: Int?)
        /// `true` or `false`, unquoted (`reader.boolean`).
        case boolean
        /// One of the names (`reader.choice`, from the runtime's own enums).
        case choice([String])
        /// `30s`, `500ms`, `1.5s`, `2m` or a number of seconds (`ScalarSyntax.duration`).
        case duration
        /// The type grammar (`TypeSyntax`).
        case type
        /// `error.code` (`ScalarSyntax.keyPath`).
        case keyPath
        /// A BCP-47 locale (`ScalarSyntax.isLocale`).
        case locale
        /// A code or name of a catalog entry (`reader.errorReference`).
        case errorReference
        /// One string, or a mapping from locale to string (`reader.localizedText`).
        case localizedText
        /// `details.<path>`, `body.<path>` or `header.<Name>`.
        case fieldSource
        /// The format version: `1`.
        case version
        /// A list of values, at least `minimum` long.
        case list(Value, minimum: Int)
        /// One value, or a list of at least one (`renamed_from: OLD` or `[OLD, OLDER]`).
        case oneOrList(Value)
        /// `deprecated`: `true`, `false`, the message, or `SpecFormat.deprecation` (`reader.deprecation`).
        case deprecation
        /// A calendar day, `2027-06-30` (`Deprecation.isDay`).
        case day
        /// A mapping with fixed keys.
        case mapping(Mapping)
        /// A mapping whose keys the spec names (codes, models, endpoints...), each to a value.
        case entries(key: EntryKey, Value)
        /// The short form or the long form: `Int?` or `{type: Int?, from: header.Retry-After}`.
        case shortOrLong(Value, Mapping)
        /// Any YAML value, kept as written (a property's `example`).
        case anything
    }

    /// What the keys of an `entries` mapping may be.
    enum EntryKey: Sendable {
        case any
        /// An HTTP status such as `404` or a class such as `4xx` (fallbacks).
        case status
        /// An error code: a non-empty string or an integer.
        case errorCode
        /// An HTTP header name, RFC 9110's `token` (Check reports one that is not, where it is written).
        case headerName
    }

    struct Key: Sendable {
        var name: String
        var value: Value
        var isRequired = false
        /// One line for the schema's `description`, which editors show on hover.
        var summary: String
    }

    /// A mapping with a fixed set of keys, named for the schema's `$defs`.
    struct Mapping: Sendable {
        var name: String
        var summary: String
        let keys: [Key]
        /// The keys' names, and those required: stored, as the decoder asks for each entry.
        let allowed: [String]
        let required: [String]

        init(name: String, summary: String, keys: [Key]) {
            self.name = name
            self.summary = summary
            self.keys = keys
            allowed = keys.map(\.name)
            required = keys.filter(\.isRequired).map(\.name)
        }
    }

    /// How a top-level section merges across files.
    enum SectionKind: Sendable {
        /// A fixed structure, in one file only.
        case settings
        /// Entries the user names, which may be spread over files.
        case named
    }

    /// `renamed_from` and `deprecated`, with what `renamed_from` lists for this kind of entry.
    static func evolutionKeys(renamedFrom: String) -> [Key] {
        [
            Key(name: "renamed_from", value: .oneOrList(.nonEmptyText), summary: renamedFrom),
            Key(
                name: "deprecated", value: .deprecation,
                summary:
                    "true, a message such as 'Use X', or {message, sunset}: marks the generated Swift deprecated."),
        ]
    }

    /// `min_length`, `max_length`, `pattern`, `minimum`, `maximum`, `min_items` and `max_items`:
    /// what the server accepts of a property's or parameter's value (`ValueConstraints`).
    static let constraintKeys: [Key] = [
        Key(
            name: "min_length", value: .integer(minimum: 0, maximum: nil),
            summary: "The fewest characters the server takes (a text, or a list's texts)."),
        Key(
            name: "max_length", value: .integer(minimum: 0, maximum: nil),
            summary: "The most characters the server takes (a text, or a list's texts)."),
        Key(
            name: "pattern", value: .nonEmptyText,
            summary: "The regular expression a text must match for the server to take it."),
        Key(name: "minimum", value: .number(minimum: nil), summary: "The smallest number the server takes."),
        Key(name: "maximum", value: .number(minimum: nil), summary: "The largest number the server takes."),
        Key(
            name: "min_items", value: .integer(minimum: 0, maximum: nil),
            summary: "The fewest items of a list the server takes."),
        Key(
            name: "max_items", value: .integer(minimum: 0, maximum: nil),
            summary: "The most items of a list the server takes."),
    ]

    /// The long form of `deprecated`: `{message: Use X, sunset: 2027-06-30}`.
    static let deprecation = Mapping(
        name: "deprecationDetails", summary: "A deprecation with its message and the day it may be removed.",
        keys: [
            Key(name: "message", value: .nonEmptyText, summary: "What to use instead, such as 'Use X'."),
            Key(
                name: "sunset", value: .day,
                summary: "The day (YYYY-MM-DD) until which the server keeps it; errgen diff reports an earlier removal."
            ),
        ])

    static func choices<Choice: RawRepresentable & CaseIterable>(_: Choice.Type) -> Value
    where Choice.RawValue == String {
        .choice(Choice.allCases.map(\.rawValue))
    }

    // MARK: The sections

    static let module = Mapping(
        name: "module", summary: "The name prefix, access level and locales of the generated code.",
        keys: [
            Key(
                name: "name", value: .nonEmptyText,
                summary: "The prefix of every generated type name: FinFlow gives FinFlowError, FinFlowClient..."),
            Key(
                name: "access", value: choices(AccessLevel.self),
                summary: "The access level of everything generated (default internal)."),
            Key(
                name: "locales", value: .list(.locale, minimum: 1),
                summary: "The locales of the texts; the first is the fallback (default [en])."),
            Key(
                name: "missing_translation", value: choices(MissingTranslationPolicy.self),
                summary: "Whether a text missing in a locale is an error or a warning (default error)."),
            Key(
                name: "date_format", value: choices(DateFormat.self),
                summary:
                    "How model properties of type Date are written (default: as the client's JSONDecoder does, ISO 8601)."
            ),
        ])

    static let envelope = Mapping(
        name: "envelope", summary: "Where the server's error body keeps the code, message, details and request id.",
        keys: [
            Key(
                name: "code", value: .keyPath, isRequired: true,
                summary: "The key path of the error code, such as error.code."),
            Key(name: "message", value: .keyPath, summary: "The key path of the server's message (default message)."),
            Key(
                name: "details", value: .keyPath,
                summary: "The key path of the object that fields are read from by default."),
            Key(name: "request_id", value: .keyPath, summary: "The key path of the request id, for support."),
        ])

    static let retryPolicy = Mapping(
        name: "retryPolicy", summary: "A named retry policy.",
        keys: [
            Key(
                name: "max_attempts", value: .integer(minimum: 1, maximum: nil), isRequired: true,
                summary: "Attempts in all, the first included (1 = never retry)."),
            Key(name: "initial_backoff", value: .duration, summary: "The wait before the first retry (default 1s)."),
            Key(name: "max_backoff", value: .duration, summary: "The longest wait between attempts (default 60s)."),
            Key(name: "multiplier", value: .number(minimum: 1), summary: "How much each wait grows (default 2)."),
            Key(name: "jitter", value: choices(Jitter.self), summary: "How waits are randomized (default full)."),
            Key(
                name: "retry_after", value: choices(RetryAfterRule.self),
                summary: "What a Retry-After header does (default honor)."),
        ])

    static let defaults = Mapping(
        name: "defaults", summary: "The timeouts, retry policy and auth of every endpoint that does not set its own.",
        keys: [
            Key(name: "timeout", value: .duration, summary: "The longest wait for a response to start."),
            Key(name: "resource_timeout", value: .duration, summary: "The longest a whole request may take."),
            Key(name: "retry", value: .nonEmptyText, summary: "The name of a retry policy."),
            Key(
                name: "auth", value: choices(AuthRequirement.self),
                summary: "Whether endpoints send the session's token (default bearer)."),
            Key(
                name: "headers", value: .entries(key: .headerName, .mapping(defaultHeader)),
                summary: "Headers sent with every request, by name, each with where its value comes from."),
        ])

    static let credential = Mapping(
        name: "credential",
        summary: "A credential the app supplies at run time: an API key, HTTP basic or a fixed token.",
        keys: [
            Key(
                name: "type", value: choices(SpecDecoder.CredentialType.self), isRequired: true,
                summary: "api_key (in a header, query item or cookie), basic (RFC 7617) or bearer (a fixed token)."),
            Key(
                name: "in", value: choices(SpecDecoder.APIKeyPlace.self),
                summary: "Where an api_key goes (required for api_key)."),
            Key(
                name: "name", value: .nonEmptyText,
                summary: "The header, query item or cookie an api_key goes in (required for api_key)."),
        ])

    static let session = Mapping(
        name: "session", summary: "The endpoint that refreshes the session, and where its tokens go and come back.",
        keys: [
            Key(
                name: "refresh", value: .nonEmptyText, isRequired: true,
                summary: "The refresh endpoint, as Service.endpoint."),
            Key(
                name: "send_refresh_token", value: .nonEmptyText, isRequired: true,
                summary: "Where the refresh token goes: body.<property> or header.<name>."),
            Key(
                name: "body_values", value: .entries(key: .any, .text),
                summary: "Fixed values of other body properties, such as grant_type: refresh_token."),
            Key(
                name: "send_client_id", value: .nonEmptyText,
                summary: "body.<property> that carries the client_id the app gives authenticator(...) at run time."),
            Key(
                name: "send_client_secret", value: .nonEmptyText,
                summary: "body.<property> that carries the client secret the app gives at run time, never the spec."),
            Key(
                name: "access_token", value: .nonEmptyText, isRequired: true,
                summary: "The response property with the new access token."),
            Key(
                name: "refresh_token", value: .nonEmptyText,
                summary: "The response property with the new refresh token, if any."),
            Key(
                name: "expires_in", value: .nonEmptyText,
                summary: "The response property with the access token's lifetime in seconds."),
        ])

    static let defaultHeader = Mapping(
        name: "defaultHeader",
        summary: "Where a default header's value comes from: exactly one of from, provider and value.",
        keys: [
            Key(
                name: "from", value: choices(DefaultHeaderSource.self),
                summary: "What the runtime knows: locale (the app's language)."),
            Key(
                name: "provider", value: .nonEmptyText,
                summary: "The property of the generated header values the app supplies."),
            Key(name: "value", value: .text, summary: "The same text on every request."),
        ])

    /// The runtime's failure kinds a spec may map to an entry: all but `cancelled`, which
    /// always takes `other`'s entry and is never shown to a user.
    static let clientErrorKinds = ClientFailure.allCases.filter { $0 != .cancelled }

    static let clientErrors = Mapping(
        name: "clientErrors", summary: "The entries raised when no usable response arrives.",
        keys: clientErrorKinds.map { kind in
            Key(
                name: kind.rawValue, value: .errorReference, isRequired: kind == .other,
                summary: clientErrorSummary(kind))
        })

    private static func clientErrorSummary(_ kind: ClientFailure) -> String {
        switch kind {
        case .offline: "The entry raised when the device has no connection (default: other's)."
        case .timeout: "The entry raised when a request times out (default: other's)."
        case .decoding: "The entry raised when a response does not decode (default: other's)."
        case .cancelled, .other: "The entry raised for any other failure without a usable response."
        }
    }

    static let field = Mapping(
        name: "field", summary: "A typed value of the error response.",
        keys: [
            Key(name: "type", value: .type, isRequired: true, summary: "The field's type, such as Int?."),
            Key(
                name: "from", value: .fieldSource,
                summary: "Where the value is read: details.<path> (default), body.<path> or header.<Name>."),
            Key(
                name: "summary", value: .text,
                summary: "What the value means, for the translators' comment of the texts that use it."),
        ]
            + evolutionKeys(
                renamedFrom:
                    "The field's previous keys (the last of its key path, or its header), read when its key is absent."
            ))

    static let error = Mapping(
        name: "error", summary: "One error code of the catalog.",
        keys: [
            Key(
                name: "name", value: .nonEmptyText,
                summary: "The name of the Swift case, for codes that are not names (5002)."),
            Key(
                name: "status", value: .integer(minimum: 100, maximum: 599),
                summary: "The HTTP status the server answers with."),
            Key(
                name: "category", value: choices(ErrorCategory.self), isRequired: true,
                summary: "What the runtime and the UI do with it."),
            Key(name: "summary", value: .text, summary: "One line for developers, in doc comments."),
            Key(name: "title", value: .localizedText, summary: "The alert title the user reads."),
            Key(
                name: "message", value: .localizedText, isRequired: true,
                summary:
                    "The message the user reads; {field}, {count, plural, ...} and {field ?? fallback} placeholders."),
            Key(name: "failure_reason", value: .localizedText, summary: "Why it failed, for the user."),
            Key(name: "recovery_suggestion", value: .localizedText, summary: "What the user can do."),
            Key(
                name: "fields", value: .entries(key: .any, .shortOrLong(.type, field)),
                summary: "Typed values of the response."),
            Key(name: "retry", value: .nonEmptyText, summary: "The name of the retry policy for this code."),
            Key(
                name: "problem_type", value: .nonEmptyText,
                summary: "The RFC 9457 problem type URI that also means this code."),
        ] + evolutionKeys(renamedFrom: "The code's previous wire codes, which still decode as this entry."))

    static let property = Mapping(
        name: "property", summary: "A property of a model.",
        keys: [
            Key(name: "type", value: .type, isRequired: true, summary: "The property's type."),
            Key(name: "secret", value: .boolean, summary: "Redacted in logs and descriptions."),
            Key(name: "summary", value: .text, summary: "One line for the property's doc comment."),
            Key(
                name: "date_format", value: choices(DateFormat.self),
                summary: "How this property's dates are written (default module.date_format)."),
            Key(
                name: "default", value: .text,
                summary:
                    "The value the initializer defaults to and a missing key decodes as (a string, number, boolean or enum value)."
            ),
            Key(
                name: "access", value: choices(PropertyAccess.self),
                summary: "read_write (the default); read_only or write_only: optional, sent one way only."),
            Key(
                name: "example", value: .anything,
                summary: "A value errgen mock answers with, in the property's JSON form (generated code ignores it)."),
        ] + constraintKeys
            + evolutionKeys(renamedFrom: "The property's previous wire keys, read when its key is absent."))

    static let model = Mapping(
        name: "model", summary: "A model's long form: its summary and properties.",
        keys: [
            Key(name: "summary", value: .text, summary: "One line for the model's doc comment."),
            Key(
                name: "properties", value: .entries(key: .any, .shortOrLong(.type, property)), isRequired: true,
                summary: "The properties, each a type or {type, secret, summary, ...}."),
        ] + evolutionKeys(renamedFrom: "The model's previous names, kept as deprecated typealiases."))

    static let enumValue = Mapping(
        name: "enumValue", summary: "One value of an enum.",
        keys: [
            Key(
                name: "name", value: .nonEmptyText,
                summary: "The name of the Swift case, for values that are not names (2)."),
            Key(name: "summary", value: .text, summary: "One line for the case's doc comment."),
        ] + evolutionKeys(renamedFrom: "The value's previous wire values, which still decode as it."))

    static let enumeration = Mapping(
        name: "enum", summary: "A named set of string or integer values, generated as an open enum.",
        keys: [
            Key(name: "summary", value: .text, summary: "One line for the enum's doc comment."),
            Key(
                name: "type", value: choices(EnumSpec.RawType.self),
                summary: "What the values are on the wire (default String)."),
            Key(
                name: "values", value: .entries(key: .any, .shortOrLong(.text, enumValue)), isRequired: true,
                summary: "The known values, each to its summary or to {name, summary}."),
        ])

    static let unionMember = Mapping(
        name: "unionMember", summary: "One member of a union.",
        keys: [
            Key(name: "type", value: .type, isRequired: true, summary: "The member's type, usually a model."),
            Key(name: "name", value: .nonEmptyText, summary: "The Swift case name (default: from the type)."),
            Key(
                name: "values", value: .list(.nonEmptyText, minimum: 1),
                summary: "The discriminator's values that select this member (default: the model's name)."),
            Key(name: "summary", value: .text, summary: "One line for the case's doc comment."),
        ])

    static let union = Mapping(
        name: "union", summary: "A value that is one of several types, generated as an enum with a case per member.",
        keys: [
            Key(name: "summary", value: .text, summary: "One line for the union's doc comment."),
            Key(
                name: "discriminator", value: .nonEmptyText,
                summary:
                    "The property whose value says which member a value is; without it, members are tried in order."
            ),
            Key(
                name: "members", value: .list(.shortOrLong(.type, unionMember), minimum: 1), isRequired: true,
                summary: "The member types, each a type or {type, name, values, summary}."),
        ])

    /// A parameter's `deprecated`: its method's doc says so (Swift has no attribute for one argument).
    static let parameterDeprecation = Key(
        name: "deprecated", value: .deprecation,
        summary: "true, a message such as 'Use X', or {message, sunset}: the method's doc says so.")

    static let queryParameter = Mapping(
        name: "queryParameter", summary: "A query parameter with its style.",
        keys: [
            Key(name: "type", value: .type, isRequired: true, summary: "The parameter's type."),
            Key(
                name: "style", value: choices(QueryStyle.self),
                summary:
                    "form (the default: name=value), space_delimited or pipe_delimited (a list joined by spaces or pipes), or deep_object (a dictionary as name[key]=value)."
            ),
            Key(
                name: "explode", value: .boolean,
                summary:
                    "For a list in form style: true (the default) repeats the name, false joins the values by commas; true makes a delimited style form."
            ),
            Key(name: "secret", value: .boolean, summary: "Redacted in logs and descriptions."),
            Key(
                name: "encoding", value: choices(ParameterEncoding.self),
                summary: "json: the value is sent as its JSON text, so any type goes (a model too)."),
            parameterDeprecation,
        ] + constraintKeys)

    static let formFieldEncoding = Mapping(
        name: "formFieldEncoding", summary: "How a form body writes one list or object field (OpenAPI's encoding).",
        keys: [
            Key(
                name: "style", value: choices(QueryStyle.self),
                summary:
                    "form (the default), space_delimited or pipe_delimited (a list or object joined by spaces or pipes), or deep_object (an object as name[key]=value)."
            ),
            Key(
                name: "explode", value: .boolean,
                summary:
                    "true (form's default) writes a field per value or property; false (the delimited styles' default) joins them into one field."
            ),
        ])

    static let headerParameter = Mapping(
        name: "headerParameter", summary: "A request header with its options.",
        keys: [
            Key(name: "type", value: .type, isRequired: true, summary: "The header's type."),
            Key(name: "secret", value: .boolean, summary: "Redacted in logs and descriptions."),
            Key(
                name: "encoding", value: choices(ParameterEncoding.self),
                summary: "json: the value is sent as its JSON text, so any type goes (a model too)."),
            parameterDeprecation,
        ] + constraintKeys)

    static let pathParameter = Mapping(
        name: "pathParameter", summary: "A path parameter or cookie with what the server accepts of it.",
        keys: [Key(name: "type", value: .type, isRequired: true, summary: "The parameter's type.")] + constraintKeys)

    static let endpoint = Mapping(
        name: "endpoint", summary: "One endpoint of a service.",
        keys: [
            Key(name: "summary", value: .text, summary: "One line for the endpoint's doc comment."),
            Key(name: "method", value: choices(HTTPMethod.self), isRequired: true, summary: "The HTTP method."),
            Key(name: "path", value: .nonEmptyText, isRequired: true, summary: "The path, with {name} parameters."),
            Key(
                name: "path_params", value: .entries(key: .any, .shortOrLong(.type, pathParameter)),
                summary: "The types of the path's {name} parameters, or {type, max_length, pattern, ...}."),
            Key(
                name: "query", value: .entries(key: .any, .shortOrLong(.type, queryParameter)),
                summary: "Query parameters and their types, or {type, style, explode, secret, encoding}."),
            Key(
                name: "headers", value: .entries(key: .headerName, .shortOrLong(.type, headerParameter)),
                summary: "Request headers and their types, or {type, secret, encoding}."),
            Key(
                name: "cookies", value: .entries(key: .any, .shortOrLong(.type, pathParameter)),
                summary: "Cookies and their types, or {type, max_length, pattern, ...}, sent as one Cookie header."),
            Key(
                name: "body", value: .type, summary: "The type sent as the body: a model, [T], [String: T] or a scalar."
            ),
            Key(
                name: "body_encoding", value: choices(BodyEncoding.self),
                summary:
                    "How the body is written: json (the default), form, multipart, binary (an UploadFile) or text (a String)."
            ),
            Key(
                name: "body_content_type", value: .nonEmptyText,
                summary: "The Content-Type of a binary or text body (application/octet-stream, text/plain)."),
            Key(
                name: "part_content_types", value: .entries(key: .any, .nonEmptyText),
                summary: "The Content-Type of a multipart body's parts, by property wire name."),
            Key(
                name: "form_encoding", value: .entries(key: .any, .mapping(formFieldEncoding)),
                summary: "How a form body writes its list and object fields, by property wire name: {style, explode}."
            ),
            Key(
                name: "response", value: .type,
                summary:
                    "The type a 2xx body decodes to: a model, [T], [String: T] or a scalar; leave it out when there is no body."
            ),
            Key(
                name: "events", value: .type,
                summary:
                    "The type each event of a text/event-stream 2xx body decodes to (its data): a model, a union or String."
            ),
            Key(
                name: "response_encoding", value: choices(ResponseEncoding.self),
                summary: "How a 2xx body is read: json (the default), binary (Data) or text (a String)."),
            Key(
                name: "response_content_type", value: .nonEmptyText,
                summary: "The media type of a binary or text 2xx body, sent as Accept."),
        ]
            + endpointSettingKeys(
                of: "endpoint",
                auth:
                    "bearer (the session's token), none, or credentials: a name, or alternatives, each a name or names joined by +."
            )
            + evolutionKeys(renamedFrom: "The endpoint's previous names, kept as deprecated methods."))

    /// The keys an endpoint and an `operations:` entry share, read into `EndpointSettings` by
    /// one reader; `owner` (`endpoint` or `operation`) and `auth` word their summaries.
    static func endpointSettingKeys(of owner: String, auth: String) -> [Key] {
        [
            Key(
                name: "errors", value: .list(.errorReference, minimum: 0), summary: "The codes this \(owner) documents."
            ),
            Key(name: "timeout", value: .duration, summary: "The longest wait for a response to start."),
            Key(name: "resource_timeout", value: .duration, summary: "The longest the whole request may take."),
            Key(name: "retry", value: .nonEmptyText, summary: "The name of the retry policy."),
            Key(name: "auth", value: .oneOrList(.nonEmptyText), summary: auth),
            Key(name: "idempotent", value: .boolean, summary: "Safe to retry although the method is not."),
            Key(
                name: "idempotency_key", value: .boolean,
                summary: "Sends an Idempotency-Key header, the same on every retry."),
            Key(
                name: "default_headers", value: .boolean,
                summary: "Whether the request sends defaults.headers (default true)."),
            Key(
                name: "terminator", value: .nonEmptyText,
                summary: "With events: the data that ends the stream (such as [DONE]), which is not an event."),
        ]
    }

    static let openAPI = Mapping(
        name: "openapi", summary: "The OpenAPI document the services and models come from.",
        keys: [
            Key(
                name: "document", value: .nonEmptyText, isRequired: true,
                summary: "The document's path, relative to the spec folder (YAML or JSON)."),
            Key(
                name: "unsupported", value: choices(OpenAPISettings.UnsupportedPolicy.self),
                summary:
                    "error (the default): what errgen cannot represent is an error; skip: a warning, and the rest is generated."
            ),
        ])

    static let operation = Mapping(
        name: "operation", summary: "What the OpenAPI document cannot say about one operation.",
        keys: endpointSettingKeys(
            of: "operation",
            auth: "bearer, none, or credentials schemes as alternatives, over the document's security."))

    static let service = Mapping(
        name: "service", summary: "A group of endpoints.",
        keys: [
            Key(name: "summary", value: .text, summary: "One line for the service's doc comment."),
            Key(
                name: "endpoints", value: .entries(key: .any, .mapping(endpoint)), isRequired: true,
                summary: "The endpoints, by name."),
        ])

    static let mock = Mapping(
        name: "mock", summary: "What errgen mock answers where the rest of the spec leaves it open.",
        keys: [
            Key(
                name: "validation_error", value: .errorReference,
                summary: "The catalog entry errgen mock answers a malformed request with, with the failing fields.")
        ])

    /// The top-level sections of a file, each with how it merges across files.
    static let sections: [(key: Key, kind: SectionKind)] = [
        (Key(name: "errgen", value: .version, summary: "The format version: 1, in one file of the folder."), .settings),
        (Key(name: "module", value: .mapping(module), summary: module.summary), .settings),
        (Key(name: "envelope", value: .mapping(envelope), summary: envelope.summary), .settings),
        (Key(name: "defaults", value: .mapping(defaults), summary: defaults.summary), .settings),
        (Key(name: "client_errors", value: .mapping(clientErrors), summary: clientErrors.summary), .settings),
        (Key(name: "session", value: .mapping(session), summary: session.summary), .settings),
        (Key(name: "openapi", value: .mapping(openAPI), summary: openAPI.summary), .settings),
        (Key(name: "mock", value: .mapping(mock), summary: mock.summary), .settings),
        (Key(name: "servers", value: .entries(key: .any, .nonEmptyText), summary: "Named base URLs."), .named),
        (
            Key(
                name: "credentials", value: .entries(key: .any, .mapping(credential)),
                summary: "The API keys, basic and fixed tokens the app supplies at run time, by the name auth gives."),
            .named
        ),
        (
            Key(
                name: "retry_policies", value: .entries(key: .any, .mapping(retryPolicy)),
                summary: "Named retry policies."), .named
        ),
        (
            Key(
                name: "errors", value: .entries(key: .errorCode, .mapping(error)),
                summary: "The error catalog, one entry per code."), .named
        ),
        (
            Key(
                name: "fallbacks", value: .entries(key: .status, .errorReference),
                summary: "The entries for responses whose code is missing or unknown."),
            .named
        ),
        (
            Key(
                name: "models",
                value: .entries(key: .any, .shortOrLong(.entries(key: .any, .shortOrLong(.type, property)), model)),
                summary: "Codable structs, by name."), .named
        ),
        (
            Key(
                name: "enums", value: .entries(key: .any, .mapping(enumeration)),
                summary: "Open enums of string or integer values, by name."), .named
        ),
        (
            Key(
                name: "unions", value: .entries(key: .any, .mapping(union)),
                summary: "Values that are one of several types (OpenAPI oneOf and anyOf), by name."), .named
        ),
        (
            Key(
                name: "services", value: .entries(key: .any, .mapping(service)),
                summary: "Endpoints, grouped by service."), .named
        ),
        (
            Key(
                name: "operations", value: .entries(key: .any, .mapping(operation)),
                summary: "Settings of the OpenAPI document's operations, by operationId."), .named
        ),
    ]

    static let settingsSections = sections.filter { $0.kind == .settings }.map(\.key.name)
    static let namedSections = sections.filter { $0.kind == .named }.map(\.key.name)
}
