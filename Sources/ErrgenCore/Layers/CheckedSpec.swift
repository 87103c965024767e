/// What Check hands Translate: the spec, which passed every check, with the names Check
/// derived and every reference it resolved, so Translate derives and looks up nothing again.
package struct CheckedSpec: Sendable {
    package let spec: Spec
    let names: GeneratedNames
    let references: ResolvedReferences

    init(spec: Spec, names: GeneratedNames, references: ResolvedReferences) {
        self.spec = spec
        self.names = names
        self.references = references
    }
}
