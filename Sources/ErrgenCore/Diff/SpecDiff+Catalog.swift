import ErrgenVocabulary

/// The catalog's rules: codes removed and added, statuses, categories, case names, fields, texts.
extension SpecDiff {
    typealias Entry = (offset: Int, element: ErrorSpec)

    mutating func compareCatalog() {
        let matching = Matching(
            old: Array(old.spec.errors.enumerated()), new: Array(new.spec.errors.enumerated()),
            key: { $0.element.code.value.description },
            formerKeys: { $0.element.renamedFrom.map(\.value.description) })
        for entry in matching.removed {
            report(
                .codeRemoved,
                "\(Self.label(entry.element)) is removed\(Self.deprecationNote(entry.element.deprecation))",
                old: entry.element.location, new: nil)
            reportHowRemoved(Self.label(entry.element), entry.element.deprecation, at: entry.element.location)
        }
        for entry in matching.added {
            report(.codeAdded, "\(Self.label(entry.element)) is added", old: nil, new: entry.element.location)
        }
        for pair in matching.pairs {
            if pair.renamed {
                report(
                    .codeRenamed,
                    "code \(pair.old.element.code.value) is renamed \(pair.new.element.code.value) (renamed_from)",
                    old: pair.old.element.location, new: pair.new.element.location)
            }
            reportDeprecation(
                Self.label(pair.new.element), was: pair.old.element.deprecation, now: pair.new.element.deprecation)
            compareEntry(pair.old, pair.new)
        }
    }

    /// `5002 (ACCOUNT_LOCKED)`, or the code alone when the entry has no `name:`.
    static func label(_ entry: ErrorSpec) -> String {
        entry.name.map { "\(entry.code.value) (\($0.value))" } ?? entry.code.value.description
    }

    private mutating func compareEntry(_ before: Entry, _ after: Entry) {
        let (was, now) = (before.element, after.element)
        let label = Self.label(now)
        compareStatus(was, now, label: label)
        if was.category != now.category {
            report(
                .categoryChanged,
                "\(label): category \(was.category) -> \(now.category) (\(Self.effects(was.category, now.category)))",
                old: was.location, new: now.location)
        }
        let oldCase = old.names.caseNames[before.offset]
        let newCase = new.names.caseNames[after.offset]
        if let oldCase, let newCase, oldCase != newCase {
            report(.errorCaseRenamed, "\(label): case \(oldCase) -> \(newCase)", old: was.location, new: now.location)
        }
        if was.problemType?.value != now.problemType?.value {
            report(
                .problemTypeChanged,
                "\(label): problem_type \(was.problemType?.value ?? "none") -> \(now.problemType?.value ?? "none")",
                old: was.problemType?.location ?? was.location, new: now.problemType?.location ?? now.location)
        }
        compareFields(was, now, label: label)
        compareTexts(was, now, label: label)
        if was.summary != now.summary {
            report(.summaryChanged, "\(label): summary changed", old: was.location, new: now.location)
        }
    }

    private mutating func compareStatus(_ was: ErrorSpec, _ now: ErrorSpec, label: String) {
        guard was.status?.value != now.status?.value else { return }
        let before = was.status.map { String($0.value) } ?? "none"
        let after = now.status.map { String($0.value) } ?? "none"
        let oldChoice = was.status.flatMap { old.spec.fallbackEntry(forStatus: $0.value) }
        let newChoice = now.status.flatMap { old.spec.fallbackEntry(forStatus: $0.value) }
        let oldPlace = was.status?.location ?? was.location
        let newPlace = now.status?.location ?? now.location
        if oldChoice == newChoice {
            report(.statusChangedSameFallback, "\(label): status \(before) -> \(after)", old: oldPlace, new: newPlace)
        } else {
            report(
                .statusChanged,
                "\(label): status \(before) -> \(after); shipped apps' fallbacks give \(newChoice ?? "no entry")"
                    + " for \(after) instead of \(oldChoice ?? "no entry")",
                old: oldPlace, new: newPlace)
        }
    }

