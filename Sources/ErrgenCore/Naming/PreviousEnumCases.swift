/// The cases an enum's values had before their wire values were renamed (`renamed_from`),
/// which the generated enum keeps as deprecated statics of the new case: `.arrived` still
/// builds and compares (`==`, and `case .arrived:` through `~=`), with a warning naming the
/// new case. The translator writes them; `errgen diff` asks them whether a renamed case
/// still compiles under its old name (`enum-case-renamed`) or not (`enum-case-name-changed`).
enum PreviousEnumCases {
    /// Per value of `enumeration`, each previous wire value with the case name it gives, for a
    /// value whose case follows its value (no `name:`), leaving out a name that is a case or
    /// member already. `caseNames` are the values' current cases (`GeneratedNames.enumCaseNames`).
    static func names(_ enumeration: EnumSpec, caseNames: [String?]) -> [[(previous: String, caseName: String)]] {
        var taken = ReservedNames.enumCaseNames.union([GeneratedNames.listedEnumCase])
            .union(caseNames.compactMap { $0 })
        return enumeration.values.map { value in
            guard value.name == nil else { return [] }
            return value.renamedFrom.compactMap { previous in
                guard let name = SwiftIdentifiers.lowerCamel(previous.value), !taken.contains(name) else { return nil }
                taken.insert(name)
                return (previous.value, name)
            }
        }
    }
}
