/// The rules that make a spec's names Swift identifiers: words, camel case, keywords
/// and backticks. `GeneratedNames` applies them once per name and run; Check and
/// Translate read its results.
///
/// Spec names are nearly always ASCII, so each rule has a byte-level path for them
/// that gives exactly what the general, Unicode-aware path gives (`SwiftIdentifierTests`
/// compares the two); only other names pay for Unicode property lookups.
public enum SwiftIdentifiers {
    /// Words that must be written in backticks where a declaration or member reference uses them.
    public static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "private",
        "precedencegroup", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil",
        "self", "Self", "super", "throws", "true", "try", "Type", "Protocol", "some", "any", "package", "async",
    ]

    /// Words written in capitals when they are not a name's first word, as the Swift API
    /// Design Guidelines case acronyms: `store_url` -> `storeURL`, `request_id` -> `requestID`,
    /// `api_key` -> `apiKey`, `ApiClient` stays one word. Each value has its key's letters,
    /// so a name never grows (the byte path relies on it).
    public static let acronyms: [String: String] = [
        "api": "API", "http": "HTTP", "https": "HTTPS", "id": "ID", "ids": "IDs", "ip": "IP", "json": "JSON", "uri": "URI",
        "url": "URL", "urls": "URLs", "uuid": "UUID", "xml": "XML", "html": "HTML",
    ]

    /// How long an acronym is (`id` to `https`): a longer or shorter word is never looked up.
    static let acronymLengths: ClosedRange<Int> = {
        let lengths = acronyms.keys.map(\.count)
        return lengths.min()!...lengths.max()!
    }()

    /// Keywords that backticks cannot make usable as a parameter or property.
    public static let unusable: Set<String> = ["inout", "_"]

    /// `default` -> `` `default` ``; other names unchanged.
    public static func escaped(_ identifier: String) -> String {
        keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    /// `VALIDATION_ERROR` -> `validationError`, `card_declined` -> `cardDeclined`,
    /// `X-Client-Version` -> `xClientVersion`; `nil` when no identifier can be made
    /// (no letters, or a leading digit).
    public static func lowerCamel(_ raw: String) -> String? {
        guard let name = lowerCamelCandidate(raw) else { return nil }
        return unusable.contains(name) ? nil : name
    }

    /// The keyword `raw` would become (`inout`), when that is why `lowerCamel` gives `nil`.
    public static func unusableKeyword(from raw: String) -> String? {
        lowerCamelCandidate(raw).flatMap { unusable.contains($0) ? $0 : nil }
    }

    private static func lowerCamelCandidate(_ raw: String) -> String? {
        if let ascii = ASCIIWords(raw) { return ascii.camelCased(upperFirst: false) }
        return unicodeLowerCamelCandidate(raw)
    }

    static func unicodeLowerCamelCandidate(_ raw: String) -> String? {
        let words = self.words(raw)
        guard let first = words.first else { return nil }
        let name = lowercasedLeadingCapitals(first) + words.dropFirst().map(capitalizedOrAcronym).joined()
        return isIdentifier(name) ? name : nil
    }

    /// `movie_list` -> `MovieList`, `Movie` -> `Movie`.
    public static func upperCamel(_ raw: String) -> String? {
        if let ascii = ASCIIWords(raw) { return ascii.camelCased(upperFirst: true) }
        return unicodeUpperCamel(raw)
    }

    static func unicodeUpperCamel(_ raw: String) -> String? {
        let name = words(raw).map(capitalizedOrAcronym).joined()
        return isIdentifier(name) ? name : nil
    }

    /// A Swift identifier: a letter or `_` first, then letters, digits, `_` or combining marks.
    public static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first,
            first == "_" || first.properties.isAlphabetic && !first.properties.numericType.isSome
        else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.generalCategory == .decimalNumber
                || scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .spacingMark
        }
    }

    /// Runs of letters, digits and combining marks; everything else separates words.
    static func words(_ raw: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in raw {
            if character.isLetter || character.isNumber && character.unicodeScalars.allSatisfy({ $0.properties.generalCategory == .decimalNumber }) {
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

/// An all-ASCII name, for the byte-level path: its words are the runs of letters and digits.
///
/// Read in the name's own UTF-8 storage, and the camel-cased name written straight into
/// a new string: no array of bytes or of words is built. Each of L's 22,000 names built
/// two before, and freed them again, at about half the cost of deriving the names.
private struct ASCIIWords {
    private let raw: String

    init?(_ raw: String) {
        var text = raw
        guard text.withUTF8({ $0.allSatisfy { $0 < 0x80 } }) else { return nil }
        self.raw = text
    }

    /// `lowerCamel`'s and `upperCamel`'s candidate: `nil` when the name would not start with a letter.
    func camelCased(upperFirst: Bool) -> String? {
        var text = raw
        return text.withUTF8 { bytes -> String? in
            var firstWord = Words(bytes: bytes)
            guard let first = firstWord.next(), Self.isLetter(bytes[first.lowerBound]) else { return nil }
            // Never longer than the name: separators are left out, each letter stays one
            // byte, and an acronym is as long as its lower-case key.
            return String(unsafeUninitializedCapacity: bytes.count) { name in
                var count = 0
                func append(_ byte: UInt8) {
                    name[count] = byte
                    count += 1
                }
                for (position, word) in Words(bytes: bytes).enumerated() {
                    let letters = bytes[word]
                    let allUppercase = letters.contains(where: Self.isLetter) && !letters.contains(where: Self.isLowercase)
                    if position == 0 && !upperFirst {
                        // `ERROR` -> `error`, `HTTPStatus` -> `httpStatus`, `Movie` -> `movie`.
                        var cut = letters.count
                        if !allUppercase {
                            var upper = 0
                            while upper < letters.count, Self.isUppercase(letters[word.lowerBound + upper]) { upper += 1 }
                            cut = upper > 1 && upper < letters.count ? upper - 1 : upper
                        }
                        for (offset, byte) in letters.enumerated() { append(offset < cut ? Self.lowercased(byte) : byte) }
                    } else if let acronym = Self.acronym(letters) {
                        // `url` -> `URL`: an acronym that is not the first word of a lower-camel name.
                        for byte in acronym { append(byte) }
                    } else {
                        // `ERROR` -> `Error`, `declined` -> `Declined`, `iPhone` -> `IPhone`.
                        for (offset, byte) in letters.enumerated() {
                            append(offset == 0 ? Self.uppercased(byte) : allUppercase ? Self.lowercased(byte) : byte)
                        }
                    }
                }
                return count
            }
        }
    }

    /// The runs of letters and digits, in order.
    private struct Words: Sequence, IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset = 0

        mutating func next() -> Range<Int>? {
            while offset < bytes.count, !ASCIIWords.isAlphanumeric(bytes[offset]) { offset += 1 }
            guard offset < bytes.count else { return nil }
            let start = offset
            while offset < bytes.count, ASCIIWords.isAlphanumeric(bytes[offset]) { offset += 1 }
            return start..<offset
        }
    }

    /// The capitals of an acronym (`SwiftIdentifiers.acronyms`) whose letters, in any case, these are.
    private static func acronym(_ letters: Slice<UnsafeBufferPointer<UInt8>>) -> [UInt8]? {
        guard SwiftIdentifiers.acronymLengths.contains(letters.count) else { return nil }
        return acronymBytes.first { key, _ in
            key.count == letters.count && zip(key, letters).allSatisfy { $0 == lowercased($1) }
        }?.capitals
    }

    /// `SwiftIdentifiers.acronyms` as bytes: compared in place, where a dictionary lookup
    /// first built a lower-cased key string and hashed it. Each acronym is as long as its
    /// key: `camelCased` writes into room for the name's own length.
    private static let acronymBytes: [(key: [UInt8], capitals: [UInt8])] = SwiftIdentifiers.acronyms.map { key, capitals in
        precondition(key.utf8.count == capitals.utf8.count, "the acronym \(capitals) is not as long as \(key)")
        return (Array(key.utf8), Array(capitals.utf8))
    }

    private static func isLetter(_ byte: UInt8) -> Bool { isUppercase(byte) || isLowercase(byte) }
    private static func isUppercase(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isLowercase(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte) }
    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || (0x30...0x39).contains(byte) }
    private static func lowercased(_ byte: UInt8) -> UInt8 { isUppercase(byte) ? byte + 0x20 : byte }
    private static func uppercased(_ byte: UInt8) -> UInt8 { isLowercase(byte) ? byte - 0x20 : byte }
}

extension Optional {
    fileprivate var isSome: Bool { self != nil }
}
