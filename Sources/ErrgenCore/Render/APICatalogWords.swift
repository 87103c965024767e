import ErrgenVocabulary

/// The words both renderings of the catalog share.
enum APICatalogWords {
    /// `Deprecated: Use CARD_DECLINED.` and `Renamed from PAYMENT_DECLINED, 4021.`: a line each, when they apply.
    static func notes(_ evolution: APIDocument.Evolution) -> [APICatalogText] {
        var notes: [APICatalogText] = []
        if let message = evolution.deprecated {
            let stop = message.last.map { ".!?".contains($0) } == true ? "" : "."
            notes.append(
                message.isEmpty
                    ? .plain("Deprecated.") : .plain("Deprecated: ") + .prose(message) + .plain(stop))
        }
        if let sunset = evolution.sunset {
            notes.append(.plain("Sunset: \(sunset); the server may remove it after that day."))
        }
        if !evolution.renamedFrom.isEmpty {
            notes.append(.plain("Renamed from \(evolution.renamedFrom.joined(separator: ", "))."))
        }
        return notes
    }

    /// `was at v1.0:specs/a.yaml:3`, `now at a.yaml:3`: where a change is written.
    static func places(_ change: APIDocument.Changes.Change) -> [String] {
        [change.old.map { "was at \($0)" }, change.new.map { "now at \($0)" }].compactMap { $0 }
    }

    static func introduction(_ document: APIDocument) -> [String] {
        let locales = document.locales.enumerated().map { $0.offset == 0 ? "\($0.element) (the fallback)" : $0.element }
        let endpoints = document.services.reduce(0) { $0 + $1.endpoints.count }
        return [
            "The error codes, endpoints and models of the spec '\(document.specName)', for support, backend developers and translators. "
                + "Written by errgen from the spec; to change it, change the spec and run errgen docs again.",
            "",
            "\(count(document.errors.count, "error code")), \(count(endpoints, "endpoint")) in \(count(document.services.count, "service")), "
                + "\(count(document.models.count, "model")). Texts in \(locales.joined(separator: ", ")).",
        ]
    }

    /// What an enum is on the wire and what an unlisted value becomes.
    static func enumDescription(_ enumeration: APIDocument.Enumeration) -> String {
        let kind = enumeration.rawType == "Int" ? "An integer" : "A string"
        return
            "\(kind) on the wire; a value not listed here decodes as the case unknown, which keeps it and sends it back as it came."
    }

    /// `Shown as a toast: Retry, Dismiss.`
    static func presentation(_ entry: APIDocument.ErrorEntry) -> String {
        let actions = entry.actions.map { action in
            switch action {
            case .retry: "Retry"
            case .dismiss: "Dismiss"
            case .signIn: "Sign in"
            case .update: "Update"
            case .contactSupport: "Contact support"
            }
        }
        return
            "Shown as \(entry.style == .alert ? "an" : "a") \(entry.style.rawValue): \(actions.joined(separator: ", "))."
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// `value` with each character `visible(_:)` names written as its name.
    static func shown(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            if let visible = visible(scalar) { out += visible } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    /// A character no reader could see or that would reorder the text around it (controls,
    /// bidirectional overrides and isolates), written as its code point: `⟨U+202E⟩`.
    static func visible(_ scalar: Unicode.Scalar) -> String? {
        let value = scalar.value
        let isControl = (value < 0x20 && scalar != "\t" && scalar != "\n") || (0x7F...0x9F).contains(value)
        let isBidi =
            (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
            || value == 0x061C
        guard isControl || isBidi else { return nil }
        let hex = String(value, radix: 16, uppercase: true)
        return "⟨U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)⟩"
    }
}
