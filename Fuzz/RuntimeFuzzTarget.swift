// libFuzzer's entry point over ErrgenRuntime's reading of a server's answer: status,
// headers and body into the reference spec's catalog error (Generated/, as FinFlowAPI),
// through its envelope, another envelope and RFC 9457 problem details; Retry-After;
// what the client does with the answer (the pause a maintenance end starts, on a real
// clock, and the retry decision); the server's text as it reaches a presentation or a
// description; the redaction of a logged body; and the body's JSON beside Foundation's.
// Built by `Fuzz/run.sh <seconds> runtime`.
//
// One input is one response, written as HTTP writes it: a status line of digits, header
// lines `Name: value`, an empty line, then the body's bytes. Headers and body are both
// the fuzzer's: a `Retry-After` past 64 bits trapped in the pause timer (issue 40).

import Foundation
import FinFlowAPI
@testable import ErrgenRuntime

private let now = Date(timeIntervalSince1970: 1_748_945_730)
private let envelopes = [
    FinFlowError.envelope,
    ErrorEnvelope(code: ["status_code"], message: ["status_message"]),  // TMDB's: an integer code at the root
    ErrorEnvelope(code: ["code"], message: ["detail"], details: ["errors"], requestID: ["id"]),
]
private let redactor = Redactor(secretFields: ["password", "token", "code"])

@_cdecl("LLVMFuzzerTestOneInput")
public func runtimeFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = size == 0 ? [] : Array(UnsafeBufferPointer(start: data, count: size))
    let response = FuzzResponse(bytes).transportResponse

    // The catalog error: every message and context field can be formed, and none shows the server's text raw.
    let error = FinFlowError(response: response, endpoint: "Fuzz.fuzz", now: now)
    _ = (error.category, error.wireCode)
    checkServerText(error)

    // What the client does next: pause, or wait and retry.
    let origin = FailureOrigin.response(
        ErrorResponseDecoder(envelope: FinFlowError.envelope).payload(for: response, endpoint: "Fuzz.fuzz", now: now))
    checkPause(origin)
    checkRetry(after: origin.context.retryAfter)

    for envelope in envelopes {
        let payload = ErrorResponseDecoder(envelope: envelope).payload(for: response, endpoint: nil, now: now)
        _ = payload.field([String: [String]].self, from: .details(["field_errors"]))
        _ = payload.field(Decimal.self, from: .body(["amount"]))
        if let seconds = payload.field(Double.self, from: .body(["amount"])) {
            precondition(seconds.isFinite, "an infinite field")
        }
        if let seconds = payload.field(Int.self, from: .header("Retry-After")) {
            precondition(seconds >= 0, "a negative wait")
        }
    }

    if let header = response.header("Retry-After"), let wait = RetryAfter.parse(header, now: now) {
        precondition(wait >= .zero, "a negative Retry-After")
    }

    // A body with secrets is logged redacted or withheld, never as it came.
    if !response.body.isEmpty { precondition(redactor.body(response.body) != nil, "a body vanished from the log") }

    checkAgainstFoundation(response.body)
    return 0
}

/// A pause as the client makes it, timer included, for the error and, whatever its code,
/// for the end a maintenance error would have: `Retry-After`, else the body's `ends_at`.
/// Each timed pause's timer runs to its first sleep before the input ends.
private func checkPause(_ origin: FailureOrigin) {
    let timers = Locked(0)
    let clock = ImmediateClock()
    let gate = PauseGate<FinFlowError>(clock: clock, now: { now }) { state in
        if case .maintenance = state { timers.withLock { $0 += 1 } }
    }
    let error = origin.error(as: FinFlowError.self)
    gate.pause(after: error, origin: origin, endField: .details(["ends_at"]))
    if let end = origin.maintenanceEnd(field: .details(["ends_at"]), now: now) {
        gate.pause(.maintenance(until: end), error: error)
        precondition(
            end > now && end.timeIntervalSince(now) < RetryAfter.horizon.timeInterval, "a pause past the horizon")
    }
    for _ in 0..<timers.withLock({ $0 }) { clock.sleeps.wait() }
    gate.resume()
}

/// `ContinuousClock` without the wait: a sleep turns its deadline into the seconds the
/// system is given, which traps past `Int64.max` seconds as the real clock's does, and
/// ends at once (a real clock's cancelled sleep stays queued for up to a day).
private struct ImmediateClock: Clock {
    struct Instant: InstantProtocol {
        var sinceBoot: Duration
        func advanced(by duration: Duration) -> Instant { Instant(sinceBoot: sinceBoot + duration) }
        func duration(to other: Instant) -> Duration { other.sinceBoot - sinceBoot }
        static func < (a: Instant, b: Instant) -> Bool { a.sinceBoot < b.sinceBoot }
    }

    let sleeps = DispatchSemaphore(value: 0)
    var now: Instant { Instant(sinceBoot: .seconds(1_000_000)) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        defer { sleeps.signal() }
        _ = deadline.sinceBoot.components
    }
}

