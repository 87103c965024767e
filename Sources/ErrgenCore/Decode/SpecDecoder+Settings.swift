import ErrgenVocabulary

/// The settings sections: `module`, `servers`, `envelope`, `retry_policies`,
/// `defaults`, `client_errors` and `fallbacks`.
extension SpecDecoder {
    mutating func decodeModule(_ node: YAMLNode) {
        guard let fields = reader.keyedFields(node, "'module'", SpecFormat.module) else {
            return
        }
        spec.module.location = node.location
        if let name = fields["name"], let text = reader.nonEmptyString(name, "the module name") {
            spec.module.name = Located(text, at: name.location)
        }
        if let access = fields["access"], let value = reader.choice(access, "'access'", AccessLevel.self) {
            spec.module.access = value
        }
        spec.module.dateFormat = fields["date_format"].flatMap { reader.choice($0, "'date_format'", DateFormat.self) }
        if let locales = fields["locales"], let items = reader.sequence(locales, "'locales'") {
            var decoded: [Located<String>] = []
            // Each locale's first place by its lower-cased tag: hashed, as a list of thousands
            // of locales compared each with every earlier one was quadratic.
            var firstByTag: [String: Int] = [:]
            for item in items {
                guard let text = reader.string(item, "a locale") else { continue }
                guard ScalarSyntax.isLocale(text) else {
                    reader.error("'\(text)' is not a BCP-47 locale such as en, vi, pt-BR or zh-Hans", at: item.location)
                    rejectedModuleLocales.insert(text)
                    continue
                }
                // BCP 47 tags ignore case: `EN` is `en` (and would make the same Swift case).
                if let position = firstByTag[text.lowercased()] {
                    let first = decoded[position]
                    let same = first.value == text ? "" : " as '\(first.value)'; locales ignore case"
                    reader.error(
                        "locale '\(text)' is listed twice\(same) (first at \(first.location))", at: item.location)
                    rejectedModuleLocales.insert(text)
                    continue
                }
                firstByTag[text.lowercased()] = decoded.count
                decoded.append(Located(text, at: item.location))
            }
            if items.isEmpty {
                reader.error("'locales' must name at least one locale", at: locales.location)
            } else if !decoded.isEmpty {
                spec.module.locales = decoded
            }
        }
        if let policy = fields["missing_translation"],
            let value = reader.choice(policy, "'missing_translation'", MissingTranslationPolicy.self)
        {
            spec.module.missingTranslation = value
        }
    }

    mutating func decodeServer(_ entry: YAMLMapping.Entry) -> ServerSpec? {
        guard let url = reader.nonEmptyString(entry.value, "the URL of server '\(entry.key.value)'") else { return nil }
        return ServerSpec(
            name: Located(entry.key.value, at: entry.keyLocation), url: Located(url, at: entry.value.location))
    }

    /// A credential's `type`.
    enum CredentialType: String, CaseIterable {
        case apiKey = "api_key", basic, bearer
    }

    /// Where a credential's `api_key` goes (`in`).
    enum APIKeyPlace: String, CaseIterable {
        case header, query, cookie
    }

    mutating func decodeCredential(_ entry: YAMLMapping.Entry) -> NamedCredential? {
        let what = "credential '\(entry.key.value)'"
        guard let fields = reader.keyedFields(entry.value, what, SpecFormat.credential),
            let typeNode = fields["type"],
            let type = reader.choice(typeNode, "the type of \(what)", CredentialType.self)
        else { return nil }
        let name = Located(entry.key.value, at: entry.keyLocation)
        if AuthRequirement(rawValue: name.value) != nil {
            reader.error(
                "a credential cannot be named '\(name.value)', which 'auth' already means; rename it",
                at: entry.keyLocation)
            return nil
        }
        switch type {
        case .basic: return NamedCredential(name: name, placement: .basic)
        case .bearer: return NamedCredential(name: name, placement: .bearer)
        case .apiKey:
            let place = fields["in"].flatMap { reader.choice($0, "'in' of \(what)", APIKeyPlace.self) }
            if fields["in"] != nil, place == nil { return nil }
            let keyName = fields["name"].flatMap { reader.nonEmptyString($0, "'name' of \(what)") }
            guard let place, let keyName else { return NamedCredential(name: name, placement: nil) }  // Check says so.
            switch place {
            case .header: return NamedCredential(name: name, placement: .header(keyName))
            case .query: return NamedCredential(name: name, placement: .query(keyName))
            case .cookie: return NamedCredential(name: name, placement: .cookie(keyName))
            }
        }
    }

