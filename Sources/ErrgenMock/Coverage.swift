/// What the mock served and how often: each catalog code, endpoint and scenario step.
package final class Coverage: Sendable {
    package struct Snapshot: Sendable, Equatable {
        /// By catalog label (`RATE_LIMITED`, `5002 (ACCOUNT_LOCKED)`).
        package var codes: [String: Int] = [:]
        /// By `Service.endpoint`; `(unmatched)` for requests no endpoint serves.
        package var endpoints: [String: Int] = [:]
        /// By `scenario/endpoint#step` (1-based).
        package var steps: [String: Int] = [:]
        /// Faults played, by name (`reset`, `html_502`...).
        package var faults: [String: Int] = [:]
    }

    private let state = LockedValue(Snapshot())

    package init() {}

    package func served(endpoint: String) { state.withLock { $0.endpoints[endpoint, default: 0] += 1 } }
    package func served(code: String) { state.withLock { $0.codes[code, default: 0] += 1 } }
    package func served(step: String) { state.withLock { $0.steps[step, default: 0] += 1 } }
    package func served(fault: String) { state.withLock { $0.faults[fault, default: 0] += 1 } }

    package var snapshot: Snapshot { state.withLock { $0 } }

    package func reset() { state.withLock { $0 = Snapshot() } }
}
