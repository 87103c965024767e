/// The small grammars inside scalars: integers, durations, key paths, locales.
enum ScalarSyntax {
    /// Decimal digits with an optional sign, within `Int`.
    static func integer(_ text: String) -> Int? {
        let digits = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// `30s`, `500ms`, `1.5s`, `2m`, or a bare number of seconds; more than zero.
    static func duration(_ text: String) -> Result<DurationValue, SyntaxProblem> {
        let units: [(suffix: String, milliseconds: Int64)] = [("ms", 1), ("s", 1000), ("m", 60_000)]
        var number = Substring(text)
        var scale: Int64 = 1000
        for unit in units where text.hasSuffix(unit.suffix) {
            number = text.dropLast(unit.suffix.count)
            scale = unit.milliseconds
            break
        }
        let parts = number.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts[0].count <= 12, (parts.count == 1 || parts[1].count <= 6)
        else {
            return .failure(SyntaxProblem(message: "'\(text)' is not a duration; write 30s, 500ms, 1.5s, 2m or a number of seconds"))
        }
        // Exact decimal arithmetic: 1.5s is 1500 ms, never 1499.999.
        let fraction = parts.count == 2 ? String(parts[1]) : ""
        let whole = Int64(parts[0])! * scale
        var fractional: Int64 = 0
        var divisor: Int64 = 1
        for digit in fraction {
            fractional = fractional * 10 + Int64(digit.wholeNumberValue!)
            divisor *= 10
        }
        let scaled = fractional * scale
        guard scaled % divisor == 0 else {
            return .failure(SyntaxProblem(message: "'\(text)' is finer than a millisecond; durations are whole milliseconds"))
        }
        let milliseconds = whole + scaled / divisor
        guard milliseconds > 0 else {
            return .failure(SyntaxProblem(message: "'\(text)' must be longer than zero"))
        }
        return .success(DurationValue(milliseconds: milliseconds))
    }

    /// `error.code` -> `["error", "code"]`; `nil` when a part is empty.
    static func keyPath(_ text: String) -> [String]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return parts
    }

    /// BCP-47 in the shape errgen needs: a 2-3 letter language, then subtags of 2-8 letters or digits.
    static func isLocale(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLetter })
        else { return false }
        return parts.dropFirst().allSatisfy { part in
            (2...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
        }
    }

    /// An HTTP header name: a token of RFC 9110.
    static func isHTTPToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            default:
                Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
            }
        }
    }
}

/// `Int`, `[Movie]`, `[String: [String]]`, `Date?`: SPEC.md's type grammar.
enum TypeSyntax {
    static let maxNesting = 16

    static func parse(_ text: String) -> Result<TypeRef, SyntaxProblem> {
        var parser = Parser(characters: Array(text))
        do throws(SyntaxProblem) {
            let type = try parser.type(depth: 0)
            parser.skipSpaces()
            guard parser.index == parser.characters.count else {
                throw SyntaxProblem(message: "'\(text)' is not a type: unexpected '\(parser.characters[parser.index])'")
            }
            return .success(type)
        } catch {
            return .failure(error)
        }
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        mutating func skipSpaces() {
            while index < characters.count, characters[index] == " " { index += 1 }
        }

        mutating func type(depth: Int) throws(SyntaxProblem) -> TypeRef {
            guard depth < TypeSyntax.maxNesting else {
                throw SyntaxProblem(message: "types nest at most \(TypeSyntax.maxNesting) levels deep")
            }
            skipSpaces()
            var result: TypeRef
            if index < characters.count, characters[index] == "[" {
                index += 1
                let first = try type(depth: depth + 1)
                skipSpaces()
                if index < characters.count, characters[index] == ":" {
                    guard first == .primitive(.string) else {
                        throw SyntaxProblem(message: "dictionary keys must be String, found '\(first)'")
                    }
                    index += 1
                    let value = try type(depth: depth + 1)
                    result = .dictionary(value)
                } else {
                    result = .array(first)
                }
                skipSpaces()
                guard index < characters.count, characters[index] == "]" else {
                    throw SyntaxProblem(message: "'\(String(characters))' is not a type: a ']' is missing")
                }
                index += 1
            } else {
                let start = index
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                    index += 1
                }
                let name = String(characters[start..<index])
                guard let first = name.first, !first.isNumber else {
                    throw SyntaxProblem(message: "'\(String(characters))' is not a type; write String, Int, Int64, Double, Bool, URL, UUID, Date, a model name, [T], [String: T] or T?")
                }
                result = PrimitiveType(rawValue: name).map(TypeRef.primitive) ?? .model(name)
            }
            skipSpaces()
            if index < characters.count, characters[index] == "?" {
                index += 1
                result = .optional(result)
                skipSpaces()
                if index < characters.count, characters[index] == "?" {
                    throw SyntaxProblem(message: "'\(String(characters))' is optional twice; write one '?'")
                }
            }
            return result
        }
    }
}

/// `Try again in {retry_after} seconds.` -> literal and placeholder segments.
/// `{{` and `}}` are literal braces.
enum PlaceholderSyntax {
    static func segments(of text: String) -> Result<[TextSegment], SyntaxProblem> {
        var segments: [TextSegment] = []
        var literal = ""
        var characters = text[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case "{" where characters.first == "{":
                characters = characters.dropFirst()
                literal.append("{")
            case "}" where characters.first == "}":
                characters = characters.dropFirst()
                literal.append("}")
            case "{":
                guard let close = characters.firstIndex(of: "}") else {
                    return .failure(SyntaxProblem(message: "a '{' has no closing '}' (write '{{' for a literal brace)"))
                }
                let name = String(characters[..<close])
                guard isPlaceholderName(name) else {
                    return .failure(SyntaxProblem(message: "'{\(name)}' is not a placeholder; placeholders are field names such as {retry_after} (write '{{' for a literal brace)"))
                }
                if !literal.isEmpty { segments.append(.literal(literal)) }
                literal = ""
                segments.append(.placeholder(name))
                characters = characters[characters.index(after: close)...]
            case "}":
                return .failure(SyntaxProblem(message: "a '}' has no opening '{' (write '}}' for a literal brace)"))
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return .success(segments)
    }

    static func isPlaceholderName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first == "_" else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
    }
}