    mutating func decodeEnvelope(_ node: YAMLNode) {
        guard let fields = reader.keyedFields(node, "'envelope'", SpecFormat.envelope) else {
            return
        }
        if let code = fields["code"], let path = reader.keyPath(code, "'code'") { spec.envelope.code = path }
        spec.envelope.message = fields["message"].flatMap { reader.keyPath($0, "'message'") }
        spec.envelope.details = fields["details"].flatMap { reader.keyPath($0, "'details'") }
        spec.envelope.requestID = fields["request_id"].flatMap { reader.keyPath($0, "'request_id'") }
    }

    mutating func decodeRetryPolicy(_ entry: YAMLMapping.Entry) -> RetryPolicySpec? {
        let what = "retry policy '\(entry.key.value)'"
        guard let fields = reader.keyedFields(entry.value, what, SpecFormat.retryPolicy) else { return nil }
        var policy = RetryPolicySpec(name: Located(entry.key.value, at: entry.keyLocation))
        if let node = fields["max_attempts"], let value = reader.integer(node, "'max_attempts'") {
            if value < 1 {
                reader.error("'max_attempts' must be at least 1 (1 = never retry), found \(value)", at: node.location)
            }
            policy.maxAttempts = value
        }
        if let node = fields["initial_backoff"], let value = reader.duration(node, "'initial_backoff'") {
            policy.initialBackoff = value
        }
        if let node = fields["max_backoff"], let value = reader.duration(node, "'max_backoff'") {
            policy.maxBackoff = value
            if value < policy.initialBackoff {
                reader.error(
                    "'max_backoff' (\(value.milliseconds) ms) is shorter than 'initial_backoff' (\(policy.initialBackoff.milliseconds) ms)",
                    at: node.location)
            }
        }
        if let node = fields["multiplier"], let text = reader.string(node, "'multiplier'") {
            if let value = Double(text), value.isFinite, node.scalar?.isPlain == true,
                text.allSatisfy({ $0.isNumber || $0 == "." })
            {
                if value < 1 {
                    reader.error("'multiplier' must be at least 1, found \(text)", at: node.location)
                }
                policy.multiplier = value
            } else {
                reader.error("'multiplier' must be a number of at least 1, found '\(text)'", at: node.location)
            }
        }
        if let node = fields["jitter"], let value = reader.choice(node, "'jitter'", Jitter.self) {
            policy.jitter = value
        }
        if let node = fields["retry_after"], let value = reader.choice(node, "'retry_after'", RetryAfterRule.self) {
            policy.retryAfter = value
        }
        return policy
    }

    mutating func decodeDefaults(_ node: YAMLNode) {
        guard let fields = reader.keyedFields(node, "'defaults'", SpecFormat.defaults) else { return }
        spec.defaults.timeout = fields["timeout"].flatMap { reader.duration($0, "'timeout'") }
        spec.defaults.resourceTimeout = fields["resource_timeout"].flatMap { reader.duration($0, "'resource_timeout'") }
        if let node = fields["retry"], let name = reader.nonEmptyString(node, "'retry'") {
            spec.defaults.retry = Located(name, at: node.location)
        }
        if let node = fields["auth"], let value = reader.choice(node, "'auth'", AuthRequirement.self) {
            spec.defaults.auth = value
        }
        if let node = fields["headers"], let entries = reader.mapping(node, "'headers'") {
            spec.defaults.headers = entries.compactMap { decodeDefaultHeader($0) }
        }
    }

