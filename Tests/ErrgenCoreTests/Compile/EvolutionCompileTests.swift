import Foundation
import Testing

@testable import ErrgenCore

/// Issue 30: a spec with every kind of `renamed_from` and `deprecated` generates code that
/// compiles without a warning in Swift 6 (the generated code uses nothing deprecated), while
/// an app that calls a deprecated or renamed method, or names a renamed model, is warned, with the new name.
@Suite("Compiling renames and deprecations")
struct EvolutionCompileTests {
    static let spec = """
        errgen: 1
        module: {name: Evo}
        servers: {production: https://evo.example.com}
        client_errors: {other: NETWORK_ERROR}
        fallbacks: {4xx: CARD_DECLINED, 5xx: NETWORK_ERROR}
        errors:
          NETWORK_ERROR: {category: retryable, message: No network.}
          CARD_DECLINED:
            status: 402
            category: non_retryable
            message: Declined.
            renamed_from: [PAYMENT_DECLINED, 5002]
          OVER_LIMIT:
            status: 402
            category: non_retryable
            message: Over the limit by {amount}.
            fields: {amount: Int}
            deprecated: Use CARD_DECLINED
        enums:
          Tier:
            values:
              gold: {renamed_from: premium}
              silver: {deprecated: true}
        models:
          Account:
            summary: An account.
            renamed_from: Wallet
            deprecated: Use Profile
            properties:
              id: {type: Int, renamed_from: account_id}
              nickname: {type: String?, deprecated: Use id}
              tier: {type: Tier, default: silver}
        services:
          Accounts:
            endpoints:
              account:
                method: GET
                path: /accounts/{id}
                path_params: {id: Int}
                response: Account
                renamed_from: [wallet, purse]
                deprecated: Use profile
              profile:
                method: GET
                path: /profile
                response: Account
                errors: [OVER_LIMIT]
                renamed_from: me
        """

    /// Uses every generated declaration that is not deprecated, and matches the deprecated cases.
    static let appCode = """
        import ErrgenRuntime

        func use(_ client: EvoClient) async throws(EvoError) -> String {
            let account = try await client.accounts.profile()
            let tier: Evo.Tier = account.tier == .gold ? .gold : .unknown("bronze")
            switch try await client.accounts.profile().tier {
            case .gold, .silver: break
            case .unknown: break
            }
            return "\\(account.id) \\(tier.rawValue) \\(EvoErrorCode.cardDeclined.wire)"
        }

        func describe(_ error: EvoError) -> String {
            switch error {
            case .overLimit(let amount, _): return "\\(amount)"
            case .cardDeclined: return "declined"
            default: return error.message(in: .en)
            }
        }
        """

    @Test("the generated code compiles without a warning, beside app code that uses it")
    func compilesWithoutWarnings() async throws {
        let (files, diagnostics) = CompileSupport.generate(Self.spec)
        let generated = try #require(files, "\(diagnostics)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let result = try await CompileSupport.typeCheck([generated], appCode: Self.appCode, moduleName: "App")
        #expect(result.succeeded, "\(result.output.prefix(4000))")
    }

    @Test("calling a deprecated or renamed method, or naming a renamed model, warns with the message or new name")
    func callersAreWarned() async throws {
        let generated = try #require(CompileSupport.generate(Self.spec).files)
        let app = """
            func old(_ client: EvoClient) async throws(EvoError) {
                _ = try await client.accounts.wallet(id: 1)
                _ = try await client.accounts.account(id: 1)
            }
            let wallet: Evo.Wallet? = nil
            """
        let result = try await CompileSupport.typeCheck([generated], appCode: app, moduleName: "App")
        #expect(!result.succeeded)
        #expect(result.output.contains("'wallet(id:)' is deprecated: renamed to 'account(id:)'"), "\(result.output)")
        #expect(result.output.contains("'account(id:)' is deprecated: Use profile"), "\(result.output)")
        #expect(result.output.contains("'Wallet' is deprecated: renamed to 'Account'"), "\(result.output)")
    }

    /// App code written against the previous version: every old Swift name of a renamed
    /// property, enum value, code, model and endpoint, as an app would use them: an endpoint
    /// through the service, through its protocol (`some`, `any`) and through its router.
    static let oldNamesApp = """
        func oldNames(_ client: EvoClient, _ error: EvoError) async throws(EvoError) -> String {
            var account = try await client.accounts.wallet(id: 1)
            _ = try await client.accounts.me()
            _ = try await viaProtocol(client.accounts)
            _ = try await viaExistential(client.accounts)
            let route = Evo.AccountsRouter.wallet(id: 1)
            switch Evo.AccountsRouter.me {
            case .me: break
            default: _ = route
            }
            account.accountID += 1
            let made = Evo.Account(accountID: 2, tier: .premium)
            let wallet: Evo.Wallet = made
            if error.code == .paymentDeclined { return "declined" }
            switch error.code {
            case .paymentDeclined: return "declined"
            default: break
            }
            switch account.tier {
            case .premium: return "\\(wallet.accountID)"
            default: return "\\(account.tier == .premium)"
            }
        }

        func viaProtocol(_ service: some Evo.AccountsServiceProtocol) async throws(EvoError) -> Evo.Account {
            _ = try await service.me()
            return try await service.wallet(id: 1)
        }

        func viaExistential(_ service: any Evo.AccountsServiceProtocol) async throws(EvoError) -> Evo.Account {
            try await service.purse(id: 1)
        }
        """

