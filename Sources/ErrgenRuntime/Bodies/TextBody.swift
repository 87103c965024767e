import Foundation

/// The text of `text/*` bodies, both ways.
///
/// A response's text is read in the charset its `Content-Type` names (UTF-8 when it names
/// none, or one this reader does not know; UTF-16 and UTF-32 of either byte order, Latin-1,
/// Windows-1252 otherwise), as the log reads bodies. Bytes that are not valid in the charset
/// become U+FFFD: a server's text never traps and never fails the call. A request's text
/// is always sent as UTF-8.
public enum TextBody {
    /// The text of `data`.
    ///
    /// - Parameters:
    ///   - data: the body's bytes.
    ///   - contentType: the response's `Content-Type`, such as `text/plain; charset=ISO-8859-1`.
    public static func decode(_ data: Data, contentType: String?) -> String {
        BodyText.of(data, contentType: contentType)
    }

    /// The `Content-Type` of a text body, whose bytes are always UTF-8: `declared` with its
    /// parameters replaced by `charset=utf-8` (`text/csv` is sent as `text/csv; charset=utf-8`),
    /// `text/plain; charset=utf-8` when `nil`.
    public static func contentType(declared: String?) -> String {
        guard let base = declared?.split(separator: ";").first?.trimmingCharacters(in: .whitespaces), !base.isEmpty
        else { return BodyEncoding.text.contentType }
        return base + "; charset=utf-8"
    }
}