    private mutating func decodeDefaultHeader(_ entry: YAMLMapping.Entry) -> DefaultHeaderSpec? {
        let what = "header '\(entry.key.value)'"
        guard let fields = reader.keyedFields(entry.value, what, SpecFormat.defaultHeader) else { return nil }
        var sources: [DefaultHeaderSpec.Source] = []
        if let node = fields["from"], let source = reader.choice(node, "'from'", DefaultHeaderSource.self) {
            sources.append(.runtime(source))
        }
        if let node = fields["provider"], let name = reader.nonEmptyString(node, "'provider'") {
            sources.append(.provider(Located(name, at: node.location)))
        }
        if let node = fields["value"], let text = reader.string(node, "'value'") { sources.append(.text(text)) }
        let count = ["from", "provider", "value"].filter { fields[$0] != nil }.count
        return DefaultHeaderSpec(
            name: Located(entry.key.value, at: entry.keyLocation), source: count == 1 ? sources.first : nil,
            sourceCount: count)
    }

    mutating func decodeSession(_ node: YAMLNode) {
        guard let fields = reader.keyedFields(node, "'session'", SpecFormat.session) else { return }
        func located(_ key: String) -> Located<String>? {
            guard let node = fields[key], let text = reader.nonEmptyString(node, "'\(key)'") else { return nil }
            return Located(text, at: node.location)
        }
        guard let refresh = located("refresh"), let send = located("send_refresh_token"),
            let accessToken = located("access_token")
        else { return }
        let place: SessionSpec.RefreshTokenPlace
        if send.value.hasPrefix("body."), send.value.count > 5 {
            place = .body(String(send.value.dropFirst(5)))
        } else if send.value.hasPrefix("header."), send.value.count > 7 {
            place = .header(String(send.value.dropFirst(7)))
        } else {
            place = .unrecognized(send.value)  // The checker says what it must be.
        }
        var session = SessionSpec(
            location: node.location, refresh: refresh, sendRefreshToken: Located(place, at: send.location),
            accessToken: accessToken,
            refreshToken: located("refresh_token"), expiresIn: located("expires_in"))
        if let node = fields["body_values"], let entries = reader.mapping(node, "'body_values'") {
            session.bodyValues = entries.compactMap { entry in
                reader.string(entry.value, "the value of '\(entry.key.value)'").map {
                    (Located(entry.key.value, at: entry.keyLocation), $0)
                }
            }
        }
        session.sendClientID = located("send_client_id")
        session.sendClientSecret = located("send_client_secret")
        spec.session = session
    }

    mutating func decodeClientErrors(_ node: YAMLNode) {
        guard let fields = reader.keyedFields(node, "'client_errors'", SpecFormat.clientErrors) else { return }
        spec.clientErrors.location = node.location
        for kind in SpecFormat.clientErrorKinds {
            guard let value = fields[kind.rawValue], let reference = reader.errorReference(value, "'\(kind.rawValue)'")
            else { continue }
            spec.clientErrors.entries.append((kind, reference))
        }
    }

    mutating func decodeMock(_ node: YAMLNode) {
        guard let fields = reader.keyedFields(node, "'mock'", SpecFormat.mock) else { return }
        spec.mock.location = node.location
        if let value = fields["validation_error"] {
            spec.mock.validationError = reader.errorReference(value, "'validation_error'")
        }
    }

    mutating func decodeFallback(_ entry: YAMLMapping.Entry) -> FallbackSpec? {
        let key = entry.key.value
        let status: StatusMatch
        if key.count == 3, key.hasSuffix("xx"), let digit = key.first?.wholeNumberValue, (1...5).contains(digit) {
            status = .statusClass(digit)
        } else if let value = ScalarSyntax.integer(key), entry.key.isPlain {
            guard (100...599).contains(value) else {
                reader.error("fallback status \(value) is not an HTTP status (100 to 599)", at: entry.keyLocation)
                return nil
            }
            status = .exact(value)
        } else {
            reader.error(
                "a fallback key must be an HTTP status such as 404 or a class such as 4xx, found '\(key)'",
                at: entry.keyLocation)
            return nil
        }
        guard let code = reader.errorReference(entry.value, "the fallback for \(key)") else { return nil }
        return FallbackSpec(status: Located(status, at: entry.keyLocation), code: code)
    }
}
