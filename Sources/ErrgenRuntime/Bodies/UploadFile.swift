import Foundation

/// A file to upload: the spec's `File` type, as a part of a `multipart` body or as a whole
/// `binary` body.
///
/// Its bytes are in memory (``init(data:filename:contentType:)``) or in a file read when
/// the request is built (``init(contentsOf:filename:contentType:)``), so every attempt of a
/// call (a retry, the repeat after a session refresh) sends the file afresh. A file that can
/// no longer be read (deleted, moved) fails that attempt with the catalog's
/// `client_errors.other` entry: a body is only sent again when it can be read again, never
/// half or empty.
///
/// ```swift
/// let photo = UploadFile(contentsOf: pickedURL, contentType: "image/jpeg")
/// try await client.profile.uploadAvatar(body: AvatarUpload(file: photo, caption: "Me"))
/// ```
public struct UploadFile: Sendable, Hashable {
    /// Where the bytes come from.
    public enum Source: Sendable, Hashable {
        /// Bytes in memory.
        case data(Data)
        /// A local file, read each time a request is built.
        case file(URL)
    }

    /// Where the bytes come from.
    public var source: Source
    /// The part's `filename` in a multipart body; `nil` sends none (a binary body never does).
    public var filename: String?
    /// The bytes' media type (`image/jpeg`); `nil` leaves it to the endpoint's or part's
    /// declared type, else `application/octet-stream`.
    public var contentType: String?

    /// A file of bytes in memory.
    ///
    /// - Parameters:
    ///   - data: the bytes.
    ///   - filename: the name a multipart part gives the server; `nil`: none.
    ///   - contentType: the media type; `nil`: the endpoint's, else `application/octet-stream`.
    public init(data: Data, filename: String? = nil, contentType: String? = nil) {
        self.source = .data(data)
        self.filename = filename
        self.contentType = contentType
    }

    /// A local file, read when each request is built (not now).
    ///
    /// - Parameters:
    ///   - url: a `file:` URL.
    ///   - filename: the name a multipart part gives the server; default: the URL's last path component.
    ///   - contentType: the media type; `nil`: the endpoint's, else `application/octet-stream`.
    public init(contentsOf url: URL, filename: String? = nil, contentType: String? = nil) {
        self.source = .file(url)
        self.filename = filename ?? url.lastPathComponent
        self.contentType = contentType
    }

    /// The bytes, read now from memory or from the file.
    ///
    /// - Throws: the file system's error when the file cannot be read.
    public func contents() throws -> Data {
        switch source {
        case .data(let data): data
        case .file(let url): try Data(contentsOf: url, options: .mappedIfSafe)
        }
    }
}

/// In a JSON body (or a JSON part) a file is its bytes in base64, as JSON writes `Data`; a
/// JSON string decodes as a file of those bytes.
extension UploadFile: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        self.init(data: try container.decode(Data.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(try contents())
    }
}
