/// A CLDR plural category: which form of a word a number takes in a language.
///
/// English has `one` (1 item) and `other` (0 items, 2 items, 1.5 items); Vietnamese only
/// `other`; Russian `one`, `few`, `many` and `other`; Arabic all six.
public enum PluralCategory: String, Sendable, CaseIterable, Comparable {
    case zero, one, two, few, many, other

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// The CLDR plural operands of a number as it is shown: `n` its absolute value, `i` its
/// integer digits, `v` how many fraction digits are shown, `f` those digits as a number,
/// `t` the same without trailing zeros. `1.50` is i = 1, v = 2, f = 50, t = 5.
public struct PluralOperands: Sendable, Hashable {
    public var n: Double
    public var i: Int
    public var v: Int
    public var f: Int
    public var t: Int

    public init(_ value: Int) {
        let magnitude = value.magnitude > UInt(Int.max) ? Int.max : Int(value.magnitude)
        self.init(n: Double(magnitude), i: magnitude, v: 0, f: 0, t: 0)
    }

    /// The operands of a decimal's digits, such as `1.5` or `-21`; `nil` for anything else.
    public init?(digits text: String) {
        var text = Substring(text)
        if text.first == "-" { text = text.dropFirst() }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integer = parts.first, !integer.isEmpty, integer.allSatisfy(\.isASCIIDigit) else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.allSatisfy(\.isASCIIDigit), integer.count <= 18, fraction.count <= 18 else { return nil }
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        guard let n = Double(text), let i = Int(integer) else { return nil }
        self.init(n: n, i: i, v: fraction.count, f: Int(fraction) ?? 0, t: Int(String(trimmed)) ?? 0)
    }

    init(n: Double, i: Int, v: Int, f: Int, t: Int) {
        (self.n, self.i, self.v, self.f, self.t) = (n, i, v, f, t)
    }
}

/// CLDR's cardinal plural rules (CLDR 44, `plurals.json`) for common languages, keyed by
/// language (`pt-PT` has its own). Apps and generated code ask ``category(for:locale:)``;
/// errgen asks ``categories(forLocale:)`` to check that a translation has every form its
/// language needs. The `e` operand (compact exponents such as `1.2c6`) is always 0 here,
/// because messages never show compact numbers.
public enum PluralRules {
    /// The categories `locale`'s language uses, `other` last; `nil` when errgen has no
    /// rules for it (then ``category(for:locale:)`` uses the English rule).
    public static func categories(forLocale locale: String) -> [PluralCategory]? {
        rule(forLocale: locale)?.categories
    }

    /// The category of a number (its shown digits) in `locale`.
    public static func category(for operands: PluralOperands, locale: String) -> PluralCategory {
        (rule(forLocale: locale) ?? Rule.oneForIntegerOne).select(operands)
    }

    static func rule(forLocale locale: String) -> Rule? {
        for candidate in LocaleMatching.candidates(for: locale) {
            if let rule = rules[candidate] { return rule }
        }
        return nil
    }

    struct Rule: Sendable {
        let categories: [PluralCategory]
        let select: @Sendable (PluralOperands) -> PluralCategory

        /// `one: i = 1 and v = 0` (en, de, nl, sv, fi, et, gl...).
        static let oneForIntegerOne = Rule([.one]) { $0.i == 1 && $0.v == 0 ? .one : .other }
        /// `one: n = 1` (el, hu, tr, nb...).
        static let oneForExactlyOne = Rule([.one]) { $0.n == 1 ? .one : .other }
        /// `one: i = 0 or n = 1` (hi, bn, fa).
        static let oneForZeroOrOne = Rule([.one]) { $0.i == 0 || $0.n == 1 ? .one : .other }
        static let otherOnly = Rule([]) { _ in .other }

        init(_ categories: [PluralCategory], select: @escaping @Sendable (PluralOperands) -> PluralCategory) {
            self.categories = categories + [.other]
            self.select = select
        }

        /// `many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0` (es, fr, it, pt, ca).
        static func millions(_ o: PluralOperands) -> Bool { o.i != 0 && o.i % 1_000_000 == 0 && o.v == 0 }
    }

