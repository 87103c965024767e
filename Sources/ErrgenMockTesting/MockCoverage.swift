internal import ErrgenMock

/// What the mock has served so far: the same counts as `GET /__errgen/coverage` and the
/// report `errgen mock` prints when it stops.
public struct MockCoverage: Sendable, Equatable {
    /// Times each catalog code was served, by its label (`RATE_LIMITED`, `404`); every code a
    /// server can send is listed, `0` when never served.
    public var codes: [String: Int]
    /// Times each endpoint was served, `Service.endpoint`; every endpoint is listed.
    public var endpoints: [String: Int]
    /// Times each scenario step was served, `scenario/endpoint#step`.
    public var steps: [String: Int]
    /// Times each fault (`reset`, `stall`, `truncated`, …) was played.
    public var faults: [String: Int]
    /// The catalog's codes a server can send that were never served, in catalog order.
    public var neverServed: [String]

    init(_ report: CoverageReport) {
        codes = Dictionary(uniqueKeysWithValues: report.catalogCodes.map { ($0, 0) })
            .merging(report.snapshot.codes) { _, served in served }
        endpoints = Dictionary(uniqueKeysWithValues: report.endpoints.map { ($0, 0) })
            .merging(report.snapshot.endpoints) { _, served in served }
        steps = report.snapshot.steps
        faults = report.snapshot.faults
        neverServed = report.missingCodes
    }
}
