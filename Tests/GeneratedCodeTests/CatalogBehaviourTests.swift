import ErrgenRuntime
import FinFlowAPI
import Foundation
import Testing

/// The reference catalog (Generated/) as an app sees it.
@Suite("Generated catalog behaviour")
struct CatalogBehaviourTests {
    func payload(status: Int, code: WireCode?, body: [String: Any] = [:], headers: [String: String] = [:])
        -> ErrorPayload
    {
        ErrorPayload(
            status: status, code: code, context: ErrorContext(status: status), headers: headers,
            body: try! JSONSerialization.data(withJSONObject: body), detailsPath: ["error", "details"])
    }

    @Test("a known code gives its entry with typed fields read from details and headers")
    func knownCode() {
        let validation = FinFlowError(
            payload: payload(
                status: 422, code: .string("VALIDATION_ERROR"),
                body: ["error": ["details": ["field_errors": ["email": ["is invalid"]]]]]))
        guard case .validationError(let fieldErrors, let context) = validation else {
            Issue.record("expected validationError, got \(validation)")
            return
        }
        #expect(fieldErrors == ["email": ["is invalid"]])
        #expect(context.status == 422)
        let limited = FinFlowError(
            payload: payload(status: 429, code: .string("RATE_LIMITED"), headers: ["retry-after": "7"]))
        guard case .rateLimited(let retryAfter, _) = limited else {
            Issue.record("expected rateLimited, got \(limited)")
            return
        }
        #expect(retryAfter == 7)
        #expect(limited.message(locale: "en") == "Too many requests. Try again in 7 seconds.")
        #expect(limited.message(locale: "vi-VN") == "Quá nhiều yêu cầu. Vui lòng thử lại sau 7 giây.")
        #expect(limited.category == .retryable)
        #expect(limited.retryPolicy == FinFlowRetryPolicies.standard)
    }

    @Test("an unknown code never fails: it is kept as sent and classified by fallbacks")
    func unknownCode() {
        let error = FinFlowError(payload: payload(status: 409, code: .string("BRAND_NEW_CODE")))
        #expect(error.isUnrecognized)
        #expect(error.wireCode == .string("BRAND_NEW_CODE"))
        #expect(error.code == .badRequest)
        #expect(error.category == .nonRetryable)
        #expect(error.message(locale: "vi") == "Yêu cầu không hợp lệ.")
        let server = FinFlowError(payload: payload(status: 503, code: .integer(99)))
        #expect(server.code == .maintenance && server.category == .maintenance && server.isUnrecognized)
    }

    @Test("a known code whose required field is missing is kept as unrecognized, not dropped")
    func missingRequiredField() {
        let error = FinFlowError(payload: payload(status: 422, code: .string("VALIDATION_ERROR")))
        #expect(error.isUnrecognized)
        #expect(error.wireCode == .string("VALIDATION_ERROR"))
        #expect(error.code == .badRequest)
    }

    @Test("no code: the fallback entry for the status, exact status before its class")
    func fallbacks() {
        let cases: [(Int, FinFlowErrorCode)] = [
            (401, .unauthorized), (404, .notFound), (426, .forceUpdate), (429, .rateLimited), (418, .badRequest),
            (503, .maintenance), (502, .serverError), (302, .networkError),
        ]
        for (status, expected) in cases {
            let error = FinFlowError(payload: payload(status: status, code: nil))
            #expect(error.code == expected, "status \(status)")
            #expect(!error.isUnrecognized)
            #expect(error.wireCode == nil, "no code was sent, so none is reported (status \(status))")
            #expect(error.context.classification == .byStatus(status))
        }
    }

