/// The path grammar: text with `{name}` parameters, braces balanced and never nested,
/// names not empty.
enum PathTemplateSyntax {
    /// The template of `path`, or `nil` when a brace is unbalanced, nested or empty.
    static func template(of path: String) -> PathTemplate? {
        var parts: [PathTemplate.Part] = []
        var literal = ""
        var parameter: String?
        for character in path {
            switch (character, parameter) {
            case ("{", nil):
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parameter = ""
            case ("}", let name?):
                guard !name.isEmpty else { return nil }
                parts.append(.parameter(name))
                parameter = nil
            case ("{", _), ("}", nil):
                return nil
            case (_, var name?):
                name.append(character)
                parameter = name
            default:
                literal.append(character)
            }
        }
        guard parameter == nil else { return nil }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        return PathTemplate(parts: parts)
    }
}
