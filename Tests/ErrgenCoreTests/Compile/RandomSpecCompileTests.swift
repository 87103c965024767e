import Foundation
import TestSupport
import Testing

@testable import ErrgenCore

/// Issue 12, point 4: every spec errgen accepts compiles, and every spec it rejects breaks
/// a documented rule. A seeded generator writes random valid-looking specs whose names come
/// from Swift's keywords, the standard library's, Foundation's and the runtime's type names,
/// names that differ only by case or separator, and non-ASCII names, with every type and
/// every endpoint feature. The output of every accepted spec is compiled through SILGen (Swift 6,
/// warnings as errors, nonisolated and then main-actor default isolation) in one module, beside app code that declares its own `Date`, `URL`,
/// `Router`, `HTTPMethod`, `ErrorContext`... Every error of a rejected spec must be one of
/// the rules of SpecFormatReference.md.
///
/// `ERRGEN_RANDOM_SPECS=200 swift test --filter RandomSpec` runs more seeds (default 24);
/// `ERRGEN_RANDOM_SEED=n` starts elsewhere. A failure names its seed and prints its spec.
@Suite("Random specs: accepted ones compile, rejected ones break a documented rule", .serialized)
struct RandomSpecCompileTests {
    static let typeNames = [
        "Task", "Locale", "Result", "Data", "Date", "URL", "UUID", "String", "Int", "Error", "Optional", "Array",
        "Dictionary", "Set", "Codable", "Sendable", "Hashable", "CaseIterable", "Identifiable", "Equatable", "Never",
        "Void", "Router", "HTTPMethod", "ErrorContext", "WireCode", "RetryPolicy", "QueryItem", "APIClient",
        "CatalogError",
        "TextValue", "ErrorPayload", "Session", "Menu", "AuthService", "Movie", "movie", "MOVIE", "envelope", "context",
        "type", "Mövie", "Ünïcode", "日本", "Self", "Any", "extension", "Type", "Swift", "Foundation", "ErrgenRuntime",
        "CodingKeys", "Decoder", "JSONValue",
    ]
    static let memberNames = [
        "default", "class", "in", "var", "let", "self", "init", "type", "description", "code", "context", "locale",
        "message", "client", "request", "items", "headers", "Type", "Protocol", "_", "2nd", "über", "naïve", "日本",
        "user_id", "userId", "USER-ID", "user-id", "store_url", "storeUrl", "id", "ID", "path", "body", "payload",
        "value",
        "x", "é", "where", "switch", "case", "for", "return", "true", "nil", "some", "any", "async", "await", "inout",
        "fallback", "category", "title", "summary", "url", "data", "date", "result", "task", "session", "Task", "Data",
    ]
    /// Standard library, Foundation and runtime types the app code uses unqualified.
    static let standardModuleNames = [
        "Result", "Error", "String", "Array", "Optional", "Data", "URL", "Date", "Task", "Router",
    ]
    static let primitives = ["String", "Int", "Int64", "Double", "Bool", "URL", "UUID", "Date"]

    /// The error messages of the rules errgen may reject a spec for, each with the words of
    /// SpecFormatReference.md that document it.
    static let documentedRules: [(diagnostic: String, documentation: String)] = [
        ("must be a Swift type name", "A Swift type name"),
        ("is the name of a module generated code qualifies", "`Swift`, `Foundation`, `ErrgenRuntime`"),
        (
            "is a standard library, Foundation or ErrgenRuntime type name",
            "a standard library, Foundation or ErrgenRuntime type"
        ),
        ("is taken by a generated top-level type", "the generated top-level types"),
        ("makes the type", "`Catalog` makes `CatalogError`"),
        ("Swift's name for a Codable type's coding keys", "Swift's name for a `Codable` type's keys"),
        (
            "is taken by a generated router, service or service protocol",
            "`<Service>Router`, `<Service>Service` and `<Service>ServiceProtocol`"
        ),
        ("cannot be made a Swift name", "cannot be made a Swift name"),
        ("has the same Swift name", "names that give the same Swift name"),
        ("gives the same Swift name", "names that give the same Swift name"),
        ("has the same Swift label", "two parameters of an endpoint"),
        ("is a member of the generated", "members of the routers and services"),
        ("is taken by the generated code", "the error's context label"),
        ("is listed twice", "two locales that differ only by case"),
        ("which has no text form", "a field whose type holds a model"),
        ("is defined twice", "is defined twice"),
        ("contains itself", "through required properties"),
        ("is a member of itself", "a member of itself through unions alone"),
        ("has the same NSError code", "stable hash (FNV-1a, 31 bits)"),
        ("no backticks make", "no backticks make it usable"),
    ]

