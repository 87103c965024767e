/// `Int`, `[Movie]`, `[String: [String]]`, `Date?`: SPEC.md's type grammar.
enum TypeSyntax {
    static let maxNesting = 16
    /// The types a spec may write, for messages about a type errgen does not know.
    static let typeList = "String, Int, Int32, Int64, Double, Float, Decimal, Bool, URL, UUID, Date, Data, a model or enum name, [T], [String: T] or T?"
    /// What a type may be, for messages about a type errgen does not know.
    static let supportedTypes = "a type is " + typeList

    static func parse(_ text: String) -> Result<TypeRef, SyntaxProblem> {
        if let type = plainName(text) { return .success(type) }
        return parseCharacters(text)
    }

    /// A name alone, optionally followed by `?` (`Int`, `Movie`, `String?`: nearly every
    /// type a spec writes), read on its bytes; `nil` for anything else, which the full
    /// grammar reads (`SpecDecoderTests.plainNamesAreReadAsTheGrammarReadsThem` checks
    /// that both agree). The grammar on Characters first made an array of them and then a
    /// string back from it: 10,000 instructions for each of L's 4,000 body and response types.
    private static func plainName(_ text: String) -> TypeRef? {
        let bytes = text.utf8
        guard let first = bytes.first, ScalarSyntax.isASCIILetter(first) || first == UInt8(ascii: "_") else { return nil }
        let isOptional = bytes.last == UInt8(ascii: "?")
        let name = isOptional ? bytes.dropLast() : bytes[...]
        guard name.allSatisfy(ScalarSyntax.isASCIINameByte) else { return nil }
        let nameText = isOptional ? String(text.dropLast()) : text
        let type = PrimitiveType(rawValue: nameText).map(TypeRef.primitive) ?? .model(nameText)
        return isOptional ? .optional(type) : type
    }

    /// The whole grammar, on Characters.
    static func parseCharacters(_ text: String) -> Result<TypeRef, SyntaxProblem> {
        // An ASCII text's bytes are its Characters: no grapheme breaking needed.
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        var parser = Parser(characters: isASCII ? text.utf8.map { Character(Unicode.Scalar($0)) } : Array(text))
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

        /// A letter, a digit or `_`; ASCII without a Unicode property lookup.
        static func isNameCharacter(_ character: Character) -> Bool {
            if let ascii = character.asciiValue { return ScalarSyntax.isASCIINameByte(ascii) }
            return character.isLetter || character.isNumber
        }

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
                while index < characters.count, Self.isNameCharacter(characters[index]) {
                    index += 1
                }
                let name = String(characters[start..<index])
                guard let first = name.first, !first.isNumber else {
                    throw SyntaxProblem(message: "'\(String(characters))' is not a type; write \(TypeSyntax.typeList)")
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
