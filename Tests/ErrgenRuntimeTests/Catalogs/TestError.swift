@_spi(Generated) import ErrgenRuntime
import Foundation

// Written by hand to look like what errgen generates for a spec with
// `envelope: {code: error.code, message: error.message, details: error.details,
// request_id: error.request_id}`, string and integer codes, an RFC 9457 problem type,
// fallbacks 401/404/429/4xx/5xx, client errors offline/timeout/decoding/other,
// and messages in en and vi.

/// The catalog's entries.
enum TestErrorCode: CatalogErrorCode {
    case validationError, rateLimited, serviceUnavailable, outOfCredit
    case tokenExpired, sessionExpired, invalidCredentials, unauthorized
    case notFound, badRequest, serverError, maintenance, upgradeRequired, accountLocked
    case noInternet, timeout, decodingError, networkError

    var wire: WireCode {
        switch self {
        case .validationError: .string("VALIDATION_ERROR")
        case .rateLimited: .string("RATE_LIMITED")
        case .serviceUnavailable: .string("SERVICE_UNAVAILABLE")
        case .outOfCredit: .string("OUT_OF_CREDIT")
        case .tokenExpired: .string("TOKEN_EXPIRED")
        case .sessionExpired: .string("SESSION_EXPIRED")
        case .invalidCredentials: .string("INVALID_CREDENTIALS")
        case .unauthorized: .string("UNAUTHORIZED")
        case .notFound: .string("NOT_FOUND")
        case .badRequest: .string("BAD_REQUEST")
        case .serverError: .string("SERVER_ERROR")
        case .maintenance: .string("MAINTENANCE")
        case .upgradeRequired: .string("UPGRADE_REQUIRED")
        case .accountLocked: .integer(5002)
        case .noInternet: .string("NO_INTERNET")
        case .timeout: .string("TIMEOUT")
        case .decodingError: .string("DECODING_ERROR")
        case .networkError: .string("NETWORK_ERROR")
        }
    }

    var httpStatus: Int? {
        switch self {
        case .validationError: 422
        case .rateLimited: 429
        case .serviceUnavailable, .maintenance: 503
        case .outOfCredit, .accountLocked: 403
        case .tokenExpired, .sessionExpired, .invalidCredentials, .unauthorized: 401
        case .notFound: 404
        case .badRequest: 400
        case .serverError: 500
        case .upgradeRequired: 426
        case .noInternet, .timeout, .decodingError, .networkError: nil
        }
    }

    var category: ErrorCategory {
        switch self {
        case .rateLimited, .serviceUnavailable, .serverError, .noInternet, .timeout, .networkError: .retryable
        case .tokenExpired: .reauthenticate
        case .sessionExpired: .requiresLogout
        case .maintenance: .maintenance
        case .upgradeRequired: .forceUpdate
        case .validationError, .outOfCredit, .invalidCredentials, .unauthorized, .notFound, .badRequest,
            .accountLocked, .decodingError:
            .nonRetryable
        }
    }

    /// RATE_LIMITED has `retry: patient` in the spec: its own policy overrides the endpoint's.
    var retryPolicy: RetryPolicy? {
        switch self {
        case .rateLimited:
            RetryPolicy(maxAttempts: 3, initialBackoff: .seconds(1), maxBackoff: .seconds(10), jitter: .none)
        default: nil
        }
    }

    /// The spec's `problem_type`.
    var problemType: String? {
        switch self {
        case .outOfCredit: "https://example.com/probs/out-of-credit"
        default: nil
        }
    }

    /// The spec's `fallbacks`.
    static func fallback(forStatus status: Int) -> TestErrorCode {
        switch status {
        case 401: .unauthorized
        case 404: .notFound
        case 429: .rateLimited
        case 400..<500: .badRequest
        default: .serverError
        }
    }

    /// [en, vi]
    var messages: [String] {
        switch self {
        case .validationError: ["Some fields are invalid: {fields}.", "Một số trường không hợp lệ: {fields}."]
        case .rateLimited:
            [
                "Too many requests. Try again in {retry_after} seconds.",
                "Quá nhiều yêu cầu. Vui lòng thử lại sau {retry_after} giây.",
            ]
        case .serviceUnavailable: ["The service is busy.", "Dịch vụ đang bận."]
        case .outOfCredit: ["Your balance is {balance}.", "Số dư của bạn là {balance}."]
        case .tokenExpired: ["Your session is being renewed.", "Phiên đang được gia hạn."]
        case .sessionExpired: ["Please sign in again.", "Vui lòng đăng nhập lại."]
        case .invalidCredentials: ["Wrong email or password.", "Sai email hoặc mật khẩu."]
        case .unauthorized: ["You are not signed in.", "Bạn chưa đăng nhập."]
        case .notFound: ["Not found.", "Không tìm thấy."]
        case .badRequest: ["The request was not valid.", "Yêu cầu không hợp lệ."]
        case .serverError: ["Something went wrong.", "Đã xảy ra lỗi."]
        case .maintenance: ["We are down for maintenance.", "Hệ thống đang bảo trì."]
        case .upgradeRequired: ["Please update the app.", "Vui lòng cập nhật ứng dụng."]
        case .accountLocked:
            ["Your account is locked. Contact support.", "Tài khoản của bạn đã bị khóa. Vui lòng liên hệ CSKH."]
        case .noInternet: ["You are offline.", "Không có kết nối mạng."]
        case .timeout: ["The request timed out.", "Yêu cầu đã hết thời gian."]
        case .decodingError: ["The response could not be read.", "Không đọc được phản hồi."]
        case .networkError: ["A network error occurred.", "Đã xảy ra lỗi mạng."]
        }
    }

