import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport's error as the runtime keeps it: a `URLError` made again with every URL in
/// it redacted (``Redactor/redactingQueries(in:)``), since its description, its `dump` and
/// `failingURL` carry the request's URL with its query.
enum TransportErrorRedaction {
    static func redacting(_ error: any Error) -> any Error {
        guard let urlError = error as? URLError else { return error }
        return URLError(urlError.code, userInfo: redacted(urlError.userInfo))
    }

    /// URLs and text with their queries redacted, errors inside made again the same way,
    /// numbers kept; anything else (a task, whose description may name the URL) left out.
    private static func redacted(_ info: [String: Any]) -> [String: Any] {
        info.compactMapValues { value -> Any? in
            switch value {
            case let url as URL: URL(string: Redactor.redactingQueries(in: url.absoluteString))
            case let text as String: Redactor.redactingQueries(in: text)
            case let error as NSError:
                NSError(domain: error.domain, code: error.code, userInfo: redacted(error.userInfo))
            case is Int, is Int32, is Int64, is Double, is Bool: value
            case let number as NSNumber: number
            default: nil
            }
        }
    }
}
