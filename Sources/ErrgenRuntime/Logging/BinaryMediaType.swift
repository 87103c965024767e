import Foundation

/// The media types the log shows by size alone: images, audio, video, fonts, octet streams,
/// PDFs and archives, whose bytes read as text say nothing.
enum BinaryMediaType {
    /// Whether `contentType` (parameters and all, any case) is one of them.
    static func contains(_ contentType: String) -> Bool {
        let base = String(contentType.split(separator: ";").first ?? "").trimmingCharacters(in: .whitespaces)
            .lowercased()
        return ["image/", "audio/", "video/", "font/"].contains(where: base.hasPrefix)
            || ["application/octet-stream", "application/pdf", "application/zip", "application/gzip"].contains(base)
    }
}
