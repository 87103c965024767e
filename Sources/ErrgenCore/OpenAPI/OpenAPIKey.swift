/// The fields of an OpenAPI 3.0 or 3.1 document that errgen reads, each named once.
///
/// A lookup names a case, so a misspelt field does not compile and the fields errgen reads
/// are listed here: `operation[.operationId]` is the operation's `operationId`. A name the
/// document chooses (a property, a security scheme) is looked up with `node[named: name]`
/// instead (OpenAPIFields.swift).
enum OpenAPIKey: String, Sendable {
    // The document
    case openapi, info, servers, paths, webhooks, components, tags, security
    // `components`
    case schemas, securitySchemes
    // A server
    case url, variables
    // An operation
    case operationId, parameters, requestBody, responses
    // A parameter
    case name, `in`, style, explode, schema
    // A request body or response, and a form or multipart body's `encoding` of its fields
    case content, encoding, contentType
    // A `text/event-stream` media type's OpenAPI 3.2 event schema, and its `data`'s own
    case itemSchema, contentSchema
    // A schema
    case type, format, properties, additionalProperties, items, required, `enum`, const, nullable, `default`
    case readOnly, writeOnly, example, examples, allOf, oneOf, anyOf, discriminator
    // A schema's constraints, which only `errgen diff` reads (`ValueConstraints`)
    case minLength, maxLength, pattern, minimum, maximum, minItems, maxItems
    // A discriminator
    case propertyName, mapping
    // A security scheme and its OAuth 2 flows
    case scheme, flows, password, authorizationCode, clientCredentials, tokenUrl, refreshUrl
    // Descriptions
    case title, summary, description
    /// An operation's, parameter's, property's or schema's deprecation, and the day it may be
    /// removed (`x-sunset`, the extension some documents write beside it).
    case deprecated
    case xSunset = "x-sunset"
    /// The extensions that list an operation's or a response's catalog codes: errgen's own, and
    /// the name Vonage's documents give their error catalog (a list or a mapping keyed by code).
    case xErrgenErrors = "x-errgen-errors"
    case xErrors = "x-errors"
}
