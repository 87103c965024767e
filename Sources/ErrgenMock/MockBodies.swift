import ErrgenCore
import Foundation

/// The mock's answers for `response_encoding: binary` and `text` endpoints: a few bytes or a
/// line of text, typed as the endpoint declares, so an app's download and text paths run
/// against the mock like its JSON ones.
enum MockBodies {
    /// - Parameters:
    ///   - encoding: `binary` or `text`.
    ///   - contentType: the endpoint's `response_content_type`; a wildcard (`image/*`) or `nil`
    ///     answers `application/octet-stream` or `text/plain`.
    ///   - endpoint: `Service.endpoint`, written into the body so that answers tell endpoints apart.
    static func reply(_ encoding: ResponseEncoding, contentType: String?, endpoint: String) -> MockReply {
        let declared = contentType.flatMap { $0.contains("*") ? nil : $0 }
        switch encoding {
        case .binary:
            // The PNG signature, then the endpoint's name: bytes no text decoder mistakes for JSON.
            let body = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data("errgen mock \(endpoint)".utf8)
            return MockReply(
                status: 200, headers: [("Content-Type", declared ?? "application/octet-stream")], body: body)
        case .text, .json:
            let base = declared?.split(separator: ";").first.map(String.init) ?? "text/plain"
            return MockReply(
                status: 200, headers: [("Content-Type", base + "; charset=utf-8")],
                body: Data("Text from errgen mock for \(endpoint).\n".utf8))
        }
    }
}
