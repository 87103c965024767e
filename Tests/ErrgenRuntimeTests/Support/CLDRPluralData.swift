import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// CLDR's plural rules as the repository's copy of `plurals.xml` states them
/// (`Scripts/cldr/plurals.xml`): each rule set's locales, and each category's
/// `@integer` and `@decimal` samples, read at test time so the tests check the generated
/// Swift against the data rather than against itself.
struct CLDRPluralData: Sendable {
    static let path = "Scripts/cldr/plurals.xml"
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // ErrgenRuntimeTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    struct Rule: Sendable {
        var category: String
        var integers: [String]
        var decimals: [String]
    }

    struct RuleSet: Sendable {
        var locales: [String]
        var rules: [Rule]
    }

    /// One locale with its rule set, a test argument.
    struct Locale: Sendable, CustomTestStringConvertible {
        var code: String
        var rules: [Rule]
        var testDescription: String { code }
    }

    var ruleSets: [RuleSet]

    var locales: [Locale] {
        ruleSets.flatMap { set in set.locales.map { Locale(code: $0, rules: set.rules) } }
    }

    static let shared: CLDRPluralData = {
        let url = repository.appendingPathComponent(path)
        guard let data = try? Data(contentsOf: url) else { return CLDRPluralData(ruleSets: []) }
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        _ = parser.parse()
        return CLDRPluralData(ruleSets: reader.ruleSets)
    }()

    /// `0~15, 100, … ` -> 0, 1, ..., 15, 100: each listed value, and every value of a
    /// range in steps of its last digit (`0.0~1.5` is 0.0, 0.1, ..., 1.5); `…` is dropped.
    static func expand(_ samples: String) -> [String] {
        samples.split(separator: ",").flatMap { item -> [String] in
            let item = item.trimmingCharacters(in: .whitespaces)
            if item == "…" || item.isEmpty { return [] }
            let ends = item.split(separator: "~").map(String.init)
            guard ends.count == 2 else { return [item] }
            let places = ends[0].split(separator: ".").dropFirst().first?.count ?? 0
            let scaled = ends.map { Int($0.replacingOccurrences(of: ".", with: ""))! }
            return (scaled[0]...scaled[1]).map { value in
                guard places > 0 else { return String(value) }
                let digits = String(repeating: "0", count: max(0, places + 1 - String(value).count)) + String(value)
                return digits.dropLast(places) + "." + digits.suffix(places)
            }
        }
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var ruleSets: [RuleSet] = []
        private var category: String?
        private var text = ""

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            switch name {
            case "pluralRules":
                ruleSets.append(
                    RuleSet(locales: (attributes["locales"] ?? "").split(separator: " ").map(String.init), rules: []))
            case "pluralRule":
                category = attributes["count"]
                text = ""
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if category != nil { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            guard name == "pluralRule", let category else { return }
            ruleSets[ruleSets.count - 1].rules.append(
                Rule(
                    category: category, integers: Self.samples(after: "@integer", in: text),
                    decimals: Self.samples(after: "@decimal", in: text)))
            self.category = nil
        }

        /// The samples after `marker` up to the next `@`.
        private static func samples(after marker: String, in text: String) -> [String] {
            guard let start = text.range(of: marker) else { return [] }
            let rest = text[start.upperBound...]
            return CLDRPluralData.expand(String(rest.prefix { $0 != "@" }))
        }
    }
}
