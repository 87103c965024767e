import Foundation

/// The cap on what one log entry carries of a body or an error's text, so that a log
/// handler never receives a string the size of a hostile response.
enum LogLimit {
    /// 16 KiB of UTF-8 text per body or error: enough to read any JSON an app logs.
    static let maximumTextBytes = 16 * 1024

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
