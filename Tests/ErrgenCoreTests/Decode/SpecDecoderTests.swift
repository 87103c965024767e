import ErrgenRuntime
import Foundation
import Testing

@testable import ErrgenCore

/// Issue 2, point 2: every section of the spec format (SpecFormatReference.md) decodes into the typed model, and
/// every scalar grammar accepts what the format allows and nothing else.
@Suite("Spec decoding")
struct SpecDecoderTests {
    @Test func versionMustBePlainOne() {
        #expect(decodeSpec("errgen: 1\n").diagnostics == [])
        #expect(
            decodeSpec("errgen: 2\n").diagnostics == [
                "s.yaml:1:9: error: unsupported format version '2'; this errgen supports version 1 ('errgen: 1')"
            ])
        #expect(
            decodeSpec("errgen: \"1\"\n").diagnostics == [
                "s.yaml:1:9: error: unsupported format version '1'; this errgen supports version 1 ('errgen: 1')"
            ])
        #expect(
            decodeSpec([("a.yaml", "module: {name: Shop}\n")]).diagnostics == [
                "a.yaml:1:1: error: no file has the 'errgen:' key; add 'errgen: 1' to one spec file"
            ])
    }

    /// A large section is decoded in chunks on every core: the entries keep the spec's
    /// order, and a mistake in any chunk is reported.
    @Test func largeSectionsKeepTheirOrderAndEveryMistake() {
        let codes = (0..<1_600).map { "E\($0)" }
        let text =
            "errors:\n"
            + codes.enumerated().map { index, code in
                // Entries 3, 777 and 1,555 have an unknown category, in three different chunks.
                let category = [3, 777, 1_555].contains(index) ? "retryabel" : "retryable"
                return "  \(code):\n    category: \(category)\n    message: \"Failed.\"\n"
            }.joined()
        let (spec, diagnostics) = decodeSpec(text)
        #expect(spec.errors.map(\.code.value.description) == codes)
        #expect(diagnostics.count == 3)
        // Entry i's `category:` is on line 4 + 3i (after `errgen: 1` and `errors:`).
        #expect(
            diagnostics.map { $0.split(separator: ":").prefix(2).joined(separator: ":") }
                == [3, 777, 1_555].map { "s.yaml:\(4 + 3 * $0)" })
    }

    /// The catalog, the models and the services are decoded side by side, in chunks of
    /// each: every section keeps its entries' order, and the decoder reports mistakes
    /// section by section (errors, fallbacks, models, enums, services), as if it had
    /// decoded one section after the other, whatever their order in the file.
    @Test func largeSectionsDecodedSideBySideKeepTheSectionsOrder() {
        var lines = ["errgen: 1", "services:"]
        for service in 0..<3 {
            // Service1's endpoint has a misspelt key.
            lines += [
                "  Service\(service):", "    endpoints:", "      get\(service):",
                "        \(service == 1 ? "methd" : "method"): GET", "        path: /s\(service)",
            ]
        }
        lines.append("errors:")
        for error in 0..<1_200 {
            // E700's code is empty: it decodes to nothing, so its chunk fills one slot less.
            let key = error == 700 ? "\"\"" : "E\(error)"
            lines += [
                "  \(key):", "    category: \([5, 1_100].contains(error) ? "retryabel" : "retryable")",
                "    message: \"Failed.\"",
            ]
        }
        lines += ["fallbacks:", "  4x: E1", "models:"]
        for model in 0..<120 {
            lines += ["  Model\(model):", "    id: \([7, 110].contains(model) ? "\"[Int\"" : "Int")"]
        }
        var loading = DiagnosticList()
        let root = YAMLLoader().load(Array(lines.joined(separator: "\n").utf8), file: "s.yaml", diagnostics: &loading)
        #expect(!loading.hasErrors)
        let (spec, diagnostics) = SpecDecoder.decode([SpecFile(path: "s.yaml", root: root)])
        #expect(spec.errors.map(\.code.value.description) == (0..<1_200).filter { $0 != 700 }.map { "E\($0)" })
        #expect(spec.models.map(\.name.value) == (0..<120).map { "Model\($0)" })
        #expect(spec.services.map(\.name.value) == ["Service0", "Service1", "Service2"])
        // In the decoder's own order, not sorted: the services' mistake, first in the file,
        // comes last, and each section's mistakes come in the order of its entries.
        let lineOf = { (text: String) in lines.firstIndex { $0.hasPrefix(text) }! + 1 }
        let expected = [
            lineOf("  E5:") + 1,  // `category: retryabel`
            lineOf("  \"\":"),  // an empty code
            lineOf("  E1100:") + 1,
            lineOf("  4x:"),
            lineOf("  Model7:") + 1, lineOf("  Model110:") + 1,  // `id: "[Int"`
            lineOf("  Service1:") + 3,  // `methd: GET`
        ]
        #expect(diagnostics.all.map { $0.location?.line } == expected)
    }

    @Test func moduleSection() {
        let (spec, diagnostics) = decodeSpec(
            "module:\n  name: FinFlow\n  access: public\n  locales: [en, vi, pt-BR]\n  missing_translation: warning\n")
        #expect(diagnostics == [])
        #expect(spec.module.name.value == "FinFlow")
        #expect(spec.module.name.location.description == "s.yaml:3:9")
        #expect(spec.module.access == .public)
        #expect(spec.module.locales.map(\.value) == ["en", "vi", "pt-BR"])
        #expect(spec.module.fallbackLocale == "en")
        #expect(spec.module.missingTranslation == .warning)
    }

    @Test func moduleDefaults() {
        let (spec, diagnostics) = decodeSpec("errgen: 1\n")
        #expect(diagnostics == [])
        #expect(spec.module.name.value == "API")
        #expect(spec.module.access == .internal)
        #expect(spec.module.locales.map(\.value) == ["en"])
        #expect(spec.module.missingTranslation == .error)
    }

    @Test func serversSection() {
        let (spec, diagnostics) = decodeSpec(
            "servers:\n  development: http://192.168.1.8:8080/api\n  production: https://api.finflow.com/api\n")
        #expect(diagnostics == [])
        #expect(spec.servers.map(\.name.value) == ["development", "production"])
        #expect(spec.servers.map(\.url.value) == ["http://192.168.1.8:8080/api", "https://api.finflow.com/api"])
        #expect(spec.servers[1].url.location.description == "s.yaml:4:15")
    }

    @Test func envelopeSectionKeyPaths() {
        let (spec, diagnostics) = decodeSpec(
            "envelope:\n  code: error.code\n  message: error.message\n  details: error.details\n  request_id: meta.request_id\n"
        )
        #expect(diagnostics == [])
        #expect(spec.envelope.code.value == ["error", "code"])
        #expect(spec.envelope.message?.value == ["error", "message"])
        #expect(spec.envelope.details?.value == ["error", "details"])
        #expect(spec.envelope.requestID?.value == ["meta", "request_id"])
        #expect(
            decodeSpec("envelope:\n  code: .code\n").diagnostics == [
                "s.yaml:3:9: error: 'code' must be a dot-separated key path such as 'error.code', found '.code' (a part is empty)"
            ])
        #expect(decodeSpec("envelope:\n  message: m\n").diagnostics == ["s.yaml:3:3: error: 'envelope' needs 'code'"])
    }

    @Test func retryPoliciesSection() throws {
        let (spec, diagnostics) = decodeSpec(
            """
            retry_policies:
              standard:
                max_attempts: 3
                initial_backoff: 500ms
                max_backoff: 1m
                multiplier: 1.5
                jitter: equal
                retry_after: ignore
              never:
                max_attempts: 1

            """)
        #expect(diagnostics == [])
        let standard = try #require(spec.retryPolicies.first)
        #expect(standard.name.value == "standard")
        #expect(standard.maxAttempts == 3)
        #expect(standard.initialBackoff.milliseconds == 500)
        #expect(standard.maxBackoff.milliseconds == 60_000)
        #expect(standard.multiplier == 1.5)
        #expect(standard.jitter == .equal)
        #expect(standard.retryAfter == .ignore)
        let never = try #require(spec.retryPolicies.last)
        #expect(never.maxAttempts == 1)
        #expect(never.initialBackoff.milliseconds == 1000)
        #expect(never.jitter == .full)
        #expect(never.retryAfter == .honor)
    }

    @Test func retryPolicyLimits() {
        let text = """
            retry_policies:
              bad:
                max_attempts: 0
                initial_backoff: 2s
                max_backoff: 1s
                multiplier: 0.5
              worse:
                max_attempts: "3"
                multiplier: -2

            """
        #expect(
            decodeSpec(text).diagnostics == [
                "s.yaml:4:19: error: 'max_attempts' must be at least 1 (1 = never retry), found 0",
                "s.yaml:6:18: error: 'max_backoff' (1000 ms) is shorter than 'initial_backoff' (2000 ms)",
                "s.yaml:7:17: error: 'multiplier' must be at least 1, found 0.5",
                "s.yaml:9:19: error: 'max_attempts' must be a whole number, found '3'",
                "s.yaml:10:17: error: 'multiplier' must be a number of at least 1, found '-2'",
            ])
    }

    @Test func defaultsSection() {
        let (spec, diagnostics) = decodeSpec(
            "defaults:\n  timeout: 30s\n  resource_timeout: 60s\n  retry: standard\n  auth: none\n")
        #expect(diagnostics == [])
        #expect(spec.defaults.timeout?.milliseconds == 30_000)
        #expect(spec.defaults.resourceTimeout?.milliseconds == 60_000)
        #expect(spec.defaults.retry?.value == "standard")
        #expect(spec.defaults.auth == .none)
        #expect(decodeSpec("errgen: 1\n").spec.defaults.auth == .bearer)
    }

    @Test func errorEntryWithEveryKey() throws {
        let (spec, diagnostics) = decodeSpec(
            """
            module: {locales: [en, vi]}
            errors:
              RATE_LIMITED:
                name: TOO_MANY
                status: 429
                category: retryable
                summary: Too many requests.
                title: {en: Slow down, vi: Chậm lại}
                message:
                  en: Try again in {retry_after} seconds.
                  vi: Thử lại sau {retry_after} giây.
                failure_reason: {en: Too many., vi: Quá nhiều.}
                recovery_suggestion: {en: Wait., vi: Chờ.}
                retry: standard
                problem_type: https://example.com/probs/rate
                fields:
                  retry_after: {type: Int?, from: header.Retry-After}
                  limits: "[String: Int]"
                  reason: {type: String, from: body.error.reason}
                  hint: {type: String?, from: details.extra.hint}

            """)
        #expect(diagnostics == [])
        let entry = try #require(spec.errors.first)
        #expect(entry.code.value == .string("RATE_LIMITED"))
        #expect(entry.code.location.description == "s.yaml:4:3")
        #expect(entry.name?.value == "TOO_MANY")
        #expect(entry.status?.value == 429)
        #expect(entry.category == .retryable)
        #expect(entry.summary == "Too many requests.")
        #expect(entry.title?.translation(for: "vi")?.text == "Chậm lại")
        #expect(
            entry.message?.translation(for: "en")?.segments == [
                .literal("Try again in "), .placeholder("retry_after"), .literal(" seconds."),
            ])
        #expect(entry.failureReason?.translations.count == 2)
        #expect(entry.recoverySuggestion?.translation(for: "en")?.text == "Wait.")
        #expect(entry.retry?.value == "standard")
        #expect(entry.problemType?.value == "https://example.com/probs/rate")
        #expect(entry.fields.map(\.name.value) == ["retry_after", "limits", "reason", "hint"])
        #expect(
            entry.fields.map(\.type.value) == [
                .optional(.primitive(.int)), .dictionary(.primitive(.int)), .primitive(.string),
                .optional(.primitive(.string)),
            ])
        #expect(
            entry.fields.map(\.source) == [
                .header("Retry-After"), .details(["limits"]), .body(["error", "reason"]), .details(["extra", "hint"]),
            ])
    }

    @Test func errorEntryNeedsCategoryAndMessage() {
        #expect(
            decodeSpec("errors:\n  X:\n    status: 400\n").diagnostics == [
                "s.yaml:4:5: error: error 'X' needs 'category'",
                "s.yaml:4:5: error: error 'X' needs 'message'",
            ])
    }

    @Test func integerAndStringCodes() {
        let (spec, diagnostics) = decodeSpec(
            """
            errors:
              5002: {name: ACCOUNT_LOCKED, category: non_retryable, message: Locked.}
              "5003": {category: non_retryable, message: Quoted.}
              card_declined: {category: non_retryable, message: Declined.}
              -7: {name: NEGATIVE, category: non_retryable, message: Negative.}

            """)
        #expect(diagnostics == [])
        #expect(
            spec.errors.map(\.code.value) == [.integer(5002), .string("5003"), .string("card_declined"), .integer(-7)])
    }

    @Test func clientErrorsSection() {
        let (spec, diagnostics) = decodeSpec(
            "client_errors:\n  offline: NO_INTERNET\n  timeout: TIMEOUT\n  decoding: 7\n  other: NETWORK_ERROR\n")
        #expect(diagnostics == [])
        #expect(spec.clientErrors.entries.map(\.kind) == [.offline, .timeout, .decoding, .other])
        #expect(spec.clientErrors.code(for: .decoding)?.value == ErrorReference(text: "7", isPlain: true))
        #expect(spec.clientErrors.code(for: .other)?.location.description == "s.yaml:6:10")
        #expect(
            decodeSpec("client_errors:\n  offline: NO_INTERNET\n").diagnostics == [
                "s.yaml:3:3: error: 'client_errors' needs 'other'"
            ])
    }

    @Test func fallbacksSection() {
        let (spec, diagnostics) = decodeSpec(
            "fallbacks:\n  401: UNAUTHORIZED\n  4xx: BAD_REQUEST\n  5xx: SERVER_ERROR\n")
        #expect(diagnostics == [])
        #expect(spec.fallbacks.map(\.status.value) == [.exact(401), .statusClass(4), .statusClass(5)])
        #expect(spec.fallbacks.map(\.code.value.text) == ["UNAUTHORIZED", "BAD_REQUEST", "SERVER_ERROR"])
        #expect(
            decodeSpec("fallbacks:\n  600: X\n  6xx: Y\n  \"404\": Z\n").diagnostics == [
                "s.yaml:3:3: error: fallback status 600 is not an HTTP status (100 to 599)",
                "s.yaml:4:3: error: a fallback key must be an HTTP status such as 404 or a class such as 4xx, found '6xx'",
                "s.yaml:5:3: error: a fallback key must be an HTTP status such as 404 or a class such as 4xx, found '404'",
            ])
    }

    @Test func modelsSection() throws {
        let (spec, diagnostics) = decodeSpec(
            "models:\n  Movie:\n    id: Int\n    overview: String?\n    token: {type: String, secret: true, summary: The token.}\n    genres: \"[Int]\"\n"
        )
        #expect(diagnostics == [])
        let movie = try #require(spec.models.first)
        #expect(movie.name.value == "Movie")
        #expect(movie.properties.map(\.wireName.value) == ["id", "overview", "token", "genres"])
        #expect(movie.properties.map(\.type.value.description) == ["Int", "String?", "String", "[Int]"])
        #expect(movie.properties.map(\.secret) == [false, false, true, false])
        #expect(movie.properties[2].summary == "The token.")
    }

    @Test func servicesSectionWithEveryEndpointKey() throws {
        let (spec, diagnostics) = decodeSpec(
            """
            services:
              Movie:
                summary: Movies.
                endpoints:
                  rateMovie:
                    summary: Rates a movie.
                    method: POST
                    path: /movie/{movie_id}/rating
                    path_params: {movie_id: Int}
                    query: {page: Int, language: String?}
                    headers: {X-Client-Version: String}
                    body: RatingRequest
                    response: RatingResponse
                    errors: [RATE_LIMITED, 5002]
                    timeout: 1.5s
                    resource_timeout: 2m
                    retry: standard
                    auth: none
                    idempotent: true
                    idempotency_key: false

            """)
        #expect(diagnostics == [])
        let service = try #require(spec.services.first)
        #expect(service.name.value == "Movie")
        #expect(service.summary == "Movies.")
        let endpoint = try #require(service.endpoints.first)
        #expect(endpoint.name.value == "rateMovie")
        #expect(endpoint.summary == "Rates a movie.")
        #expect(endpoint.method == .post)
        #expect(endpoint.path.value == "/movie/{movie_id}/rating")
        #expect(endpoint.pathParams.map(\.wireName.value) == ["movie_id"])
        #expect(endpoint.query.map { "\($0.wireName.value): \($0.type.value)" } == ["page: Int", "language: String?"])
        #expect(endpoint.headers.map(\.wireName.value) == ["X-Client-Version"])
        #expect(endpoint.body?.value == .model("RatingRequest"))
        #expect(endpoint.response?.value == .model("RatingResponse"))
        #expect(
            endpoint.errors.map(\.value) == [
                ErrorReference(text: "RATE_LIMITED", isPlain: true), ErrorReference(text: "5002", isPlain: true),
            ])
        #expect(endpoint.timeout?.milliseconds == 1500)
        #expect(endpoint.resourceTimeout?.milliseconds == 120_000)
        #expect(endpoint.retry?.value == "standard")
        #expect(endpoint.auth == AuthRequirement.none)
        #expect(endpoint.idempotent == true)
        #expect(endpoint.idempotencyKey == false)
    }

    @Test func endpointNeedsMethodAndPath() {
        #expect(
            decodeSpec("services:\n  S:\n    endpoints:\n      e: {summary: x}\n      f: {method: FETCH, path: /f}\n")
                .diagnostics == [
                    "s.yaml:5:10: error: endpoint 'e' needs 'method'",
                    "s.yaml:5:10: error: endpoint 'e' needs 'path'",
                    "s.yaml:6:19: error: 'method' must be one of GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS, found 'FETCH'",
                ])
    }

    @Test func severalFilesAreReadRecursivelyInSortedOrder() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("z.yaml", "errors:\n  Z_ERROR: {category: retryable, message: z}\n")
        try folder.write("a/b.yml", "errors:\n  B_ERROR: {category: retryable, message: b}\n")
        try folder.write("a.yaml", "errgen: 1\nerrors:\n  A_ERROR: {category: retryable, message: a}\n")
        try folder.write("a/c/d.yaml", "errors:\n  D_ERROR: {category: retryable, message: d}\n")
        try folder.write(".hidden/x.yaml", "this: is ignored\n")
        try folder.write("notes.txt", "not a spec\n")
        let paths = try SpecFolderLoader.specPaths(in: folder.path)
        #expect(
            paths.map { String($0.dropFirst(folder.path.count + 1)) } == ["a.yaml", "a/b.yml", "a/c/d.yaml", "z.yaml"])
        let (checked, diagnostics) = try Generator.lint(folder: folder.path)
        let spec = checked.spec
        #expect(diagnostics.all.filter { $0.severity == .error && $0.message.contains("defined") } == [])
        #expect(spec.errors.map(\.code.value.description) == ["A_ERROR", "B_ERROR", "D_ERROR", "Z_ERROR"])
        #expect(spec.errors[1].location.file == folder.path + "/a/b.yml")
    }

    @Test("the spec folder may be a symbolic link; links inside it are read as files, never entered as folders")
    func symbolicLinks() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("spec/a.yaml", "errgen: 1\n")
        try folder.write("elsewhere/b.yaml", "errors: {}\n")
        try folder.write("elsewhere/c.yaml", "errors: {}\n")
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.path + "/spec/linked", withDestinationPath: "../elsewhere")
        try manager.createSymbolicLink(atPath: folder.path + "/spec/c.yaml", withDestinationPath: "../elsewhere/c.yaml")
        try manager.createSymbolicLink(atPath: folder.path + "/spec/loop", withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: folder.path + "/link", withDestinationPath: "spec")
        let direct = try SpecFolderLoader.specPaths(in: folder.path + "/spec")
        #expect(direct.map { String($0.dropFirst(folder.path.count + 1)) } == ["spec/a.yaml", "spec/c.yaml"])
        let throughLink = try SpecFolderLoader.specPaths(in: folder.path + "/link")
        #expect(throughLink.map { String($0.dropFirst(folder.path.count + 1)) } == ["link/a.yaml", "link/c.yaml"])
        #expect(throws: SpecFolderError.self) { try SpecFolderLoader.specPaths(in: folder.path + "/spec/a.yaml") }
        #expect(throws: SpecFolderError.self) { try SpecFolderLoader.specPaths(in: folder.path + "/none") }
    }

    @Test func entriesAndSettingsDefinedTwiceAcrossFilesNameBothPlaces() {
        let (_, diagnostics) = decodeSpec([
            ("a.yaml", "errgen: 1\nmodule: {name: A}\nmodels:\n  M: {id: Int}\n"),
            ("b.yaml", "module: {name: B}\nmodels:\n  M: {id: Int}\n"),
        ])
        #expect(
            diagnostics == [
                "b.yaml:1:1: error: 'module' is defined twice (first at a.yaml:2:1)",
                "b.yaml:3:3: error: model 'M' is defined twice (first at a.yaml:4:3)",
            ])
    }

    @Test("a misspelt section beside the real one is read as it, so its repeated keys are reported once")
    func misspeltSectionBesideItselfReportsRepeatedKeys() {
        let (spec, diagnostics) = decodeSpec([
            ("a.yaml", "errgen: 1\nmodels:\n  M: {id: Int}\nmodles:\n  M: {id: Int}\n  N: {id: Int}\n")
        ])
        #expect(
            diagnostics == [
                "a.yaml:4:1: error: unknown key 'modles' (did you mean 'models'?)",
                "a.yaml:5:3: error: model 'M' is defined twice (first at a.yaml:3:3)",
            ])
        #expect(spec.models.map(\.name.value) == ["M", "N"])
    }

    @Test func unknownKeysAtEveryLevelSuggestTheClosestKey() {
        let text = """
            modul: {name: X}
            retry_policies:
              p: {max_attempts: 1, jiter: none}
            errors:
              E: {category: retryable, message: m, titel: t}
            services:
              S:
                endpoints:
                  e: {method: GET, path: /, retyr: p, frobnicate: 1}

            """
        #expect(
            decodeSpec(text).diagnostics == [
                "s.yaml:2:1: error: unknown key 'modul' (did you mean 'module'?)",
                "s.yaml:4:24: error: unknown key 'jiter' (did you mean 'jitter'?)",
                "s.yaml:6:40: error: unknown key 'titel' (did you mean 'title'?)",
                "s.yaml:10:33: error: unknown key 'retyr' (did you mean 'retry'?)",
                "s.yaml:10:43: error: unknown key 'frobnicate'",
            ])
    }

    @Test func booleansAreTrueOrFalseOnly() {
        func idempotent(_ value: String) -> (Bool?, [String]) {
            let (spec, diagnostics) = decodeSpec(
                "services:\n  S:\n    endpoints:\n      e:\n        method: GET\n        path: /\n        idempotent: \(value)\n"
            )
            return (spec.services.first?.endpoints.first?.idempotent, diagnostics)
        }
        #expect(idempotent("true") == (true, []))
        #expect(idempotent("false") == (false, []))
        for word in ["yes", "no", "on", "off", "Yes", "NO", "True", "FALSE"] {
            #expect(
                idempotent(word).1 == [
                    "s.yaml:8:21: error: 'idempotent' must be true or false, found '\(word)' (YAML 1.1 reads it as a boolean, YAML 1.2 as text; write true or false)"
                ])
        }
        #expect(idempotent("\"true\"").1 == ["s.yaml:8:21: error: 'idempotent' must be true or false, found 'true'"])
        #expect(idempotent("1").1 == ["s.yaml:8:21: error: 'idempotent' must be true or false, found '1'"])
    }

    @Test("an integer is ASCII digits with an optional sign, within Int")
    func integers() {
        let cases: [(String, Int?)] = [
            ("5002", 5002), ("-12", -12), ("+7", 7), ("0", 0), ("-0", 0), ("9223372036854775807", Int.max),
            ("9223372036854775808", nil), ("", nil), ("-", nil), ("+", nil), ("+-1", nil), ("12a", nil), (" 1", nil),
            ("1_000", nil), ("0x10", nil), ("1.0", nil), ("\u{663}", nil), ("1\u{301}", nil), ("\u{FF11}", nil),
        ]
        for (text, value) in cases {
            #expect(ScalarSyntax.integer(text) == value, "'\(text)'")
        }
    }

    @Test func durations() {
        let cases: [(String, Int64)] = [
            ("30s", 30_000), ("500ms", 500), ("1.5s", 1500), ("2m", 120_000), ("45", 45_000), ("0.25", 250),
            ("1.5m", 90_000),
        ]
        for (text, milliseconds) in cases {
            #expect((try? ScalarSyntax.duration(text).get())?.milliseconds == milliseconds, "\(text)")
        }
        func problem(_ text: String) -> String? {
            if case .failure(let problem) = ScalarSyntax.duration(text) { return problem.message }
            return nil
        }
        #expect(problem("0s") == "'0s' must be longer than zero")
        #expect(problem("0") == "'0' must be longer than zero")
        #expect(problem("1.0005s") == "'1.0005s' is finer than a millisecond; durations are whole milliseconds")
        for bad in ["", "s", "1 s", "1h", "-1s", "1.s", ".5s", "1e3", "1,5s", "30sec", "9999999999999s"] {
            #expect(
                problem(bad) == "'\(bad)' is not a duration; write 30s, 500ms, 1.5s, 2m or a number of seconds",
                "\(bad)")
        }
        #expect(
            decodeSpec("defaults: {timeout: 30 s}\n").diagnostics == [
                "s.yaml:2:21: error: 'timeout': '30 s' is not a duration; write 30s, 500ms, 1.5s, 2m or a number of seconds"
            ])
    }

    @Test func types() {
        let cases: [(String, TypeRef)] = [
            ("String", .primitive(.string)), ("Int64", .primitive(.int64)), ("Date", .primitive(.date)),
            ("UUID?", .optional(.primitive(.uuid))), ("Movie", .model("Movie")), ("[Movie]", .array(.model("Movie"))),
            ("[String: [String]]", .dictionary(.array(.primitive(.string)))),
            ("[Int?]?", .optional(.array(.optional(.primitive(.int))))),
            (" [ String : URL ] ", .dictionary(.primitive(.url))),
        ]
        for (text, type) in cases {
            #expect((try? TypeSyntax.parse(text).get()) == type, "\(text)")
        }
        func problem(_ text: String) -> String? {
            if case .failure(let problem) = TypeSyntax.parse(text) { return problem.message }
            return nil
        }
        #expect(problem("[Int: String]") == "dictionary keys must be String, found 'Int'")
        #expect(problem("[Int") == "'[Int' is not a type: a ']' is missing")
        #expect(problem("Int??") == "'Int??' is optional twice; write one '?'")
        #expect(problem("Int String") == "'Int String' is not a type: unexpected 'S'")
        #expect(
            problem("1Movie")
                == "'1Movie' is not a type; write String, Int, Int32, Int64, Double, Float, Decimal, Bool, URL, UUID, Date, Data, JSON, a model, enum or union name, [T], [String: T] or T?"
        )
        #expect(
            problem(String(repeating: "[", count: 40) + "Int" + String(repeating: "]", count: 40))
                == "types nest at most 16 levels deep")
    }

    @Test func locales() {
        for good in ["en", "vi", "pt-BR", "zh-Hans", "es-419", "sr-Latn-RS", "fil"] {
            #expect(ScalarSyntax.isLocale(good), "\(good)")
        }
        for bad in ["", "e", "english", "pt_BR", "en-", "-en", "zh-Hans-", "e1", "en-x"] {
            #expect(!ScalarSyntax.isLocale(bad), "\(bad)")
        }
        #expect(
            decodeSpec("module: {locales: [en, pt_BR, en]}\n").diagnostics == [
                "s.yaml:2:24: error: 'pt_BR' is not a BCP-47 locale such as en, vi, pt-BR or zh-Hans",
                "s.yaml:2:31: error: locale 'en' is listed twice (first at s.yaml:2:20)",
            ])
        #expect(
            decodeSpec("module: {locales: []}\n").diagnostics == [
                "s.yaml:2:19: error: 'locales' must name at least one locale"
            ])
    }

    @Test func localizedTextAsMappingOrPlainString() throws {
        let (spec, diagnostics) = decodeSpec(
            """
            module: {locales: [vi, en]}
            errors:
              A: {category: retryable, message: {en: Offline., vi: Mất mạng.}}
              B: {category: retryable, message: "Plain {{braces}} text."}
              C: {category: retryable, message: {en: "{bad"}}

            """)
        #expect(
            diagnostics == [
                "s.yaml:6:42: error: 'message' (en): a '{' has no closing '}' (write '{{' for a literal brace)"
            ])
        let a = try #require(spec.errors.first?.message)
        #expect(a.translations.map(\.locale.value) == ["en", "vi"])
        #expect(a.translation(for: "vi")?.text == "Mất mạng.")
        let b = try #require(spec.errors[1].message)
        // A plain string is the fallback locale's text, the first of module.locales.
        #expect(b.translations.map(\.locale.value) == ["vi"])
        #expect(b.translations.first?.segments == [.literal("Plain {braces} text.")])
        #expect(spec.errors[2].message?.unreadableLocales == ["en"])
    }

    @Test func placeholderSyntax() {
        #expect(
            (try? PlaceholderSyntax.segments(of: "In {n} s {{x}}").get()) == [
                .literal("In "), .placeholder("n"), .literal(" s {x}"),
            ])
        for (text, message) in [
            ("a } b", "a '}' has no opening '{' (write '}}' for a literal brace)"),
            (
                "{1x}",
                "'{1x}' is not a placeholder; placeholders are field names such as {retry_after}, "
                    + "{name, style}, {count, plural, one {…} other {…}} or {name ?? fallback} (write '{{' for a literal brace)"
            ),
            (
                "{}",
                "'{}' is not a placeholder; placeholders are field names such as {retry_after}, "
                    + "{name, style}, {count, plural, one {…} other {…}} or {name ?? fallback} (write '{{' for a literal brace)"
            ),
        ] {
            if case .failure(let problem) = PlaceholderSyntax.segments(of: text) {
                #expect(problem.message == message)
            } else {
                Issue.record("'\(text)' should not parse")
            }
        }
    }

    @Test func sectionsOfTheWrongShapeAreLocatedErrors() {
        #expect(
            decodeSpec("errors: [a, b]\nmodels: text\n").diagnostics == [
                "s.yaml:2:9: error: 'errors' must be a mapping, found a list",
                "s.yaml:3:9: error: 'models' must be a mapping, found 'text'",
            ])
        #expect(
            decodeSpec([("s.yaml", "- errgen\n")]).diagnostics == [
                "s.yaml:1:1: error: a spec file must be a mapping, found a list",
                "s.yaml:1:1: error: no file has the 'errgen:' key; add 'errgen: 1' to one spec file",
            ])
    }
}

