/// The small grammars inside scalars: integers, durations, key paths, locales.
///
/// Each grammar also has a regular expression (ECMA-262 and Python `re` alike) for the
/// JSON Schema of the format; `ScalarPatternTests` checks that a pattern matches
/// whatever its function accepts.
enum ScalarSyntax {
    /// `duration(_:)`'s shape: digits, an optional fraction, an optional unit; not zero.
    /// (It cannot see that `1.0005s` is finer than a millisecond; errgen does.)
    static let durationPattern = #"^(?!0+(\.0+)?(ms|s|m)?$)[0-9]{1,12}(\.[0-9]{1,6})?(ms|s|m)?$"#
    /// `isLocale(_:)`.
    static let localePattern = #"^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$"#
    /// `keyPath(_:)`, without a bracketed index (`dottedIndexes(_:)`).
    static let keyPathPattern = #"^(?!.*\[[0-9]+\])[^.]+(\.[^.]+)*$"#
    /// An HTTP header name, RFC 9110's `token` (`isHTTPToken(_:)`).
    static let httpTokenPattern = #"^[-!#$%&'*+.^_`|~0-9A-Za-z]+$"#
    /// A field's `from:`: `details.<path>`, `body.<path>` or `header.<token>`.
    static let fieldSourcePattern =
        #"^((?!.*\[[0-9]+\])(details|body)\.[^.]+(\.[^.]+)*|header\.[-!#$%&'*+.^_`|~0-9A-Za-z]+)$"#
    /// The characters of `TypeSyntax`'s grammar (the nesting is errgen's to check).
    static let typePattern =
        #"^[ A-Za-z0-9_\[\]:?\u0080-\uFFFF]*[A-Za-z_\u0080-\uFFFF][ A-Za-z0-9_\[\]:?\u0080-\uFFFF]*$"#
    /// A fallback's key: `404` or `4xx`.
    static let statusKeyPattern = #"^([1-5]xx|[1-5][0-9][0-9])$"#

    /// Decimal digits with an optional sign, within `Int`.
    static func integer(_ text: String) -> Int? {
        // Bytes, not Characters: every code and status of a catalog comes here.
        var digits = Substring(text).utf8[...]
        if let sign = digits.first, sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") {
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else {
            return nil
        }
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
        guard (1...2).contains(parts.count),
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
            parts[0].count <= 12, parts.count == 1 || parts[1].count <= 6
        else {
            return .failure(
                SyntaxProblem(message: "'\(text)' is not a duration; write 30s, 500ms, 1.5s, 2m or a number of seconds")
            )
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
            return .failure(
                SyntaxProblem(message: "'\(text)' is finer than a millisecond; durations are whole milliseconds"))
        }
        let milliseconds = whole + scaled / divisor
        guard milliseconds > 0 else {
            return .failure(SyntaxProblem(message: "'\(text)' must be longer than zero"))
        }
        return .success(DurationValue(milliseconds: milliseconds))
    }

    /// `error.code` -> `["error", "code"]`; `nil` when a part is empty. A part of digits
    /// indexes an array at run time (`errors.0.code`), and an object's key of digits too.
    static func keyPath(_ text: String) -> [String]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !parts.isEmpty, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return parts
    }

    /// `errors[0].code` -> `errors.0.code`, the spelling errgen reads; `nil` when `text`
    /// has no `[digits]`. A bracketed index would otherwise be read as part of a key and
    /// never match.
    static func dottedIndexes(_ text: String) -> String? {
        var result = ""
        var rest = Substring(text)
        var changed = false
        while let open = rest.firstIndex(of: "["), let close = rest[open...].firstIndex(of: "]") {
            let digits = rest[rest.index(after: open)..<close]
            guard !digits.isEmpty, digits.utf8.allSatisfy(isASCIIDigit) else {
                result += rest[...open]
                rest = rest[rest.index(after: open)...]
                continue
            }
            result += rest[..<open]
            if !result.isEmpty, !result.hasSuffix(".") { result += "." }
            result += digits
            rest = rest[rest.index(after: close)...]
            changed = true
        }
        return changed ? result + rest : nil
    }

    /// BCP-47 in the shape errgen needs: a 2-3 letter language, then subtags of 2-8 letters or digits.
    static func isLocale(_ text: String) -> Bool {
        // One pass over the bytes, without splitting: every translation of a catalog asks.
        var isLanguage = true  // still in the first part
        var length = 0  // of the part so far
        func partFits() -> Bool { isLanguage ? (2...3).contains(length) : (2...8).contains(length) }
        for byte in text.utf8 {
            if byte == UInt8(ascii: "-") {
                guard partFits() else { return false }
                isLanguage = false
                length = 0
            } else {
                guard isASCIILetter(byte) || !isLanguage && isASCIIDigit(byte) else { return false }
                length += 1
            }
        }
        return partFits()
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isASCIIDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// An HTTP header name: a token of RFC 9110.
    static func isHTTPToken(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { isASCIILetter($0) || isASCIIDigit($0) || tokenSymbols.contains($0) }
    }

    /// The bytes besides letters and digits that an RFC 9110 token may hold.
    private static let tokenSymbols = Set("!#$%&'*+-.^_`|~".utf8)
}
