import ErrgenCore
import Foundation
import Testing

/// The translation of models, routers, client and servers for the cases the
/// golden fixtures do not show: literal path text that needs encoding, empty
/// services and models, internal access, a spec without `defaults`, docs.
@Suite("Router and client translation")
struct RouterTranslationTests {
    static let header = """
        errgen: 1
        client_errors: {other: NETWORK}
        fallbacks: {4xx: FAILED, 5xx: FAILED}
        errors:
          FAILED: {status: 400, category: non_retryable, message: Failed.}
          NETWORK: {category: retryable, message: Network failure.}

        """

    /// The generated files of a one-file spec, by name.
    static func generate(_ yaml: String) throws -> [String: String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-routers-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data((header + yaml).utf8).write(to: folder.appendingPathComponent("errgen.yaml"))
        let outcome = try Generator.generate(folder: folder.path + "/")
        #expect(!outcome.hasErrors, "\(outcome.diagnostics.map(\.description))")
        return Dictionary(uniqueKeysWithValues: (outcome.files ?? []).map { ($0.name, $0.contents) })
    }

    @Test("literal path text a URL cannot hold is percent-encoded when generating; parameters when sending")
    func literalPathText() throws {
        let files = try Self.generate(
            #"""
            module: {name: Edge}
            models:
              Empty: {}
            services:
              Files:
                endpoints:
                  file:
                    method: GET
                    path: /files/a b/ü/"q"\/%2F/{id}
                    path_params: {id: String}
                    response: Empty
            """#)
        let routers = try #require(files["Routers.swift"])
        #expect(routers.contains(#"case .file(let id): "/files/a%20b/%C3%BC/%22q%22%5C/%2F/\(PercentEncoding.pathSegment(id))""#))
        // The doc comment shows the path as the spec wrote it.
        #expect(routers.contains(#"/// `GET /files/a b/ü/"q"\/%2F/{id}`"#))
    }

    @Test("a service without endpoints and a model without properties")
    func emptyServiceAndModel() throws {
        let files = try Self.generate(
            """
            module: {name: Edge}
            models:
              Empty: {}
            services:
              Nothing:
                endpoints: {}
            """)
        let routers = try #require(files["Routers.swift"])
        #expect(routers.contains("enum NothingRouter: Router, Hashable {"))
        #expect(routers.contains("    var path: String {\n        switch self {}\n    }"))
        let models = try #require(files["Models.swift"])
        #expect(models.contains("struct Empty: Codable, Hashable, Sendable {"))
        #expect(models.contains("    init() {}\n"))
        #expect(!models.contains("CodingKeys"))
    }

    @Test("internal access: nothing is public; no defaults: no timeouts, no retry, bearer auth")
    func internalAccessWithoutDefaults() throws {
        let files = try Self.generate(
            """
            module: {name: Plain}
            servers: {main: https://example.com}
            models:
              Item: {item_id: Int}
            services:
              Items:
                endpoints:
                  item:
                    method: GET
                    path: /items
                    response: Item
            """)
        for name in ["Models.swift", "Routers.swift", "Client.swift", "Servers.swift"] {
            let text = try #require(files[name])
            #expect(!text.contains("public "), "\(name)")
            #expect(!text.contains("package "), "\(name)")
        }
        let routers = try #require(files["Routers.swift"])
        #expect(routers.contains("    var timeout: Duration? {\n        nil\n    }"))
        #expect(routers.contains("    var retryPolicy: RetryPolicy {\n        .never\n    }"))
        #expect(routers.contains("    var auth: AuthRequirement {\n        .bearer\n    }"))
        let models = try #require(files["Models.swift"])
        #expect(models.contains("        case itemId = \"item_id\""))
        #expect(models.contains("    init(itemId: Int) {"))
    }

    @Test("the same spec always gives the same output")
    func deterministic() throws {
        let first = try Generator.generate(folder: Self.referenceFolder.path + "/").files
        let second = try Generator.generate(folder: Self.referenceFolder.path + "/").files
        #expect(first == second)
    }

    @Test("doc comments: summary, method and path, documented errors, where in the spec")
    func docComments() throws {
        let files = try #require(try Generator.generate(folder: Self.referenceFolder.path + "/").files)
        let client = try #require(files.first { $0.name == "Client.swift" }?.contents)
        #expect(
            client.contains(
                """
                    /// Popular movies, a page at a time.
                    ///
                    /// `GET /movie/popular`
                    ///
                    /// - Parameters:
                    ///   - page: `page` in the query.
                    ///   - language: `language` in the query, left out when `nil`.
                    /// - Returns: the decoded `MovieListResponse`.
                    /// - Throws: `FinFlowError`; documented: `RATE_LIMITED`, `NOT_FOUND`.
                    ///
                    /// Spec: services/movie.yaml:5
                    public func popularMovies(page: Int, language: String? = nil) async throws(FinFlowError) -> MovieListResponse {
                        try await client.send(MovieRouter.popularMovies(page: page, language: language), expecting: MovieListResponse.self)
                    }
                """))
        let routers = try #require(files.first { $0.name == "Routers.swift" }?.contents)
        #expect(routers.contains("/// Documented errors: `VALIDATION_ERROR`, `1011` (INVALID_CREDENTIALS), `5002` (ACCOUNT_LOCKED), `RATE_LIMITED`."))
        let models = try #require(files.first { $0.name == "Models.swift" }?.contents)
        #expect(models.contains("/// Secret: never written to logs; the runtime redacts it in request and response bodies."))
    }

    static let referenceFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("specs")
}
