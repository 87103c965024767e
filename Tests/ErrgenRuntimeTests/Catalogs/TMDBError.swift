import ErrgenRuntime
import Foundation

// Written by hand to look like what errgen generates for a TMDB-style spec:
// integer codes under `status_code`, the text under `status_message`, no
// `requires_logout` entry, and only `client_errors.other`.

enum TMDBErrorCode: CatalogErrorCode {
    case authenticationFailed, invalidAPIKey, resourceNotFound, requestLimit, clientError, serverError, networkError

    var wire: WireCode {
        switch self {
        case .authenticationFailed: .integer(3)
        case .invalidAPIKey: .integer(7)
        case .resourceNotFound: .integer(34)
        case .requestLimit: .integer(25)
        case .clientError: .string("CLIENT_ERROR")
        case .serverError: .string("SERVER_ERROR")
        case .networkError: .string("NETWORK_ERROR")
        }
    }

    var httpStatus: Int? {
        switch self {
        case .authenticationFailed, .invalidAPIKey: 401
        case .resourceNotFound: 404
        case .requestLimit: 429
        case .clientError: 400
        case .serverError: 500
        case .networkError: nil
        }
    }

    var category: ErrorCategory {
        switch self {
        case .authenticationFailed: .reauthenticate
        case .requestLimit, .serverError, .networkError: .retryable
        case .invalidAPIKey, .resourceNotFound, .clientError: .nonRetryable
        }
    }

    var retryPolicy: RetryPolicy? { nil }

    var message: String {
        switch self {
        case .authenticationFailed: "You need to be signed in."
        case .invalidAPIKey: "Invalid API key."
        case .resourceNotFound: "The resource could not be found."
        case .requestLimit: "Too many requests."
        case .clientError: "The request was not valid."
        case .serverError: "Something went wrong."
        case .networkError: "A network error occurred."
        }
    }
}

enum TMDBError: CatalogError {
    case authenticationFailed(context: ErrorContext)
    case invalidAPIKey(context: ErrorContext)
    case resourceNotFound(context: ErrorContext)
    case requestLimit(context: ErrorContext)
    case networkError(context: ErrorContext)
    case unrecognized(code: WireCode?, fallback: TMDBErrorCode, context: ErrorContext)

    static var envelope: ErrorEnvelope { ErrorEnvelope(code: ["status_code"], message: ["status_message"]) }

    init(payload: ErrorPayload) {
        let context = payload.context
        switch payload.code {
        case let code? where code.matches(.integer(3)): self = .authenticationFailed(context: context)
        case let code? where code.matches(.integer(7)): self = .invalidAPIKey(context: context)
        case let code? where code.matches(.integer(34)): self = .resourceNotFound(context: context)
        case let code? where code.matches(.integer(25)): self = .requestLimit(context: context)
        default:
            self = .unrecognized(
                code: payload.code, fallback: (400..<500).contains(payload.status) ? .clientError : .serverError,
                context: context)
        }
    }

    init(clientFailure: ClientFailure, context: ErrorContext) {
        self = .networkError(context: context)
    }

    var code: TMDBErrorCode {
        switch self {
        case .authenticationFailed: .authenticationFailed
        case .invalidAPIKey: .invalidAPIKey
        case .resourceNotFound: .resourceNotFound
        case .requestLimit: .requestLimit
        case .networkError: .networkError
        case .unrecognized(_, let fallback, _): fallback
        }
    }

    var wireCode: WireCode? {
        if case .unrecognized(let code, _, _) = self { return code }
        return code.wire
    }

    var isUnrecognized: Bool {
        if case .unrecognized = self { return true }
        return false
    }

    var context: ErrorContext {
        switch self {
        case .authenticationFailed(let context), .invalidAPIKey(let context), .resourceNotFound(let context),
            .requestLimit(let context), .networkError(let context), .unrecognized(_, _, let context):
            context
        }
    }

    func message(locale: String) -> String { code.message }
    func title(locale: String) -> String? { nil }
    var description: String { "\(wireCode?.description ?? "no code") \(context)" }
}
