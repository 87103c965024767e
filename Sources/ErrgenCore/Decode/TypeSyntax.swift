/// `Int`, `[Movie]`, `[String: [String]]`, `Date?`: the spec format's type grammar.
enum TypeSyntax {
    static let maxNesting = 16
    /// The types a spec may write, for messages about a type errgen does not know.
    static let typeList =
        "String, Int, Int32, Int64, Double, Float, Decimal, Bool, URL, UUID, Date, Data, JSON, a model, enum or union name, [T], [String: T] or T?"
    /// What a type may be, for messages about a type errgen does not know.
    static let supportedTypes = "a type is " + typeList

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

        /// A letter, a digit or `_`.
        static func isNameCharacter(_ character: Character) -> Bool {
            character == "_" || character.isLetter || character.isNumber
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
                result =
                    name == TypeRef.jsonName
                    ? .json : PrimitiveType(rawValue: name).map(TypeRef.primitive) ?? .model(name)
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
