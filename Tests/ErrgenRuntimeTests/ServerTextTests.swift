import FlyingFox
import Foundation
import TestSupport
import Testing

@testable import ErrgenRuntime

/// Issue 40, point 5, the row "server text reaches users and logs raw": a payload field
/// with U+202E, CR/LF, ESC or NUL appeared unchanged in `ErrorPresentation.message`, an
/// error's `description` carried the raw server message, and `forceUpdate`'s store URL
/// accepted `javascript:`. The runtime cleans a server's text where it reads it
/// (``ServerText``), and takes only `https` and App Store URLs.
@Suite("Issue 40: server text reaches users and logs raw")
struct ServerTextTests {
    /// Every character the runtime takes out or turns into a space, in a text with the
    /// characters it keeps.
    static let hostile =
        "Nguyễn\u{202E}fdp.exe\r\n2025-06-15 INFO forged\u{1B}[2J\u{0}\u{7F}\u{9B}\u{85}\u{2066}x\u{2069}\u{2028}end"

    @Test(
        "control and bidirectional-override characters are removed, line breaks become a space",
        arguments: [
            ("a\u{202E}gnp.exe", "agnp.exe"),
            ("line 1\r\n200 OK", "line 1 200 OK"),
            ("a\nb\rc\td\u{B}e\u{C}f", "a b c d e f"),
            ("a\u{85}b\u{2028}c\u{2029}d", "a b c d"),
            ("red\u{1B}[31m!\u{1B}[0m", "red[31m![0m"),
            ("a\u{0}b\u{7}c\u{1F}d\u{7F}e", "abcde"),
            ("a\u{80}b\u{9B}c\u{9F}d", "abcd"),
            ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}", ""),
            ("\r\n\r\n", " "),
            (hostile, "Nguyễnfdp.exe 2025-06-15 INFO forged[2J x end"),
        ])
    func controlAndBidiCharactersAreRemoved(text: String, cleaned: String) {
        #expect(ServerText.cleaned(text) == cleaned)
        #expect(ServerText.isClean(cleaned))
        #expect(!ServerText.isClean(text))
    }

    /// Right-to-left marks only set the direction of the digits and punctuation next to
    /// them, and Arabic or Hebrew text needs them; nothing else here is a control.
    @Test(
        "ordinary text, right-to-left marks and emoji are kept as they are",
        arguments: [
            "Nguyễn Văn An", "مرحبا\u{200F} 123", "\u{200E}abc\u{061C}", "😀👨‍👩‍👧", " spaces  kept ", "", "a\u{A0}b",
        ])
    func ordinaryTextIsKept(text: String) {
        #expect(ServerText.cleaned(text) == text)
        #expect(ServerText.isClean(text))
    }

    @Test("a hostile payload field, message and request id reach no presentation, message or description raw")
    func hostileTextOnTheWireIsCleaned() async throws {
        let key = try #require(String(data: try JSONEncoder().encode(Self.hostile), encoding: .utf8))
        let body =
            #"{"error":{"code":"VALIDATION_ERROR","message":\#(key),"request_id":\#(key),"details":{"field_errors":{\#(key):[\#(key)]}}}}"#
        let server = try await TestServer.start { _, _ in .json(.unprocessableContent, body) }
        defer { Task { await server.stop() } }
        let client = makeClient(server: server)

        let error = try #require(
            await failure(from: client) { try await client.send(TestEndpoint(), expecting: MovieListResponse.self) })

        let cleaned = ServerText.cleaned(Self.hostile)
        guard case .validationError(let fieldErrors, let context) = error else {
            Issue.record("got \(error)")
            return
        }
        #expect(fieldErrors == [cleaned: [cleaned]])
        #expect(context.serverMessage == cleaned)
        #expect(context.requestID == cleaned)
        let presentation = try #require(ErrorPresentation(of: error, locale: "en"))
        #expect(presentation.message == "Some fields are invalid: \(cleaned).")
        for text in [presentation.message, error.message(locale: "vi"), error.localizedDescription, "\(error)"] {
            #expect(ServerText.isClean(text), "\(text.debugDescription)")
        }
    }

    @Test("an error's description is one line, whatever the code, the message or the error underneath say")
    func descriptionsCannotForgeALogLine() throws {
        let body = Data(#"{"error":{"code":"NEW\r\nCODE","message":"a\r\n2025-06-15 INFO forged"}}"#.utf8)
        let error = TestError(response: TransportResponse(status: 400, body: body))
        #expect(error.isUnrecognized)
        #expect(error.wireCode == .string("NEW CODE"))
        #expect(!"\(error)".contains("\n") && !"\(error)".contains("\r"))
        #expect("\(error)".contains("server message: a 2025-06-15 INFO forged"))

        // Text the runtime did not read itself: an underlying error's, or a context an app made.
        struct Quoting: Error, CustomStringConvertible { var description: String { "key \"a\nb\u{202E}\"" } }
        let context = ErrorContext(status: 200, serverMessage: "x\ny", underlyingError: Quoting())
        #expect(context.description == "status: 200, server message: x y, underlying: key \"a b\"")
    }

    @Test("a header read as a text field is cleaned too")
    func headerTextFieldsAreCleaned() {
        let payload = ErrorPayload(
            status: 400, code: nil, context: ErrorContext(), headers: ["X-Note": "a\u{202E}b\u{1B}c\td"])
        #expect(payload.field(String.self, from: .header("X-Note")) == "abc d")
        #expect(payload.header("X-Note") == "a\u{202E}b\u{1B}c\td", "the raw header stays the app's to read")
    }

    @Test(
        "a store URL is https or an App Store link; javascript:, http:, file: and the rest are nil",
        arguments: [
            ("https://apps.apple.com/app/id0000000000", true), ("HTTPS://apps.apple.com/app/id1", true),
            ("itms-apps://apps.apple.com/app/id1", true), ("itms-appss://apps.apple.com/app/id1", true),
            ("javascript:alert(1)", false), ("JavaScript://apps.apple.com/%0Aalert(1)", false),
            ("http://apps.apple.com/app/id1", false), ("file:///etc/passwd", false), ("data:text/html,<b>x", false),
            ("/app/id1", false), ("//apps.apple.com/app/id1", false), ("https:///app/id1", false),
            ("https:apps.apple.com", false), ("tel:+84123", false), ("", false),
        ])
    func storeURLsMustBeHTTPSOrAppStore(url: String, kept: Bool) throws {
        let text = try #require(String(data: try JSONEncoder().encode(url), encoding: .utf8))
        let payload = ErrorPayload(
            status: 426, code: nil, context: ErrorContext(),
            body: Data(#"{"store_url":\#(text),"mirrors":[\#(text)]}"#.utf8))
        #expect((payload.field(URL.self, from: .body(["store_url"])) != nil) == kept)
        #expect((payload.field([URL].self, from: .body(["mirrors"])) != nil) == kept)
    }
}
