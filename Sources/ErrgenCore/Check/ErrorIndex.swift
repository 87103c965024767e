/// Finds catalog entries by the codes or names that endpoints, `client_errors` and
/// `fallbacks` use to refer to them.
///
/// A reference matches an entry's code first (`5002`, `RATE_LIMITED`), then its
/// `name:` (`ACCOUNT_LOCKED`), so either spelling works.
struct ErrorIndex: Sendable {
    private var byCode: [String: Int] = [:]
    private var byName: [String: Int] = [:]

    /// The first entry of a code or name wins; Check reports the others.
    init(_ errors: [ErrorSpec]) {
        byCode.reserveCapacity(errors.count)
        // By index, so that each entry's code and name are read in place, not copied out with the entry.
        for index in errors.indices {
            let code = errors[index].code.value.description
            if byCode[code] == nil { byCode[code] = index }
            if let name = errors[index].name?.value, byName[name] == nil { byName[name] = index }
        }
    }

    /// The index in `spec.errors` of the entry `reference` names.
    func index(of reference: ErrorReference) -> Int? {
        byCode[reference.text] ?? byName[reference.text]
    }

    /// Every code and name, for did-you-mean hints.
    var allReferences: [String] { Array(byCode.keys) + Array(byName.keys) }
}
