/// Decodes the YAML trees of a spec folder into one `Spec`.
///
/// Files are merged section by section: the settings sections (`errgen`, `module`,
/// `envelope`, `defaults`, `client_errors`) may appear in one file only, the named
/// sections (`errors`, `models`, `services`...) may be spread over files, and an
/// entry defined twice is an error that names both places.
package struct SpecDecoder: Sendable {
    /// Top-level sections whose entries are named by the user and may be spread over files.
    static let namedSections = SpecFormat.namedSections
    /// Top-level sections with a fixed structure: one file each.
    static let settingsSections = SpecFormat.settingsSections

    var reader = NodeReader()
    var spec = Spec()
    /// Entries of `module.locales` that are not BCP-47 (reported there once).
    var rejectedModuleLocales = Set<String>()

    package init() {}

    /// Decodes the files (already in sorted path order) and returns the spec with every
    /// diagnostic found on the way.
    package static func decode(_ files: [SpecFile]) -> (Spec, DiagnosticList) {
        var decoder = SpecDecoder()
        decoder.decodeAll(files)
        return (decoder.spec, decoder.reader.diagnostics)
    }

    private mutating func decodeAll(_ files: [SpecFile]) {
        var settings: [String: YAMLMapping.Entry] = [:]
        var namedOccurrences: [(section: String, items: [YAMLMapping.Entry])] = []
        let sections = Self.settingsSections + Self.namedSections
        spec.hasUnreadableFiles = files.contains { $0.isUnreadable }
        var documents: [SourceLocation] = []
        var empty: [String] = []
        for file in files {
            if file.root == nil, !file.isUnreadable { empty.append(file.path) }
            guard let root = file.root, let entries = reader.mapping(root, "a spec file") else { continue }
            // An OpenAPI document (`openapi: 3.1.0`) in the spec folder is no spec file: the
            // OpenAPI stage reads it when `openapi.document` names it.
            if let version = entries.first(where: { $0.key.value == "openapi" }), version.value.scalar != nil {
                documents.append(version.keyLocation)
                continue
            }
            for entry in entries {
                var section = entry.key.value
                if !sections.contains(section) {
                    let guess = DidYouMean.suggestion(for: section, among: sections)
                    reader.error(
                        "unknown key '\(section)'\(guess.map { " (did you mean '\($0)'?)" } ?? "")",
                        at: entry.keyLocation)
                    // Read a near miss of a named section as the section it was meant to be, so
                    // its entries do not turn every reference to them into a second error.
                    guard let guess, Self.namedSections.contains(guess) else { continue }
                    section = guess
                }
                if Self.settingsSections.contains(section) {
                    if let first = settings[section] {
                        reader.error(
                            "'\(section)' is defined twice (first at \(first.keyLocation))", at: entry.keyLocation)
                    } else {
                        settings[section] = entry
                    }
                } else {
                    guard let items = reader.mapping(entry.value, "'\(section)'") else { continue }
                    namedOccurrences.append((section, items))
                }
            }
        }
        let named = namedEntries(namedOccurrences)

        if let version = settings["errgen"] {
            decodeVersion(version)
        } else if let first = files.first, !spec.hasUnreadableFiles {
            reader.error(
                "no file has the 'errgen:' key; add 'errgen: 1' to one spec file",
                at: SourceLocation(file: first.path, line: 1, column: 1))
        }
        if let module = settings["module"] { decodeModule(module.value) }
        if let envelope = settings["envelope"] { decodeEnvelope(envelope.value) }
        if let defaults = settings["defaults"] { decodeDefaults(defaults.value) }
        if let clientErrors = settings["client_errors"] { decodeClientErrors(clientErrors.value) }
        if let session = settings["session"] { decodeSession(session.value) }
        if let mock = settings["mock"] { decodeMock(mock.value) }
        if let openAPI = settings["openapi"] { decodeOpenAPI(openAPI) }
        // A file with nothing in it is a truncated copy or a mistake, never a spec with nothing
        // to say; an empty OpenAPI document is the import's to report.
        let document = spec.openAPI.map { "/" + $0.document.value }
        for path in empty where !(document.map { ("/" + path).hasSuffix($0) } ?? false) {
            reader.error(
                "this spec file is empty or holds only comments (a truncated copy?); write its sections, or remove it",
                at: SourceLocation(file: path, line: 1, column: 1))
        }
        if spec.openAPI == nil, let document = documents.first {
            reader.diagnostics.warning(
                "this file is an OpenAPI document, which errgen reads only when 'openapi: {document: ...}' names it",
                at: document)
        }
        spec.operations = named["operations", default: []].compactMap { decodeOperation($0) }
        spec.servers = named["servers", default: []].compactMap { decodeServer($0) }
        spec.credentials = named["credentials", default: []].compactMap { decodeCredential($0) }
        spec.retryPolicies = named["retry_policies", default: []].compactMap { decodeRetryPolicy($0) }
        let large = decodeSideBySide(
            errors: named["errors", default: []], models: named["models", default: []],
            services: named["services", default: []])
        // The diagnostics in the sections' order, as if each had been decoded in turn.
        spec.errors = large.errors
        reader.diagnostics.append(contentsOf: large.diagnostics.errors)
        spec.fallbacks = named["fallbacks", default: []].compactMap { decodeFallback($0) }
        spec.models = large.models
        reader.diagnostics.append(contentsOf: large.diagnostics.models)
        spec.enums = named["enums", default: []].compactMap { decodeEnum($0) }
        spec.unions = named["unions", default: []].compactMap { decodeUnion($0) }
        spec.services = large.services
        reader.diagnostics.append(contentsOf: large.diagnostics.services)
    }

    /// Each named section's entries, in the order written. The loader has refused a key
    /// written twice in one mapping, so only a section written more than once (in two
    /// files, or misspelt beside itself) is read key by key: there the first entry of a
    /// key is kept and each later one reported.
    private mutating func namedEntries(_ occurrences: [(section: String, items: [YAMLMapping.Entry])]) -> [String:
        [YAMLMapping.Entry]]
    {
        var writings: [String: Int] = [:]
        for occurrence in occurrences { writings[occurrence.section, default: 0] += 1 }
        var named: [String: [YAMLMapping.Entry]] = [:]
        var seen: [String: [String: SourceLocation]] = [:]
        for (section, items) in occurrences {
            guard writings[section, default: 0] > 1 else {
                named[section] = items
                continue
            }
            for item in items {
                if let first = seen[section, default: [:]][item.key.value] {
                    reader.error(
                        "\(Self.entryNoun(section)) '\(item.key.value)' is defined twice (first at \(first))",
                        at: item.keyLocation)
                    if section == "errors",
                        let name = item.value.mapping?.first(where: { $0.key.value == "name" })?.value.scalar?.value
                    {
                        spec.namesOfRepeatedErrors.insert(name)
                    }
                } else {
                    seen[section, default: [:]][item.key.value] = item.keyLocation
                    named[section, default: []].append(item)
                }
            }
        }
        return named
    }

    /// What `decodeSideBySide` decodes: a chunk of one of the three large sections.
    private enum LargeSection: Sendable {
        case errors, models, services

        /// Entries a chunk: a service holds many endpoints, a model a few properties, an
        /// error entry a few keys.
        var chunkSize: Int {
            switch self {
            case .errors: Parallel.chunkSize
            case .models: 50
            case .services: 1
            }
        }
    }

    private enum DecodedChunk: Sendable {
        case errors([ErrorSpec])
        case models([ModelSpec])
        case services([ServiceSpec])
    }

    /// The catalog's, the models' and the services' entries, decoded in chunks on every core
    /// in one parallel `map`. Each chunk is decoded by a copy of this decoder, which has read
    /// the settings the entries depend on (the locales); the entries and each section's
    /// diagnostics come back in the section's order.
    private func decodeSideBySide(
        errors: [YAMLMapping.Entry], models: [YAMLMapping.Entry], services: [YAMLMapping.Entry]
    ) -> (
        errors: [ErrorSpec], models: [ModelSpec], services: [ServiceSpec],
        diagnostics: (errors: DiagnosticList, models: DiagnosticList, services: DiagnosticList)
    ) {
        var start = self
        start.reader.diagnostics = DiagnosticList()
        var jobs: [(section: LargeSection, range: Range<Int>)] = []
        for (section, count) in [
            (LargeSection.errors, errors.count), (.models, models.count), (.services, services.count),
        ] {
            jobs += Parallel.chunks(of: count, size: section.chunkSize).map { (section, $0) }
        }
        let chunks = Parallel.map(jobs.count) { [start, jobs] job -> (DecodedChunk, DiagnosticList) in
            var decoder = start
            let range = jobs[job].range
            let decoded: DecodedChunk =
                switch jobs[job].section {
                case .errors: .errors(errors[range].compactMap { decoder.decodeError($0) })
                case .models: .models(models[range].compactMap { decoder.decodeModel($0) })
                case .services: .services(services[range].compactMap { decoder.decodeService($0) })
                }
            return (decoded, decoder.reader.diagnostics)
        }
        var decoded: (errors: [ErrorSpec], models: [ModelSpec], services: [ServiceSpec]) = ([], [], [])
        var diagnostics = (errors: DiagnosticList(), models: DiagnosticList(), services: DiagnosticList())
        for (chunk, found) in chunks {
            switch chunk {
            case .errors(let entries):
                decoded.errors += entries
                diagnostics.errors.append(contentsOf: found)
            case .models(let entries):
                decoded.models += entries
                diagnostics.models.append(contentsOf: found)
            case .services(let entries):
                decoded.services += entries
                diagnostics.services.append(contentsOf: found)
            }
        }
        return (decoded.errors, decoded.models, decoded.services, diagnostics)
    }

    private static func entryNoun(_ section: String) -> String {
        switch section {
        case "servers": "server"
        case "credentials": "credential"
        case "retry_policies": "retry policy"
        case "errors": "error code"
        case "fallbacks": "fallback"
        case "models": "model"
        case "enums": "enum"
        case "unions": "union"
        case "operations": "operation"
        default: "service"
        }
    }

    private mutating func decodeVersion(_ entry: YAMLMapping.Entry) {
        spec.versionLocation = entry.keyLocation
        guard let scalar = entry.value.scalar, scalar.isPlain, let version = ScalarSyntax.integer(scalar.value),
            version == 1
        else {
            reader.error(
                "unsupported format version \(entry.value.kindDescription); this errgen supports version 1 ('errgen: 1')",
                at: entry.value.location)
            return
        }
    }
}
