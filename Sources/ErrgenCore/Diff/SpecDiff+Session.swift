/// The rules of `session`: how the generated authenticator refreshes the session, and
/// what it reads from the refresh's response.
extension SpecDiff {
    mutating func compareSession() {
        switch (old.spec.session, new.spec.session) {
        case (nil, nil): return
        case (nil, let now?):
            report(.sessionAdded, "session is added (refresh: \(now.refresh.value))", old: nil, new: now.location)
        case (let was?, nil):
            report(.sessionRemoved, "session is removed (refresh: \(was.refresh.value))", old: was.location, new: nil)
        case (let was?, let now?):
            compareSession(was, now)
        }
    }

    private mutating func compareSession(_ was: SessionSpec, _ now: SessionSpec) {
        if !isSameEndpoint(was.refresh.value, now.refresh.value) {
            report(
                .sessionChanged, "session.refresh: \(was.refresh.value) -> \(now.refresh.value)",
                old: was.refresh.location, new: now.refresh.location)
        }
        let (sentBefore, sentAfter) = (
            Self.describe(was.sendRefreshToken.value), Self.describe(now.sendRefreshToken.value)
        )
        if sentBefore != sentAfter, !isRenamed(was.sendRefreshToken.value, now.sendRefreshToken.value, in: now) {
            report(
                .sessionChanged, "session.send_refresh_token: \(sentBefore) -> \(sentAfter)",
                old: was.sendRefreshToken.location, new: now.sendRefreshToken.location)
        }
        let (valuesBefore, valuesAfter) = (Self.describe(was.bodyValues), Self.describe(now.bodyValues))
        if valuesBefore != valuesAfter {
            report(
                .sessionChanged, "session.body_values: \(valuesBefore) -> \(valuesAfter)",
                old: was.bodyValues.first?.name.location ?? was.location,
                new: now.bodyValues.first?.name.location ?? now.location)
        }
        compareTokenProperty("access_token", was.accessToken, now.accessToken, session: now)
        compareTokenProperty("refresh_token", was.refreshToken, now.refreshToken, session: now)
        compareTokenProperty("expires_in", was.expiresIn, now.expiresIn, session: now)
    }

    /// Whether the refresh token goes in the body's property it went in before, renamed
    /// (`renamed_from`): `property-renamed` reports that, and the session follows it.
    private func isRenamed(
        _ before: SessionSpec.RefreshTokenPlace, _ after: SessionSpec.RefreshTokenPlace, in session: SessionSpec
    ) -> Bool {
        guard case .body(let was) = before, case .body(let now) = after else { return false }
        return isRenamed(was, now, in: session, \.body)
    }

    /// Whether the refresh endpoint's body or response (`part`) in the new version is a model
    /// whose property `after` was `before` (`renamed_from`): the session follows the property.
    private func isRenamed(
        _ before: String, _ after: String, in session: SessionSpec, _ part: KeyPath<EndpointSpec, Located<TypeRef>?>
    ) -> Bool {
        guard let endpoint = Self.endpoints(of: new.spec).first(where: { $0.qualifiedName == session.refresh.value }),
            case .model(let name)? = endpoint.spec[keyPath: part]?.value.nonOptional,
            let model = new.spec.models.first(where: { $0.name.value == name }),
            let property = model.properties.first(where: { $0.wireName.value == after })
        else { return false }
        return property.renamedFrom.contains { $0.value == before }
    }

    /// Another property of the response is wire, unless it is the one read before, renamed
    /// (`renamed_from`), which `property-renamed` reports; one read now or no longer (an
    /// optional token or lifetime) changes only what apps of the new version keep.
    private mutating func compareTokenProperty(
        _ key: String, _ was: Located<String>?, _ now: Located<String>?, session: SessionSpec
    ) {
        guard was?.value != now?.value else { return }
        if let was, let now, isRenamed(was.value, now.value, in: session, \.response) { return }
        report(
            was == nil || now == nil ? .sessionReadsChanged : .sessionChanged,
            "session.\(key): \(was?.value ?? "none") -> \(now?.value ?? "none")", old: was?.location,
            new: now?.location)
    }

    /// `Service.endpoint` in both versions names one endpoint, perhaps renamed (`renamed_from:`).
    private func isSameEndpoint(_ was: String, _ now: String) -> Bool {
        guard was != now else { return true }
        let parts = now.split(separator: ".", maxSplits: 1).map(String.init)
        let oldParts = was.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2, oldParts.count == 2, parts[0] == oldParts[0] else { return false }
        let endpoint = Self.endpoints(of: new.spec).first { $0.qualifiedName == now }
        return endpoint?.spec.renamedFrom.contains { $0.value == oldParts[1] } == true
            && !Self.endpoints(of: new.spec).contains { $0.qualifiedName == was }
    }

    static func describe(_ place: SessionSpec.RefreshTokenPlace) -> String {
        switch place {
        case .body(let property): "body.\(property)"
        case .header(let name): "header.\(name)"
        case .unrecognized(let text): text
        }
    }

    /// `{grant_type: refresh_token, client_id: bank-ios}`, `none` for none.
    static func describe(_ values: [(name: Located<String>, value: String)]) -> String {
        guard !values.isEmpty else { return "none" }
        return "{" + values.map { "\($0.name.value): \($0.value)" }.sorted().joined(separator: ", ") + "}"
    }
}