    /// What a category change changes in the runtime: `retries: yes -> no, display: toast -> alert`.
    static func effects(_ was: ErrorCategory, _ now: ErrorCategory) -> String {
        func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }
        let aspects: [(String, (ErrorCategory) -> String)] = [
            ("retries", { yesNo($0 == .retryable) }),
            ("refreshes the session", { yesNo($0 == .reauthenticate) }),
            ("signs out", { yesNo($0 == .requiresLogout) }),
            ("pauses calls", { yesNo($0 == .maintenance || $0 == .forceUpdate) }),
            ("display", { $0.displayStyle.rawValue }),
        ]
        return aspects.compactMap { name, value in
            value(was) == value(now) ? nil : "\(name): \(value(was)) -> \(value(now))"
        }.joined(separator: ", ")
    }

    private mutating func compareFields(_ was: ErrorSpec, _ now: ErrorSpec, label: String) {
        // A previous key names the old field read at that key in the same place.
        let matching = Matching(
            old: was.fields, new: now.fields, key: { $0.name.value },
            formerKeys: { field in
                field.renamedFrom.flatMap { previous in
                    was.fields.filter { $0.source == field.source.renamed(to: previous.value) }.map(\.name.value)
                }
            })
        for field in matching.removed {
            report(
                .errorFieldRemoved,
                "\(label): field \(field.name.value) is removed\(Self.deprecationNote(field.deprecation))",
                old: field.name.location, new: nil)
            reportHowRemoved("\(label): field \(field.name.value)", field.deprecation, at: field.name.location)
        }
        for field in matching.added {
            let optional = field.type.value.isOptional
            report(
                optional ? .errorFieldAddedOptional : .errorFieldAddedRequired,
                "\(label): \(optional ? "optional" : "required") field \(field.name.value) (\(field.type.value)) is added",
                old: nil, new: field.name.location)
        }
        for pair in matching.pairs {
            let (before, after) = (pair.old, pair.new)
            if pair.renamed {
                report(
                    .errorFieldRenamed,
                    "\(label): field \(before.name.value) is renamed \(after.name.value) (renamed_from)",
                    old: before.name.location, new: after.name.location)
            }
            reportDeprecation(
                "\(label): field \(after.name.value)", was: before.deprecation, now: after.deprecation)
            if renamed(before.type.value) != after.type.value {
                report(
                    .errorFieldTypeChanged,
                    "\(label): field \(after.name.value): \(before.type.value) -> \(after.type.value)",
                    old: before.type.location, new: after.type.location)
            }
            // Read where it was too (`renamed_from`): a rename of the key, not a move.
            let keyRenamed = before.source != after.source && after.sources.contains(before.source)
            if keyRenamed && !pair.renamed {
                report(
                    .errorFieldKeyRenamed,
                    "\(label): field \(after.name.value): \(Self.describe(before.source)) -> \(Self.describe(after.source))"
                        + " (renamed_from)",
                    old: before.name.location, new: after.name.location)
            }
            if before.source != after.source && !keyRenamed {
                report(
                    .errorFieldKeyPathChanged,
                    "\(label): field \(after.name.value): \(Self.describe(before.source)) -> \(Self.describe(after.source))",
                    old: before.name.location, new: after.name.location)
            }
        }
    }

    /// Where a field is read from, as the spec writes it: `details.remaining`, `body.error.retry`, `header Retry-After`.
    static func describe(_ source: FieldSpec.Source) -> String {
        switch source {
        case .details(let path): (["details"] + path).joined(separator: ".")
        case .body(let path): (["body"] + path).joined(separator: ".")
        case .header(let name): "header \(name)"
        }
    }

    private mutating func compareTexts(_ was: ErrorSpec, _ now: ErrorSpec, label: String) {
        for kind in ErrorSpec.Text.allCases {
            let before = was[text: kind]?.translations ?? []
            let after = now[text: kind]?.translations ?? []
            let matching = Matching(old: before, new: after, key: { $0.locale.value })
            for text in matching.removed {
                report(
                    .translationChanged, "\(label): \(kind.specKey) (\(text.locale.value)) is removed",
                    old: text.location, new: nil)
            }
            for text in matching.added {
                report(
                    .translationChanged, "\(label): \(kind.specKey) (\(text.locale.value)) is added", old: nil,
                    new: text.location)
            }
            for pair in matching.pairs where pair.old.text != pair.new.text {
                report(
                    .translationChanged, "\(label): \(kind.specKey) (\(pair.new.locale.value)) changed",
                    old: pair.old.location, new: pair.new.location)
            }
        }
    }
}

extension Spec {
    /// The `fallbacks` entry (as written) a response with this status and no known code is
    /// classified as: the exact status first, then its class, else `client_errors.other`.
    func fallbackEntry(forStatus status: Int) -> String? {
        fallbacks.first { $0.status.value == .exact(status) }?.code.value.text
            ?? fallbacks.first { $0.status.value == .statusClass(status / 100) }?.code.value.text
            ?? clientErrors.code(for: .other)?.value.text
    }
}
