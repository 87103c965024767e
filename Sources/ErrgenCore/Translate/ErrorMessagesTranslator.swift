/// ErrorMessages.swift: the catalog's locales, and each error's user-facing texts
/// filled from its fields, in Swift so they work on Linux and in any bundle.
/// Also the `LocalizedError` and `CustomNSError` conformances built on them.
struct ErrorMessagesTranslator: FileTranslator {
    let context: TranslationContext
    /// `.en`, `.vi`...: each locale's case as a pattern, made once rather than for each of
    /// the catalog's texts.
    private let localePatterns: [String]

    init(context: TranslationContext) {
        self.context = context
        localePatterns = context.names.localeCases.map { "." + SwiftIdentifiers.escaped($0) }
    }

    func file() -> SwiftFile {
        let entries = context.catalog
        let hasFailureReason = spec.errors.contains { $0.failureReason != nil }
        let hasRecoverySuggestion = spec.errors.contains { $0.recoverySuggestion != nil }
        // Each text the catalog has: which one, what it is, whether an entry may lack it.
        var texts: [(kind: ErrorSpec.Text, summary: String, optional: Bool)] = [
            (.message, "The user-facing message", false),
            (.title, "The user-facing title (`nil` when the entry has none)", true),
        ]
        if hasFailureReason {
            texts.append((.failureReason, "The failure reason (`failure_reason`; `nil` when the entry has none)", true))
        }
        if hasRecoverySuggestion {
            texts.append(
                (
                    .recoverySuggestion,
                    "The recovery suggestion (`recovery_suggestion`; `nil` when the entry has none)", true
                ))
        }
        var members: [Declaration] = texts.flatMap {
            textFunctions($0.kind, $0.summary, entries, optional: $0.optional)
        }
        members += [
            .mark("LocalizedError"),
            computed(
                ["The message in the user's preferred language."], "errorDescription", names.standard(.string) + "?",
                "message(in: .current)"),
        ]
        if hasFailureReason {
            members.append(
                computed(
                    ["`failure_reason` in the user's preferred language."], "failureReason",
                    names.standard(.string) + "?", "failureReason(in: .current)"))
        }
        if hasRecoverySuggestion {
            members.append(
                computed(
                    ["`recovery_suggestion` in the user's preferred language."], "recoverySuggestion",
                    names.standard(.string) + "?", "recoverySuggestion(in: .current)"))
        }
        members += [
            .mark("CustomNSError"),
            computed(
                ["A stable domain for `NSError` bridging."], isStatic: true, "errorDomain", names.standard(.string),
                .string(names.errorType)),
            computed(
                ["A stable code for `NSError` bridging: integer codes as they are, string codes hashed (FNV-1a)."],
                "errorCode", names.standard(.int), "(wireCode ?? code.wire).stableErrorCode"),
        ]
        let codeTexts = TypeDeclaration(
            doc: [], access: .internal, kind: .extension, name: names.codeType,
            members: texts.flatMap { codeTextFunction($0.kind, $0.summary, entries, optional: $0.optional) })
        let messages = TypeDeclaration(
            doc: [], access: .internal, kind: .extension, name: names.errorType, members: members)
        return SwiftFile(
            name: OutputFileSet.errorMessages, imports: [RuntimeType.moduleName, "Foundation"],
            declarations: [.type(localeEnum()), .type(codeTexts), .type(messages)])
    }

    private func localeEnum() -> TypeDeclaration {
        let locales = spec.module.locales
        var members: [Declaration] = zip(locales, names.localeCases).map { locale, name in
            .enumCase(
                EnumCase(
                    name: SwiftIdentifiers.escaped(name),
                    rawValue: name == locale.value ? nil : SwiftLiteral.string(locale.value)))
        }
        members.append(
            .initializer(
                [
                    "The best of these locales for an identifier such as `pt-BR` or `vi_VN`: the exact",
                    "locale, then its language, then `\(spec.module.fallbackLocale)` (the fallback locale).",
                ],
                context.access, [Parameter(label: "matching", "identifier", names.standard(.string))],
                [
                    "self = Self.allCases[\(names.runtime(.localeMatching)).bestIndex(for: identifier, in: Self.allCases.map(\\.rawValue))]"
                ]))
        members.append(
            computed(
                ["The best match for the user's preferred languages."], isStatic: true, "current", "Self",
                "Self(matching: \(names.standard(.locale)).preferredLanguages.first ?? \(SwiftLiteral.string(spec.module.fallbackLocale)))"
            ))
        return TypeDeclaration(
            doc: [
                "The locales of the \(names.module) catalog (`module.locales`); `\(spec.module.fallbackLocale)` is the fallback."
            ],
            access: context.access, kind: .enum, name: names.localeType,
            conformances: [names.standard(.string), names.standard(.caseIterable), names.standard(.sendable)],
            members: members)
    }

