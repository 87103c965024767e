/// Deprecation (`deprecated:`): a newly deprecated entity is a change of its own, and a
/// removal is judged against the deprecation it had: none (`removed-without-deprecation`),
/// or one whose sunset is still to come (`removed-before-sunset`).
extension SpecDiff {
    /// Reports `subject` when the new version deprecates it and the old one did not.
    mutating func reportDeprecation(_ subject: String, was: Deprecation?, now: Deprecation?) {
        guard was == nil, let now else { return }
        report(
            .deprecated, "\(subject) is deprecated\(now.message.map { ": \($0)" } ?? "")", old: nil,
            new: now.location)
    }

    /// What a removal's message adds: the deprecation it had, if any.
    static func deprecationNote(_ deprecation: Deprecation?) -> String {
        guard let deprecation else { return "" }
        let sunset = deprecation.sunset.map { "; sunset \($0.value)" } ?? ""
        return " (deprecated before\(deprecation.message.map { ": \($0)" } ?? "")\(sunset))"
    }

    /// The rule beside the removal of `subject`, which the old version declared at `location`:
    /// removed with no deprecation first, or before the sunset its deprecation promised
    /// (judged against `today`, the run's day unless `--today` says otherwise).
    mutating func reportHowRemoved(_ subject: String, _ deprecation: Deprecation?, at location: SourceLocation) {
        guard let deprecation else {
            report(
                .removedWithoutDeprecation, "\(subject) is removed without being deprecated first", old: location,
                new: nil)
            return
        }
        guard let sunset = deprecation.sunset, deprecation.isBeforeSunset(today) else { return }
        report(
            .removedBeforeSunset, "\(subject) is removed before its sunset, \(sunset.value)",
            old: sunset.location, new: nil)
    }
}