@Suite("Placeholder grammar: styles, plurals, fallbacks")
struct StyledPlaceholderSyntaxTests {
    func segments(_ text: String) -> [TextSegment]? { try? PlaceholderSyntax.segments(of: text).get() }

    @Test func pluralVariantsNestedPlaceholdersAndTheNumber() throws {
        let parsed = try #require(segments("{count, plural, one {# seat in {hall}} other {## # seats}} left"))
        guard case .formatted(let plural) = parsed.first else {
            Issue.record("not formatted: \(parsed)")
            return
        }
        #expect(plural.name == "count" && plural.style == .plural && plural.fallback == nil)
        #expect(plural.variants.map(\.category) == [.one, .other])
        #expect(plural.variants[0].segments == [.pluralNumber, .literal(" seat in "), .placeholder("hall")])
        #expect(plural.variants[1].segments == [.literal("# "), .pluralNumber, .literal(" seats")])
        #expect(plural.source == "{count, plural, one {# seat in {hall}} other {## # seats}}")
        #expect(parsed.last == .literal(" left"))
        #expect(parsed.placeholderNames == ["count", "hall"])
        // `fills` answers as `placeholderNames.contains` does, nested variants included.
        for name in ["count", "hall", "seat", "left", ""] {
            #expect(parsed.fills(name) == parsed.placeholderNames.contains(name), "\(name)")
        }
        #expect(parsed.fills("hall") && !parsed.fills("seat"))
    }

