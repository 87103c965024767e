import ErrgenCore
import ErrgenMock
import Foundation
import Testing

/// What the envelope's `message` and request id say: the entry's own text in the language
/// the request asks for, its placeholders filled with the values sent beside it, and an id
/// per answer.
@Suite struct ErrorMessageTests {
    static let file = """
        scenarios:
          locked: {responses: [{endpoint: Auth.login, steps: [{code: INVALID_CREDENTIALS, fields: {remaining_attempts: 1}}, {code: INVALID_CREDENTIALS, fields: {remaining_attempts: 3}}, {code: ACCOUNT_LOCKED}]}]}
        """

    func responder() throws -> MockResponder {
        try ReferenceSpec.responder(scenarios: Self.file, active: "locked")
    }

    func login(_ mock: MockResponder, language: String?) -> MockReply {
        mock.respond(
            MockRequest(
                method: "POST", path: "/api/auth/login",
                headers: language.map { [("Accept-Language", $0)] } ?? [],
                body: Data(#"{"email": "an@finflow.vn", "password": "pw"}"#.utf8)))
    }

    @Test func theMessageIsTheEntrysInTheRequestedLanguageWithItsPlaceholdersFilled() throws {
        let mock = try responder()
        let one = login(mock, language: "en-GB, vi;q=0.5")
        #expect(one.json?["error"]?["message"] == .string("The email or password is incorrect. 1 attempt left."))
        let three = login(mock, language: "fr-FR, vi-VN;q=0.9, en;q=0.8")
        #expect(three.json?["error"]?["message"] == .string("Email hoặc mật khẩu không đúng. Còn 3 lần thử."))
        let locked = login(mock, language: nil)
        #expect(locked.json?["error"]?["message"] == .string("Your account is locked. Contact support."))
    }

    @Test func aLanguageTheEntryLacksGetsTheSpecsFirstLocale() throws {
        let reply = login(try responder(), language: "ja, *;q=0.1")
        #expect(reply.json?["error"]?["message"] == .string("The email or password is incorrect. 1 attempt left."))
    }

    @Test func everyAnswerHasItsOwnRequestID() throws {
        let mock = try responder()
        let ids = (0..<3).compactMap { _ -> JSONValue? in login(mock, language: nil).json?["error"]?["request_id"] }
        #expect(ids.count == 3)
        #expect(Set(ids).count == 3, "\(ids)")
    }

    @Test func aMalformedRequestSendsTheEntrysMessageAndSaysWhyInAHeader() throws {
        var options = MockResponder.Options()
        options.basePath = "/api"
        let mock = MockResponder(api: ReferenceSpec.api, options: options, now: TestNow().function)
        let reply = mock.respond(
            MockRequest(
                method: "POST", path: "/api/auth/login", headers: [("Accept-Language", "vi")],
                body: Data(#"{"email": "an@finflow.vn"}"#.utf8)))
        #expect(reply.status == 422)
        #expect(reply.json?["error"]?["code"] == .string("VALIDATION_ERROR"))
        #expect(reply.json?["error"]?["message"] == .string("Một số trường không hợp lệ."))
        #expect(reply.header("X-Errgen-Mock-Reason")?.contains("password") == true)
    }

    @Test(arguments: [
        ("vi-VN, en;q=0.8, fr;q=0.9", ["vi-VN", "fr", "en"]),
        ("en;q=0, de", ["de"]),
        ("*", []),
        ("da, en-gb;q=0.8, en;q=0.7", ["da", "en-gb", "en"]),
        ("x;q=nan, y;q=0.5", ["y"]),
    ])
    func acceptLanguageIsReadByQuality(header: String, languages: [String]) {
        #expect(EntryMessage.preferredLanguages(header) == languages)
    }
}
