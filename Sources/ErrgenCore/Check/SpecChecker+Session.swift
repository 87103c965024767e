/// Rules for `session`: the refresh endpoint exists and the generated client can call it
/// with the refresh token alone, and the response properties named carry tokens.
extension SpecChecker {
    mutating func checkSession() {
        guard let session = spec.session else { return }
        if case .unrecognized(let text) = session.sendRefreshToken.value {
            error(
                "'send_refresh_token' must be body.<property> or header.<name>, found '\(text)'",
                at: session.sendRefreshToken.location)
        }
        guard let (service, position) = Self.refreshEndpoint(of: session, in: spec) else {
            error(Self.unknownRefreshMessage(session.refresh.value, in: spec), at: session.refresh.location)
            return
        }
        let endpoint = spec.services[service].endpoints[position]
        let what = "the refresh endpoint '\(session.refresh.value)'"
        switch session.sendRefreshToken.value {
        case .body(let property):
            // An optional body (a requestBody not `required`) carries the token as a required one does.
            guard let body = endpoint.body, case .model(let name) = body.value.nonOptional, let model = model(name)
            else {
                error("\(what) has no body to carry the refresh token", at: session.sendRefreshToken.location)
                break
            }
            if let found = model.properties.first(where: { $0.wireName.value == property }) {
                if found.type.value.nonOptional != .primitive(.string) {
                    error(
                        "property '\(property)' of model '\(model.name.value)' has type \(found.type.value); a refresh token is a String",
                        at: session.sendRefreshToken.location)
                }
            } else {
                error(
                    "model '\(model.name.value)', the body of \(what), has no property '\(property)'",
                    at: session.sendRefreshToken.location)
            }
            var fromApp: [String] = []
            for (key, written) in [
                ("send_client_id", session.sendClientID), ("send_client_secret", session.sendClientSecret),
            ] {
                guard let written else { continue }
                guard written.value.hasPrefix("body."), written.value.count > 5 else {
                    error("'\(key)' must be body.<property>, found '\(written.value)'", at: written.location)
                    continue
                }
                let name = String(written.value.dropFirst(5))
                fromApp.append(name)
                guard let found = model.properties.first(where: { $0.wireName.value == name }) else {
                    error(
                        "model '\(model.name.value)', the body of \(what), has no property '\(name)'",
                        at: written.location)
                    continue
                }
                if found.type.value.nonOptional != .primitive(.string) || name == property {
                    error(
                        "'\(key)' names a String property other than the refresh token's; '\(name)' is not one",
                        at: written.location)
                }
            }
            let fixed = Set(session.bodyValues.map(\.name.value) + fromApp)
            for value in session.bodyValues {
                guard let found = model.properties.first(where: { $0.wireName.value == value.name.value }) else {
                    error(
                        "model '\(model.name.value)', the body of \(what), has no property '\(value.name.value)'",
                        at: value.name.location)
                    continue
                }
                if found.type.value.nonOptional != .primitive(.string) || value.name.value == property {
                    error(
                        "'body_values' can set only String properties other than the refresh token's; '\(value.name.value)' is not one",
                        at: value.name.location)
                } else if found.secret {
                    // The spec is committed and shipped in the app: a secret written there is public.
                    error(
                        "'body_values' cannot set '\(value.name.value)', a secret property: a secret never belongs in the spec; write 'send_client_secret: body.\(value.name.value)', and the app gives it to authenticator(...) at run time",
                        at: value.name.location)
                }
            }
            for other in model.properties
            where other.wireName.value != property && !fixed.contains(other.wireName.value)
                && !other.type.value.isOptional
            {
                error(
                    "property '\(other.wireName.value)' of model '\(model.name.value)' is required, but the session sends only the refresh token; make it optional or give it in 'body_values'",
                    at: other.wireName.location)
            }
        case .header(let name):
            if let header = endpoint.headers.first(where: { $0.wireName.value.lowercased() == name.lowercased() }) {
                if header.type.value.nonOptional != .primitive(.string) {
                    error(
                        "header '\(header.wireName.value)' has type \(header.type.value); a refresh token is a String",
                        at: session.sendRefreshToken.location)
                }
            } else {
                error(
                    "\(what) has no header '\(name)'; add it to the endpoint's 'headers'",
                    at: session.sendRefreshToken.location)
            }
            if let body = endpoint.body {
                error("\(what) takes a body, but the session sends only the refresh token", at: body.location)
            }
            if let first = session.bodyValues.first {
                error(
                    "'body_values' needs the refresh token in the body (send_refresh_token: body.<property>)",
                    at: first.name.location)
            }
            if let first = session.sendClientID ?? session.sendClientSecret {
                error(
                    "'send_client_id' and 'send_client_secret' need the refresh token in the body (send_refresh_token: body.<property>)",
                    at: first.location)
            }
        case .unrecognized:
            break
        }
        for parameter in endpoint.pathParams + endpoint.query + endpoint.headers where !parameter.type.value.isOptional
        {
            if case .header(let name) = session.sendRefreshToken.value,
                name.lowercased() == parameter.wireName.value.lowercased()
            {
                continue
            }
            error(
                "parameter '\(parameter.wireName.value)' of \(what) is required, but the session sends only the refresh token",
                at: parameter.wireName.location)
        }
        guard let response = endpoint.response, case .model(let name) = response.value, let model = model(name) else {
            error("\(what) has no response to read the new tokens from", at: session.refresh.location)
            return
        }
        checkTokenProperty(session.accessToken, of: model, allowed: [.primitive(.string)], "String", "'access_token'")
        if let refreshToken = session.refreshToken {
            checkTokenProperty(
                refreshToken, of: model, allowed: [.primitive(.string), .optional(.primitive(.string))],
                "String or String?", "'refresh_token'")
        }
        if let expiresIn = session.expiresIn {
            let numbers: [TypeRef] = [
                .primitive(.int), .primitive(.int64), .optional(.primitive(.int)), .optional(.primitive(.int64)),
            ]
            checkTokenProperty(expiresIn, of: model, allowed: numbers, "Int or Int64 (or optional)", "'expires_in'")
        }
    }

