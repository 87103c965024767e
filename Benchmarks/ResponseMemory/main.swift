// One call against a hostile local server, for /usr/bin/time to measure the peak memory
// of: a 100 MB body, an endless chunked body, a 100 MB error body, a redirect with an
// endless body, each with or without a log handler, taken undecoded (`perform`, a
// download) or decoded (`send(_:expecting:)`). Built in release by
// Benchmarks/response-memory.sh; not a test. It uses only API that ErrgenRuntime had
// before issue 40, so the same file measures both.
import ErrgenRuntime
import FinFlowAPI
import Foundation

/// `GET <path>`, no retries, the whole transfer limited to `seconds`.
struct Probe: Router {
    var path: String
    var seconds: Int
    var endpointName: String { "Bench.probe" }
    var method: HTTPMethod { .get }
    var queryItems: [QueryItem] { [] }
    var headers: [(name: String, value: String)] { [] }
    var body: (any Encodable & Sendable)? { nil }
    var timeout: Duration? { .seconds(seconds) }
    var resourceTimeout: Duration? { .seconds(seconds) }
    var retryPolicy: RetryPolicy { .never }
    var auth: AuthRequirement { .none }
    var isIdempotent: Bool { true }
    var sendsIdempotencyKey: Bool { false }
    var documentedErrors: [WireCode] { [] }
}

let arguments = CommandLine.arguments
guard arguments.count >= 3, let port = Int(arguments[1]) else {
    print("usage: ResponseMemory PORT PATH [log|nolog] [SECONDS] [perform|decode]")
    exit(2)
}
let logs = arguments.count > 3 && arguments[3] == "log"
let seconds = arguments.count > 4 ? Int(arguments[4]) ?? 5 : 5
let decodes = arguments.count > 5 && arguments[5] == "decode"
let longest = Locked(0)
var configuration = APIClientConfiguration()
if logs {
    configuration.logHandler = { entry in
        let length = entry.description.utf8.count
        longest.withLock { $0 = max($0, length) }
    }
}
let client = APIClient<FinFlowError>(baseURL: URL(string: "http://127.0.0.1:\(port)")!, configuration: configuration)
let started = ContinuousClock.now
var outcome: String
do {
    if decodes {
        let strings = try await client.send(Probe(path: arguments[2], seconds: seconds), expecting: [String].self)
        outcome = "decoded \(strings.count) strings"
    } else {
        let response = try await client.perform(Probe(path: arguments[2], seconds: seconds))
        outcome = "HTTP \(response.status), \(response.body.count) bytes kept"
    }
} catch {
    let underlying = error.context.underlyingError.map { "\($0)" } ?? "-"
    outcome = "\(error.code) (status \(error.context.status.map(String.init) ?? "none")): \(underlying.prefix(160))"
}
print(
    "\(arguments[2])\(logs ? " +log" : "")\(decodes ? " decoded" : ""): \(outcome); \(ContinuousClock.now - started); longest log entry \(longest.withLock { $0 }) bytes"
)

/// A lock, as the benchmark needs one and the runtime's is internal.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<R>(_ body: (inout Value) -> R) -> R {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
