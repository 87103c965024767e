/// `errgen docs --against REV`: `errgen diff`'s changes as the API catalog's "Changes since"
/// section, grouped by class, each place as the catalog writes places (`errors/auth.yaml:16`).
enum ChangesTranslator {
    /// - Parameters:
    ///   - oldFile: how a file of the old version is named (`v1.0:specs/errors/auth.yaml`).
    ///   - sourceRoot: what a new version's path loses, as in the rest of the catalog.
    static func changes(
        _ changes: [SpecChange], revision: String, oldFile: (String) -> String, sourceRoot: String
    ) -> APIDocument.Changes {
        let groups = ChangeClass.allCases.compactMap { changeClass -> APIDocument.Changes.Group? in
            let members = changes.filter { $0.changeClass == changeClass }
            guard !members.isEmpty else { return nil }
            let heading = changeClass.heading.prefix(1).uppercased() + changeClass.heading.dropFirst()
            return APIDocument.Changes.Group(
                heading: heading,
                changes: members.map { change in
                    APIDocument.Changes.Change(
                        rule: change.rule.id, message: change.message,
                        old: change.old.map { "\(oldFile($0.file)):\($0.line)" },
                        new: change.new.map { "\($0.file(relativeTo: sourceRoot)):\($0.line)" })
                })
        }
        return APIDocument.Changes(revision: revision, groups: groups)
    }
}
