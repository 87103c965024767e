import ErrgenCore
/// The coverage report, as text for people and JSON for scripts: every code the server can
/// send (served or not), every endpoint, every scenario step served.
package struct CoverageReport: Sendable {
    package let snapshot: Coverage.Snapshot
    /// Every servable catalog code's label, in catalog order.
    package let catalogCodes: [String]
    /// Every endpoint, in spec order.
    package let endpoints: [String]

    package init(snapshot: Coverage.Snapshot, api: MockAPI) {
        self.snapshot = snapshot
        catalogCodes = api.catalog.servable.map(api.catalog.label)
        endpoints = api.endpoints.map(\.id)
    }

    /// The servable codes never served.
    package var missingCodes: [String] { catalogCodes.filter { (snapshot.codes[$0] ?? 0) == 0 } }

    package var text: String {
        var lines = [
            "errgen mock coverage: \(catalogCodes.count - missingCodes.count) of \(catalogCodes.count) codes served"
        ]
        lines.append("codes:")
        for code in catalogCodes { lines.append("  \(code): \(snapshot.codes[code] ?? 0)") }
        for code in snapshot.codes.keys.sorted() where !catalogCodes.contains(code) {
            lines.append("  \(code): \(snapshot.codes[code] ?? 0)")
        }
        lines.append("endpoints:")
        for endpoint in endpoints { lines.append("  \(endpoint): \(snapshot.endpoints[endpoint] ?? 0)") }
        if let unmatched = snapshot.endpoints["(unmatched)"] { lines.append("  (unmatched): \(unmatched)") }
        if !snapshot.steps.isEmpty {
            lines.append("scenario steps:")
            for step in snapshot.steps.keys.sorted() { lines.append("  \(step): \(snapshot.steps[step] ?? 0)") }
        }
        if !snapshot.faults.isEmpty {
            lines.append("faults:")
            for fault in snapshot.faults.keys.sorted() { lines.append("  \(fault): \(snapshot.faults[fault] ?? 0)") }
        }
        if !missingCodes.isEmpty { lines.append("never served: " + missingCodes.joined(separator: ", ")) }
        return lines.joined(separator: "\n") + "\n"
    }

    package var json: JSONValue {
        let counts = { (keys: [String], table: [String: Int]) in
            JSONValue.object(keys.map { .init($0, .number(String(table[$0] ?? 0))) })
        }
        let extraCodes = snapshot.codes.keys.sorted().filter { !catalogCodes.contains($0) }
        var endpointKeys = endpoints
        if snapshot.endpoints["(unmatched)"] != nil { endpointKeys.append("(unmatched)") }
        return .object([
            .init("codes", counts(catalogCodes + extraCodes, snapshot.codes)),
            .init("endpoints", counts(endpointKeys, snapshot.endpoints)),
            .init("steps", counts(snapshot.steps.keys.sorted(), snapshot.steps)),
            .init("faults", counts(snapshot.faults.keys.sorted(), snapshot.faults)),
            .init("never_served", .array(missingCodes.map(JSONValue.string))),
        ])
    }
}