    /// The positions of the service and endpoint `refresh` names, in `spec.services` and in the
    /// service's `endpoints`: written as `Service.endpoint`, or as the OpenAPI `operationId` the
    /// endpoint was imported from (`refresh-token`).
    static func refreshEndpoint(of session: SessionSpec, in spec: Spec) -> (service: Int, endpoint: Int)? {
        let written = session.refresh.value
        let parts = written.split(separator: ".", maxSplits: 1).map(String.init)
        if parts.count == 2, let service = spec.services.firstIndex(where: { $0.name.value == parts[0] }),
            let endpoint = spec.services[service].endpoints.firstIndex(where: { $0.name.value == parts[1] })
        {
            return (service, endpoint)
        }
        for (service, item) in spec.services.enumerated() {
            if let endpoint = item.endpoints.firstIndex(where: { $0.operationID == written }) {
                return (service, endpoint)
            }
        }
        return nil
    }

    /// The error for a `refresh` that names no endpoint: the closest `Service.endpoint` or
    /// `operationId`, and why a `Tokens` service may be missing.
    static func unknownRefreshMessage(_ written: String, in spec: Spec) -> String {
        let names = spec.services.flatMap { service in
            service.endpoints.map { "\(service.name.value).\($0.name.value)" }
        }
        let operationIDs = spec.services.flatMap { $0.endpoints.compactMap(\.operationID) }
        let guess = DidYouMean.suggestion(for: written, among: names + operationIDs) ?? partMatch(written, in: spec)
        var message = "unknown endpoint '\(written)' in 'refresh'\(guess.map { " (did you mean '\($0)'?)" } ?? "")"
        message +=
            operationIDs.isEmpty
            ? "; write Service.endpoint, as in Auth.refreshToken"
            : "; write Service.endpoint (Auth.refreshToken) or an operationId of the document"
        if written.hasPrefix("Tokens."), spec.openAPI != nil,
            !spec.services.contains(where: { $0.name.value == "Tokens" })
        {
            // The importer's token service exists only for the session it makes itself.
            message +=
                "; errgen makes the service 'Tokens' from the document's OAuth 2 flow only when the spec writes no 'session': remove 'session', or name an operation of the document"
        }
        return message
    }

    /// The one endpoint a `Service.endpoint` too far from every name still points at: of the
    /// service, the endpoint whose name holds the written one (`Auth.refresh` for
    /// `Auth.refreshToken`); of any service, the endpoint of the written name (`Tokens.refreshToken`).
    private static func partMatch(_ written: String, in spec: Spec) -> String? {
        let parts = written.split(separator: ".", maxSplits: 1).map { $0.lowercased() }
        guard parts.count == 2, !parts[1].isEmpty else { return nil }
        let all = spec.services.flatMap { service in service.endpoints.map { (service.name.value, $0.name.value) } }
        let inService = all.filter { $0.0.lowercased() == parts[0] && $0.1.lowercased().contains(parts[1]) }
        let named = all.filter { $0.1.lowercased() == parts[1] }
        guard let only = inService.count == 1 ? inService.first : (named.count == 1 ? named.first : nil) else {
            return nil
        }
        return "\(only.0).\(only.1)"
    }

    private func model(_ name: String) -> ModelSpec? {
        spec.models.first { $0.name.value == name }
    }

    private mutating func checkTokenProperty(
        _ property: Located<String>, of model: ModelSpec, allowed: [TypeRef], _ allowedText: String, _ key: String
    ) {
        guard let found = model.properties.first(where: { $0.wireName.value == property.value }) else {
            error(
                "\(key): model '\(model.name.value)', the refresh response, has no property '\(property.value)'",
                at: property.location)
            return
        }
        if !allowed.contains(found.type.value) {
            error(
                "\(key): property '\(property.value)' of model '\(model.name.value)' has type \(found.type.value); it must be \(allowedText)",
                at: property.location)
        }
    }
}
