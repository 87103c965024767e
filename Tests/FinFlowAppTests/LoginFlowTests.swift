import ErrgenRuntime
import FinFlowAPI
import FinFlowApp
import FlyingFox
import Foundation
import TestSupport
import Testing

@Suite("Login flow")
@MainActor
struct LoginFlowTests {
    let oldToken = BearerToken(accessToken: "old-access", refreshToken: "old-refresh")

    @Test("a successful sign-in sends the trimmed email and stores the new tokens")
    func signIn() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, Body.login("new-access", "new-refresh")) }
        defer { Task { await server.stop() } }
        let app = AppUnderTest(server: server)
        let model = LoginViewModel(
            login: LoginUseCase(environment: app.environment),
            presenter: ErrorPresenter(display: RecordingDisplay(), locale: "en"))
        model.email = "  an@finflow.vn \n"
        model.password = " secret "
        await model.signIn()
        #expect(model.signedInUser?.fullName == "Nguyễn An")
        let sent = try #require(server.requests(to: "/auth/login").first?.jsonBody)
        #expect(sent["email"] as? String == "an@finflow.vn")
        #expect(sent["password"] as? String == " secret ")
        #expect(app.tokenStore.load() == BearerToken(accessToken: "new-access", refreshToken: "new-refresh"))
        #expect(
            await app.environment.authenticator.token
                == BearerToken(accessToken: "new-access", refreshToken: "new-refresh"))
    }

    @Test(
        "empty fields are rejected before any request, in the user's language",
        arguments: [
            ("en", "Check your input", "Some fields are invalid."),
            ("vi", "Kiểm tra thông tin", "Một số trường không hợp lệ."),
        ])
    func emptyFields(locale: String, title: String, message: String) async throws {
        let server = try await TestServer.start { _, _ in .json(.internalServerError, "") }
        defer { Task { await server.stop() } }
        let app = AppUnderTest(server: server)
        let display = RecordingDisplay()
        let model = LoginViewModel(
            login: LoginUseCase(environment: app.environment),
            presenter: ErrorPresenter(display: display, locale: locale))
        model.email = "   "
        model.password = "  "
        await model.signIn()
        #expect(server.requests.isEmpty)
        #expect(
            display.shown == [
                ErrorPresentation(
                    title: title, message: message, actions: [.dismiss], style: .alert, category: .nonRetryable)
            ])
    }

    @Test("wrong credentials (1011) keep the stored tokens and say so in Vietnamese")
    func wrongCredentialsKeepTokens() async throws {
        let server = try await MockedAPI.start(
            "scenarios: {wrong: {responses: [{steps: [{code: 1011, fields: {remaining_attempts: 2}}]}]}}",
            scenario: "wrong")
        defer { Task { await server.stop() } }
        let app = AppUnderTest(baseURL: server.baseURL, token: oldToken)
        let display = RecordingDisplay()
        let model = LoginViewModel(
            login: LoginUseCase(environment: app.environment),
            presenter: ErrorPresenter(display: display, locale: "vi-VN"))
        model.email = "an@finflow.vn"
        model.password = "wrong"
        await model.signIn()
        // Vietnamese has one plural form: "Còn 2 lần thử" whatever the number.
        #expect(display.shown.map(\.message) == ["Email hoặc mật khẩu không đúng. Còn 2 lần thử."])
        #expect(display.shown.first?.title == "Đăng nhập thất bại")
        #expect(display.shown.first?.actions == [.dismiss])
        #expect(server.served("Auth.login") == 1)  // login uses the `never` policy
        #expect(app.tokenStore.load() == oldToken)
        #expect(await app.environment.authenticator.token == oldToken)
        #expect(await app.navigator.screens.isEmpty)
    }

    @Test(
        "wrong credentials say how many attempts are left, in the plural form English needs",
        arguments: [
            (#"{"remaining_attempts": 1}"#, "The email or password is incorrect. 1 attempt left."),
            (#"{"remaining_attempts": 3}"#, "The email or password is incorrect. 3 attempts left."),
            ("{}", "The email or password is incorrect. Please try again."),
        ])
    func attemptsLeft(details: String, message: String) async throws {
        let server = try await TestServer.start { _, _ in .json(.unauthorized, Body.error("1011", details: details)) }
        defer { Task { await server.stop() } }
        let app = AppUnderTest(server: server)
        let display = RecordingDisplay()
        let model = LoginViewModel(
            login: LoginUseCase(environment: app.environment), presenter: ErrorPresenter(display: display, locale: "en")
        )
        model.email = "an@finflow.vn"
        model.password = "wrong"
        await model.signIn()
        #expect(display.shown.map(\.message) == [message])
    }

    @Test("a locked account (5002) goes to the support screen and shows no alert of its own")
    func accountLocked() async throws {
        let server = try await MockedAPI.start(
            #"scenarios: {locked: {responses: [{steps: [{code: 5002, fields: {support_phone: "1900 1234"}}]}]}}"#,
            scenario: "locked")
        defer { Task { await server.stop() } }
        let app = AppUnderTest(baseURL: server.baseURL)
        let display = RecordingDisplay()
        let model = LoginViewModel(
            login: LoginUseCase(environment: app.environment), presenter: ErrorPresenter(display: display, locale: "en")
        )
        model.email = "an@finflow.vn"
        model.password = "secret"
        await model.signIn()
        #expect(await app.navigator.screens == [.support("1900 1234")])
        #expect(display.shown.isEmpty)
        #expect(model.signedInUser == nil)
    }
}
