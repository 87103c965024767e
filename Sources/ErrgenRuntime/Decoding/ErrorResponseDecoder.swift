import Foundation

/// Reads a non-2xx response into the `ErrorPayload` a generated catalog decodes.
///
/// Reading never fails: a body that is not JSON (an HTML 502 page), an empty
/// body or truncated JSON gives a payload without a code, which the catalog
/// classifies by status through its `fallbacks`.
struct ErrorResponseDecoder: Sendable {
    /// Where the catalog's error bodies keep their fields.
    let envelope: ErrorEnvelope

    /// - Parameters:
    ///   - endpoint: `Service.endpoint`, for the error's context.
    ///   - now: the wall-clock time, to turn a `Retry-After` date into a wait.
    func payload(for response: TransportResponse, endpoint: String?, now: Date) -> ErrorPayload {
        let json = try? JSONSerialization.jsonObject(with: response.body, options: [.fragmentsAllowed])
        var context = ErrorContext(status: response.status, endpoint: endpoint)
        context.retryAfter = response.header("Retry-After").flatMap { RetryAfter.parse($0, now: now) }

        if isProblemDetails(response), let problem = json as? [String: Any] {
            return problemPayload(problem, response: response, context: context)
        }
        context.serverMessage = envelope.message.flatMap { text(in: json, at: $0) }
        context.requestID = envelope.requestID.flatMap { text(in: json, at: $0) }
        return ErrorPayload(
            status: response.status,
            code: json.flatMap { wireCode(JSONFragment.value(in: $0, at: envelope.code)) },
            context: context,
            headers: response.headers,
            body: response.body,
            detailsPath: envelope.details ?? []
        )
    }

    /// RFC 9457: `type` names the problem (matched against the catalog's
    /// `problem_type`), `detail` is the server's message, and the extension members
    /// sit at the root, so `details` fields are read from there.
    private func problemPayload(
        _ problem: [String: Any],
        response: TransportResponse,
        context: ErrorContext
    ) -> ErrorPayload {
        var context = context
        context.serverMessage = (problem["detail"] as? String) ?? (problem["title"] as? String)
        context.requestID = envelope.requestID.flatMap { text(in: problem, at: $0) }
        let type = (problem["type"] as? String).flatMap { $0 == "about:blank" ? nil : $0 }
        return ErrorPayload(
            status: response.status,
            code: wireCode(JSONFragment.value(in: problem, at: envelope.code)),
            problemType: type,
            context: context,
            headers: response.headers,
            body: response.body,
            detailsPath: []
        )
    }

    private func isProblemDetails(_ response: TransportResponse) -> Bool {
        response.header("Content-Type")?.lowercased().hasPrefix("application/problem+json") ?? false
    }

    /// A string or an integer code; anything else (a number with a fraction, an object) is no code.
    private func wireCode(_ value: Any?) -> WireCode? {
        switch value {
        case let string as String: return .string(string)
        case let number as NSNumber:
            // JSONSerialization gives Bool as NSNumber too; `true` is not a code.
            guard !isBoolean(number), let integer = Int(exactly: number.doubleValue) else { return nil }
            return .integer(integer)
        default: return nil
        }
    }

    private func text(in json: Any?, at path: [String]) -> String? {
        guard let json, let value = JSONFragment.value(in: json, at: path) else { return nil }
        switch value {
        case let string as String: return string
        case let number as NSNumber: return number.stringValue
        default: return nil
        }
    }
}

/// Whether an `NSNumber` from `JSONSerialization` is `true`/`false` rather than a number.
private func isBoolean(_ number: NSNumber) -> Bool {
    // `objCType` is "c" for booleans on Apple platforms and on Linux alike.
    String(cString: number.objCType) == "c"
}