    var titles: [String]? {
        switch self {
        case .validationError: ["Check your input", "Kiểm tra thông tin"]
        case .sessionExpired: ["Session expired", "Hết phiên đăng nhập"]
        default: nil
        }
    }

    static let locales = ["en", "vi"]
}

enum TestError: CatalogError {
    case validationError(fieldErrors: [String: [String]]?, context: ErrorContext)
    case rateLimited(retryAfter: Int?, context: ErrorContext)
    case outOfCredit(balance: Int?, context: ErrorContext)
    case entry(TestErrorCode, context: ErrorContext)
    case unrecognized(code: WireCode?, fallback: TestErrorCode, context: ErrorContext)

    static var envelope: ErrorEnvelope {
        ErrorEnvelope(
            code: ["error", "code"], message: ["error", "message"], details: ["error", "details"],
            requestID: ["error", "request_id"])
    }

    init(payload: ErrorPayload) {
        let byCode = payload.code.flatMap { code in
            TestErrorCode.allCases.first { $0.httpStatus != nil && $0.wire.matches(code) }
        }
        let byProblem = payload.problemType.flatMap { type in TestErrorCode.allCases.first { $0.problemType == type } }
        guard let entry = byCode ?? byProblem else {
            self = .unrecognized(
                code: payload.code, fallback: .fallback(forStatus: payload.status), context: payload.context)
            return
        }
        switch entry {
        case .validationError:
            self = .validationError(
                fieldErrors: payload.field([String: [String]].self, from: .details(["field_errors"])),
                context: payload.context)
        case .rateLimited:
            self = .rateLimited(
                retryAfter: payload.field(Int.self, from: .header("Retry-After")), context: payload.context)
        case .outOfCredit:
            self = .outOfCredit(balance: payload.field(Int.self, from: .details(["balance"])), context: payload.context)
        default:
            self = .entry(entry, context: payload.context)
        }
    }

    init(clientFailure: ClientFailure, context: ErrorContext) {
        switch clientFailure {
        case .offline: self = .entry(.noInternet, context: context)
        case .timeout: self = .entry(.timeout, context: context)
        case .decoding: self = .entry(.decodingError, context: context)
        case .cancelled, .other: self = .entry(.networkError, context: context)
        }
    }

    var code: TestErrorCode {
        switch self {
        case .validationError: .validationError
        case .rateLimited: .rateLimited
        case .outOfCredit: .outOfCredit
        case .entry(let code, _): code
        case .unrecognized(_, let fallback, _): fallback
        }
    }

    var wireCode: WireCode? {
        if case .unrecognized(let code, _, _) = self { return code }
        return context.classification == .byCode ? code.wire : nil
    }

    var isUnrecognized: Bool {
        if case .unrecognized = self { return true }
        return false
    }

    var context: ErrorContext {
        switch self {
        case .validationError(_, let context), .rateLimited(_, let context), .outOfCredit(_, let context),
            .entry(_, let context), .unrecognized(_, _, let context):
            context
        }
    }

    func message(locale: String) -> String {
        var text = code.messages[LocaleMatching.bestIndex(for: locale, in: TestErrorCode.locales)]
        switch self {
        case .validationError(let fieldErrors, _):
            text = text.replacingOccurrences(
                of: "{fields}", with: fieldErrors.map { TextValue.list($0.keys.sorted()) } ?? "")
        case .rateLimited(let retryAfter, _):
            text = text.replacingOccurrences(of: "{retry_after}", with: TextValue.of(retryAfter))
        case .outOfCredit(let balance, _):
            text = text.replacingOccurrences(of: "{balance}", with: TextValue.of(balance))
        default: break
        }
        return text
    }

    func title(locale: String) -> String? {
        code.titles?[LocaleMatching.bestIndex(for: locale, in: TestErrorCode.locales)]
    }

    var description: String { "\(wireCode?.description ?? "no code") (\(code)) \(context)" }
    var errorDescription: String? { message(locale: "en") }
}