    private func computed(_ doc: [String], isStatic: Bool = false, _ name: String, _ type: String, _ expression: String)
        -> Declaration
    {
        computed(doc, isStatic: isStatic, name, type, .code(expression))
    }

    private func computed(
        _ doc: [String], isStatic: Bool = false, _ name: String, _ type: String, _ expression: Expression
    ) -> Declaration {
        .computedProperty(doc, context.access, isStatic: isStatic, name, type, [.expression(prefix: "", expression)])
    }

    /// `message(locale:)` and `message(in:)` of the error, or the same for titles and the
    /// other texts. Only the entries whose text has placeholders are listed (their fields
    /// bound); every other entry's text is its code's (`codeTextFunction`), the `default` arm,
    /// written only when some entry is left to it: a `default` after every case is an error
    /// under warnings-as-errors ("default will never be executed").
    private func textFunctions(
        _ kind: ErrorSpec.Text, _ summary: String, _ entries: [CatalogEntry], optional: Bool
    ) -> [Declaration] {
        let name = kind.name
        let resultType = names.standard(.string) + (optional ? "?" : "")
        let formatting = Parameter("formatting", names.runtime(.messageFormatting), defaultValue: ".current")
        // The entries whose text has placeholders, or braces written `{{` and `}}` (the
        // template keeps them doubled); each one's arm is made when its part is written.
        let filledEntries = entries.filter { entry in
            entry.spec[text: kind]?.translations.contains { $0.segments.hasPlaceholders || Self.hasBraces($0.text) }
                ?? false
        }
        let unrecognized = SwitchStatement.Arm(
            .enumCase(".unrecognized", bindings: ["_", "let fallback"]),
            statements: ["return fallback.\(name)(in: locale, formatting: formatting)"])
        let arms = SwitchMember.ArmMaker(count: filledEntries.count + 1) { [self] index in
            guard index < filledEntries.count else { return unrecognized }
            let entry = filledEntries[index]
            let localized = entry.spec[text: kind]!
            // Searched in place, neither hashed nor listed: a text names a few fields at most.
            let locals = Self.locals(entry.fields)
            let bindings =
                zip(entry.fields, locals).map { field, local in
                    localized.translations.contains { $0.segments.fills(field.spec.name.value) } ? "let \(local)" : "_"
                } + ["_"]
            // The first field of a name wins, as the checks of field names report the others.
            let fields = zip(entry.fields, locals).map {
                (name: $0.spec.name.value, local: $1, type: $0.spec.type.value)
            }
            return SwitchStatement.Arm(
                .enumCase(entry.member, bindings: bindings),
                statements: localeSwitch(localized, fields: fields))
        }
        let filled = SwitchMember(
            doc: [
                "\(summary) in `locale`, placeholders filled from the fields: numbers and dates formatted for the "
                    + "text's locale, dates in `formatting`'s time zone."
            ],
            access: context.access, name: name,
            kind: .function(
                parameters: [Parameter(label: "in", "locale", names.localeType), formatting], result: resultType),
            statement: SwitchStatement(
                subject: "self", arms: [],
                defaultStatements: filledEntries.count == entries.count
                    ? nil : ["return code.\(name)Template(in: locale)"]), arms: arms)
        return [
            .function(
                [
                    "\(summary) in the best match for `locale` (`pt-BR`, then `pt`, then `\(spec.module.fallbackLocale)`)."
                ],
                context.access, name, [Parameter("locale", names.standard(.string))], returns: resultType,
                ["\(name)(in: \(names.localeType)(matching: locale))"])
        ] + filled.declarations()
    }

