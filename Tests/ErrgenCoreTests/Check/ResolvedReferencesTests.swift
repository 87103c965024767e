import Foundation
import Testing

@testable import ErrgenCore

/// What Check records for Translate: every reference by name, found once (issue 27, point 4).
@Suite("Resolved references")
struct ResolvedReferencesTests {
    static func checked(folder: URL) throws -> CheckedSpec {
        let (checked, diagnostics) = try Generator.check(folder: folder.path)
        #expect(!diagnostics.hasErrors, "\(diagnostics.sorted)")
        return checked
    }

    static func checked(_ yaml: String) -> (CheckedSpec, [String]) {
        let (spec, decoding) = decodeSpec(yaml)
        let (checked, checking) = SpecChecker.check(spec)
        return (checked, decoding + checking.sorted.map(\.description))
    }

    static let specs = TestPaths.repository.appendingPathComponent("specs")

    /// The code and the name an entry may be referred to by.
    static func spellings(of entry: ErrorSpec) -> [String] {
        [entry.code.value.description] + (entry.name.map { [$0.value] } ?? [])
    }

    @Test("the reference spec's session: Auth.refreshToken, its body and response models and token properties")
    func referenceSession() throws {
        let checked = try Self.checked(folder: Self.specs)
        let spec = checked.spec
        let session = try #require(checked.references.session)
        let service = spec.services[session.refresh.service]
        #expect(
            service.name.value + "." + service.endpoints[session.refresh.endpoint].name.value == "Auth.refreshToken")
        guard case .body(let model, let arguments) = session.token else {
            Issue.record("the refresh token goes in the body, found \(session.token)")
            return
        }
        #expect(spec.models[model].name.value == "RefreshRequest")
        #expect(session.refresh.body == .model(model))
        #expect(
            arguments.map { "\(spec.models[model].properties[$0.property].wireName.value)=\($0.value)" } == [
                "refresh_token=refreshToken"
            ])
        let response = spec.models[session.response]
        #expect(response.name.value == "TokenPair")
        #expect(session.refresh.response == .model(session.response))
        let wireNames = [session.accessToken, session.refreshToken, session.expiresIn].map {
            $0.map { response.properties[$0].wireName.value }
        }
        #expect(wireNames == ["access_token", "refresh_token", "expires_in"])
    }

    @Test("every endpoint of the reference spec: its errors, types and retry policy, as the spec names them")
    func referenceEndpoints() throws {
        let checked = try Self.checked(folder: Self.specs)
        let spec = checked.spec
        var count = 0
        for (serviceNumber, service) in spec.services.enumerated() {
            for (number, endpoint) in service.endpoints.enumerated() {
                let resolved = checked.references.endpoints[serviceNumber][number]
                #expect(resolved.service == serviceNumber && resolved.endpoint == number)
                #expect(resolved.errors.count == endpoint.errors.count, "\(endpoint.name.value)")
                for (entry, reference) in zip(resolved.errors, endpoint.errors) {
                    let found = spec.errors[entry]
                    #expect(Self.spellings(of: found).contains(reference.value.text))
                }
                #expect((resolved.body == nil) == (endpoint.body == nil))
                #expect((resolved.response == nil) == (endpoint.response == nil))
                #expect(
                    resolved.retryPolicy.map { spec.retryPolicies[$0].name.value }
                        == (endpoint.retry ?? spec.defaults.retry)?.value)
                count += 1
            }
        }
        #expect(count > 5)
        // Auth.login: `retry: never` over the default, and four errors by code and by name.
        let auth = try #require(spec.services.firstIndex { $0.name.value == "Auth" })
        #expect(spec.services[auth].endpoints[0].name.value == "login")
        let login = checked.references.endpoints[auth][0]
        #expect(login.retryPolicy.map { spec.retryPolicies[$0].name.value } == "never")
        #expect(login.errors.map { spec.errors[$0].code.value.description }.contains("RATE_LIMITED"))
        #expect(login.errors.count == 4)
    }

    @Test("the reference spec's client_errors and fallbacks name the entries they route to")
    func referenceRoutes() throws {
        let checked = try Self.checked(folder: Self.specs)
        let spec = checked.spec
        let routes = checked.references.routes
        #expect(routes.clientErrors.map(\.kind) == spec.clientErrors.entries.map(\.kind))
        for (route, written) in zip(routes.clientErrors, spec.clientErrors.entries) {
            let entry = spec.errors[route.entry]
            #expect(Self.spellings(of: entry).contains(written.code.value.text))
        }
        #expect(routes.entry(for: .offline).map { spec.errors[$0].code.value.description } == "NO_INTERNET")
        #expect(routes.fallbacks.map(\.status) == spec.fallbacks.map(\.status.value))
        for (route, written) in zip(routes.fallbacks, spec.fallbacks) {
            let entry = spec.errors[route.entry]
            #expect(Self.spellings(of: entry).contains(written.code.value.text))
        }
        #expect(checked.references.entryRetryPolicies.count == spec.errors.count)
        for (policy, entry) in zip(checked.references.entryRetryPolicies, spec.errors) {
            #expect(policy.map { spec.retryPolicies[$0].name.value } == entry.retry?.value)
        }
    }

    @Test("a session that sends the refresh token in a header: the header's place among the endpoint's headers")
    func headerSession() throws {
        let folder = TestPaths.repository.appendingPathComponent("Tests/Fixtures/golden/session-header/spec")
        let checked = try Self.checked(folder: folder)
        let session = try #require(checked.references.session)
        #expect(session.token == .header(0))
        #expect(checked.spec.models[session.response].name.value == "AccessToken")
        #expect(session.refreshToken == nil && session.expiresIn == nil)
    }

    @Test("the generated refresh call passes the token as the header Check found, after the path and the query")
    func headerSessionCall() throws {
        let yaml = """
            errgen: 1
            module: {name: Shop}
            client_errors: {other: NETWORK_ERROR}
            fallbacks: {4xx: NETWORK_ERROR, 5xx: NETWORK_ERROR}
            errors:
              NETWORK_ERROR: {category: retryable, message: The network failed.}
            models:
              AccessToken: {token: String}
            services:
              Session:
                endpoints:
                  renew:
                    method: POST
                    path: /session/renew
                    auth: none
                    query: {trace: String?}
                    headers: {X-Trace: String?, X-Refresh-Token: String}
                    response: AccessToken
            session:
              refresh: Session.renew
              send_refresh_token: header.x-refresh-token
              access_token: token
            """
        let outcome = Generator.generate(sources: [SpecSource(path: "s/errgen.yaml", text: yaml)])
        #expect(!outcome.hasErrors, "\(outcome.diagnostics)")
        let client = try #require(outcome.files?.first { $0.name == OutputFileSet.client }?.contents)
        #expect(client.contains("let response = try await service.renew(xRefreshToken: refreshToken)"), "\(client)")
    }

    static let small = """
        module: {name: Shop, locales: [en]}
        client_errors: {other: NETWORK}
        fallbacks: {4xx: NETWORK, 5xx: NETWORK}
        retry_policies:
          patient: {max_attempts: 5}
        defaults: {retry: patient}
        errors:
          NETWORK: {category: retryable, message: The network failed., retry: patient}
          GONE: {status: 410, category: non_retryable, message: Gone., name: SOLD_OUT}
        enums:
          Color: {values: {red: Red., green: Green.}}
        models:
          Item: {id: Int, color: Color, tags: "[String]?"}
        services:
          Shop:
            endpoints:
              items:
                method: GET
                path: /items
                response: "[Item]"
                errors: [SOLD_OUT, NETWORK]
              color:
                method: GET
                path: /color
                response: Color
                retry: patient
        """

    @Test("types resolve to models and enums through lists and optionals; error names to their entries")
    func smallSpec() throws {
        let (checked, diagnostics) = Self.checked(Self.small)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let references = checked.references
        let items = references.endpoints[0][0]
        #expect(items.response == .array(.model(0)))
        #expect(items.errors == [1, 0])
        #expect(items.retryPolicy == 0)
        #expect(references.endpoints[0][1].response == .enumeration(0))
        #expect(
            references.propertyTypes == [
                [.standard(.primitive(.int)), .enumeration(0), .optional(.array(.standard(.primitive(.string))))]
            ])
        #expect(references.entryRetryPolicies == [0, nil])
        #expect(references.session == nil)
    }

    @Test("a reference to nothing is left out of the references, and Check reports it")
    func unresolvedIsLeftOut() {
        let yaml = Self.small.replacing("errors: [SOLD_OUT, NETWORK]", with: "errors: [SOLD_OUTT, NETWORK]")
        let (checked, diagnostics) = Self.checked(yaml)
        #expect(diagnostics.contains { $0.contains("unknown error code 'SOLD_OUTT'") }, "\(diagnostics)")
        #expect(checked.references.endpoints[0][0].errors == [0])
    }
}
