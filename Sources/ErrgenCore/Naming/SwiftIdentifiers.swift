/// The rules that make a spec's names Swift identifiers: words, camel case, keywords
/// and backticks. `GeneratedNames` applies them once per name and run; Check and
/// Translate read its results.
package enum SwiftIdentifiers {
    /// Words that must be written in backticks where a declaration or member reference uses them.
    package static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "package", "async",
    ]

    /// Words written in capitals when they are not a name's first word, as the Swift API
    /// Design Guidelines case acronyms: `store_url` -> `storeURL`, `request_id` -> `requestID`,
    /// `api_key` -> `apiKey`, `ApiClient` stays one word.
    package static let acronyms: [String: String] = [
        "api": "API", "http": "HTTP", "https": "HTTPS", "id": "ID", "ids": "IDs", "ip": "IP", "json": "JSON",
        "uri": "URI",
        "url": "URL", "urls": "URLs", "uuid": "UUID", "xml": "XML", "html": "HTML",
    ]

    /// Keywords that backticks cannot make usable as a parameter or property.
    package static let unusable: Set<String> = ["inout", "_"]

    /// `default` -> `` `default` ``; other names unchanged.
    package static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `VALIDATION_ERROR` -> `validationError`, `card_declined` -> `cardDeclined`,
    /// `X-Client-Version` -> `xClientVersion`; `nil` when no identifier can be made
    /// (no letters, or a leading digit).
    package static func lowerCamel(_ raw: String) -> String? {
        guard let name = lowerCamelCandidate(raw) else { return nil }
        return unusable.contains(name) ? nil : name
    }

    /// The keyword `raw` would become (`inout`), when that is why `lowerCamel` gives `nil`.
    package static func unusableKeyword(from raw: String) -> String? {
        lowerCamelCandidate(raw).flatMap { unusable.contains($0) ? $0 : nil }
    }

    private static func lowerCamelCandidate(_ raw: String) -> String? {
        let words = self.words(raw)
        guard let first = words.first else { return nil }
        let name = lowercasedLeadingCapitals(first) + words.dropFirst().map(capitalizedOrAcronym).joined()
        return isIdentifier(name) ? name : nil
    }

    /// `movie_list` -> `MovieList`, `Movie` -> `Movie`.
    package static func upperCamel(_ raw: String) -> String? {
        let name = words(raw).map(capitalizedOrAcronym).joined()
        return isIdentifier(name) ? name : nil
    }

    /// A Swift identifier: a letter or `_` first, then letters, digits, `_` or combining marks.
    package static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first,
            first == "_" || first.properties.isAlphabetic && !first.properties.numericType.isSome
        else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
                || scalar.properties.generalCategory == .nonspacingMark
                || scalar.properties.generalCategory == .spacingMark
        }
    }

    /// Runs of letters, digits and combining marks; everything else separates words.
    static func words(_ raw: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in raw {
            if character.isLetter
                || character.isNumber
                    && character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .decimalNumber })
            {
                current.append(character)
            } else {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// `url` -> `URL` (`acronyms`), else `capitalized`.
    private static func capitalizedOrAcronym(_ word: String) -> String {
        acronyms[word.lowercased()] ?? capitalized(word)
    }

    /// `ERROR` -> `Error`, `declined` -> `Declined`, `iPhone` -> `IPhone`.
    private static func capitalized(_ word: String) -> String {
        let base = isAllUppercase(word) ? word.lowercased() : word
        return base.prefix(1).uppercased() + base.dropFirst()
    }

    /// `ERROR` -> `error`, `HTTPStatus` -> `httpStatus`, `Movie` -> `movie`, `popularMovies` unchanged.
    private static func lowercasedLeadingCapitals(_ word: String) -> String {
        if isAllUppercase(word) { return word.lowercased() }
        let characters = Array(word)
        var upper = 0
        while upper < characters.count, characters[upper].isUppercase { upper += 1 }
        // Keep the capital that starts the next word: `HTTPStatus` -> `http` + `Status`.
        let cut = upper > 1 && upper < characters.count ? upper - 1 : upper
        return String(characters[..<cut]).lowercased() + String(characters[cut...])
    }

    private static func isAllUppercase(_ word: String) -> Bool {
        word.contains { $0.isLetter } && !word.contains { $0.isLowercase }
    }
}

extension Optional {
    fileprivate var isSome: Bool { self != nil }
}