/// The retry decision of a policy that would wait three days, and the wait a clock is given.
private func checkRetry(after wait: Duration?) {
    let policy = RetryPolicy(maxAttempts: 3, maxBackoff: .seconds(3 * 86_400), jitter: .full)
    guard policy.retries(afterServerWait: wait) else { return }
    var random = SystemRandomNumberGenerator()
    let delay = policy.delay(beforeRetry: 1, serverRetryAfter: wait, using: &random)
    _ = Duration.seconds(delay.timeInterval)  // the round trip the pause timer once trapped in
    precondition(delay >= .zero && delay < RetryAfter.horizon, "a retry waits past the horizon")
}

/// No control or bidirectional-override character from the server in what users and logs see,
/// and no store URL an app should not open.
private func checkServerText(_ error: FinFlowError) {
    for locale in ["en", "vi", "ar"] {
        let presentation = ErrorPresentation(of: error, locale: locale)
        for text in [presentation?.message, presentation?.title ?? nil, error.message(locale: locale)] {
            precondition(text.map(ServerText.isClean) ?? true, "raw server text in a message")
        }
    }
    for text in [error.description, error.context.serverMessage, error.context.requestID] {
        precondition(text.map(ServerText.isClean) ?? true, "raw server text in a description")
    }
    if case .forceUpdate(_, let url?, _) = error {
        precondition(["https", "itms-apps", "itms-appss"].contains(url.scheme?.lowercased() ?? ""), "a store URL")
    }
}

/// The runtime never reads a body Foundation refuses, except for a number no `Double`
/// holds (Foundation refuses the body, the runtime the field); when both read it, they
/// read the same strings.
private func checkAgainstFoundation(_ body: Data) {
    guard let ours = JSONValue.parse(body) else { return }
    guard let theirs = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
        precondition(ours.hasNumberNoDoubleHolds, "the runtime read a body Foundation refuses")
        return
    }
    // Foundation on Linux drops U+FEFF inside a UTF-8 string (not a UTF-16 one); the
    // runtime keeps it, as RFC 8259 does. So the two are compared without it.
    let withoutMark = { (texts: [String]) in texts.map { $0.replacingOccurrences(of: "\u{FEFF}", with: "") }.sorted() }
    precondition(
        withoutMark(ours.strings) == withoutMark(strings(in: theirs)) || ours.hasRepeatedKey,
        "the runtime read other strings than Foundation")
}

private func strings(in value: Any) -> [String] {
    switch value {
    case let text as String: return [text]
    case let object as [String: Any]: return object.flatMap { [$0.key] + strings(in: $0.value) }
    case let array as [Any]: return array.flatMap(strings(in:))
    default: return []
    }
}

extension JSONValue {
    fileprivate var strings: [String] {
        switch self {
        case .string(let text): return [text]
        case .object(let members): return members.flatMap { [$0.key] + $0.value.strings }
        case .array(let elements): return elements.flatMap(\.strings)
        default: return []
        }
    }

    fileprivate var hasNumberNoDoubleHolds: Bool {
        switch self {
        case .number(let literal): return !(Double(literal)?.isFinite ?? false)
        case .object(let members): return members.contains { $0.value.hasNumberNoDoubleHolds }
        case .array(let elements): return elements.contains(where: \.hasNumberNoDoubleHolds)
        default: return false
        }
    }

    fileprivate var hasRepeatedKey: Bool {
        switch self {
        case .object(let members):
            return Set(members.map(\.key)).count < members.count || members.contains { $0.value.hasRepeatedKey }
        case .array(let elements): return elements.contains(where: \.hasRepeatedKey)
        default: return false
        }
    }
}

/// An input split as an HTTP response: status line, header lines, empty line, body.
private struct FuzzResponse {
    var status = 500
    var headers: [String: String] = [:]
    var body = Data()

    init(_ bytes: [UInt8]) {
        let newline = UInt8(ascii: "\n")
        var lines = bytes.split(separator: newline, maxSplits: 1, omittingEmptySubsequences: false)
        guard let statusLine = lines.first else { return }
        status = Int(String(decoding: statusLine.prefix(3), as: UTF8.self)) ?? 500
        var rest = lines.count > 1 ? lines[1] : []
        while !rest.isEmpty {
            lines = rest.split(separator: newline, maxSplits: 1, omittingEmptySubsequences: false)
            let line = lines[0]
            rest = lines.count > 1 ? lines[1] : []
            if line.isEmpty { break }
            let parts = line.split(separator: UInt8(ascii: ":"), maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(decoding: parts[0], as: UTF8.self)
            headers[name] =
                parts.count > 1 ? String(decoding: parts[1].drop { $0 == UInt8(ascii: " ") }, as: UTF8.self) : ""
        }
        body = Data(rest)
    }

    var transportResponse: TransportResponse {
        TransportResponse(status: status, headers: headers, body: body)
    }
}
