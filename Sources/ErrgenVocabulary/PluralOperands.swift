/// The CLDR plural operands of a number as it is shown: `n` its absolute value, `i` its
/// integer digits, `v` how many fraction digits are shown, `f` those digits as a number,
/// `t` the same without trailing zeros, `w` how many those are, and `e` the exponent of a
/// compact number (`1.2c6`, 1.2 million). `1.50` is i = 1, v = 2, f = 50, t = 5.
///
/// The operands are the digits themselves, not machine integers, so a number of twenty
/// digits (an `Int64` near its limit, a `Double` of 1e21) takes the same form as a small one.
public struct PluralOperands: Sendable, Hashable {
    /// The digits before the point, without leading zeros (`"0"` for none).
    private let integerDigits: String
    /// The digits after the point as they are shown, trailing zeros kept.
    private let fractionDigits: String
    /// The compact exponent: 6 for `1.2c6`, 0 for a number written in full.
    public let e: Int

    /// The absolute value: 1.5 for `1.50`.
    public var n: Number { Number(integer: integerDigits, fraction: fractionDigits) }
    /// The integer digits: 1 for `1.50`.
    public var i: Number { Number(integer: integerDigits) }
    /// How many fraction digits are shown: 2 for `1.50`.
    public var v: Int { fractionDigits.count }
    /// How many fraction digits are shown, trailing zeros left out: 1 for `1.50`.
    public var w: Int { Self.droppingTrailingZeros(fractionDigits).count }
    /// The fraction digits shown, as a number: 50 for `1.50`.
    public var f: Number { Number(integer: fractionDigits) }
    /// The fraction digits shown, trailing zeros left out, as a number: 5 for `1.50`.
    public var t: Number { Number(integer: Self.droppingTrailingZeros(fractionDigits)) }

    /// The operands of an integer, such as `21` or `-1`.
    public init(_ value: Int) {
        self.init(integer: String(value.magnitude), fraction: "", exponent: 0)
    }

    /// The operands of a decimal's digits, such as `1.5`, `-21` or `1.2c6` (CLDR's way of
    /// writing a compact 1.2 million); `nil` for anything else.
    public init?(digits text: String) {
        var rest = Substring(text)
        if rest.first == "-" { rest = rest.dropFirst() }
        var exponent = 0
        if let marker = rest.firstIndex(of: "c") {
            let written = rest[rest.index(after: marker)...]
            // Two digits at most: CLDR's samples go to c6, and c99 is already a 100-digit number.
            guard (1...2).contains(written.count), written.allSatisfy(\.isASCIIDigit), let value = Int(written) else {
                return nil
            }
            exponent = value
            rest = rest[..<marker]
        }
        let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let integer = parts[0]
        let fraction = parts.count == 2 ? parts[1] : ""
        guard !integer.isEmpty, integer.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit) else {
            return nil
        }
        // `1.2c3` is 1200: the point moves `e` digits to the right.
        let moved = fraction.prefix(exponent) + String(repeating: "0", count: max(0, exponent - fraction.count))
        self.init(integer: integer + moved, fraction: fraction.dropFirst(exponent), exponent: exponent)
    }

    private init(integer: some StringProtocol, fraction: some StringProtocol, exponent: Int) {
        integerDigits = Number.droppingLeadingZeros(integer)
        fractionDigits = String(fraction)
        e = exponent
    }

    fileprivate static func droppingTrailingZeros(_ digits: some StringProtocol) -> String {
        String(digits.reversed().drop { $0 == "0" }.reversed())
    }
}

extension PluralOperands {
    /// A non-negative decimal number held as its digits: CLDR's `n`, `i`, `f` and `t`.
    ///
    /// The rules compare it the way CLDR's do: `o.i % 100 == 11...14` takes the remainder
    /// of its digits, and a number with a fraction equals no whole number and lies in no
    /// range (`2.5` is not in `2...4`, `2.0` is 2).
    public struct Number: Sendable, Hashable, CustomStringConvertible {
        /// The digits before the point, without leading zeros (`"0"` for none).
        private let integer: String
        /// The digits after the point, without trailing zeros.
        private let fraction: String

        init(integer: String, fraction: String = "") {
            self.integer = Self.droppingLeadingZeros(integer)
            self.fraction = PluralOperands.droppingTrailingZeros(fraction)
        }

        /// The number's digits: `1.5`, `21`.
        public var description: String { fraction.isEmpty ? integer : integer + "." + fraction }

        /// The remainder of dividing by `modulus`, with the fraction kept (101.5 % 100 is 1.5),
        /// computed on the digits, so any number of them is exact.
        public static func % (number: Number, modulus: Int) -> Number {
            precondition(modulus > 0 && modulus <= Int.max / 10, "a plural rule's modulus is a small positive number")
            let remainder = number.integer.utf8.reduce(0) { ($0 * 10 + Int($1 - UInt8(ascii: "0"))) % modulus }
            return Number(integer: String(remainder), fraction: number.fraction)
        }

        /// Whether the number is the whole number `whole`.
        public static func == (number: Number, whole: Int) -> Bool {
            number.fraction.isEmpty && number.integer == String(whole)
        }

        /// Whether the number is not the whole number `whole`.
        public static func != (number: Number, whole: Int) -> Bool { !(number == whole) }

        /// Whether the number is a whole number in `range`.
        public static func == (number: Number, range: ClosedRange<Int>) -> Bool {
            // A number too large for Int is beyond every range a rule writes.
            guard number.fraction.isEmpty, let value = Int(number.integer) else { return false }
            return range.contains(value)
        }

        /// Whether the number is not a whole number in `range`.
        public static func != (number: Number, range: ClosedRange<Int>) -> Bool { !(number == range) }

        fileprivate static func droppingLeadingZeros(_ digits: some StringProtocol) -> String {
            let significant = digits.drop { $0 == "0" }
            return significant.isEmpty ? "0" : String(significant)
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
