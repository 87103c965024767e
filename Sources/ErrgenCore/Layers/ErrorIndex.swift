/// Finds catalog entries by the codes or names that endpoints, `client_errors` and
/// `fallbacks` use to refer to them.
///
/// A reference matches an entry's code first (`5002`, `RATE_LIMITED`), then its
/// `name:` (`ACCOUNT_LOCKED`), so either spelling works.
public struct ErrorIndex: Sendable {
    private var byCode: [String: Int] = [:]
    private var byName: [String: Int] = [:]

    public init(_ errors: [ErrorSpec]) {
        for (index, error) in errors.enumerated() {
            byCode[error.code.value.description] = byCode[error.code.value.description] ?? index
            if let name = error.name?.value { byName[name] = byName[name] ?? index }
        }
    }

    /// The index in `spec.errors` of the entry `reference` names.
    public func index(of reference: ErrorReference) -> Int? {
        byCode[reference.text] ?? byName[reference.text]
    }

    /// Every code and name, for did-you-mean hints.
    public var allReferences: [String] { Array(byCode.keys) + Array(byName.keys) }
}
