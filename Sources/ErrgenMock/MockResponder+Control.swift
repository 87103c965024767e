/// What a test may do to a running mock, through `/__errgen/` or ErrgenMockTesting alike.
extension MockResponder {
    /// What `reset` clears.
    package enum ResetPart: String, Sendable, CaseIterable {
        /// Every scenario's sequences start again from their first step.
        case sequences
        /// The coverage report starts empty.
        case coverage
        /// The request journal starts empty.
        case requests
    }

    package func reset(_ parts: Set<ResetPart>) {
        if parts.contains(.sequences) {
            for scenario in scenarios { player.restart(scenario.name) }
        }
        if parts.contains(.coverage) { coverage.reset() }
        if parts.contains(.requests) { journal.clear() }
    }

    /// Makes `name` the active scenario, its sequences started again; `nil` goes back to the
    /// spec's own answers. `false`, and nothing changed, when the scenario file has no `name`.
    package func activate(scenario name: String?) -> Bool {
        guard let name else {
            activeScenario = nil
            return true
        }
        guard scenario(named: name) != nil else { return false }
        player.restart(name)
        activeScenario = name
        return true
    }
}