    /// Picks from a list with the seeded generator, and names that Check would accept.
    struct Picker {
        var generator: SeededGenerator
        mutating func pick<T>(_ items: [T]) -> T { items[Int(generator.next() % UInt64(items.count))] }
        mutating func chance(_ percent: Int) -> Bool { Int(generator.next() % 100) < percent }
        mutating func count(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + Int(generator.next() % UInt64(range.count))
        }

        /// A member name whose Swift name is new in `taken` and not `reserved`; now and then
        /// (`mistakes`) any name, so that some specs break a rule.
        mutating func member(_ taken: inout Set<String>, reserved: Set<String> = [], mistakes: Bool) -> String {
            for _ in 0..<40 {
                let name = pick(RandomSpecCompileTests.memberNames)
                if mistakes, chance(3) { return name }
                guard let swift = SwiftIdentifiers.lowerCamel(name), !taken.contains(swift), !reserved.contains(swift)
                else { continue }
                taken.insert(swift)
                return name
            }
            return "fallback\(taken.count)"
        }

        /// A type name Check accepts for a model, new in `taken`; now and then any name.
        mutating func typeName(_ taken: inout Set<String>, reserved: Set<String>, mistakes: Bool) -> String {
            for _ in 0..<40 {
                let name = pick(RandomSpecCompileTests.typeNames)
                if mistakes, chance(3) { return name }
                guard SwiftIdentifiers.isIdentifier(name), !SwiftIdentifiers.keywords.contains(name),
                    !ReservedNames.modelNames.contains(name), !reserved.contains(name), !taken.contains(name)
                else { continue }
                taken.insert(name)
                return name
            }
            return "Model\(taken.count)"
        }
    }

    static func quoted(_ text: String) -> String { CompileSupport.quoted(text) }

