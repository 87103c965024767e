/// The Swift string literal of a message's text in one locale, each placeholder filled
/// from its field: numbers and dates formatted for the text's locale
/// (`ErrgenRuntime.MessageValue`), plural variants chosen by the locale's CLDR rules, an
/// optional's `nil` shown as the placeholder's fallback. The text itself is never passed
/// through a format function, so `%@` and `%d` stay as written.
struct MessageExpression {
    let names: GeneratedNames
    /// The locale of the text being filled (not the one asked for: a missing translation
    /// uses the fallback locale's text, which keeps that language's numbers and plurals).
    let locale: String
    /// The entry's fields: spec name, the local each is bound to, and its type. Searched,
    /// not hashed: an entry has a few fields, and a dictionary was built for each of the
    /// catalog's 20,000 translations on L.
    let fields: [Field]
    typealias Field = (name: String, local: String, type: TypeRef)

    private func field(_ name: String) -> (local: String, type: TypeRef)? {
        fields.first { $0.name == name }.map { ($0.local, $0.type) }
    }
    /// The name of the `ErrgenRuntime.MessageFormatting` parameter in scope.
    let formatting: String

    /// The statements that bind the long placeholder values (`Bindings`) and choose each
    /// plural form of the text (one `let` each, so no line grows past the renderer's
    /// limit), then the string literal that uses them.
    func arm(_ segments: [TextSegment]) -> (statements: [CodeLine], literal: StringLiteral) {
        var bindings = Bindings()
        var statements: [CodeLine] = []
        var contents: [StringLiteral.Segment] = []
        for segment in segments {
            guard case .formatted(let placeholder) = segment, placeholder.style == .plural,
                let field = field(placeholder.name), Self.isNumber(field.type.nonOptional)
            else {
                contents.append(self.segment(segment, bindings: &bindings))
                continue
            }
            // `_countPlural`, `_countPlural2`...: no field's Swift name starts with `_`.
            let name = bindings.unique("_" + field.local.filter { $0 != "`" } + "Plural")
            statements += pluralStatements(name, placeholder, field, bindings: &bindings)
            contents.append(.interpolation(name))
        }
        return (bindings.statements + statements, StringLiteral(contents))
    }

    /// The `let`s of the placeholder values longer than `SwiftLayout.interpolationLimit`,
    /// in the order the text first shows them: `_untilText` (`_untilText2` for a second
    /// style of the same field), typed `Swift.String` so the type checker has no
    /// `??` to solve; a value shown twice is bound once.
    struct Bindings {
        private(set) var statements: [CodeLine] = []
        private var taken = Set<String>()
        private var byValue: [String: String] = [:]

        /// `base`, or `base2`, `base3`... when taken.
        mutating func unique(_ base: String) -> String {
            let name = GeneratedNames.freeName(base, avoiding: taken)
            taken.insert(name)
            return name
        }

        /// The name of the `let` that holds `whole`, the value of `field`'s placeholder,
        /// bound here unless an earlier placeholder showed the same value. With `lines`,
        /// the `let` is written over three lines (`x.map { x in`, its body, `} ?? "..."`).
        mutating func bind(
            _ field: String, type: String, _ lines: (head: String, body: String, tail: String)?, whole: String
        ) -> String {
            if let name = byValue[whole] { return name }
            let name = unique("_" + field.filter { $0 != "`" } + "Text")
            byValue[whole] = name
            let opening = "let \(name): \(type) = "
            if let lines {
                statements.append(.block(opening + lines.head, [.line(lines.body)], end: lines.tail))
            } else {
                statements.append(.line(opening + whole))
            }
            return name
        }
    }

    /// `let _countPlural = MessageValue.plural(count, "ru", one: ..., other: ...)`, with the
    /// number's text in a `let` of its own when a variant shows it (`#`); for an optional
    /// field, the same in a `map` whose `nil` is the fallback.
    private func pluralStatements(
        _ name: String, _ placeholder: FormattedPlaceholder, _ field: (local: String, type: TypeRef),
        bindings: inout Bindings
    ) -> [CodeLine] {
        let messageValue = names.runtime(.messageValue)
        let locale = SwiftLiteral.string(self.locale)
        let value = field.local
        let numberName = name.replacing("Plural", with: "Number")
        let showsNumber = placeholder.variants.contains { $0.segments.contains(.pluralNumber) }
        var lines: [CodeLine] =
            showsNumber ? [.line("let \(numberName) = \(messageValue).number(\(value), \(locale))")] : []
        let call = FunctionCall(
            "\(messageValue).plural",
            [.init(nil, value), .init(nil, locale)]
                + placeholder.variants.sorted { $0.category < $1.category }.map {
                    .init(
                        $0.category.rawValue,
                        .string(literal($0.segments, number: showsNumber ? numberName : nil, bindings: &bindings)))
                })
        guard field.type.isOptional else { return lines + [.call(prefix: "let \(name) = ", call)] }
        lines.append(.call(prefix: "return ", call))
        return [
            .block(
                "let \(name) = \(value).map { \(value) in", lines,
                end: "} ?? \(SwiftLiteral.string(placeholder.fallback ?? ""))")
        ]
    }

