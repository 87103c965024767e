import ErrgenCore
import ErrgenVocabulary

/// The spec's error catalog as the mock answers with it: entries found by code or name, and
/// the entry the spec gives each kind of mistake (`fallbacks`, an endpoint's `errors`, categories).
package struct MockCatalog: Sendable {
    package let entries: [ErrorSpec]
    private let fallbacks: [(status: StatusMatch, entry: Int)]
    /// Entries `client_errors` names: failures the client makes up, which no server sends.
    package let clientSide: Set<Int>

    package init(checked: CheckedSpec) {
        entries = checked.spec.errors
        fallbacks = checked.fallbackEntries
        clientSide = Set(checked.clientErrorEntries)
    }

    /// The entry whose code or `name:` is `reference` (`RATE_LIMITED`, `5002`, `ACCOUNT_LOCKED`),
    /// as a scenario file names it: the spec's own references are resolved by Check.
    package func entry(_ reference: String) -> Int? {
        entries.firstIndex { $0.code.value.description == reference || $0.name?.value == reference }
    }

    /// The entry whose code is `code` as a server sent it (`RATE_LIMITED`, `5002`): an answer's
    /// code, which Check never saw; a `name:` is not a code on the wire.
    package func entry(wireCode code: String) -> Int? {
        entries.firstIndex { $0.code.value.description == code }
    }

    /// The name a report shows: the `name:` of an integer code, else the code.
    package func label(_ entry: Int) -> String {
        let spec = entries[entry]
        if let name = spec.name?.value, name != spec.code.value.description {
            return "\(spec.code.value) (\(name))"
        }
        return spec.code.value.description
    }

    /// The status an entry is sent with: its own, else the first fallback that names it, else 400.
    package func status(of entry: Int) -> Int {
        if let status = entries[entry].status?.value { return status }
        for fallback in fallbacks where fallback.entry == entry {
            switch fallback.status {
            case .exact(let status): return status
            case .statusClass(let digit): return digit * 100
            }
        }
        return 400
    }

    /// The entry for an answer with `status`: among `preferred` (an endpoint's `errors`) first,
    /// then the exact fallback, the class fallback, and any entry with that status.
    package func entry(forStatus status: Int, preferring preferred: [Int] = [], category: ErrorCategory? = nil)
        -> Int?
    {
        let matches = { (index: Int) in
            self.entries[index].status?.value == status
                && (category.map { self.entries[index].category == $0 } ?? true)
        }
        if let found = preferred.first(where: matches) { return found }
        if let found = fallbacks.first(where: { fallback in
            fallback.status == .exact(status) && (category.map { entries[fallback.entry].category == $0 } ?? true)
        }) {
            return found.entry
        }
        if let found = entries.indices.first(where: matches) { return found }
        if category == nil, let found = fallbacks.first(where: { $0.status == .statusClass(status / 100) }) {
            return found.entry
        }
        return nil
    }

    /// The entry for a category (`reauthenticate`, `requires_logout`): among `preferred` first.
    package func entry(for category: ErrorCategory, preferring preferred: [Int] = []) -> Int? {
        preferred.first { entries[$0].category == category }
            ?? entries.indices.first { entries[$0].category == category && !clientSide.contains($0) }
    }

    /// The codes a server can send: every entry but those only `client_errors` names.
    package var servable: [Int] {
        entries.indices.filter { !clientSide.contains($0) }
    }
}
