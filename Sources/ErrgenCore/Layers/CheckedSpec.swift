/// What Check hands Translate: the spec, which passed every check, with the names and
/// the index Check built for it and every reference it resolved, so Translate derives and
/// resolves nothing again.
package struct CheckedSpec: Sendable {
    package let spec: Spec
    let names: GeneratedNames
    let errors: ErrorIndex
    let references: ResolvedReferences

    init(spec: Spec, names: GeneratedNames, errors: ErrorIndex, references: ResolvedReferences) {
        self.spec = spec
        self.names = names
        self.errors = errors
        self.references = references
    }
}