    /// One random spec, deterministic in its seed.
    static func spec(seed: UInt64) -> String {
        var p = Picker(generator: SeededGenerator(state: seed))
        let mistakes = p.chance(25)
        let validModules = ["Shop", "Catalog", "HTTPBin", "Api", "Zed"]
        // Module names from the standard library, Foundation and the runtime too: the namespace
        // would hide them from the app code below, which names them unqualified.
        let hardModules =
            ["Type", "Any", "Self", "My_Shop", "Swift", "Foundation", "ErrgenRuntime", "shop"]
            + Self.standardModuleNames
        let module = mistakes && p.chance(30) ? p.pick(hardModules) : p.pick(validModules) + "S\(seed)"
        let locales =
            mistakes && p.chance(20)
            ? ["en", "EN"] : p.pick([["en"], ["en", "vi"], ["en", "pt-BR"], ["vi", "en", "pt"]])
        var yaml =
            "errgen: 1\nmodule: {name: \(quoted(module)), access: \(p.pick(["public", "internal", "package"])), "
            + "locales: [\(locales.map(quoted).joined(separator: ", "))], missing_translation: warning}\n"
        // Servers and retry policies, named like members.
        var policies: [String] = []
        if p.chance(70) {
            yaml += "retry_policies:\n"
            var taken: Set<String> = []
            for _ in 0..<p.count(1...3) {
                let name = p.member(&taken, mistakes: mistakes)
                policies.append(name)
                yaml +=
                    "  \(quoted(name)): {max_attempts: \(p.count(1...4)), jitter: \(p.pick(["full", "equal", "none"]))}\n"
            }
        }
        if p.chance(60) {
            yaml += "servers:\n"
            var taken: Set<String> = []
            for _ in 0..<p.count(1...2) {
                yaml += "  \(quoted(p.member(&taken, mistakes: mistakes))): https://api.example.com/v1\n"
            }
        }
        // Services first in the name space: their routers and services are namespace members.
        var serviceNames: [String] = []
        var serviceSwiftNames: Set<String> = []
        var serviceMembers: Set<String> = []
        for _ in 0..<p.count(1...3) {
            for _ in 0..<40 {
                let name = p.pick(typeNames + memberNames)
                guard let type = SwiftIdentifiers.upperCamel(name), let member = SwiftIdentifiers.lowerCamel(name),
                    !serviceSwiftNames.contains(type), !serviceMembers.contains(member)
                else { continue }
                serviceSwiftNames.insert(type)
                serviceMembers.insert(member)
                serviceNames.append(name)
                break
            }
        }
        let generatedTypes = Set(serviceSwiftNames.flatMap { [$0 + "Router", $0 + "Service"] })
            .union(["", "Error", "ErrorCode", "Locale", "RetryPolicies", "Client", "Server"].map { module + $0 })
        // Models: each may refer to the ones before it.
        var models: [String] = []
        var modelNames: Set<String> = []
        yaml += "models:\n"
        for _ in 0..<p.count(1...6) {
            let name = p.typeName(&modelNames, reserved: generatedTypes, mistakes: mistakes)
            yaml += "  \(quoted(name)):\n"
            var taken: Set<String> = []
            for _ in 0..<p.count(0...4) {
                var type = p.pick(primitives + ["[String]", "[String: Int]", "[Date]", "[String: [Double]]"])
                if let model = models.last, p.chance(30) { type = p.pick([model, "[\(model)]", "[String: \(model)]"]) }
                if p.chance(40) { type += "?" }
                let key = p.member(&taken, mistakes: mistakes)
                yaml +=
                    p.chance(20)
                    ? "    \(quoted(key)): {type: \(quoted(type)), secret: true, summary: \(quoted(key))}\n"
                    : "    \(quoted(key)): \(quoted(type))\n"
            }
            models.append(name)
        }
        // Errors: a client error and a fallback that every spec needs, then random entries.
        // Now and then every entry has every text, each with braces, so that no entry is
        // left to a text function's `default` (issue 41). Chosen by a generator of its own,
        // so that the rest of each seed's spec stays as it was.
        var shape = Picker(generator: SeededGenerator(state: seed &* 0x9E37_79B9_7F4A_7C15 &+ 41))
        let everyText = shape.chance(35)
        let fixedTexts = { (text: String) in
            everyText
                ? "message: {en: \(quoted(text + " {{}}."))}, title: {en: \(quoted(text + " {{}}"))}, "
                    + "recovery_suggestion: {en: \(quoted("Retry {{}}."))}, failure_reason: {en: \(quoted("{{}}"))}"
                : "message: {en: \(text).}"
        }
        yaml += "client_errors: {other: NETWORK}\nfallbacks: {4xx: FAILED, 5xx: FAILED}\nerrors:\n"
        yaml += "  NETWORK: {category: retryable, \(fixedTexts("Offline"))}\n"
        yaml += "  FAILED: {status: 400, category: non_retryable, \(fixedTexts("Failed"))}\n"
        var codes = ["NETWORK", "FAILED"]
        var caseNames: Set<String> = ["network", "failed"]
        for index in 0..<p.count(1...6) {
            let integer = p.chance(25)
            let name = p.member(&caseNames, reserved: ReservedNames.caseNames, mistakes: mistakes)
            let code = integer ? "\(4000 + index)" : "E\(index)_" + name
            codes.append(code)
            yaml += "  \(quoted(code)):\n    name: \(quoted(name))\n"
            yaml += "    status: \(p.pick([401, 403, 404, 409, 422, 429, 500, 503]))\n"
            yaml +=
                "    category: \(p.pick(["retryable", "non_retryable", "reauthenticate", "requires_logout", "maintenance", "force_update"]))\n"
            var fields: [String] = []
            if p.chance(70) {
                yaml += "    fields:\n"
                var taken: Set<String> = []
                for _ in 0..<p.count(1...3) {
                    let field = p.member(&taken, reserved: ReservedNames.fieldNames, mistakes: mistakes)
                    var type =
                        p.pick(primitives + ["[String]", "[String: [String]]", "[Int]"]) + (p.chance(60) ? "?" : "")
                    if let model = models.first, mistakes, p.chance(20) { type = model + "?" }
                    if PlaceholderSyntax.isPlaceholderName(field), type.first != "[" || p.chance(50),
                        mistakes || !models.contains(String(type.dropLast()))
                    {
                        fields.append(field)
                    }
                    let from = p.pick(["", "details.\(index)x", "body.error.f\(index)", "header.X-F\(index)"])
                    yaml +=
                        from.isEmpty
                        ? "      \(quoted(field)): {type: \(quoted(type)), from: details.k\(taken.count)}\n"
                        : "      \(quoted(field)): {type: \(quoted(type)), from: \(quoted(from + "\(taken.count)"))}\n"
                }
            }
            let placeholder = fields.first.map { p.chance(70) ? " {\($0)}" : "" } ?? ""
            let texts = locales.map { "\(quoted($0)): \(quoted("Text \(index)\(placeholder) in \($0) {{}}."))" }.joined(
                separator: ", ")
            yaml += "    message: {\(texts)}\n"
            // Each chance is drawn whatever `everyText` says, so the seed's later choices stay.
            if p.chance(30) || everyText { yaml += "    title: {\(texts)}\n" }
            if p.chance(20) || everyText { yaml += "    recovery_suggestion: {\(texts)}\n" }
            if p.chance(15) || everyText { yaml += "    failure_reason: {\(texts)}\n" }
            if p.chance(15) { yaml += "    problem_type: https://errors.example/\(index)\n" }
            if let policy = policies.first, p.chance(25) { yaml += "    retry: \(quoted(policy))\n" }
        }
        // Services, with every endpoint feature.
        yaml += "services:\n"
        for service in serviceNames {
            yaml += "  \(quoted(service)):\n    endpoints:\n"
            var endpoints: Set<String> = []
            for _ in 0..<p.count(1...4) {
                yaml +=
                    "      \(quoted(p.member(&endpoints, reserved: ReservedNames.endpointNames, mistakes: mistakes))):\n"
                let method = p.pick(["GET", "POST", "PUT", "PATCH", "DELETE"])
                var labels: Set<String> = ["body"]
                var path = "/" + p.pick(["items", "a b", "ü", "v1/things"])
                var pathParams: [String] = []
                for _ in 0..<p.count(0...2) {
                    let name = p.member(&labels, mistakes: false)
                    guard PlaceholderSyntax.isPlaceholderName(name), name.allSatisfy(\.isASCII) else { continue }
                    pathParams.append(name)
                    path += "/{\(name)}"
                }
                yaml += "        method: \(method)\n        path: \(quoted(path))\n"
                if !pathParams.isEmpty {
                    yaml +=
                        "        path_params: {\(pathParams.map { "\(quoted($0)): \(quoted(p.pick(primitives)))" }.joined(separator: ", "))}\n"
                }
                if p.chance(50) {
                    let query = (0..<p.count(1...3)).map { _ in
                        let name = quoted(p.member(&labels, mistakes: mistakes))
                        let type = quoted(p.pick(primitives + ["[Int]", "[String]"]) + (p.chance(50) ? "?" : ""))
                        // Now and then a secret one: its router gets a `customMirror`.
                        return p.chance(20) ? "\(name): {type: \(type), secret: true}" : "\(name): \(type)"
                    }
                    yaml += "        query: {\(query.joined(separator: ", "))}\n"
                }
                if p.chance(30) {
                    let header = p.pick(["X-Request-ID", "Accept-Language", "X-Trace"])
                    if let swift = SwiftIdentifiers.lowerCamel(header), labels.insert(swift).inserted {
                        let type = quoted(p.pick(primitives) + (p.chance(50) ? "?" : ""))
                        let value = p.chance(30) ? "{type: \(type), secret: true}" : type
                        yaml += "        headers: {\(quoted(header)): \(value)}\n"
                    }
                }
                if method != "GET", p.chance(60) { yaml += "        body: \(quoted(p.pick(models)))\n" }
                if p.chance(70) { yaml += "        response: \(quoted(p.pick(models)))\n" }
                if p.chance(50) { yaml += "        errors: [\(quoted(p.pick(codes)))]\n" }
                if let policy = policies.last, p.chance(30) { yaml += "        retry: \(quoted(policy))\n" }
                if p.chance(20) { yaml += "        auth: none\n" }
                if p.chance(15) { yaml += "        idempotency_key: true\n" }
                if p.chance(15) { yaml += "        idempotent: true\n" }
                if p.chance(15) { yaml += "        timeout: 5s\n" }
            }
        }
        return yaml
    }

