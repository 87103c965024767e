/// The catalog entry `errgen mock` answers a malformed request with (a missing or mistyped
/// parameter, header or body field), and whether the spec left the choice open.
///
/// The rule, in order: the entry `mock.validation_error` names; else, for status 422 and
/// then 400, the entry `fallbacks` names for that status, else the entries a server sends
/// with that status that have a field for the failing fields (``ValidationSlot``), else
/// all the entries with that status; else the entry `fallbacks` names for `4xx`. Of several
/// entries the first in the catalog is taken, and the choice is ambiguous: `errgen lint`
/// and `errgen mock` warn, and `mock.validation_error` settles it.
package struct ValidationEntry: Sendable {
    /// The entry; `nil` when the catalog has none for a bad request.
    package let entry: Int?
    /// The entries the rule could not tell apart, the taken one first; empty when it could.
    package let tied: [Int]
    private let status: Int?

    package init(_ checked: CheckedSpec) {
        let spec = checked.spec
        let clientSide = Set(checked.clientErrorEntries)
        let fallbacks = checked.fallbackEntries
        if let reference = spec.mock.validationError,
            let named = spec.errors.firstIndex(where: {
                $0.code.value.description == reference.value.text || $0.name?.value == reference.value.text
            })
        {
            (entry, tied, status) = (named, [], nil)
            return
        }
        for status in [422, 400] {
            if let named = fallbacks.first(where: { $0.status == .exact(status) }) {
                (entry, tied, self.status) = (named.entry, [], status)
                return
            }
            let withStatus = spec.errors.indices.filter {
                spec.errors[$0].status?.value == status && !clientSide.contains($0)
            }
            let carriers = withStatus.filter { index in
                spec.errors[index].fields.contains {
                    ValidationSlot.of($0, models: spec.models)?.namesFields == true
                }
            }
            let candidates = carriers.isEmpty ? withStatus : carriers
            if let first = candidates.first {
                (entry, tied, self.status) = (first, candidates.count > 1 ? candidates : [], status)
                return
            }
        }
        (entry, tied, status) = (fallbacks.first { $0.status == .statusClass(4) }?.entry, [], nil)
    }

    /// The warning for an ambiguous choice, at the taken entry; `nil` when there was none to make.
    package func ambiguity(in spec: Spec) -> Diagnostic? {
        guard let entry, tied.count > 1, let status else { return nil }
        let names = tied.map { "'\(spec.errors[$0].code.value)'" }.joined(separator: ", ")
        let code = spec.errors[entry].code
        return Diagnostic(
            .warning,
            "errgen mock answers a malformed request with '\(code.value)', the first of \(tied.count) entries with status \(status) that could be the validation error (\(names)); name one in 'mock: {validation_error: ...}'",
            at: code.location)
    }
}
