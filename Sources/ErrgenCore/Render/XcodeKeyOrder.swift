/// The order Xcode writes a string catalog's keys in, so a catalog errgen writes comes back
/// byte for byte when Xcode opens and saves it.
///
/// Xcode sorts a catalog's keys by a collation, not by code points: real catalogs saved by
/// Xcode list `%@` before `© Cizzuk` before `${toggle} Emoji Search` before `360 Search`,
/// which no code-point order gives (`$` is U+0024, `%` U+0025, `©` U+00A9) and CLDR's root
/// collation does (punctuation, then symbols, then currency signs, then digits, then letters).
/// That is, in this order:
///
/// 1. letters without case: `accountLocked` and `AccountLocked` compare equal here, and
///    `b` comes after `_` and `A`;
/// 2. ASCII punctuation and symbols in CLDR's order, all before digits and letters:
///    white space, then `_ - , ; : ! ? . ' " ( ) [ ] { } @ * / \ & # %`, the grave accent,
///    then `^ + < = > | ~ $` (`asciiRank`); so
///    `a_b`, `a-b`, `a.b`, `a1`, `ab` in that order;
/// 3. runs of ASCII digits by their value: `e2` before `e10`, `e02` equal to `e2` here;
/// 4. a key that is a prefix of the other first: `a` before `a.b`;
/// 5. keys still equal by their UTF-8 bytes: `A` before `a`.
///
/// Implemented here rather than through Foundation so the order is the same on Linux and
/// in every locale. Characters beyond ASCII sort after ASCII by their lower-case code point,
/// which is not CLDR's order; errgen's own keys (case names, locale identifiers, the
/// format's field names) are ASCII.
enum XcodeKeyOrder {
    static func precedes(_ a: String, _ b: String) -> Bool {
        compare(a, b) < 0
    }

    /// Negative, zero or positive as `a` sorts before, with or after `b`.
    static func compare(_ a: String, _ b: String) -> Int {
        let x = a.unicodeScalars
        let y = b.unicodeScalars
        var i = x.startIndex
        var j = y.startIndex
        while i < x.endIndex, j < y.endIndex {
            if isDigit(x[i]), isDigit(y[j]) {
                let runX = digitRun(x, from: i)
                let runY = digitRun(y, from: j)
                let byValue = compareDigits(x[runX.significant..<runX.end], y[runY.significant..<runY.end])
                if byValue != 0 { return byValue }
                i = runX.end
                j = runY.end
                continue
            }
            let p = folded(x[i])
            let q = folded(y[j])
            if p != q { return p < q ? -1 : 1 }
            i = x.index(after: i)
            j = y.index(after: j)
        }
        let restX = i < x.endIndex
        let restY = j < y.endIndex
        if restX != restY { return restX ? 1 : -1 }
        // Forced ordering: equal but for case or leading zeros, by bytes.
        if a.utf8.elementsEqual(b.utf8) { return 0 }
        return a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : 1
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        (48...57).contains(scalar.value)
    }

    /// Where a run of digits starting at `start` ends, and where its digits after the
    /// leading zeros start (the run's last digit at the latest, so `000` is `0`).
    private static func digitRun(
        _ scalars: String.UnicodeScalarView, from start: String.UnicodeScalarView.Index
    ) -> (significant: String.UnicodeScalarView.Index, end: String.UnicodeScalarView.Index) {
        var end = start
        var significant: String.UnicodeScalarView.Index?
        while end < scalars.endIndex, isDigit(scalars[end]) {
            if significant == nil, scalars[end] != "0" { significant = end }
            end = scalars.index(after: end)
        }
        return (significant ?? scalars.index(before: end), end)
    }

    /// Two runs of digits without leading zeros: the longer is larger, else digit by digit.
    private static func compareDigits(_ x: Substring.UnicodeScalarView, _ y: Substring.UnicodeScalarView) -> Int {
        let lengths = (x.count, y.count)
        if lengths.0 != lengths.1 { return lengths.0 < lengths.1 ? -1 : 1 }
        for (p, q) in zip(x, y) where p != q { return p.value < q.value ? -1 : 1 }
        return 0
    }

    /// The scalar without case: ASCII by `asciiRank`, others by Unicode's lowercase mapping,
    /// after every ASCII character.
    private static func folded(_ scalar: Unicode.Scalar) -> UInt32 {
        let value = scalar.value
        if value < 0x80 { return UInt32(asciiRank[Int(value)]) }
        let lower = scalar.properties.lowercaseMapping.unicodeScalars.first?.value ?? value
        return lower < 0x80 ? UInt32(asciiRank[Int(lower)]) : lower + 0x80
    }

    /// Where an ASCII character sorts (a digit that is not in a run of digits compared with
    /// another run): white space and punctuation in CLDR's root order below the digits,
    /// letters without case above them; other control characters 0.
    static let asciiRank: [UInt8] = {
        var rank = [UInt8](repeating: 0, count: 128)
        for (position, byte) in "\t\n\u{0B}\u{0C}\r _-,;:!?.'\"()[]{}@*/\\&#%`^+<=>|~$".utf8.enumerated() {
            rank[Int(byte)] = UInt8(position + 1)
        }
        for digit in 48...57 { rank[digit] = UInt8(digit) }
        for letter in 97...122 { rank[letter] = UInt8(letter) }
        for letter in 65...90 { rank[letter] = UInt8(letter + 32) }
        return rank
    }()
}
