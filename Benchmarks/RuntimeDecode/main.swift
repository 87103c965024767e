// Times the decoding and classification of one error response: what the client does
// for every non-2xx answer (body read through the envelope, entry chosen, fields read,
// Retry-After parsed). Built in release by Benchmarks/runtime-decode.sh; not a test.
@_spi(Generated) import ErrgenRuntime
import FinFlowAPI
import Foundation

/// A 429 as URLSession hands it over: the headers a real server sends, a JSON body in
/// FinFlow's envelope, and the `Retry-After` that fills `rateLimited(retryAfter:)`.
let rateLimited = TransportResponse(
    status: 429,
    headers: [
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": "121",
        "Date": "Tue, 03 Jun 2025 10:15:30 GMT",
        "Server": "nginx",
        "Connection": "keep-alive",
        "Cache-Control": "no-store",
        "X-Request-Id": "req-7f3a",
        "Retry-After": "2",
    ],
    body: Data(
        #"{"error":{"code":"RATE_LIMITED","message":"Too many requests","details":{},"request_id":"req-7f3a"}}"#.utf8)
)

/// A 422 whose payload field is a dictionary of arrays (`validationError(fieldErrors:)`).
let validation = TransportResponse(
    status: 422,
    headers: ["Content-Type": "application/json", "Date": "Tue, 03 Jun 2025 10:15:30 GMT", "Server": "nginx"],
    body: Data(
        #"{"error":{"code":"VALIDATION_ERROR","message":"Invalid","details":{"field_errors":{"email":["required"],"password":["too short"]}},"request_id":"req-1"}}"#
            .utf8)
)

let arguments = CommandLine.arguments.dropFirst()
let rounds = Int(arguments.first ?? "") ?? 15
let iterations = ProcessInfo.processInfo.environment["ITERATIONS"].flatMap { Int($0) } ?? 50_000
let now = Date(timeIntervalSince1970: 1_748_945_730)

/// Nanoseconds per decode, one number per round.
func measure(_ response: TransportResponse, check: (FinFlowError) -> Bool) -> [Double] {
    let clock = ContinuousClock()
    var perRound: [Double] = []
    var wrong = 0
    for round in 0...rounds {
        let start = clock.now
        for _ in 0..<iterations {
            let error = FinFlowError(response: response, endpoint: "Movie.popularMovies", now: now)
            if !check(error) { wrong += 1 }
        }
        let elapsed = start.duration(to: clock.now)
        let (seconds, attoseconds) = elapsed.components
        let nanoseconds = (Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(iterations)
        if round > 0 { perRound.append(nanoseconds) }  // round 0 warms up
    }
    precondition(wrong == 0, "decoded the wrong error")
    return perRound
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func report(_ name: String, _ values: [Double]) {
    let figures = String(
        format: "median %6.2f µs   min %6.2f µs   max %6.2f µs   (%d rounds of %d)",
        median(values) / 1000, values.min()! / 1000, values.max()! / 1000, values.count, iterations)
    print(name.padding(toLength: 36, withPad: " ", startingAt: 0) + figures)
}

report(
    "429 RATE_LIMITED + Retry-After",
    measure(rateLimited) {
        if case .rateLimited(retryAfter: 2, let context) = $0 { context.retryAfter == .seconds(2) } else { false }
    })
report(
    "422 VALIDATION_ERROR field_errors",
    measure(validation) {
        if case .validationError(let fields, _) = $0 { fields["email"] == ["required"] } else { false }
    })

// Issue 12: finding the catalog entry for a wire code. A generated `init?(wire:)` looks the
// code up in a `WireCodeIndex` built once (what it does below); before, it scanned every
// case with `WireCode.matches` (the "scan" lines), about 19 ns a case. The last code of each
// catalog is looked up, the scan's worst case.
func lookup(codes: Int, scan: Bool) -> [Double] {
    let wires = (0..<codes).map { WireCode.string("CODE_\($0)") }
    let index = WireCodeIndex(wires.enumerated().map { ($1, $0) })
    let target = WireCode.string("CODE_\(codes - 1)")
    let count = scan ? max(1, iterations * 10 / codes) : iterations * 10
    let clock = ContinuousClock()
    var perRound: [Double] = []
    var found = 0
    for round in 0...rounds {
        let start = clock.now
        for _ in 0..<count {
            let position = scan ? wires.firstIndex { $0.matches(target) } : index[target]
            if position == codes - 1 { found += 1 }
        }
        let (seconds, attoseconds) = start.duration(to: clock.now).components
        if round > 0 { perRound.append((Double(seconds) * 1e9 + Double(attoseconds) / 1e9) / Double(count)) }
    }
    precondition(found == count * (rounds + 1), "found the wrong entry")
    return perRound
}

func reportNanoseconds(_ name: String, _ values: [Double]) {
    let figures = String(
        format: "median %9.1f ns   min %9.1f ns   max %9.1f ns   (%d rounds)",
        median(values), values.min()!, values.max()!, values.count)
    print(name.padding(toLength: 36, withPad: " ", startingAt: 0) + figures)
}

for codes in [15, 1_000, 10_000] {
    reportNanoseconds("wire lookup, index, \(codes) codes", lookup(codes: codes, scan: false))
    reportNanoseconds("wire lookup, scan, \(codes) codes", lookup(codes: codes, scan: true))
}
