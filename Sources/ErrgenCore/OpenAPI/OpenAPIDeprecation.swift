/// OpenAPI's `deprecated: true` on an operation, a parameter, a property or a schema, as
/// errgen's `deprecated:`; its `x-sunset`, where the document writes one, as the sunset.
enum OpenAPIDeprecation {
    /// The deprecation `node` declares, or that the schema it refers to (`resolved`) does.
    /// OpenAPI has no message; a sunset is a day (`2027-06-30`) or a date-time starting with one.
    static func of(_ node: YAMLNode, _ resolved: YAMLNode? = nil) -> Deprecation? {
        let declaring = [node, resolved].compactMap { $0 }.first { $0.flag(.deprecated) }
        guard let declaring else { return nil }
        let written = declaring[.xSunset] ?? node[.xSunset]
        let sunset = written.flatMap { written -> Located<String>? in
            guard let text = written.scalar?.value else { return nil }
            let day = String(text.prefix(10))
            guard Deprecation.isDay(day), text.count == 10 || text.dropFirst(10).first == "T" else { return nil }
            return Located(day, at: written.location)
        }
        return Deprecation(message: nil, sunset: sunset, at: declaring[.deprecated]?.location ?? declaring.location)
    }
}
