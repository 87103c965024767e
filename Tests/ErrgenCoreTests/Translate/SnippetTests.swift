import Foundation
import Testing

@testable import ErrgenCore

/// One translation rule per test, in the manner of swift-openapi-generator's
/// `SnippetBasedReferenceTests`: a few lines of spec in, the exact Swift of the one
/// declaration the rule makes out. The golden tests show whole files; these say which
/// spec line makes which Swift line.
@Suite("Translation snippets")
struct SnippetTests {
    /// What every snippet spec shares, in a file of its own: the catalog a spec needs to
    /// pass Check. The snippet is `snippet.yaml`, so its lines are numbered from 1.
    static let catalog = """
        errgen: 1
        client_errors: {other: NETWORK}
        fallbacks: {4xx: FAILED, 5xx: FAILED}
        errors:
          FAILED: {status: 400, category: non_retryable, message: Failed.}
          NETWORK: {category: retryable, message: Network failure.}
        """

    // MARK: Routers

    @Test("literal path text a URL cannot hold is percent-encoded; parameters are encoded when sending")
    func pathEncoding() throws {
        try assertSnippet(
            #"""
            models:
              Empty: {}
            services:
              Files:
                endpoints:
                  file: {method: GET, path: '/files/a b/ü/"q"\/%2F/{id}', path_params: {id: String}, response: Empty}
            """#,
            ["FilesRouter", "path"],
            #"""
            /// The path below the server's base URL, path parameters percent-encoded.
            var path: Swift.String {
                switch self {
                case .file(let id): return "/files/a%20b/%C3%BC/%22q%22%5C/%2F/\(ErrgenRuntime.PercentEncoding.pathSegment(id))"
                }
            }

            """#)
    }

    @Test("an endpoint's doc comment shows the path as the spec wrote it, and where in the spec")
    func routerCaseDoc() throws {
        try assertSnippet(
            """
            services:
              Files:
                endpoints:
                  file: {summary: One file., method: GET, path: '/files/a b/{id}', path_params: {id: String}, errors: [FAILED]}
            """,
            ["FilesRouter", "file"],
            """
            /// `GET /files/a b/{id}`: see `FilesService.file`.
            case file(id: Swift.String)

            """)
    }

    @Test("optional parameters default to nil in the router case, and a long case breaks one value a line")
    func routerCaseParameters() throws {
        try assertSnippet(
            """
            services:
              Notes:
                endpoints:
                  search:
                    method: GET
                    path: /notes
                    query: {q: String, limit: Int?, offset: Int64?, min_score: Double?, archived: Bool?, since: Date?}
                    headers: {X-Request-Id: String}
            """,
            ["NotesRouter", "search"],
            """
            /// `GET /notes`: see `NotesService.search`.
            case search(
                q: Swift.String,
                limit: Swift.Int? = nil,
                offset: Swift.Int64? = nil,
                minScore: Swift.Double? = nil,
                archived: Swift.Bool? = nil,
                since: Foundation.Date? = nil,
                xRequestID: Swift.String
            )

            """)
    }

    @Test("a long single query item before a list goes on a line of its own, within the line limit")
    func longSingleQueryItem() throws {
        try assertSnippet(
            """
            enums:
              Priority: {type: String, values: {high: Urgent first., low: Whenever.}}
            services:
              Orders:
                endpoints:
                  find: {method: GET, path: /orders, query: {priority: Priority?, ids: "[Int]?"}, errors: [FAILED]}
            """,
            ["OrdersRouter", "queryItems"],
            """
            /// The query items in spec order; `nil` values are left out, lists repeat their name.
            var queryItems: [ErrgenRuntime.QueryItem] {
                switch self {
                case .find(let priority, let ids):
                    var items = [
                        ErrgenRuntime.QueryItem(name: "priority", value: priority.map { ErrgenRuntime.TextValue.of($0) }),
                    ]
                    items += (ids ?? []).map {
                        ErrgenRuntime.QueryItem(name: "ids", value: ErrgenRuntime.TextValue.of($0))
                    }
                    return items
                }
            }

            """)
    }

    @Test("a long list of documented errors or secret fields breaks one element a line, each with a trailing comma")
    func longListsTrailingCommas() throws {
        let spec = """
            models:
              Login:
                the_first_password_of_the_account: {type: String, secret: true}
                the_second_password_of_the_account: {type: String, secret: true}
                the_recovery_code_of_the_account: {type: String, secret: true}
                the_fourth_password_of_the_account: {type: String, secret: true}
            services:
              Accounts:
                endpoints:
                  logIn: {method: POST, path: /login, body: Login, errors: [FAILED, NETWORK, FAILED, NETWORK, FAILED, NETWORK, FAILED]}
                  logOut: {method: POST, path: /logout}
            """
        try assertSnippet(
            spec, ["AccountsRouter", "secretFields"],
            """
            /// Wire names of the spec's `secret: true` properties and the session's tokens, never logged:
            /// on every endpoint, since a server may echo one anywhere.
            var secretFields: Swift.Set<Swift.String> {
                [
                    "the_first_password_of_the_account",
                    "the_fourth_password_of_the_account",
                    "the_recovery_code_of_the_account",
                    "the_second_password_of_the_account",
                ]
            }

            """)
        try assertSnippet(
            spec, ["AccountsRouter", "documentedErrors"],
            """
            /// The codes of the endpoint's `errors`.
            var documentedErrors: [ErrgenRuntime.WireCode] {
                switch self {
                case .logIn:
                    return [
                        .string("FAILED"),
                        .string("NETWORK"),
                        .string("FAILED"),
                        .string("NETWORK"),
                        .string("FAILED"),
                        .string("NETWORK"),
                        .string("FAILED"),
                    ]
                case .logOut: return []
                }
            }

            """)
    }

    @Test("a service without endpoints: every router property is an empty switch")
    func emptyService() throws {
        try assertSnippet(
            """
            services:
              Nothing:
                endpoints: {}
            """,
            ["NothingRouter", "path"],
            """
            /// The path below the server's base URL, path parameters percent-encoded.
            var path: Swift.String {
                switch self {}
            }

            """)
        try assertSnippet(
            "services:\n  Nothing:\n    endpoints: {}\n", ["NothingRouter", "=="],
            """
            /// Equal when both are the same case, with equal values.
            static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                switch (lhs, rhs) {}
            }

            """)
    }

    @Test("a router's == pairs each case with itself and compares its values through the runtime, never with ==")
    func routerEquality() throws {
        let spec = """
            services:
              Items:
                endpoints:
                  list: {method: GET, path: /items}
                  feed: {method: GET, path: /feed}
                  item: {method: GET, path: "/items/{id}", path_params: {id: Int}, query: {expand: Bool?}}
                  search:
                    method: GET
                    path: /items/search
                    query: {query_text: String, page_number: Int?, include_archived_items: Bool?, default: Int?}
            """
        try assertSnippet(
            spec, ["ItemsRouter", "=="],
            """
            /// Equal when both are the same case, with equal values.
            static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                switch (lhs, rhs) {
                case (.list, .list), (.feed, .feed): return true
                case (.item(let lhsId, let lhsExpand), .item(let rhsId, let rhsExpand)):
                    guard ErrgenRuntime.ModelEquality.same(lhsId, rhsId) else { return false }
                    return ErrgenRuntime.ModelEquality.same(lhsExpand, rhsExpand)
                case (
                    .search(let lhsQueryText, let lhsPageNumber, let lhsIncludeArchivedItems, let lhsDefault),
                    .search(let rhsQueryText, let rhsPageNumber, let rhsIncludeArchivedItems, let rhsDefault)
                ):
                    guard ErrgenRuntime.ModelEquality.same(lhsQueryText, rhsQueryText) else { return false }
                    guard ErrgenRuntime.ModelEquality.same(lhsPageNumber, rhsPageNumber) else { return false }
                    guard ErrgenRuntime.ModelEquality.same(
                        lhsIncludeArchivedItems,
                        rhsIncludeArchivedItems
                    ) else { return false }
                    return ErrgenRuntime.ModelEquality.same(lhsDefault, rhsDefault)
                default: return false
                }
            }

