/// Deprecation (`deprecated:`): a newly deprecated entity is a change of its own, and a
/// removal says whether the entity was deprecated first.
extension SpecDiff {
    /// Reports `subject` when the new version deprecates it and the old one did not.
    mutating func reportDeprecation(_ subject: String, was: Deprecation?, now: Deprecation?) {
        guard was == nil, let now else { return }
        report(
            .deprecated, "\(subject) is deprecated\(now.message.map { ": \($0)" } ?? "")", old: nil,
            new: now.location)
    }

    /// What a removal's message adds: the deprecation it had, or that it had none.
    static func deprecationNote(_ deprecation: Deprecation?) -> String {
        guard let deprecation else { return ", without being deprecated first" }
        return " (deprecated before\(deprecation.message.map { ": \($0)" } ?? ""))"
    }
}
