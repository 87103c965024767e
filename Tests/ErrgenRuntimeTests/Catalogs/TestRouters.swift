@_spi(Generated) import ErrgenRuntime

// Routers written by hand the way errgen generates them: one enum per service.

struct Movie: Codable, Hashable, Sendable {
    var id: Int
    var title: String
}

struct MovieListResponse: Codable, Hashable, Sendable {
    var page: Int
    var results: [Movie]
}

struct RatingRequest: Codable, Hashable, Sendable {
    var value: Double
}

struct LoginRequest: Codable, Hashable, Sendable {
    var email: String
    var password: String
}

struct LoginResponse: Codable, Hashable, Sendable {
    var accessToken: String
    var refreshToken: String

    enum CodingKeys: String, CodingKey {
        case accessToken = "access_token"
        case refreshToken = "refresh_token"
    }
}

/// The standard policy of the reference spec, without jitter so delays are exact.
let standardPolicy = RetryPolicy(
    maxAttempts: 3, initialBackoff: .seconds(1), maxBackoff: .seconds(60), multiplier: 2, jitter: .none)

enum MovieRouter: Router {
    case popularMovies(page: Int)
    case movieDetail(movieID: Int)
    /// POST with `idempotency_key: true`.
    case rateMovie(movieID: Int, rating: RatingRequest)

    var endpointName: String {
        switch self {
        case .popularMovies: "Movie.popularMovies"
        case .movieDetail: "Movie.movieDetail"
        case .rateMovie: "Movie.rateMovie"
        }
    }

    var method: HTTPMethod {
        switch self {
        case .popularMovies, .movieDetail: .get
        case .rateMovie: .post
        }
    }

    var path: String {
        switch self {
        case .popularMovies: "/movie/popular"
        case .movieDetail(let movieID): "/movie/\(PercentEncoding.pathSegment(TextValue.of(movieID)))"
        case .rateMovie(let movieID, _): "/movie/\(PercentEncoding.pathSegment(TextValue.of(movieID)))/rating"
        }
    }

    var queryItems: [QueryItem] {
        switch self {
        case .popularMovies(let page): [QueryItem(name: "page", value: TextValue.of(page))]
        default: []
        }
    }

    var headers: [(name: String, value: String)] { [] }

    var body: (any Encodable & Sendable)? {
        switch self {
        case .rateMovie(_, let rating): rating
        default: nil
        }
    }

    var timeout: Duration? { .seconds(30) }
    var resourceTimeout: Duration? { .seconds(60) }
    var retryPolicy: RetryPolicy { standardPolicy }
    var auth: AuthRequirement { .bearer }
    var isIdempotent: Bool { method.isIdempotent }

    var sendsIdempotencyKey: Bool {
        if case .rateMovie = self { return true }
        return false
    }

    var documentedErrors: [WireCode] { [.string("RATE_LIMITED")] }
}

enum AuthRouter: Router {
    case login(LoginRequest)
    case logout

    var endpointName: String {
        switch self {
        case .login: "Auth.login"
        case .logout: "Auth.logout"
        }
    }

    var method: HTTPMethod { .post }

    var path: String {
        switch self {
        case .login: "/auth/login"
        case .logout: "/auth/logout"
        }
    }

    var queryItems: [QueryItem] { [] }
    var headers: [(name: String, value: String)] { [] }

    var body: (any Encodable & Sendable)? {
        switch self {
        case .login(let request): request
        case .logout: nil
        }
    }

    var timeout: Duration? { nil }
    var resourceTimeout: Duration? { nil }
    var retryPolicy: RetryPolicy { standardPolicy }

    var auth: AuthRequirement {
        switch self {
        case .login: .none
        case .logout: .bearer
        }
    }

    var isIdempotent: Bool { false }
    var sendsIdempotencyKey: Bool { false }
    var documentedErrors: [WireCode] { [] }
    var secretFields: Set<String> { ["password", "access_token", "refresh_token"] }
}

/// An endpoint whose every property a test sets: for the retry and timeout cases
/// that a generated router would spread over many endpoints.
struct TestEndpoint: Router {
    var endpointName = "Test.endpoint"
    var method: HTTPMethod = .get
    var path = "/test"
    var queryItems: [QueryItem] = []
    var headers: [(name: String, value: String)] = []
    var body: (any Encodable & Sendable)? = nil
    var timeout: Duration? = nil
    var resourceTimeout: Duration? = nil
    var retryPolicy: RetryPolicy = .never
    var auth: AuthRequirement = .none
    var idempotent = false
    var sendsIdempotencyKey = false
    var documentedErrors: [WireCode] = []
    var maximumResponseSize: Int? = nil

    var isIdempotent: Bool { idempotent || method.isIdempotent }
}

struct RefreshRequest: Codable, Hashable, Sendable {
    var refreshToken: String

    enum CodingKeys: String, CodingKey {
        case refreshToken = "refresh_token"
    }
}

/// `POST /auth/refresh`, without credentials and without retries of its own, so a
/// test counts exactly one request per refresh.
struct RefreshEndpoint: Router {
    var refreshToken: String
    var timeout: Duration? = nil

    var endpointName: String { "Auth.refresh" }
    var method: HTTPMethod { .post }
    var path: String { "/auth/refresh" }
    var queryItems: [QueryItem] { [] }
    var headers: [(name: String, value: String)] { [] }
    var body: (any Encodable & Sendable)? { RefreshRequest(refreshToken: refreshToken) }
    var resourceTimeout: Duration? { nil }
    var retryPolicy: RetryPolicy { .never }
    var auth: AuthRequirement { .none }
    var isIdempotent: Bool { false }
    var sendsIdempotencyKey: Bool { false }
    var documentedErrors: [WireCode] { [] }
    var secretFields: Set<String> { ["refresh_token", "access_token"] }
}
