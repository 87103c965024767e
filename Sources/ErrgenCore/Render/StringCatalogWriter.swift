/// Placeholder until the string catalog lands.
struct StringCatalogWriter {
    let spec: Spec

    func render() -> String { "{}\n" }
}
