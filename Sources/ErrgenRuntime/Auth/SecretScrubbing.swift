import Foundation

/// Takes the session's own tokens out of an error a refresh threw, wherever the server
/// echoed them: its message, its body, its headers, the errors underneath.
///
/// A refresh endpoint that echoes its request (`"invalid refresh token r-123"`) would
/// otherwise put the refresh token into the text of every error of the ended session,
/// and into the logout hook's ``SessionEnd``. Field names cannot find a token inside free
/// text; its value can. An error an ``APIClient`` made is made again from its scrubbed
/// origin, so its fields and description are read from the scrubbed body; any other
/// error is kept as it is.
enum SecretScrubbing {
    /// The error with every occurrence of each of `secrets` replaced by `<redacted>`.
    ///
    /// - Parameter secrets: the tokens; those shorter than 4 characters are left alone,
    ///   since replacing them would garble the text and hide nothing.
    static func scrubbing(_ error: any Error, hiding secrets: [String]) -> any Error {
        let secrets = secrets.filter { $0.count >= 4 }
        guard !secrets.isEmpty, let catalogError = error as? any CatalogError else { return error }
        return remade(catalogError, secrets)
    }

    private static func remade<Failure: CatalogError>(_ error: Failure, _ secrets: [String]) -> any Error {
        guard let origin = error.context.origin else { return error }
        return scrubbed(origin, secrets).error(as: Failure.self)
    }

    private static func scrubbed(_ origin: FailureOrigin, _ secrets: [String]) -> FailureOrigin {
        guard case .response(var payload) = origin else {
            return origin.adjustingContext { scrub(&$0, secrets) }
        }
        scrub(&payload.context, secrets)
        payload.headers = payload.headers.mapValues { scrubbed($0, secrets) }
        if let body = scrubbed(payload.body, secrets) { payload.body = body }
        return .response(payload)
    }

    private static func scrub(_ context: inout ErrorContext, _ secrets: [String]) {
        context.serverMessage = context.serverMessage.map { scrubbed($0, secrets) }
        context.requestID = context.requestID.map { scrubbed($0, secrets) }
        context.underlyingError = context.underlyingError.map { scrubbing($0, hiding: secrets) }
    }

    private static func scrubbed(_ text: String, _ secrets: [String]) -> String {
        secrets.reduce(text) { $0.replacingOccurrences(of: $1, with: Redactor.placeholder) }
    }

    /// The body with the secrets replaced in its strings and keys, written as UTF-8 JSON
    /// (a JSON body in any encoding) or as text; `nil` when it holds none of them.
    private static func scrubbed(_ body: Data, _ secrets: [String]) -> Data? {
        if let json = JSONValue.parse(body) {
            let clean = scrubbed(json, secrets)
            let text = clean.jsonText
            return text == json.jsonText ? nil : Data(text.utf8)
        }
        guard let text = String(data: body, encoding: .utf8) else { return nil }
        let clean = scrubbed(text, secrets)
        return clean == text ? nil : Data(clean.utf8)
    }

    private static func scrubbed(_ value: JSONValue, _ secrets: [String]) -> JSONValue {
        switch value {
        case .string(let text): .string(scrubbed(text, secrets))
        case .array(let elements): .array(elements.map { scrubbed($0, secrets) })
        case .object(let members):
            .object(members.map { JSONMember(key: scrubbed($0.key, secrets), value: scrubbed($0.value, secrets)) })
        default: value
        }
    }
}
