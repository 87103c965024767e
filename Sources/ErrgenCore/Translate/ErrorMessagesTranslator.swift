/// ErrorMessages.swift: the catalog's locales, and each error's user-facing texts
/// filled from its fields, in Swift so they work on Linux and in any bundle.
/// Also the `LocalizedError` and `CustomNSError` conformances built on them.
struct ErrorMessagesTranslator: FileTranslator {
    let context: TranslationContext

    func file() -> SwiftFile {
        let entries = context.catalog
        var members: [Declaration] =
            textFunctions("message", "The user-facing message", entries, optional: false) { $0.message }
            + textFunctions("title", "The user-facing title (`nil` when the entry has none)", entries, optional: true) { $0.title }
        let hasFailureReason = spec.errors.contains { $0.failureReason != nil }
        let hasRecoverySuggestion = spec.errors.contains { $0.recoverySuggestion != nil }
        if hasFailureReason {
            members += textFunctions("failureReason", "The failure reason (`failure_reason`; `nil` when the entry has none)", entries, optional: true) { $0.failureReason }
        }
        if hasRecoverySuggestion {
            members += textFunctions("recoverySuggestion", "The recovery suggestion (`recovery_suggestion`; `nil` when the entry has none)", entries, optional: true) {
                $0.recoverySuggestion
            }
        }
        members += [
            .mark("LocalizedError"),
            computed(["The message in the user's preferred language."], "errorDescription", "String?", "message(in: .current)"),
        ]
        if hasFailureReason {
            members.append(computed(["`failure_reason` in the user's preferred language."], "failureReason", "String?", "failureReason(in: .current)"))
        }
        if hasRecoverySuggestion {
            members.append(
                computed(["`recovery_suggestion` in the user's preferred language."], "recoverySuggestion", "String?", "recoverySuggestion(in: .current)"))
        }
        members += [
            .mark("CustomNSError"),
            computed(["A stable domain for `NSError` bridging."], isStatic: true, "errorDomain", "String", SwiftLiteral.string(names.errorType)),
            computed(
                ["A stable code for `NSError` bridging: integer codes as they are, string codes hashed (FNV-1a)."],
                "errorCode", "Int", "(wireCode ?? code.wire).stableErrorCode"),
        ]
        let messages = TypeDeclaration(
            doc: [], access: .internal, kind: .extension, name: names.errorType, members: members)
        return SwiftFile(
            name: OutputFileSet.errorMessages, imports: [RuntimeType.moduleName, "Foundation"],
            declarations: [.type(localeEnum()), .type(messages)])
    }

    private func localeEnum() -> TypeDeclaration {
        let locales = spec.module.locales
        var members: [Declaration] = zip(locales, names.localeCases).map { locale, name in
            .enumCase(EnumCase(name: SwiftIdentifiers.escaped(name), rawValue: name == locale.value ? nil : SwiftLiteral.string(locale.value)))
        }
        members.append(
            .initializer(
                [
                    "The best of these locales for an identifier such as `pt-BR` or `vi_VN`: the exact",
                    "locale, then its language, then `\(spec.module.fallbackLocale)` (the fallback locale).",
                ],
                context.access, [Parameter(label: "matching", "identifier", "String")],
                ["self = Self.allCases[\(names.runtime(.localeMatching)).bestIndex(for: identifier, in: Self.allCases.map(\\.rawValue))]"]))
        members.append(
            computed(
                ["The best match for the user's preferred languages."], isStatic: true, "current", "Self",
                "Self(matching: Locale.preferredLanguages.first ?? \(SwiftLiteral.string(spec.module.fallbackLocale)))"))
        return TypeDeclaration(
            doc: ["The locales of the \(names.module) catalog (`module.locales`); `\(spec.module.fallbackLocale)` is the fallback."],
            access: context.access, kind: .enum, name: names.localeType,
            conformances: ["String", "CaseIterable", "Sendable"], members: members)
    }

    private func computed(_ doc: [String], isStatic: Bool = false, _ name: String, _ type: String, _ expression: String) -> Declaration {
        .computedProperty(doc, context.access, isStatic: isStatic, name, type, [.line(expression)])
    }

    /// `message(locale:)` and `message(in:)`, or the same for titles and the other texts.
    private func textFunctions(
        _ name: String, _ summary: String, _ entries: [CatalogEntry], optional: Bool, text: (ErrorSpec) -> LocalizedText?
    ) -> [Declaration] {
        let resultType = optional ? "String?" : "String"
        var arms: [CodeLine] = []
        var withoutText: [String] = []
        for entry in entries {
            guard let localized = text(entry.spec) else {
                withoutText.append(entry.member)
                continue
            }
            let used = Set(localized.translations.flatMap { $0.segments.compactMap { if case .placeholder(let name) = $0 { name } else { nil } } })
            let bindings = entry.fields.map { used.contains($0.spec.name.value) ? "let \(SwiftIdentifiers.escaped($0.name))" : "_" } + ["_"]
            let pattern = used.isEmpty ? entry.member : "\(entry.member)(\(bindings.joined(separator: ", ")))"
            arms.append(.caseArm("case \(pattern):", localeSwitch(localized, fields: entry.fields)))
        }
        if !withoutText.isEmpty {
            arms.append(.caseArm("case \(withoutText.joined(separator: ", ")):", ["nil"]))
        }
        arms.append(.caseArm("case .unrecognized(_, let fallback):", ["fallback.\(name)(in: locale)"]))
        return [
            .function(
                ["\(summary) in the best match for `locale` (`pt-BR`, then `pt`, then `\(spec.module.fallbackLocale)`)."],
                context.access, name, [Parameter("locale", "String")], returns: resultType,
                ["\(name)(in: \(names.localeType)(matching: locale))"]),
            .function(
                ["\(summary) in `locale`, placeholders filled from the fields."],
                context.access, name, [Parameter(label: "in", "locale", names.localeType)], returns: resultType,
                [.switchOver("self", arms)]),
        ]
    }

    /// One text per locale (the fallback locale's where a translation is missing),
    /// locales with the same text sharing an arm; one literal when all agree.
    private func localeSwitch(_ text: LocalizedText, fields: [CatalogField]) -> [CodeLine] {
        guard let fallback = text.fallbackTranslation(spec.module.fallbackLocale) else { return [.line("\"\"")] }
        let arms = zip(spec.module.locales, names.localeCases).map { locale, name in
            SwitchStatement.Arm(pattern: "." + SwiftIdentifiers.escaped(name), value: literal(text.translation(for: locale.value) ?? fallback, fields: fields))
        }
        if let first = arms.first, arms.allSatisfy({ $0.value == first.value }) { return [.line(first.value)] }
        return SwitchStatement(subject: "locale", arms: arms).lines()
    }

    /// A string literal with `\(field.textValue)` for each placeholder; the text itself
    /// is never passed through a format function, so `%@` and `%d` stay as written.
    private func literal(_ translation: LocalizedText.Translation, fields: [CatalogField]) -> String {
        var contents = ""
        for segment in translation.segments {
            switch segment {
            case .literal(let text):
                contents += SwiftLiteral.escapedContents(text)
            case .placeholder(let name):
                let field = fields.first { $0.spec.name.value == name }
                contents += "\\(\(SwiftIdentifiers.escaped(field?.name ?? name)).textValue)"
            }
        }
        return "\"\(contents)\""
    }
}