            """)
        // One case pairs only with itself: no `default`, which the compiler would call never executed.
        try assertSnippet(
            "services:\n  One:\n    endpoints:\n      get: {method: GET, path: \"/items/{id}\", path_params: {id: Int}}\n",
            ["OneRouter", "=="],
            """
            /// Equal when both are the same case, with equal values.
            static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                switch (lhs, rhs) {
                case (.get(let lhsId), .get(let rhsId)):
                    return ErrgenRuntime.ModelEquality.same(lhsId, rhsId)
                }
            }

            """)
        // Bindings keep the values' names apart even where the naming rules spell two alike but for case.
        try assertSnippet(
            "services:\n  Pets:\n    endpoints:\n      both: {method: GET, path: /pets, query: {pet_id: Int?, petId: Int?}}\n",
            ["PetsRouter", "=="],
            """
            /// Equal when both are the same case, with equal values.
            static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                switch (lhs, rhs) {
                case (.both(let lhsPetID, let lhsPetId), .both(let rhsPetID, let rhsPetId)):
                    guard ErrgenRuntime.ModelEquality.same(lhsPetID, rhsPetID) else { return false }
                    return ErrgenRuntime.ModelEquality.same(lhsPetId, rhsPetId)
                }
            }

            """)
        // One case without values: every value is that case, so all are equal.
        try assertSnippet(
            "services:\n  One:\n    endpoints:\n      ping: {method: GET, path: /ping}\n", ["OneRouter", "=="],
            """
            /// Equal when both are the same case, with equal values.
            static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                true
            }

            """)
    }

    @Test("without defaults: no timeout, the never policy, bearer auth")
    func noDefaults() throws {
        let spec = """
            services:
              Items:
                endpoints:
                  item: {method: GET, path: /items}
            """
        try assertSnippet(
            spec, ["ItemsRouter", "timeout"],
            """
            /// The timeout of one attempt: the endpoint's `timeout`, else `defaults.timeout`.
            var timeout: Swift.Duration? {
                nil
            }

            """)
        try assertSnippet(
            spec, ["ItemsRouter", "retryPolicy"],
            """
            /// The endpoint's `retry` policy, else `defaults.retry`; an error's own policy overrides it.
            var retryPolicy: ErrgenRuntime.RetryPolicy {
                .never
            }

            """)
        try assertSnippet(
            spec, ["ItemsRouter", "auth"],
            """
            /// How the request authenticates: the endpoint's `auth`, else `defaults.auth`.
            var auth: ErrgenRuntime.AuthRequirement {
                .bearer
            }

            """)
    }

    @Test("an endpoint's retry policy comes from the spec's policies; an idempotent method makes it safe to repeat")
    func retryAndIdempotency() throws {
        let spec = """
            retry_policies:
              standard: {max_attempts: 3}
            defaults: {retry: standard}
            services:
              Items:
                endpoints:
                  item: {method: PUT, path: /items}
                  create: {method: POST, path: /items, idempotency_key: true}
            """
        try assertSnippet(
            spec, ["ItemsRouter", "retryPolicy"],
            """
            /// The endpoint's `retry` policy, else `defaults.retry`; an error's own policy overrides it.
            var retryPolicy: ErrgenRuntime.RetryPolicy {
                APIRetryPolicies.standard
            }

            """)
        try assertSnippet(
            spec, ["ItemsRouter", "isIdempotent"],
            """
            /// Whether repeating the request is safe: an idempotent method, or `idempotent: true`.
            var isIdempotent: Swift.Bool {
                switch self {
                case .item: return true
                case .create: return false
                }
            }

            """)
    }

    // MARK: Client

    @Test("a client method: parameters with defaults, typed throws, the send call wrapped when long")
    func clientMethod() throws {
        try assertSnippet(
            """
            models:
              MovieListResponse: {page: Int}
            services:
              Movie:
                endpoints:
                  popular_movies: {method: GET, path: /movie/popular, query: {page: Int, language: String?}, response: MovieListResponse}
            """,
            ["MovieService", "popularMovies"],
            """
            /// `GET /movie/popular`
            ///
            /// - Parameters:
            ///   - page: `page` in the query.
            ///   - language: `language` in the query, left out when `nil`.
            /// - Returns: the decoded `MovieListResponse`.
            /// - Throws: `APIError`.
            ///
            /// Spec: snippet.yaml:6
            func popularMovies(page: Swift.Int, language: Swift.String? = nil) async throws(APIError) -> MovieListResponse {
                let request = MovieRouter.popularMovies(page: page, language: language)
                return try await client.send(request, expecting: MovieListResponse.self)
            }

            """)
    }

    @Test("a response model named like a member of the service is written namespace-qualified in the method's body")
    func responseModelNamedLikeAMember() throws {
        let spec = """
            models:
              context: {id: Int}
              Page: {id: Int}
            services:
              Items:
                endpoints:
                  context: {method: GET, path: /items, response: context}
                  page: {method: GET, path: /page, query: {context: Int}, response: '[context]'}
                  other: {method: GET, path: /other, response: Page}
            """
        let service = try rendered(spec, ["ItemsService"])
        // Unqualified, `context` in the body is the method (or the parameter), and `context.self` does not compile.
        #expect(
            service.contains("try await client.send(ItemsRouter.context, expecting: API.context.self)"), "\(service)")
        #expect(service.contains("expecting: [API.context].self)"), "\(service)")
        #expect(service.contains("try await client.send(ItemsRouter.other, expecting: Page.self)"), "\(service)")
    }

    @Test("the client's initializers take a server, a base URL, or a shared APIClient (module-qualified)")
    func clientInitializers() throws {
        let spec = """
            module: {name: Shop, access: public}
            servers: {production: 'https://api.example.com'}
            services:
              Orders:
                endpoints: {}
            """
        try assertSnippet(
            spec, ["ShopClient", "init"],
            """
            /// A client for one of the spec's servers.
            public init(
                server: ShopServer,
                configuration: ErrgenRuntime.APIClientConfiguration = ErrgenRuntime.APIClientConfiguration()
            ) {
                self.init(baseURL: server.url, configuration: configuration)
            }

            """)
        try assertSnippet(
            spec, ["ShopServer", "production"],
            """
            /// `https://api.example.com`
            ///
            /// Spec: snippet.yaml:2
            public static let production = ShopServer(url: Foundation.URL(string: "https://api.example.com")!)

            """)
    }

    // MARK: Models

    @Test("a model: a memberwise initializer (wrapped when long), coding by wire names without CodingKeys")
    func model() throws {
        let spec = """
            models:
              Profile: {id: Int, full_name: String, phone_number: String?, avatar_url: URL?, member_since: Date, self: Bool}
            """
        try assertSnippet(
            spec, ["Profile", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(
                id: Swift.Int,
                fullName: Swift.String,
                phoneNumber: Swift.String? = nil,
                avatarURL: Foundation.URL? = nil,
                memberSince: Foundation.Date,
                self self_: Swift.Bool
            ) {
                self.id = id
                self.fullName = fullName
                self.phoneNumber = phoneNumber
                self.avatarURL = avatarURL
                self.memberSince = memberSince
                self.`self` = self_
            }

            """)
        try assertSnippet(
            spec, ["Profile", "encode"],
            """
            /// Encodes the JSON object.
            func encode(to encoder: any Swift.Encoder) throws {
                var container = encoder.container(keyedBy: ErrgenRuntime.JSONKey.self)
                try container.encode(self.id, at: "id")
                try container.encode(self.fullName, at: "full_name")
                try container.encodeIfPresent(self.phoneNumber, at: "phone_number")
                try container.encodeIfPresent(self.avatarURL, at: "avatar_url")
                try container.encode(self.memberSince, at: "member_since")
                try container.encode(self.`self`, at: "self")
            }

            """)
        // Each property compared through the runtime: one call a property, not an inline match.
        try assertSnippet(
            spec, ["Profile", "=="],
            """
            /// Equal when every property is.
            static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                guard ErrgenRuntime.ModelEquality.same(lhs.id, rhs.id) else { return false }
                guard ErrgenRuntime.ModelEquality.same(lhs.fullName, rhs.fullName) else { return false }
                guard ErrgenRuntime.ModelEquality.same(lhs.phoneNumber, rhs.phoneNumber) else { return false }
                guard ErrgenRuntime.ModelEquality.same(lhs.avatarURL, rhs.avatarURL) else { return false }
                guard ErrgenRuntime.ModelEquality.same(lhs.memberSince, rhs.memberSince) else { return false }
                guard ErrgenRuntime.ModelEquality.same(lhs.`self`, rhs.`self`) else { return false }
                return true
            }

            """)
    }

    @Test("a model without properties: init() {} on one line, its doc silent about optionals")
    func emptyModel() throws {
        try assertSnippet(
            "models:\n  Empty: {}\n", ["Empty", "init"],
            """
            /// Memberwise initializer.
            init() {}

            """)
    }

    @Test("a model without optional properties: the initializer's doc does not speak of them")
    func modelWithoutOptionals() throws {
        try assertSnippet(
            "models:\n  Point: {x: Int, y: Int}\n", ["Point", "init"],
            """
            /// Memberwise initializer.
            init(x: Swift.Int, y: Swift.Int) {
                self.x = x
                self.y = y
            }

            """)
    }

    // MARK: Catalog

    @Test("a catalog entry: its fields become typed associated values before the context")
    func errorCase() throws {
        try assertSnippet(
            """
            errors:
              RATE_LIMITED:
                status: 429
                category: retryable
                message: Wait {retry_after ?? a few} s.
                fields: {retry_after: {type: Int?, from: header.Retry-After}}
            """,
            ["APIError", "rateLimited"],
            """
            /// Wait {retry_after ?? a few} s.
            ///
            /// Code `RATE_LIMITED`: see `APIErrorCode.rateLimited`.
            case rateLimited(retryAfter: Swift.Int?, context: ErrgenRuntime.ErrorContext)

            """)
    }

    @Test("a plural text shows its other form in doc comments, not ICU's syntax")
    func pluralDoc() throws {
        let spec = """
            errors:
              SEATS_LOW:
                status: 409
                category: non_retryable
                message: 'Only {seats, plural, one {# seat in {hall} is} other {# seats in {hall} are}} left.'
                fields: {seats: Int, hall: String}
            """
        try assertSnippet(
            spec, ["APIError", "seatsLow"],
            """
            /// Only {seats} seats in {hall} are left.
            ///
            /// Code `SEATS_LOW`: see `APIErrorCode.seatsLow`.
            case seatsLow(seats: Swift.Int, hall: Swift.String, context: ErrgenRuntime.ErrorContext)

            """)
        try assertSnippet(
            spec, ["APIErrorCode", "seatsLow"],
            """
            /// Code `SEATS_LOW`, HTTP 409, non_retryable. Message (en): Only {seats} seats in {hall} are left.
            ///
            /// Spec: snippet.yaml:2
            case seatsLow

            """)
    }

    @Test("a small catalog's switch over its errors lists unrecognized as a case, without a default arm")
    func errorSwitchWithoutDefault() throws {
        try assertSnippet(
            "", ["APIError", "code"],
            """
            /// The catalog entry this error is; for an unrecognized code, the entry it is classified as.
            var code: APIErrorCode {
                switch self {
                case .failed: return .failed
                case .network: return .network
                case .unrecognized(_, let fallback): return fallback.code
                }
            }

            """)
        try assertSnippet(
            "", ["APIError", "context"],
            """
            /// Status, server message, request id, endpoint and underlying error.
            var context: ErrgenRuntime.ErrorContext {
                switch self {
                case .failed(let context): return context
                case .network(let context): return context
                case .unrecognized(_, let fallback): return fallback.context
                }
            }

            """)
    }

    @Test("a text function whose every entry has placeholders lists them all, without a default arm that never runs")
    func messageSwitchWithoutDefault() throws {
        let catalog = SnippetTests.catalog.replacingOccurrences(
            of: "message: Failed.", with: "message: 'Failed {{x}}.'"
        )
        .replacingOccurrences(of: "message: Network failure.", with: "message: 'Offline for {seconds ?? a while} s.'")
        .replacingOccurrences(of: "category: retryable,", with: "category: retryable, fields: {seconds: Int?},")
        let rendered = try MessageLayoutTests.messageFunction("", catalog: catalog)
        #expect(
            rendered == #"""
                /// The user-facing message in `locale`, placeholders filled from the fields: numbers and dates formatted for the
                /// text's locale, dates in `formatting`'s time zone.
                func message(in locale: APILocale, formatting: ErrgenRuntime.MessageFormatting = .current) -> Swift.String {
                    switch self {
                    case .failed(_): return "Failed {x}."
                    case .network(let seconds, _):
                        let _secondsText: Swift.String = seconds.map { seconds in
                            ErrgenRuntime.MessageValue.number(seconds, "en")
                        } ?? "a while"
                        return "Offline for \(_secondsText) s."
                    case .unrecognized(_, let fallback): return fallback.message(in: locale, formatting: formatting)
                    }
                }

                """#)
        // One entry without placeholders leaves its text to the code's template: the default stays.
        let plain = try MessageLayoutTests.messageFunction(
            "",
            catalog: SnippetTests.catalog.replacingOccurrences(of: "message: Failed.", with: "message: 'Failed {{x}}.'")
        )
        #expect(plain.contains("    default:\n        return code.messageTemplate(in: locale)\n"), "\(plain)")
    }

    @Test("decoding reads the problem type only where some entry has one, and only then is there init?(problemType:)")
    func problemTypeLookup() throws {
        let decoding = { (known: String) in
            """
            /// Decodes a server's error response. Never fails:
            /// - a known code (or `problem_type`) gives its entry, with the fields read from the payload;
            /// - a response without a code gives the entry `fallbacks` names for its status;
            /// - an unknown code, or a known one whose required fields are missing, is `unrecognized`.
            init(payload: ErrgenRuntime.ErrorPayload) {
            \(known)
                if let known, let error = Self.decoded(known, from: payload) {
                    self = error
                } else if payload.code == nil, known == nil {
                    self = Self(fallbackFor: payload)
                } else {
                    self = .unrecognized(code: payload.code, fallback: Self(fallbackFor: payload))
                }
            }

            """
        }
        try assertSnippet(
            "", ["APIError", "init"], decoding("    let known = payload.code.flatMap(APIErrorCode.init(wire:))"))
        #expect(!(try rendered("", ["APIErrorCode"])).contains("init?(problemType:"))
        let spec = """
            errors:
              GONE: {status: 410, category: non_retryable, message: Gone., problem_type: 'https://example.com/gone'}
            """
        try assertSnippet(
            spec, ["APIError", "init"],
            decoding(
                """
                    let known = payload.code.flatMap(APIErrorCode.init(wire:))
                        ?? payload.problemType.flatMap(APIErrorCode.init(problemType:))
                """))
        #expect(try rendered(spec, ["APIErrorCode"]).contains("\n    init?(problemType: Swift.String) {\n"))
    }

    @Test("a retry policy: the runtime's RetryPolicy, its arguments one a line when long")
    func retryPolicy() throws {
        try assertSnippet(
            """
            retry_policies:
              patient: {max_attempts: 5, initial_backoff: 500ms, max_backoff: 2m, multiplier: 1.5, jitter: equal, retry_after: ignore}
            """,
            ["APIRetryPolicies", "patient"],
            """
            /// `patient`: up to 5 attempts; backoff from 500 ms, times 1.5, at most 120 s; equal jitter; Retry-After is
            /// ignored.
            ///
            /// Spec: snippet.yaml:2
            static let patient = ErrgenRuntime.RetryPolicy(
                maxAttempts: 5,
                initialBackoff: .milliseconds(500),
                maxBackoff: .seconds(120),
                multiplier: 1.5,
                jitter: .equal,
                retryAfter: .ignore
            )

            """)
    }

    @Test("client errors: each runtime failure kind takes its entry, the rest take other's")
    func clientErrors() throws {
        try assertSnippet(
            "", ["APIErrorCode", "clientError"],
            """
            /// The entry `client_errors` names for a request that got no usable response (`other` when it names none for the
            /// kind).
            static func clientError(_ failure: ErrgenRuntime.ClientFailure) -> Self {
                .network
            }

            """)
    }

    // MARK: Support

    /// Generates `yaml` (with the shared catalog) and compares the declaration at `path`
    /// (a type, then members by name) with `expected`, rendered on its own. With
    /// `SNIPPET_DUMP=<folder>`, each rendered snippet is also written there, for writing a new test.
    func assertSnippet(
        _ yaml: String, _ path: [String], _ expected: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let rendered = try rendered(yaml, path, sourceLocation: sourceLocation)
        #expect(rendered == expected, sourceLocation: sourceLocation)
        if let dump = ProcessInfo.processInfo.environment["SNIPPET_DUMP"] {
            try? rendered.write(
                toFile: dump + "/" + path.joined(separator: ".") + ".swift", atomically: true, encoding: .utf8)
        }
    }

    /// The declaration at `path` of what `yaml` (with the shared catalog) generates, rendered on its own.
    func rendered(_ yaml: String, _ path: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) throws
        -> String
    {
        // An empty snippet is the catalog alone: an empty spec file is an error of its own.
        let snippet =
            yaml.isEmpty ? [] : [try #require(Self.file("snippet.yaml", yaml), sourceLocation: sourceLocation)]
        let (spec, decoding) = SpecDecoder.decode(
            [try #require(Self.file("catalog.yaml", Self.catalog), sourceLocation: sourceLocation)] + snippet)
        let (checked, checking) = SpecChecker.check(spec)
        let diagnostics = (decoding.sorted + checking.sorted).map(\.description)
        #expect(diagnostics.isEmpty, "\(diagnostics)", sourceLocation: sourceLocation)
        let files = Translator(checked).files(includeStringCatalog: false)
        let declarations = files.flatMap { pending -> [Declaration] in
            if case .swift(let swift) = pending.translate() { return swift.declarations }
            return []
        }
        let found = try #require(
            Self.find(path, in: declarations), "no declaration \(path.joined(separator: "."))",
            sourceLocation: sourceLocation)
        return SwiftRenderer(header: []).render(found, depth: path.count - 1)
    }

    static func file(_ path: String, _ yaml: String) -> SpecFile? {
        var diagnostics = DiagnosticList()
        let root = YAMLLoader().load(Array(yaml.utf8), file: path, diagnostics: &diagnostics)
        return diagnostics.hasErrors ? nil : SpecFile(path: path, root: root)
    }

    static func find(_ path: [String], in declarations: [Declaration]) -> Declaration? {
        guard let name = path.first else { return nil }
        // The namespace's extensions (`extension API { ... }`) are looked through: a snippet
        // names a model or router as `Profile`, and is shown at the top level.
        for case .type(let type) in declarations where type.kind == .extension {
            if let found = find(path, in: type.members.expanded) { return found }
        }
        for declaration in declarations.expanded where self.name(of: declaration) == name {
            if path.count == 1 { return declaration }
            if case .type(let type) = declaration, let found = find(Array(path.dropFirst()), in: type.members.expanded)
            {
                return found
            }
        }
        return nil
    }

    static func name(of declaration: Declaration) -> String? {
        switch declaration {
        case .type(let type): type.kind == .extension ? nil : type.name
        case .enumCase(let enumCase): enumCase.name
        case .property(let property): property.name
        case .typeAlias(let alias): alias.name
        case .function(let function):
            switch function.signature.kind {
            case .function(let name): name
            case .initializer: "init"
            }
        case .mark, .comment, .generated: nil
        }
    }
}
