import Foundation
import Testing

@testable import ErrgenCore

/// Issue 12: generated models, services and routers shared the app's module under their
/// own names (an app's `Session` gave "invalid redeclaration", a model named `Task` hid
/// Swift's in every file), and generated code named runtime and standard types unqualified.
/// This spec names its models, services, endpoints, fields and parameters after Swift's,
/// Foundation's and the runtime's types and after keywords; its output is compiled with app
/// code that declares its own `Session`, `AuthService`, `Movie`, `Router` and `HTTPMethod`
/// and uses `Task`, `Locale`, `Result` and `Date` unqualified, in one module, warning-free.
@Suite("Hard names compile beside app code", .serialized)
struct HardNamesCompileTests {
    static let spec = """
        errgen: 1
        module: {name: Hard, access: public, locales: [en, vi]}
        retry_policies:
          standard: {max_attempts: 3}
          default: {max_attempts: 2}
        client_errors: {other: NETWORK}
        fallbacks: {4xx: Result, 5xx: NETWORK}
        errors:
          NETWORK: {category: retryable, message: {en: Offline., vi: Ngoại tuyến.}}
          Result:
            status: 400
            category: non_retryable
            fields: {var: Int?, let: String?, default: Bool?, locale: String?, type: String?, code: Int?, formatting: Date?}
            message:
              en: 'Bad {var ?? -} {let ?? -} {default ?? -} in {locale ?? -}, {type ?? -} {code ?? -} {formatting, date ?? -}.'
              vi: 'Sai {var, plural, other {#} ?? -} {let ?? -} {default ?? -} ở {locale ?? -}, {type ?? -} {code ?? -} {formatting, time ?? -}.'
          TASK:
            status: 409
            category: retryable
            retry: default
            fields:
              data: {type: Data, from: details.data}
              dates: {type: '[Date]?', from: details.dates}
            message: {en: 'Conflict.', vi: 'Xung đột.'}
          class: {status: 422, category: non_retryable, message: {en: 'Class {in ?? -}.', vi: 'Lớp {in ?? -}.'}, fields: {in: '[String: Int]?'}}
        models:
          Task: {id: Int, title: String, locale: Locale?, result: Result?}
          Locale: {code: String, var: String?, default: Bool?}
          Result: {ok: Bool, data: Data?}
          Data: {bytes: String}
          Date: {iso: String, self: String?}
          Session: {token: String, date: Date?}
          Menu: {items: '[Task]', type: String?}
          AuthService: {url: URL, request_id: String?}
          APIClient: {base_url: URL}
          Router: {path: String}
          HTTPMethod: {name: String}
          ErrorContext: {status: Int?}
          WireCode: {text: String}
          QueryItem: {name: String, value: String?}
          RetryPolicy: {attempts: Int}
          CatalogError: {code: String}
          TextValue: {text: String}
          Sendable: {yes: Bool}
          CaseIterable: {all: '[String]'}
          Identifiable: {id: UUID}
          Encodable: {raw: String}
          envelope: {code: String}
          context: {status: Int}
          type: {name: String}
          login: {user: String}
        services:
          Task:
            endpoints:
              login: {method: POST, path: /login, body: login, response: Session}
              default: {method: GET, path: '/tasks/{class}', path_params: {class: Int}, response: Task, errors: [Result, TASK]}
              type:
                method: GET
                path: /tasks
                query: {locale: String?, request: 'Int?', items: '[Int]?', in: Date?, self: Bool?}
                headers: {X-Request-ID: String?, Accept-Language: String}
                response: Menu
                retry: default
          Menu:
            endpoints:
              in: {method: PUT, path: '/menus/{client}', path_params: {client: String}, body: Menu, response: Menu, idempotent: true}
              session: {method: DELETE, path: /session, auth: none, idempotency_key: true}
        """

    static let appCode = """
        import Foundation

        // The app's own types, named as generated code could name its own.
        public struct Session: Sendable {
            public var userName: String
        }

        public struct AuthService: Sendable {}

        public struct Movie: Sendable {
            public var title: String
        }

        public enum Router {
            case home
        }

        public enum HTTPMethod {
            case get
        }

        // Swift's and Foundation's types, unqualified.
        func appWork() async -> Result<Int, Never> {
            let count = await Task { 1 }.value
            let tag = Locale(identifier: "vi_VN").identifier
            let stamp = Date(timeIntervalSince1970: 0)
            let bytes = Data(tag.utf8)
            return .success(count + bytes.count + Int(stamp.timeIntervalSince1970))
        }

        // The generated API, from the app.
        func useGenerated(_ client: HardClient) async throws(HardError) -> Hard.Task {
            let session = try await client.task.login(body: Hard.login(user: "an"))
            _ = session.token
            _ = try await client.menu.in(client: "x", body: Hard.Menu(items: []))
            return try await client.task.default(class: 1)
        }

        func describe(_ error: HardError) -> String {
            switch error {
            case .result(let value, _, _, _, _, _, _, _):
                return "\\(value ?? 0) \\(error.message(locale: "vi")) \\(error.localizedDescription)"
            default:
                return error.message(in: .en)
            }
        }
        """

    @Test(
        "models, services, endpoints, fields and parameters named after Swift, Foundation and runtime types and keywords"
    )
    func hardNames() async throws {
        let (files, diagnostics) = CompileSupport.generate(Self.spec)
        let generated = try #require(files, "\(diagnostics)")
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let result = try await CompileSupport.typeCheck([generated], appCode: Self.appCode, moduleName: "App")
        #expect(result.succeeded, "\(result.output.prefix(4000))")
    }

    @Test("the only top-level names are the module's own")
    func topLevelNames() throws {
        let files = try #require(CompileSupport.generate(Self.spec).files)
        var names: [String] = []
        for file in files where file.name.hasSuffix(".swift") {
            for line in file.contents.split(separator: "\n") where !line.hasPrefix(" ") && !line.hasPrefix("/") {
                let words = line.split(separator: " ")
                if let index = words.firstIndex(where: {
                    ["enum", "struct", "class", "protocol", "typealias", "func", "let", "var"].contains($0)
                }),
                    index + 1 < words.count
                {
                    names.append(String(words[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
                }
            }
        }
        #expect(
            Set(names) == [
                "Hard", "HardError", "HardErrorCode", "HardLocale", "HardRetryPolicies", "HardClient", "HardServer",
            ])
    }
}
