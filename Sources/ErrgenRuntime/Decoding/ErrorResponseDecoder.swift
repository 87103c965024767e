import Foundation

/// Reads a non-2xx response into the `ErrorPayload` a generated catalog decodes.
///
/// Reading never fails: a body that is not JSON (an HTML 502 page), an empty
/// body or truncated JSON gives a payload without a code, which the catalog
/// classifies by status through its `fallbacks`.
///
/// The body is parsed once, here, and its text cleaned (``ServerText``): the code, the
/// server's message, the request id and every field are read from the cleaned document,
/// which the payload keeps, so the catalog's field reads do not parse it again.
struct ErrorResponseDecoder: Sendable {
    /// Where the catalog's error bodies keep their fields.
    let envelope: ErrorEnvelope

    /// - Parameters:
    ///   - endpoint: `Service.endpoint`, for the error's context.
    ///   - now: the wall-clock time, to turn a `Retry-After` date into a wait.
    func payload(for response: TransportResponse, endpoint: String?, now: Date) -> ErrorPayload {
        let json = JSONValue.parseServerText(response.body)
        var context = ErrorContext(status: response.status, endpoint: endpoint)
        context.retryAfter = response.header("Retry-After").flatMap { RetryAfter.parse($0, now: now) }

        if isProblemDetails(response), let problem = json, case .object = problem {
            return problemPayload(problem, response: response, context: context)
        }
        context.serverMessage = envelope.message.flatMap { json?.value(at: $0)?.text }
        context.requestID = envelope.requestID.flatMap { json?.value(at: $0)?.text }
        return ErrorPayload(
            status: response.status,
            code: json?.value(at: envelope.code)?.wireCode,
            problemType: nil,
            context: context,
            headers: response.headers,
            body: response.body,
            json: json,
            detailsPath: envelope.details ?? []
        )
    }

    /// RFC 9457: `type` names the problem (matched against the catalog's
    /// `problem_type`), `detail` is the server's message, and the extension members
    /// sit at the root, so `details` fields are read from there.
    private func problemPayload(_ problem: JSONValue, response: TransportResponse, context: ErrorContext)
        -> ErrorPayload
    {
        var context = context
        context.serverMessage =
            problem.value(at: ["detail"]).flatMap(string) ?? problem.value(at: ["title"]).flatMap(string)
        context.requestID = envelope.requestID.flatMap { problem.value(at: $0)?.text }
        let type = problem.value(at: ["type"]).flatMap(string).flatMap { $0 == "about:blank" ? nil : $0 }
        return ErrorPayload(
            status: response.status,
            code: problem.value(at: envelope.code)?.wireCode,
            problemType: type,
            context: context,
            headers: response.headers,
            body: response.body,
            json: problem,
            detailsPath: []
        )
    }

    private func string(_ value: JSONValue) -> String? {
        if case .string(let text) = value { return text }
        return nil
    }

    private func isProblemDetails(_ response: TransportResponse) -> Bool {
        guard let contentType = response.header("Content-Type") else { return false }
        return HeaderFields.hasPrefixIgnoringCase(contentType, lowercasedPrefix: "application/problem+json")
    }
}
