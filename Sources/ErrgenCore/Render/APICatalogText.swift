import ErrgenVocabulary

/// A string of the API catalog as runs of plain text and code, so each renderer prints code
/// its own way (`<code>` in HTML, a code span in Markdown) and escapes only the plain runs.
///
/// The prose a spec writes for people, a `summary:` or a deprecation message, reads
/// backtick code spans as the generated doc comments do: `` the refresh of `oauth` `` is
/// the plain run `the refresh of ` and the code run `oauth`. Every other spec string (a
/// code, a name, a translation) is one plain run, its backticks shown as written.
struct APICatalogText: Hashable, Sendable {
    indirect enum Run: Hashable, Sendable {
        case plain(String)
        case code(String)
        /// A link to an anchor of the page.
        case link(anchor: String, label: APICatalogText)
        /// The code beside an entry's name in its label: `(CARD_DECLINED)`, or set apart in HTML.
        case aside(String)
        /// An error category: its name, or a badge in HTML.
        case category(ErrorCategory)
    }

    var runs: [Run]

    init(_ runs: [Run]) {
        self.runs = runs
    }

    /// `value` as written, backticks and all.
    static func plain(_ value: String) -> APICatalogText {
        APICatalogText(value.isEmpty ? [] : [.plain(value)])
    }

    /// `value` with its code spans read as CommonMark reads them: a run of backticks opens a
    /// span that the next run of as many backticks closes; a run that nothing closes is
    /// plain text; a line break in a span is a space, and one space inside each fence is
    /// dropped when both are there (`` `` `a` `` `` is the code `` `a` ``).
    ///
    ///     prose("use `Bearer` here").runs == [.plain("use "), .code("Bearer"), .plain(" here")]
    ///     prose("a ` alone").runs == [.plain("a ` alone")]
    static func prose(_ value: String) -> APICatalogText {
        let characters = Array(value)
        var runs: [Run] = []
        var plain = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                plain.append(characters[index])
                index += 1
                continue
            }
            let fence = characters[index...].prefix { $0 == "`" }.count
            let contentStart = index + fence
            guard let close = closingFence(of: fence, in: characters, from: contentStart) else {
                plain += String(repeating: "`", count: fence)
                index = contentStart
                continue
            }
            if !plain.isEmpty { runs.append(.plain(plain)) }
            plain = ""
            runs.append(.code(codeContent(characters[contentStart..<close])))
            index = close + fence
        }
        if !plain.isEmpty { runs.append(.plain(plain)) }
        return APICatalogText(runs)
    }

    /// Where the first run of exactly `length` backticks at or after `start` begins.
    private static func closingFence(of length: Int, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let run = characters[index...].prefix { $0 == "`" }.count
            if run == length { return index }
            index += run
        }
        return nil
    }

    private static func codeContent(_ characters: ArraySlice<Character>) -> String {
        let content = String(characters.map { $0 == "\n" || $0 == "\r\n" || $0 == "\r" ? " " : $0 })
        guard content.hasPrefix(" "), content.hasSuffix(" "), content.contains(where: { $0 != " " })
        else { return content }
        return String(content.dropFirst().dropLast())
    }

    static func + (lhs: APICatalogText, rhs: APICatalogText) -> APICatalogText {
        APICatalogText(lhs.runs + rhs.runs)
    }

    /// `values` with `separator` between them.
    static func joined(_ values: [APICatalogText], separator: String) -> APICatalogText {
        APICatalogText(
            values.enumerated().flatMap { $0.offset == 0 ? $0.element.runs : [.plain(separator)] + $0.element.runs })
    }

    /// The link's text, linked when it has an anchor.
    static func link(_ target: APIDocument.Link) -> APICatalogText {
        target.anchor.map { APICatalogText([.link(anchor: $0, label: .plain(target.text))]) } ?? .plain(target.text)
    }

    /// `Card declined (CARD_DECLINED)`, or the code alone for an entry without a name.
    static func label(_ entry: APIDocument.ErrorEntry) -> APICatalogText {
        entry.name.map { .plain($0 + " ") + APICatalogText([.aside(entry.code)]) } ?? .plain(entry.code)
    }
}
