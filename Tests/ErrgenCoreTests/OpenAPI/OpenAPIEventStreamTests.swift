import Foundation
import Testing

@testable import ErrgenCore

/// `text/event-stream` responses (issue 42, point 1): a document in, the client's Swift out.
/// The fixture follows a streamed chat completion: one operation answers with JSON or, when
/// the request asks, with a stream of chunks; another answers with a stream only.
@Suite("OpenAPI event streams")
struct OpenAPIEventStreamTests {
    static let folder = TestPaths.fixtures.appendingPathComponent("openapi-event-stream")

    static func sources(catalog: String? = nil) throws -> [SpecSource] {
        let document = try String(contentsOf: folder.appendingPathComponent("openapi.yaml"), encoding: .utf8)
        let errgen =
            try catalog ?? String(contentsOf: folder.appendingPathComponent("errgen.yaml"), encoding: .utf8)
        return [SpecSource(path: "errgen.yaml", text: errgen), SpecSource(path: "openapi.yaml", text: document)]
    }

    /// The declaration at `path`, rendered; the sources must check without a diagnostic.
    static func rendered(_ path: [String], sources: [SpecSource]) throws -> String {
        let (checked, diagnostics) = Generator.check(sources: sources)
        #expect(diagnostics.sorted.map(\.description) == [])
        let declarations = Translator(checked).files(includeStringCatalog: false).flatMap { pending -> [Declaration] in
            if case .swift(let swift) = pending.translate() { return swift.declarations }
            return []
        }
        let found = try #require(SnippetTests.find(path, in: declarations), "no \(path.joined(separator: "."))")
        return SwiftRenderer(header: []).render(found, depth: path.count - 1)
    }

    @Test("JSON and a stream in one response: the JSON method as named, and a Stream method of the chunk's events")
    func jsonAndStream() throws {
        let sources = try Self.sources()
        let stream = try Self.rendered(["ChatService", "createChatCompletionStream"], sources: sources)
        #expect(
            stream.hasSuffix(
                """
                func createChatCompletionStream(
                    body: CreateChatCompletionRequest
                ) async throws(AssistantError) -> ErrgenRuntime.ServerSentEvents<CreateChatCompletionStreamResponse> {
                    let request = ChatRouter.createChatCompletionStream(body: body)
                    return try await client.events(request, as: CreateChatCompletionStreamResponse.self, terminator: "[DONE]")
                }

                """), "\(stream)")
        #expect(stream.contains("`CreateChatCompletionStreamResponse`, until `[DONE]`."), "\(stream)")
        let json = try Self.rendered(["ChatService", "createChatCompletion"], sources: sources)
        #expect(
            json.contains(
                "return try await client.send(request, expecting: CreateChatCompletionResponse.self)"), "\(json)")
    }

    @Test("a stream without a schema is of String events, and without a terminator ends with the response")
    func streamOnly() throws {
        let logs = try Self.rendered(["LogsService", "tailLogs"], sources: try Self.sources())
        #expect(
            logs.hasSuffix(
                """
                func tailLogs() async throws(AssistantError) -> ErrgenRuntime.ServerSentEvents<Swift.String> {
                    try await client.events(LogsRouter.tailLogs, as: Swift.String.self)
                }

                """), "\(logs)")
    }

    @Test("an OpenAPI 3.2 itemSchema: each event's data is its data property's contentSchema")
    func itemSchema() throws {
        let document = """
            openapi: 3.1.0
            info: {title: Assistant, version: '1'}
            paths:
              /ticks:
                get:
                  operationId: ticks
                  responses:
                    '200':
                      description: OK
                      content:
                        text/event-stream:
                          itemSchema:
                            type: object
                            properties:
                              event: {type: string}
                              data:
                                type: string
                                contentMediaType: application/json
                                contentSchema: {$ref: '#/components/schemas/Tick'}
            components:
              schemas:
                Tick:
                  type: object
                  required: [price]
                  properties:
                    price: {type: number}
            """
        let catalog = try String(
            contentsOf: Self.folder.appendingPathComponent("errgen.yaml"), encoding: .utf8
        ).replacingOccurrences(of: "operations:\n  createChatCompletion:\n    terminator: '[DONE]'\n", with: "")
        let ticks = try Self.rendered(
            ["DefaultService", "ticks"],
            sources: [SpecSource(path: "errgen.yaml", text: catalog), SpecSource(path: "openapi.yaml", text: document)])
        #expect(ticks.contains("-> ErrgenRuntime.ServerSentEvents<Tick>"), "\(ticks)")
    }

    @Test("'terminator' on an endpoint without 'events', and 'events' beside 'response', are located errors")
    func mistakes() throws {
        let spec = """
            errgen: 1
            module: {name: Shop}
            client_errors: {other: NETWORK}
            errors:
              NETWORK: {category: retryable, message: Network failure.}
            models:
              Tick: {price: Double}
            services:
              Market:
                endpoints:
                  ticks: {method: GET, path: /ticks, response: Tick, events: Tick}
                  quote: {method: GET, path: /quote, response: Tick, terminator: '[DONE]'}
            """
        let (_, diagnostics) = Generator.check(sources: [SpecSource(path: "errgen.yaml", text: spec)])
        let messages = diagnostics.sorted.map(\.description)
        #expect(
            messages.contains {
                $0.contains("errgen.yaml:11:")
                    && $0.contains("has both 'response' and 'events'")
            }, "\(messages)")
        #expect(
            messages.contains {
                $0.contains("errgen.yaml:12:") && $0.contains("has a 'terminator' but no 'events'")
            }, "\(messages)")
    }

    /// App code that reads the stream, from a main-actor function and a nonisolated one.
    static let appCode = """
        import ErrgenRuntime

        @MainActor func answer(_ client: AssistantClient, _ request: Assistant.CreateChatCompletionRequest) async -> String {
            var text = ""
            do {
                for try await event in try await client.chat.createChatCompletionStream(body: request) {
                    text += event.value.choices.first?.delta.content ?? ""
                }
            } catch {
                text += "\\(error)"
            }
            return text
        }

        nonisolated func lines(_ client: AssistantClient) async throws -> [String] {
            var lines: [String] = []
            for try await event in try await client.logs.tailLogs() {
                lines.append(event.value + (event.id ?? "") + event.name)
            }
            return lines
        }
        """

    @Test(
        "the generated stream methods and app code reading them type-check in every mode, warnings as errors",
        .serialized, arguments: CompileMode.all)
    func compiles(mode: CompileMode) async throws {
        let outcome = Generator.generate(sources: try Self.sources())
        let files = try #require(outcome.files, "\(outcome.diagnostics.map(\.description))")
        let result = try await CompileSupport.typeCheck(
            [files], appCode: Self.appCode, moduleName: "AssistantApp", mode: mode)
        #expect(result.succeeded, "\(mode):\n\(result.output)")
    }

    @Test("the API catalog shows a stream's event type and its terminator")
    func apiCatalog() throws {
        let outcome = try Generator.document(folder: Self.folder.path + "/")
        let files = try #require(outcome.files)
        let markdown = try #require(files.first { $0.name == Generator.APICatalogFiles.markdown }).contents
        #expect(
            markdown.contains(
                "- **Events:** [CreateChatCompletionStreamResponse](#model-CreateChatCompletionStreamResponse) "
                    + "(text/event-stream) until \\[DONE\\]"), "\(markdown)")
    }
}