    /// The app's own types beside the generated code, named as generated code names the
    /// standard and runtime types it means.
    static let appCode = """
        import Foundation

        struct Date {}
        struct URL {}
        struct Data {}
        struct UUID {}
        enum Router {}
        enum HTTPMethod {}
        struct ErrorContext {}
        struct WireCode {}
        struct RetryPolicy {}
        struct QueryItem {}
        struct TextValue {}
        struct Session {}
        struct AuthService {}
        struct Movie {}
        struct APIClient {}
        struct Duration {}
        func preconditionFailure(_ message: Int) {}

        func useSwiftTypes() async -> Swift.Result<Int, Never> {
            .success(await Task { 1 }.value)
        }

        func useUnqualifiedTypes(_ texts: Array<String>, _ value: Optional<Int>) -> Result<String, any Error> {
            .success(texts.joined() + String(describing: value))
        }
        """

    @Test("a module named after a type the app code above names unqualified is rejected, where it is written")
    func standardTypeModuleNames() {
        for name in Self.standardModuleNames {
            let yaml =
                "errgen: 1\nmodule: {name: \(name), locales: [en]}\nclient_errors: {other: E}\nfallbacks: {4xx: E, 5xx: E}\n"
                + "errors:\n  E: {category: retryable, message: Offline.}\n"
            let (files, diagnostics) = CompileSupport.generate(yaml)
            #expect(files == nil, "\(name)")
            #expect(
                diagnostics == [
                    "errgen.yaml:2:16: error: the module name '\(name)' is a standard library, Foundation or ErrgenRuntime type name, which the "
                        + "generated namespace would hide from the app's code in the same module; choose another, such as \(name)API"
                ])
        }
    }

    /// Issue 41: module `Catalog` made `CatalogError`, which hid the runtime's protocol from
    /// the app's code in the same module (`some CatalogError` no longer compiled there).
    @Test("a module whose error type would hide a standard or runtime type is rejected; the suggested name compiles")
    func errorTypeHidingARuntimeType() async throws {
        let catalog = { (module: String) in
            "errgen: 1\nmodule: {name: \(module), locales: [en]}\nclient_errors: {other: E}\nfallbacks: {4xx: E, 5xx: E}\n"
                + "errors:\n  E: {category: retryable, message: Offline.}\n"
        }
        for (module, hidden) in [
            ("Catalog", "CatalogError"), ("Decoding", "DecodingError"), ("Localized", "LocalizedError"),
        ] {
            let (files, diagnostics) = CompileSupport.generate(catalog(module))
            #expect(files == nil, "\(module)")
            #expect(
                diagnostics == [
                    "errgen.yaml:2:16: error: the module name '\(module)' makes the type '\(hidden)', a standard library, "
                        + "Foundation or ErrgenRuntime type name, which it would hide from the app's code in the same module; "
                        + "choose another, such as \(module)API"
                ])
        }
        let files = try #require(CompileSupport.generate(catalog("CatalogAPI")).files)
        let appCode = """
            import ErrgenRuntime

            func describe(_ error: some CatalogError) -> String { error.message(locale: "en") }
            func code<E: CatalogError>(_ error: E) -> E.Code { error.code }
            func category(_ code: some CatalogErrorCode) -> ErrorCategory { code.category }
            let failure: any Error = CatalogAPIError.e(context: ErrorContext())
            """
        let result = try await CompileSupport.typeCheck(
            [files], appCode: appCode, moduleName: "CatalogApp", throughSILGen: true)
        #expect(result.succeeded, "\(result.output)")
    }

    @Test("random specs with hard names")
    func randomSpecs() async throws {
        let environment = ProcessInfo.processInfo.environment
        let count = environment["ERRGEN_RANDOM_SPECS"].flatMap { Int($0) } ?? 24
        let start = environment["ERRGEN_RANDOM_SEED"].flatMap { UInt64($0) } ?? 1
        let documentation = try String(
            contentsOf: TestPaths.repository.appendingPathComponent(
                "Sources/ErrgenRuntime/ErrgenRuntime.docc/SpecFormatReference.md"), encoding: .utf8)
        for rule in Self.documentedRules {
            let documented = documentation.contains(rule.documentation)
            #expect(documented, "SpecFormatReference.md does not document '\(rule.diagnostic)'")
        }
        var accepted: [[GeneratedFile]] = []
        var acceptedSeeds: [UInt64] = []
        var rejected = 0
        for seed in start..<start + UInt64(count) {
            let yaml = Self.spec(seed: seed)
            let (files, diagnostics) = CompileSupport.generate(yaml)
            if let files {
                accepted.append(files)
                acceptedSeeds.append(seed)
                continue
            }
            rejected += 1
            for diagnostic in diagnostics where diagnostic.contains(": error: ") {
                #expect(
                    Self.documentedRules.contains { diagnostic.contains($0.diagnostic) },
                    "seed \(seed) was rejected for a rule SpecFormatReference.md does not list:\n\(diagnostic)\n\(yaml)"
                )
            }
        }
        // Most seeds make a spec errgen accepts: the hard names are meant to compile.
        #expect(accepted.count * 2 >= count, "only \(accepted.count) of \(count) specs accepted")
        // A package target's defaults, and an Xcode 26 app target's (main actor by default).
        for mode in [CompileMode.swift6, .xcodeApp] {
            // Through SILGen: a `default` that never runs is reported there, not by `-typecheck` (issue 41).
            let result = try await CompileSupport.typeCheck(
                accepted, appCode: Self.appCode, moduleName: "RandomSpecs", mode: mode, throughSILGen: true)
            guard !result.succeeded else { continue }
            // Name the seeds whose files fail, and print the first one's spec.
            let failing = Set(
                result.output.split(separator: "\n").compactMap { line -> UInt64? in
                    guard let range = line.range(of: "/S"),
                        let underscore = line[range.upperBound...].firstIndex(of: "_"),
                        let index = Int(line[range.upperBound..<underscore]), index < acceptedSeeds.count
                    else { return nil }
                    return acceptedSeeds[index]
                })
            Issue.record(
                "seeds \(failing.sorted()) do not compile in \(mode):\n\(result.output.prefix(3000))\n\(failing.min().map { Self.spec(seed: $0) } ?? "")"
            )
        }
        print(
            "random specs: \(accepted.count) accepted and type-checked, \(rejected) rejected, of \(count) (seeds \(start)..<\(start + UInt64(count)))"
        )
    }
}
