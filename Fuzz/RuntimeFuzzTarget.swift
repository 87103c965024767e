// libFuzzer's entry point over ErrgenRuntime's reading of a server's answer: status,
// headers and body into the reference spec's catalog error (Generated/, as FinFlowAPI),
// through its envelope, another envelope and RFC 9457 problem details; Retry-After;
// the redaction of a logged body; and the body's JSON beside Foundation's. Built by
// `Fuzz/run.sh <seconds> runtime`.
//
// One input is one response, written as HTTP writes it: a status line of digits, header
// lines `Name: value`, an empty line, then the body's bytes.

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

    // The catalog error: every message and context field can be formed.
    let error = FinFlowError(response: response, endpoint: "Fuzz.fuzz", now: now)
    for locale in ["en", "vi", "ar"] { _ = error.message(locale: locale) }
    _ = (error.category, error.context.serverMessage, error.context.requestID, error.wireCode)

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

/// The runtime never reads a body Foundation refuses, except for a number no `Double`
/// holds (Foundation refuses the body, the runtime the field); when both read it, they
/// read the same strings.
private func checkAgainstFoundation(_ body: Data) {
    guard let ours = JSONValue.parse(body) else { return }
    guard let theirs = try? JSONSerialization.jsonObject(with: body, options: [.fragmentsAllowed]) else {
        precondition(ours.hasNumberNoDoubleHolds, "the runtime read a body Foundation refuses")
        return
    }
    precondition(
        ours.strings.sorted() == strings(in: theirs).sorted() || ours.hasRepeatedKey,
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