    private static let rules: [String: Rule] = {
        var table: [String: Rule] = [:]
        for language in ["en", "de", "nl", "sv", "fi", "et", "gl", "ia", "fy", "io", "sc", "scn", "ast"] {
            table[language] = .oneForIntegerOne
        }
        for language in ["el", "hu", "tr", "nb", "no", "nn", "bg", "az", "ka", "kk", "sq", "eu", "af", "ta", "te", "ur", "uz", "ky", "mn"] {
            table[language] = .oneForExactlyOne
        }
        for language in ["hi", "bn", "fa", "gu", "kn", "am", "zu"] { table[language] = .oneForZeroOrOne }
        for language in ["vi", "ja", "zh", "ko", "th", "id", "ms", "lo", "my", "km", "yue", "jv", "ig", "yo"] {
            table[language] = .otherOnly
        }
        // one: i = 1 and v = 0; many: millions.
        let italian = Rule([.one, .many]) { o in o.i == 1 && o.v == 0 ? .one : Rule.millions(o) ? .many : .other }
        table["it"] = italian
        table["ca"] = italian
        table["pt-pt"] = italian
        // es: one: n = 1; many: millions.
        table["es"] = Rule([.one, .many]) { o in o.n == 1 ? .one : Rule.millions(o) ? .many : .other }
        // fr: one: i = 0,1; pt: one: i = 0..1; many: millions.
        let french = Rule([.one, .many]) { o in o.i == 0 || o.i == 1 ? .one : Rule.millions(o) ? .many : .other }
        table["fr"] = french
        table["pt"] = french
        // ru, uk: one: v = 0 and i % 10 = 1 and i % 100 != 11; few: v = 0 and i % 10 = 2..4
        // and i % 100 != 12..14; many: v = 0 and (i % 10 = 0 or 5..9 or i % 100 = 11..14).
        let russian = Rule([.one, .few, .many]) { o in
            guard o.v == 0 else { return .other }
            let (mod10, mod100) = (o.i % 10, o.i % 100)
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        }
        table["ru"] = russian
        table["uk"] = russian
        // pl: one: i = 1 and v = 0; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14;
        // many: v = 0 and the rest.
        table["pl"] = Rule([.one, .few, .many]) { o in
            guard o.v == 0 else { return .other }
            if o.i == 1 { return .one }
            if (2...4).contains(o.i % 10) && !(12...14).contains(o.i % 100) { return .few }
            return .many
        }
        // cs, sk: one: i = 1 and v = 0; few: i = 2..4 and v = 0; many: v != 0.
        let czech = Rule([.one, .few, .many]) { o in
            if o.v != 0 { return .many }
            return o.i == 1 ? .one : (2...4).contains(o.i) ? .few : .other
        }
        table["cs"] = czech
        table["sk"] = czech
        // hr, sr, bs: one: v = 0 and i % 10 = 1 and i % 100 != 11 or f % 10 = 1 and f % 100 != 11;
        // few: the same with 2..4 and 12..14.
        let croatian = Rule([.one, .few]) { o in
            if o.v == 0 && o.i % 10 == 1 && o.i % 100 != 11 || o.f % 10 == 1 && o.f % 100 != 11 { return .one }
            if o.v == 0 && (2...4).contains(o.i % 10) && !(12...14).contains(o.i % 100)
                || (2...4).contains(o.f % 10) && !(12...14).contains(o.f % 100)
            {
                return .few
            }
            return .other
        }
        for language in ["hr", "sr", "bs", "sh"] { table[language] = croatian }
        // ro: one: i = 1 and v = 0; few: v != 0 or n = 0 or n != 1 and n % 100 = 1..19.
        table["ro"] = Rule([.one, .few]) { o in
            if o.i == 1 && o.v == 0 { return .one }
            let mod100 = o.n.truncatingRemainder(dividingBy: 100)
            if o.v != 0 || o.n == 0 || o.n != 1 && mod100 >= 1 && mod100 <= 19 && mod100 == mod100.rounded() { return .few }
            return .other
        }
        // sl: one: v = 0 and i % 100 = 1; two: ... = 2; few: v = 0 and i % 100 = 3..4 or v != 0.
        table["sl"] = Rule([.one, .two, .few]) { o in
            if o.v != 0 { return .few }
            switch o.i % 100 {
            case 1: return .one
            case 2: return .two
            case 3, 4: return .few
            default: return .other
            }
        }
        // he: one: i = 1 and v = 0 or i = 0 and v != 0; two: i = 2 and v = 0.
        table["he"] = Rule([.one, .two]) { o in
            if o.i == 1 && o.v == 0 || o.i == 0 && o.v != 0 { return .one }
            return o.i == 2 && o.v == 0 ? .two : .other
        }
        // da: one: n = 1 or t != 0 and i = 0,1.
        table["da"] = Rule([.one]) { o in o.n == 1 || o.t != 0 && (o.i == 0 || o.i == 1) ? .one : .other }
        // ar: zero: n = 0; one: n = 1; two: n = 2; few: n % 100 = 3..10; many: n % 100 = 11..99.
        table["ar"] = Rule([.zero, .one, .two, .few, .many]) { o in
            switch o.n {
            case 0: return .zero
            case 1: return .one
            case 2: return .two
            default:
                // `n % 100` of a number with a fraction is never a whole 3..10 or 11..99.
                guard o.v == 0 || o.f == 0 else { return .other }
                switch o.i % 100 {
                case 3...10: return .few
                case 11...99: return .many
                default: return .other
                }
            }
        }
        return table
    }()
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