    @Test("app code that uses the old names compiles after the renames, with a deprecation warning naming each new one")
    func oldNamesCompileWithWarnings() async throws {
        let generated = try #require(CompileSupport.generate(Self.spec).files)
        // Warnings are errors in the generated files (`compilesWithoutWarnings`), not in the app's.
        let result = try await CompileSupport.typeCheck(
            [generated], appCode: Self.oldNamesApp, moduleName: "App", warningsAsErrors: false)
        #expect(result.succeeded, "\(result.output.prefix(4000))")
        let warnings = result.output.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.allSatisfy { $0.contains("App.swift:") && $0.contains(" is deprecated") }, "\(warnings)")
        for expected in [
            "'accountID' is deprecated: renamed to 'id'", "'premium' is deprecated: renamed to 'gold'",
            "'paymentDeclined' is deprecated: renamed to 'cardDeclined'",
            "'Wallet' is deprecated: renamed to 'Account'",
            "'wallet(id:)' is deprecated: renamed to 'account(id:)'", "is deprecated: accountID: is now id:",
            "'purse(id:)' is deprecated: renamed to 'account(id:)'", "'me()' is deprecated: renamed to 'profile()'",
            "'me' is deprecated: renamed to 'profile'",
        ] {
            #expect(result.output.contains(expected), "\(expected)\n\(result.output.prefix(4000))")
        }
        // The service's method, the protocol's (`some`) and the router's static func.
        let walletWarnings = warnings.filter { $0.contains("'wallet(id:)' is deprecated: renamed to 'account(id:)'") }
        #expect(walletWarnings.count == 3, "\(warnings)")
    }

    /// What a rename still breaks, as `errgen diff` says (`error-case-renamed`,
    /// `endpoint-renamed`, `source`): Swift cannot alias a case, so a pattern that binds a
    /// renamed case's values, or names a case that is a static func now, needs the new name;
    /// a test double implements the protocol's requirement, which has the new name.
    static let stillBrokenApp = """
        struct AccountsDouble: Evo.AccountsServiceProtocol {
            func wallet(id: Int) async throws(EvoError) -> Evo.Account { Evo.Account(id: id) }
            func profile() async throws(EvoError) -> Evo.Account { Evo.Account(id: 0) }
        }

        func match(_ route: Evo.AccountsRouter, _ error: EvoError) -> Int? {
            if case .wallet(id: let id) = route { return id }
            if case .paymentDeclined = error { return 0 }
            return nil
        }
        """

    @Test("a test double of the old name, a pattern over a router case or error case of the old name, do not compile")
    func whatARenameStillBreaks() async throws {
        let generated = try #require(CompileSupport.generate(Self.spec).files)
        let result = try await CompileSupport.typeCheck(
            [generated], appCode: Self.stillBrokenApp, moduleName: "App", warningsAsErrors: false)
        #expect(!result.succeeded)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error: ") }
        for (line, message) in [
            (1, "type 'AccountsDouble' does not conform to protocol"), (7, "error:"), (8, "paymentDeclined"),
        ] {
            #expect(
                errors.contains { $0.contains("App.swift:\(line):") && $0.contains(message) },
                "line \(line): \(message)\n\(result.output.prefix(4000))")
        }
    }

    /// Previous endpoint names that are router members (`path`, `body`, `method`), or the
    /// service's `client`, and a parameter named like the endpoint, which hides its method.
    static let awkwardNames = """
        errgen: 1
        module: {name: Edge}
        servers: {production: https://edge.example.com}
        client_errors: {other: NETWORK_ERROR}
        fallbacks: {4xx: NETWORK_ERROR, 5xx: NETWORK_ERROR}
        errors:
          NETWORK_ERROR: {category: retryable, message: No network.}
        models:
          Note:
            properties:
              text: String
        services:
          Notes:
            endpoints:
              note:
                method: GET
                path: /notes/{note}
                path_params: {note: Int}
                query: {self: String?}
                response: Note
                renamed_from: [path, client, body]
              ping:
                method: GET
                path: /ping
                renamed_from: [method, old_ping]
        """

    @Test("previous endpoint names that are router members or the service's client compile; the router leaves them out")
    func awkwardPreviousEndpointNames() async throws {
        let (files, diagnostics) = CompileSupport.generate(Self.awkwardNames)
        let generated = try #require(files, "\(diagnostics)")
        let app = """
            func old(_ notes: some Edge.NotesServiceProtocol) async throws(EdgeError) {
                _ = try await notes.path(note: 1)
                _ = try await notes.client(note: 1, self: "x")
                try await notes.method()
                _ = Edge.NotesRouter.oldPing
            }
            """
        let result = try await CompileSupport.typeCheck(
            [generated], appCode: app, moduleName: "App", warningsAsErrors: false)
        #expect(result.succeeded, "\(result.output.prefix(4000))")
        let warnings = result.output.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 4 && warnings.allSatisfy { $0.contains("App.swift:") }, "\(warnings)")
        let routers = try #require(generated.first { $0.name == "Routers.swift" }?.contents)
        #expect(routers.contains("static var oldPing: Self"))
        #expect(!routers.contains("static func path(") && !routers.contains("static var method: Self"))
    }
}
