import Foundation

/// The part names of a `multipart/form-data` body (RFC 7578), for the mock's request check:
/// enough to tell a well-formed body that lacks a required part from one that is not
/// multipart at all. Part bodies are not read.
enum MultipartParts {
    /// The `name` of each part, in order, or what is wrong with the body.
    ///
    /// - Parameters:
    ///   - body: the request's bytes.
    ///   - contentType: its `Content-Type`, which must name the boundary.
    static func names(in body: Data, contentType: String?) -> Result<[String], Problem> {
        guard let boundary = boundary(of: contentType) else { return .failure(.noBoundary) }
        let delimiter = Data("--\(boundary)".utf8)
        let bytes = [UInt8](body)
        guard var position = find(Array(delimiter), in: bytes, from: 0) else { return .failure(.malformed) }
        var names: [String] = []
        let closing = Array("\r\n".utf8) + Array(delimiter)
        while true {
            position += delimiter.count
            // `--` after a delimiter closes the body.
            if bytes[position...].starts(with: Array("--".utf8)) { return .success(names) }
            guard bytes[position...].starts(with: Array("\r\n".utf8)) else { return .failure(.malformed) }
            position += 2
            guard let headersEnd = find(Array("\r\n\r\n".utf8), in: bytes, from: position) else {
                return .failure(.malformed)
            }
            let headers = String(decoding: bytes[position..<headersEnd], as: UTF8.self)
            guard let name = partName(headers) else { return .failure(.malformed) }
            names.append(name)
            guard let next = find(closing, in: bytes, from: headersEnd + 4) else { return .failure(.malformed) }
            position = next + 2
        }
    }

    enum Problem: Error, Equatable {
        /// The `Content-Type` is not multipart or names no boundary.
        case noBoundary
        /// The parts are not delimited as the boundary says, or a part has no name.
        case malformed

        var message: String {
            switch self {
            case .noBoundary: "is not multipart/form-data with a boundary"
            case .malformed: "is not well-formed multipart/form-data"
            }
        }
    }

    /// The `boundary` parameter of a `multipart/form-data` type, unquoted.
    static func boundary(of contentType: String?) -> String? {
        guard let contentType else { return nil }
        let parameters = contentType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parameters.first?.lowercased() == "multipart/form-data" else { return nil }
        for parameter in parameters.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return value.isEmpty || value.count > 70 ? nil : value
        }
        return nil
    }

    /// `name="..."` of a part's `Content-Disposition: form-data`.
    private static func partName(_ headers: String) -> String? {
        for line in headers.components(separatedBy: "\r\n")
        where line.lowercased().hasPrefix("content-disposition:") {
            guard let range = line.range(of: "name=\"") else { return nil }
            let rest = line[range.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, bytes.count >= needle.count else { return nil }
        var index = start
        while index <= bytes.count - needle.count {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