    @Test func stylesAndFallbacks() throws {
        #expect(
            segments("{a, date}") == [.formatted(FormattedPlaceholder(name: "a", style: .date, source: "{a, date}"))])
        #expect(
            segments("x {a ?? a few }!") == [
                .literal("x "),
                .formatted(FormattedPlaceholder(name: "a", style: nil, fallback: "a few", source: "{a ?? a few }")),
                .literal("!"),
            ])
        let both = try #require(segments("{n, plural, other {#} ?? some}")?.first)
        guard case .formatted(let placeholder) = both else {
            Issue.record("not formatted")
            return
        }
        #expect(placeholder.fallback == "some" && placeholder.variants.count == 1)
        #expect(segments("In {a, time}.")?.count == 3)
        // `#` outside a plural is text.
        #expect(segments("#1 {a}") == [.literal("#1 "), .placeholder("a")])
    }

    @Test func currencyFromACodeOrAField() throws {
        let fixed = try #require(segments("Due: {amount, currency: VND ?? nothing}.")?.dropFirst().first)
        guard case .formatted(let placeholder) = fixed else {
            Issue.record("not formatted")
            return
        }
        #expect(
            placeholder.style == .currency && placeholder.currency == .code("VND") && placeholder.fallback == "nothing")
        #expect(CatalogFormat.specText(placeholder) == "{amount, currency: VND ?? nothing}")
        let field = try #require(segments("{fee, currency: fee_currency} charged"))
        guard case .formatted(let fromField) = field.first else {
            Issue.record("not formatted")
            return
        }
        #expect(fromField.currency == .field("fee_currency"))
        // The currency's field is filled by the text, though it has no placeholder of its own.
        #expect(field.fills("fee_currency") && field.placeholderNames == ["fee"])
        for text in ["{a, currency}", "{a, currency: }", "{a, currency: 12}"] {
            guard case .failure(let problem) = PlaceholderSyntax.segments(of: text) else {
                Issue.record("\(text) parsed")
                continue
            }
            #expect(problem.message.contains("needs an ISO 4217 code in capitals"), "\(text): \(problem.message)")
        }
    }
}
