/// A construct of an OpenAPI document errgen cannot represent, where the document writes it.
///
/// Thrown from where the construct is met up to the operation or property that holds it,
/// which `unsupported: skip` leaves out with a warning and `unsupported: error` reports.
struct Unsupported: Error {
    var message: String
    var location: SourceLocation
    /// Already an error where it was found (a `$ref` that leads nowhere): what holds it is
    /// left out without a second diagnostic.
    var isReported = false

    init(_ message: String, at location: SourceLocation, isReported: Bool = false) {
        self.message = message
        self.location = location
        self.isReported = isReported
    }

    /// The messages, one per construct, so the reference and the tests name the same text.
    static func onlyNull(_ keyword: String) -> String {
        "'\(keyword)' whose every schema is null is not supported"
    }
    static let unionsInAllOf =
        "an 'allOf' that merges more than one 'oneOf' or 'anyOf' (a union of unions' combinations) is not supported"
    static let notASchema = "a schema that is neither a mapping nor 'true' is not supported"
    static func mediaType(_ types: [String]) -> String {
        "no media type errgen reads (JSON, a form, multipart/form-data, text/*, or bytes such as "
            + "application/octet-stream, image/* or format: binary) among "
            + types.map { "'\($0)'" }.joined(separator: ", ")
    }
    static func parameterType(_ place: String) -> String {
        "a \(place) parameter of this schema (an object or a list of objects) is not supported"
    }
    static let deepObject =
        "a 'style: deepObject' query parameter of an object with fixed 'properties' (or of values that are not text, numbers or booleans) is not supported"
    static let objectQuery =
        "a query object in a style other than form or deepObject, or with a property that has no text form (an object, a list of objects, bytes), is not supported"
    static let formFieldEncoding =
        "a form body field with 'style: deepObject' that is not an object, or a styled list or object field whose values have no text form (a nested object, bytes), is not supported"
    static let multipartNotObject = "a multipart/form-data body whose schema is not an object with properties"
    static let contentParameter =
        "a parameter whose 'content' is not one JSON media type, or a path or cookie parameter with 'content'"
    static let brokenReference = "a schema whose '$ref' cannot be followed"
}