    /// The types a plural placeholder counts with (`SpecChecker`'s `neededType`).
    private static func isNumber(_ type: TypeRef) -> Bool {
        switch type {
        case .primitive(.int), .primitive(.int64), .primitive(.int32), .primitive(.double), .primitive(.float): true
        default: false
        }
    }

    func literal(_ segments: [TextSegment], number: String? = nil, bindings: inout Bindings) -> StringLiteral {
        StringLiteral(segments.map { segment($0, number: number, bindings: &bindings) })
    }

    /// One segment of the text in a string literal: text, or an interpolation.
    private func segment(_ segment: TextSegment, number: String? = nil, bindings: inout Bindings)
        -> StringLiteral.Segment
    {
        switch segment {
        case .literal(let text):
            .text(text)
        case .pluralNumber:
            number.map { .interpolation($0) } ?? .text("#")
        case .placeholder(let name):
            .interpolation(text(FormattedPlaceholder(name: name, style: nil, source: ""), bindings: &bindings))
        case .formatted(let placeholder):
            .interpolation(text(placeholder, bindings: &bindings))
        }
    }

    /// The expression of one placeholder's text, or the name of a `let` bound to it
    /// (`Bindings`) when longer than `SwiftLayout.interpolationLimit`.
    private func text(_ placeholder: FormattedPlaceholder, bindings: inout Bindings) -> String {
        // Check rejects a placeholder that is not a field.
        guard let field = field(placeholder.name) else { return SwiftLiteral.string("") }
        let string = names.standard(.string)
        guard case .optional(let wrapped) = field.type else {
            let whole = value(field.local, field.type, placeholder, bindings: &bindings)
            guard whole.count > SwiftLayout.interpolationLimit else { return whole }
            return bindings.bind(field.local, type: string, nil, whole: whole)
        }
        // `count.map { count in ... }`: the field's own name, shadowed by its value.
        let inner = value(field.local, wrapped, placeholder, bindings: &bindings)
        let fallback = SwiftLiteral.string(placeholder.fallback ?? "")
        if inner == field.local { return "\(field.local) ?? \(fallback)" }
        let whole = "\(field.local).map { \(field.local) in \(inner) } ?? \(fallback)"
        guard whole.count > SwiftLayout.interpolationLimit else { return whole }
        return bindings.bind(
            field.local, type: string, ("\(field.local).map { \(field.local) in", inner, "} ?? \(fallback)"),
            whole: whole)
    }

    private func value(_ value: String, _ type: TypeRef, _ placeholder: FormattedPlaceholder, bindings: inout Bindings)
        -> String
    {
        let messageValue = names.runtime(.messageValue)
        let locale = SwiftLiteral.string(self.locale)
        switch type {
        case .primitive(.int), .primitive(.int64), .primitive(.int32), .primitive(.double), .primitive(.float),
            .primitive(.decimal):
            switch placeholder.currency {
            case .code(let code)?: return "\(messageValue).currency(\(value), \(SwiftLiteral.string(code)), \(locale))"
            // Check makes it a String or String? field of the entry.
            case .field(let name)?:
                return "\(messageValue).currency(\(value), \(field(name)?.local ?? "nil"), \(locale))"
            case nil: break
            }
            let number = "\(messageValue).number(\(value), \(locale))"
            guard placeholder.style == .plural else { return number }
            let variants = placeholder.variants.sorted { $0.category < $1.category }.map {
                "\($0.category.rawValue): " + literal($0.segments, number: number, bindings: &bindings).singleLine
            }
            return "\(messageValue).plural(\(([value, locale] + variants).joined(separator: ", ")))"
        case .primitive(.date):
            let style: String =
                switch placeholder.style {
                case .date: "date"
                case .time: "time"
                case .relative: "relative"
                default: "datetime"
                }
            return "\(messageValue).date(\(value), .\(style), \(locale), \(formatting))"
        default:
            return TextExpression.of(value, type, names)
        }
    }
}
