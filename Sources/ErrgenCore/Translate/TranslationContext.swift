/// What every translator reads: the checked spec, its names (`GeneratedNames`), the
/// references Check resolved, and the facts worked out once for all of them (catalog
/// entries, fallback routing, services and their endpoints), so no translator derives or
/// resolves anything twice, nor looks a name up.
struct TranslationContext {
    let spec: Spec
    let names: GeneratedNames
    let references: ResolvedReferences
    /// The folder prefix stripped from spec locations in doc comments (`specs/`).
    let sourceRoot: String
    /// One per entry of `spec.errors`.
    let catalog: [CatalogEntry]
    let routing: CatalogRouting
    /// One per service of `spec.services`.
    let services: [ServiceFacts]
    /// What every router hides from the log.
    let secrets: SpecSecrets

    init(_ checked: CheckedSpec, sourceRoot: String) {
        spec = checked.spec
        names = checked.names
        references = checked.references
        self.sourceRoot = sourceRoot
        catalog = CatalogEntry.entries(of: checked)
        routing = CatalogRouting(checked.references.routes)
        services = ServiceFacts.services(of: checked, catalog: catalog)
        secrets = SpecSecrets(checked.spec, session: checked.references.session)
    }

    /// The access level of every generated declaration (`module.access`).
    var access: AccessModifier {
        switch names.access {
        case .public: .public
        case .package: .package
        case .internal: .internal
        }
    }

    /// `errors.yaml:12`: where a declaration came from, relative to the spec folder.
    func origin(_ location: SourceLocation) -> String {
        "\(location.file(relativeTo: sourceRoot)):\(location.line)"
    }

    /// `.seconds(30)` or `.milliseconds(1500)`.
    func duration(_ value: DurationValue) -> String {
        value.milliseconds % 1000 == 0
            ? ".seconds(\(value.milliseconds / 1000))" : ".milliseconds(\(value.milliseconds))"
    }
}