    @Test("an HTML 502 page carries no code: wireCode is nil and the status fallback says so")
    func htmlBadGateway() {
        let page = TransportResponse(
            status: 502, headers: ["Content-Type": "text/html"],
            body: Data("<html><h1>502 Bad Gateway</h1></html>".utf8))
        let error = FinFlowError(response: page, endpoint: "Movie.popularMovies")
        #expect(error.code == .serverError)
        #expect(error.wireCode == nil)
        #expect(error.context.classification == .byStatus(502))
        #expect(error.description.contains("no code, classified by status 502"))
        // A code the server did send is still reported as sent.
        let locked = FinFlowError(
            response: TransportResponse(status: 403, body: Data(#"{"error":{"code":5002}}"#.utf8)))
        #expect(locked.wireCode == .integer(5002))
    }

    @Test("an integer code sent as text finds its entry")
    func integerCodeAsText() {
        let error = FinFlowError(payload: payload(status: 403, code: .string("5002")))
        #expect(error.code == .accountLocked)
        #expect(FinFlowErrorCode(wire: .integer(1011)) == .invalidCredentials)
        #expect(FinFlowErrorCode.accountLocked.wire == .integer(5002))
    }

    @Test("client failures map to client_errors")
    func clientFailures() {
        let expected: [(ClientFailure, FinFlowErrorCode)] = [
            (.offline, .noInternet), (.timeout, .timeout), (.decoding, .decodingError), (.other, .networkError),
            (.cancelled, .networkError),
        ]
        for (failure, code) in expected {
            #expect(FinFlowError(clientFailure: failure, context: ErrorContext()).code == code)
            #expect(FinFlowErrorCode.clientError(failure) == code)
        }
        #expect(FinFlowErrorCode.noInternet.httpStatus == nil)
    }

    @Test("LocalizedError and CustomNSError: stable domain and codes")
    func foundationBridging() {
        let locked = FinFlowError.accountLocked(supportPhone: nil, context: ErrorContext())
        #expect(FinFlowError.errorDomain == "FinFlowError")
        #expect(locked.errorCode == 5002)
        let validation = FinFlowError.validationError(fieldErrors: [:], context: ErrorContext())
        #expect(validation.errorCode == WireCode.string("VALIDATION_ERROR").stableErrorCode)
        #expect(validation.errorCode == 994_684_367)  // FNV-1a of "VALIDATION_ERROR", computed independently
        #expect(
            ["Some fields are invalid.", "Một số trường không hợp lệ."].contains(validation.errorDescription ?? ""))
        #expect(locked.recoverySuggestion(locale: "vi") == "Gọi tổng đài CSKH để mở khóa tài khoản.")
        #expect(locked.title(locale: "en") == "Account locked")
        #expect(FinFlowError.badRequest(context: ErrorContext()).title(locale: "en") == nil)
    }
}

/// Issue 12: on Linux a generated error's `localizedDescription` was "The operation could not
/// be completed. (MunchError error 1471062524.)": the `CustomNSError` conformance without
/// `errorUserInfo` hid `errorDescription`. The runtime's `CatalogError.errorUserInfo` carries
/// the catalog's texts, so bridging gives them on every platform.
@Suite("NSError bridging")
struct NSErrorBridgingTests {
    @Test("localizedDescription is the message in the user's language")
    func localizedDescription() {
        let error = FinFlowError.rateLimited(retryAfter: 7, context: ErrorContext(status: 429))
        #expect(error.localizedDescription == error.message(in: .current))
        #expect(!error.localizedDescription.contains("could not be completed"))
    }

    @Test("an NSError made from the error carries its message, recovery suggestion, domain and code")
    func bridged() {
        let error = FinFlowError.accountLocked(supportPhone: "1900", context: ErrorContext(status: 403))
        let bridged = error as NSError
        #expect(bridged.domain == "FinFlowError")
        #expect(bridged.code == 5002)
        #expect(bridged.localizedDescription == error.message(in: .current))
        #expect(bridged.localizedRecoverySuggestion == error.recoverySuggestion(in: .current))
        #expect(bridged.userInfo[NSLocalizedDescriptionKey] as? String == error.message(in: .current))
        let plain = FinFlowError.notFound(context: ErrorContext(status: 404)) as NSError
        #expect(plain.localizedRecoverySuggestion == nil)
        #expect(plain.localizedFailureReason == nil)
    }
}
