import ErrgenRuntime
import Foundation
import Testing

/// Issue 26, point 6: an envelope key path may index an array with a part of digits
/// (`errors.0.code`), the shape of GitHub's and JSON:API's error bodies.
@Suite struct EnvelopeArrayIndexTests {
    enum Code: CatalogErrorCode {
        case invalidToken, other

        var wire: WireCode { self == .invalidToken ? .string("INVALID_TOKEN") : .string("OTHER") }
        var httpStatus: Int? { nil }
        var category: ErrorCategory { .nonRetryable }
        var retryPolicy: RetryPolicy? { nil }
    }

    /// A catalog of one entry, as errgen writes for `envelope: {code: errors.0.code, message: errors.0.detail}`.
    struct JSONAPIError: CatalogError {
        static var envelope: ErrorEnvelope {
            ErrorEnvelope(code: ["errors", "0", "code"], message: ["errors", "0", "detail"])
        }

        var code: Code
        var wireCode: WireCode?
        var context: ErrorContext

        init(payload: ErrorPayload) {
            code = payload.code.map { $0.matches(Code.invalidToken.wire) } == true ? .invalidToken : .other
            wireCode = payload.code
            context = payload.context
        }

        init(clientFailure: ClientFailure, context: ErrorContext) {
            code = .other
            self.context = context
        }

        var isUnrecognized: Bool { code == .other }
        func message(locale: String) -> String { "" }
        func title(locale: String) -> String? { nil }
        var description: String { "\(code)" }
    }

    static func error(_ body: String) -> JSONAPIError {
        JSONAPIError(response: TransportResponse(status: 401, body: Data(body.utf8)))
    }

    @Test func codeAndMessageOfTheFirstItemOfAnArray() {
        let error = Self.error(#"{"errors":[{"code":"INVALID_TOKEN","detail":"The token expired."},{"code":"OTHER"}]}"#)
        #expect(error.code == .invalidToken)
        #expect(error.wireCode == .string("INVALID_TOKEN"))
        #expect(error.context.serverMessage == "The token expired.")
    }

    @Test func anObjectKeyOfDigitsStillReadsAsAKey() {
        #expect(Self.error(#"{"errors":{"0":{"code":"INVALID_TOKEN"}}}"#).code == .invalidToken)
    }

    @Test func aMissingItemOrAKeyIntoAnArrayReadsNothing() {
        for body in [
            #"{"errors":[]}"#, #"{"errors":{"code":"INVALID_TOKEN"}}"#, #"{"errors":"INVALID_TOKEN"}"#,
            #"{"errors":[[{"code":"INVALID_TOKEN"}]]}"#,
        ] {
            let error = Self.error(body)
            #expect(error.wireCode == nil, "\(body)")
            #expect(error.code == .other, "\(body)")
        }
    }

    @Test func aFieldReadThroughAnIndexedPath() {
        let payload = ErrorPayload(
            status: 422, code: nil, context: ErrorContext(), headers: [:],
            body: Data(#"{"errors":[{"source":{"pointer":"/data/email"}},{"source":{"pointer":"/data/name"}}]}"#.utf8),
            detailsPath: [])
        #expect(payload.field(String.self, from: .body(["errors", "1", "source", "pointer"])) == "/data/name")
        #expect(payload.field(String.self, from: .body(["errors", "2", "source", "pointer"])) == nil)
        #expect(payload.field(String.self, from: .body(["errors", "-1", "source", "pointer"])) == nil)
        #expect(payload.field(String.self, from: .body(["errors", "+1", "source", "pointer"])) == nil)
        #expect(
            payload.field(String.self, from: .body(["errors", "99999999999999999999999", "source", "pointer"])) == nil)
    }
}
