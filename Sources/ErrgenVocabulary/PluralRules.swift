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

/// CLDR's cardinal plural rules (CLDR 48, `plurals.xml`), for every locale CLDR has rules
/// for, deprecated codes such as `iw`, `in` and `tl` included; `pt-PT` has its own.
/// Apps and generated code ask ``category(for:locale:)``; errgen asks
/// ``categories(forLocale:)`` to check that a translation has every form its language
/// needs. `Scripts/generate-plural-rules.py` writes the rules from CLDR's file.
public enum PluralRules {
    /// The categories `locale`'s language uses, `other` last; `nil` when CLDR has no rules
    /// for it (then ``category(for:locale:)`` uses the English rule).
    public static func categories(forLocale locale: String) -> [PluralCategory]? {
        rule(forLocale: locale)?.categories
    }

    /// The category of a number (its shown digits) in `locale`.
    public static func category(for operands: PluralOperands, locale: String) -> PluralCategory {
        (rule(forLocale: locale) ?? Rule.en).select(operands)
    }

    static func rule(forLocale locale: String) -> Rule? {
        for candidate in LocaleMatching.candidates(for: locale) {
            if let rule = rulesByLocale[candidate] { return rule }
        }
        return nil
    }

    /// A language's categories and how a number picks one (the rules are in `PluralRules+CLDR.swift`).
    struct Rule: Sendable {
        let categories: [PluralCategory]
        let select: @Sendable (PluralOperands) -> PluralCategory

        init(_ categories: [PluralCategory], select: @escaping @Sendable (PluralOperands) -> PluralCategory) {
            self.categories = categories + [.other]
            self.select = select
        }
    }

    private static let rulesByLocale: [String: Rule] = Dictionary(
        uniqueKeysWithValues: localesByRule.flatMap { entry in entry.locales.map { ($0, entry.rule) } })
}
