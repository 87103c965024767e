import Foundation

/// The cap on what one log entry carries of a body or an error's text, so that a log
/// handler never receives a string the size of a hostile response.
enum LogLimit {
    /// 16 KiB of UTF-8 text per body or error: enough to read any JSON an app logs.
    static let maximumTextBytes = 16 * 1024

    /// 1 MiB: a larger body is not redacted for the log, since redacting makes a string of
    /// its size (Benchmarks/README.md, "response-memory.sh"); its entry gives its size alone.
    static let maximumRedactedBytes = 1024 * 1024

    /// `body` as the log shows it: redacted by `redact` and cut, or only its size when it is
    /// larger than ``maximumRedactedBytes``.
    static func body(_ body: Data?, redact: (Data?) -> String?) -> String? {
        guard let body, body.count > maximumRedactedBytes else { return redact(body).map(capped) }
        return "<body of \(body.count) bytes, not logged>"
    }

    /// `text` cut to ``maximumTextBytes``, with the number of bytes left out.
    static func capped(_ text: String) -> String {
        let count = text.utf8.count
        guard count > maximumTextBytes else { return text }
        return String(decoding: text.utf8.prefix(maximumTextBytes), as: UTF8.self) + omission(count)
    }

    private static func omission(_ count: Int) -> String {
        "… <\(count - maximumTextBytes) more bytes not logged>"
    }
}
