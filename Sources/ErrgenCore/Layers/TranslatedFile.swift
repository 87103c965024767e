/// One output file as Translate leaves it and Render takes it: Swift declarations, or
/// the string catalog's JSON.
enum TranslatedFile: Sendable {
    case swift(SwiftFile)
    case json(name: String, JSONValue)

    var name: String {
        switch self {
        case .swift(let file): file.name
        case .json(let name, _): name
        }
    }
}
