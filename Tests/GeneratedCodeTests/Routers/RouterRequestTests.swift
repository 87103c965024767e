import ErrgenRuntime
import Foundation
import GoldenParameters
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The routers generated from `Tests/Fixtures/golden/parameters` (compiled as the
/// `GoldenParameters` target), turned into real `URLRequest`s by the runtime's
/// `RequestBuilder`: URL, method, headers and body compared byte for byte.
@Suite("Generated routers build real requests")
struct RouterRequestTests {
    let builder = RequestBuilder(baseURL: ParamsServer.production.url)
    let noteID = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

    // MARK: Paths

    @Test("path parameters are percent-encoded as one segment each: a/b c -> a%2Fb%20c")
    func pathParameters() throws {
        let request = try builder.makeRequest(for: Params.NotesRouter.note(folder: "a/b c", noteID: noteID, version: 3))
        #expect(
            request.url?.absoluteString
                == "https://api.example.com/v2/folders/a%2Fb%20c/notes/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/v3")
        #expect(request.httpMethod == "GET")
        #expect(request.httpBody == nil)
        #expect(request.allHTTPHeaderFields == ["Accept": "application/json"])
    }

    @Test("reserved and non-ASCII characters in a path parameter are encoded as UTF-8")
    func pathParameterSpecialCharacters() throws {
        let router = Params.NotesRouter.note(folder: "?#%+&=é/..", noteID: noteID, version: -1)
        #expect(router.path == "/folders/%3F%23%25%2B%26%3D%C3%A9%2F../notes/E621E1F8-C36C-495A-93FC-0C247A3E6E5F/v-1")
        let url = builder.url(for: router)
        #expect(url.absoluteString == "https://api.example.com/v2" + router.path)
    }

    // MARK: Query and headers

    /// Every query type, with `+`, `&`, `=` and non-ASCII in a value, and the optionals `nil`.
    @Test("query values are encoded for their place; nil optionals are left out; lists repeat")
    func queryItems() throws {
        let router = Params.NotesRouter.search(
            q: "a+b&c=d é/?", limit: 20, offset: 9_007_199_254_740_993, minScore: 0.1, archived: false,
            since: Date(timeIntervalSince1970: 1_700_000_000), source: URL(string: "https://example.com/x?y=1")!,
            tag: ["work", "to do"], xRequestID: "req 1")
        let request = try builder.makeRequest(for: router)
        #expect(
            request.url?.absoluteString
                == "https://api.example.com/v2/notes/search?q=a%2Bb%26c%3Dd%20%C3%A9%2F%3F&limit=20&offset=9007199254740993"
                + "&min_score=0.1&archived=false&since=2023-11-14T22%3A13%3A20Z&source=https%3A%2F%2Fexample.com%2Fx%3Fy%3D1"
                + "&tag=work&tag=to%20do")
        #expect(request.allHTTPHeaderFields == ["Accept": "application/json", "X-Request-Id": "req 1"])
        #expect(request.value(forHTTPHeaderField: "X-Trace") == nil)
        #expect(request.httpMethod == "GET")
    }

    @Test("optional query items and headers are sent when given")
    func optionalsGiven() throws {
        let router = Params.NotesRouter.search(
            q: "", limit: 0, offset: -1, minScore: 2, archived: true, since: Date(timeIntervalSince1970: 0),
            source: URL(string: "https://e.com")!, language: "vi", tag: [], ids: [1, 2], xRequestID: "r", xTrace: 7)
        #expect(
            router.queryItems == [
                QueryItem(name: "q", value: ""), QueryItem(name: "limit", value: "0"),
                QueryItem(name: "offset", value: "-1"),
                QueryItem(name: "min_score", value: "2.0"), QueryItem(name: "archived", value: "true"),
                QueryItem(name: "since", value: "1970-01-01T00:00:00Z"),
                QueryItem(name: "source", value: "https://e.com"),
                QueryItem(name: "language", value: "vi"), QueryItem(name: "ids", value: "1"),
                QueryItem(name: "ids", value: "2"),
            ])
        let request = try builder.makeRequest(for: router)
        #expect(
            request.url?.absoluteString
                == "https://api.example.com/v2/notes/search?q=&limit=0&offset=-1&min_score=2.0&archived=true"
                + "&since=1970-01-01T00%3A00%3A00Z&source=https%3A%2F%2Fe.com&language=vi&ids=1&ids=2")
        #expect(router.headers.map(\.name) == ["X-Request-Id", "X-Trace"])
        #expect(router.headers.map(\.value) == ["r", "7"])
        #expect(request.allHTTPHeaderFields == ["Accept": "application/json", "X-Request-Id": "r", "X-Trace": "7"])
    }

    @Test("a header value with a line break or NUL is refused, so it cannot inject a header")
    func headerInjection() throws {
        for value in ["r\r\nX-Injected: 1", "r\nX-Injected: 1", "r\u{0}"] {
            let router = Params.NotesRouter.search(
                q: "", limit: 0, offset: 0, minScore: 0, archived: false, since: Date(timeIntervalSince1970: 0),
                source: URL(string: "https://e.com")!, tag: [], xRequestID: value)
            #expect(throws: InvalidHeaderValue(name: "X-Request-Id")) { try builder.makeRequest(for: router) }
        }
    }

    // MARK: Bodies, auth and idempotency

    @Test("the body is JSON with wire names and sorted keys; nil properties are left out")
    func body() throws {
        let router = Params.NotesRouter.create(
            body: Params.NoteDraft(text: "Ünïcode \"quoted\" + more", pinCode: "0042"))
        let request = try builder.makeRequest(for: router, bearerToken: "tok", idempotencyKey: "key-1")
        #expect(request.url?.absoluteString == "https://api.example.com/v2/notes")
        #expect(request.httpMethod == "POST")
        let body = try #require(request.httpBody)
        #expect(String(decoding: body, as: UTF8.self) == #"{"pin_code":"0042","text":"Ünïcode \"quoted\" + more"}"#)
        #expect(
            request.allHTTPHeaderFields == [
                "Accept": "application/json", "Content-Type": "application/json", "Authorization": "Bearer tok",
                "Idempotency-Key": "key-1",
            ])
        #expect(router.sendsIdempotencyKey)
        #expect(!router.isIdempotent)
        #expect(router.isSafeToRepeat)
    }

    @Test("auth: none sends no token; bearer endpoints do")
    func auth() throws {
        let ping = try builder.makeRequest(for: Params.NotesRouter.ping, bearerToken: "tok")
        #expect(ping.httpMethod == "HEAD")
        #expect(ping.value(forHTTPHeaderField: "Authorization") == nil)
        #expect(Params.NotesRouter.ping.auth == .none)
        let archive = try builder.makeRequest(for: Params.NotesRouter.archive(noteID: noteID), bearerToken: "tok")
        #expect(archive.value(forHTTPHeaderField: "Authorization") == "Bearer tok")
        #expect(archive.httpMethod == "POST")
        #expect(archive.httpBody == nil)
    }

    @Test("idempotent: true makes a POST safe to repeat; an idempotent method does by itself")
    func idempotency() {
        let archive = Params.NotesRouter.archive(noteID: noteID)
        #expect(archive.method == .post && archive.isIdempotent && !archive.sendsIdempotencyKey)
        #expect(Params.NotesRouter.ping.isIdempotent)
        #expect(Params.NotesRouter.create(body: Params.NoteDraft(text: "")).isSafeToRepeat)
    }

    // MARK: Settings from the endpoint or `defaults`

    @Test("timeouts: 30 s / 60 s from defaults, the endpoint's own when it sets them")
    func timeouts() throws {
        let note = Params.NotesRouter.note(folder: "f", noteID: noteID, version: 1)
        #expect(note.timeout == .seconds(30))
        #expect(note.resourceTimeout == .seconds(60))
        #expect(try builder.makeRequest(for: note).timeoutInterval == 30)
        let search = Params.NotesRouter.search(
            q: "", limit: 1, offset: 0, minScore: 0, archived: false, since: Date(),
            source: URL(string: "https://e.com")!, tag: [],
            xRequestID: "r")
        #expect(search.timeout == .seconds(5))
        #expect(search.resourceTimeout == .milliseconds(1500))
        #expect(try builder.makeRequest(for: search).timeoutInterval == 5)
    }

    @Test("retry policy: the endpoint's, else defaults.retry")
    func retryPolicies() {
        #expect(Params.NotesRouter.ping.retryPolicy == ParamsRetryPolicies.standard)
        #expect(Params.NotesRouter.archive(noteID: noteID).retryPolicy == ParamsRetryPolicies.standard)
        let search = Params.NotesRouter.search(
            q: "", limit: 1, offset: 0, minScore: 0, archived: false, since: Date(),
            source: URL(string: "https://e.com")!, tag: [],
            xRequestID: "r")
        #expect(search.retryPolicy == ParamsRetryPolicies.patient)
        #expect(search.retryPolicy.maxAttempts == 5)
    }

    @Test("endpoint names, documented errors (string and integer codes) and secret fields")
    func metadata() {
        let note = Params.NotesRouter.note(folder: "f", noteID: noteID, version: 1)
        #expect(note.endpointName == "Notes.note")
        #expect(Params.NotesRouter.ping.endpointName == "Notes.ping")
        #expect(note.documentedErrors == [.integer(7), .string("BAD_REQUEST")])
        #expect(Params.NotesRouter.ping.documentedErrors.isEmpty)
        // Every secret property of the spec, on every endpoint: a server may echo one anywhere.
        let secrets: Set<String> = ["access_token", "api_key", "password", "pin_code"]
        #expect(Params.NotesRouter.create(body: Params.NoteDraft(text: "")).secretFields == secrets)
        #expect(note.secretFields == secrets)
        #expect(Params.NotesRouter.ping.secretFields == secrets)
        #expect(Params.NotesRouter.ping.secretHeaders == ["X-Signature"])
    }

    // MARK: Models

    @Test("models decode wire names, ISO 8601 dates, URLs, UUIDs; missing optionals are nil")
    func modelDecoding() throws {
        let json = #"""
            {"id": "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "text": "Hi", "created_at": "2023-11-14T22:13:20Z",
             "tags": ["a"], "scores": {"x": 1.5}, "author": {"display_name": "Ann", "api_key": "k"}}
            """#
        let note = try APIClientConfiguration.makeDefaultDecoder().decode(Params.Note.self, from: Data(json.utf8))
        #expect(
            note
                == Params.Note(
                    id: noteID, text: "Hi", createdAt: Date(timeIntervalSince1970: 1_700_000_000), tags: ["a"],
                    scores: ["x": 1.5],
                    author: Params.Person(displayName: "Ann", apiKey: "k")))
        #expect(note.link == nil)
        let withLink = try APIClientConfiguration.makeDefaultDecoder().decode(
            Params.Note.self,
            from: Data(json.replacingOccurrences(of: #""tags""#, with: #""link": "https://e.com/a%20b", "tags""#).utf8))
        #expect(withLink.link == URL(string: "https://e.com/a%20b"))
    }

    @Test("a model a router sends encodes back to the same JSON")
    func modelRoundTrip() throws {
        let draft = Params.NoteDraft(text: "t", tags: ["x", "y"], pinCode: nil)
        let request = try builder.makeRequest(for: Params.NotesRouter.create(body: draft))
        let body = try #require(request.httpBody)
        #expect(String(decoding: body, as: UTF8.self) == #"{"tags":["x","y"],"text":"t"}"#)
        #expect(try JSONDecoder().decode(Params.NoteDraft.self, from: body) == draft)
    }
}