    /// The code's `messageTemplate(in:)` (or title...): the entry's text in `locale` as the
    /// spec writes it, placeholders unfilled and braces doubled, so never for a user to read.
    /// A switch over the code enum, whose cases carry no values, so the compiler checks it
    /// in linear time. `message(in:)`, its name before, stays as a deprecated alias.
    private func codeTextFunction(
        _ kind: ErrorSpec.Text, _ summary: String, _ entries: [CatalogEntry], optional: Bool
    ) -> [Declaration] {
        let name = kind.name
        let resultType = names.standard(.string) + (optional ? "?" : "")
        let arms = SwitchMember.ArmMaker(count: entries.count) { [self] index in
            let entry = entries[index]
            guard let localized = entry.spec[text: kind] else {
                return SwitchStatement.Arm(entry.member, optional ? "nil" : "\"\"")
            }
            return SwitchStatement.Arm(entry.member, statements: localeSwitch(localized, fields: nil))
        }
        let locale = Parameter(label: "in", "locale", names.localeType)
        let alias = FunctionDeclaration(
            doc: ["A template with its placeholders unfilled, no text to show: see `\(name)Template(in:)`."],
            attributes: ["@available(*, deprecated, renamed: \"\(name)Template(in:)\")"],
            access: context.access,
            signature: FunctionSignature(kind: .function(name), parameters: [locale], returnType: resultType),
            body: [.line("\(name)Template(in: locale)")])
        return SwitchMember(
            doc: [
                "\(summary) in `locale` as the spec writes it, a template for tools and translators: placeholders such as "
                    + "`{name}` unfilled and literal braces doubled. Show the error's `\(name)(in:)` instead."
            ],
            access: context.access, name: name + "Template",
            kind: .function(parameters: [locale], result: resultType),
            statement: SwitchStatement(subject: "self", arms: []), arms: arms
        ).declarations() + [.function(alias)]
    }

    private static func hasBraces(_ text: String) -> Bool {
        text.utf8.contains { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }
    }

    /// One text per locale (the fallback locale's where a translation is missing),
    /// locales with the same text sharing an arm; one `return` when all agree. With
    /// `fields`, placeholders are filled from them; without, they stay as written.
    private func localeSwitch(_ text: LocalizedText, fields: [MessageExpression.Field]?) -> [CodeLine] {
        guard let fallback = text.fallbackTranslation(spec.module.fallbackLocale) else { return [.return(.string(""))] }
        // Every locale shows the same translation: one body, whatever the locale.
        if spec.module.locales.allSatisfy({
            text.translation(for: $0.value) == nil || $0.value == fallback.locale.value
        }) {
            let (statements, value) = arm(fallback, fields: fields)
            return statements + [.return(value)]
        }
        let arms = zip(spec.module.locales, localePatterns).map { locale, pattern in
            let translation = text.translation(for: locale.value) ?? fallback
            let (statements, value) = arm(translation, fields: fields)
            guard !statements.isEmpty else { return SwitchStatement.Arm(.code(pattern), value) }
            // Locales that fall back to one translation run the same statements: one `case`.
            return SwitchStatement.Arm(
                pattern, statements: statements + [.return(value)], key: translation.locale.value)
        }
        if let first = arms.first, arms.allSatisfy({ $0.isPlain && $0.valueKey == first.valueKey }) {
            return [.return(first.value)]
        }
        return SwitchStatement(subject: "locale", arms: arms).lines()
    }

    /// The names the fields are bound to in a text function: their own, escaped, except
    /// that none may hide the function's `locale` or `formatting` parameter or be `self` (a
    /// field named `locale` is bound as `locale_`, unless another field has that name...).
    private static func locals(_ fields: [CatalogField]) -> [String] {
        let hides = { (field: CatalogField) in
            field.name == "locale" || field.name == "formatting" || field.name == "self"
        }
        guard fields.contains(where: hides) else { return fields.map { SwiftIdentifiers.escaped($0.name) } }
        var taken = Set(fields.map(\.name))
        return fields.map { field in
            guard hides(field) else { return SwiftIdentifiers.escaped(field.name) }
            var local = field.name + "_"
            while taken.contains(local) { local += "_" }
            taken.insert(local)
            return local
        }
    }

    /// The statements that choose the text's plural forms and the string literal of the text,
    /// each placeholder filled from its field (`MessageExpression`); the text as written
    /// without `fields`.
    private func arm(_ translation: LocalizedText.Translation, fields: [MessageExpression.Field]?) -> (
        [CodeLine], Expression
    ) {
        guard let fields else { return ([], .string(translation.text)) }
        let (statements, literal) = MessageExpression(
            names: names, locale: translation.locale.value, fields: fields, formatting: "formatting"
        )
        .arm(translation.segments)
        return (statements, .string(literal))
    }
}
