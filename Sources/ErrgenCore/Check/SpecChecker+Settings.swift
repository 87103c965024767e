import Foundation

/// Rules for `module`, `servers`, `retry_policies` and `defaults`.
extension SpecChecker {
    mutating func checkModule() {
        let name = spec.module.name
        // A capital first, then letters and digits: `FinFlow`, and also `API` or `HTTPBin`,
        // which upperCamel would respell (`Api`).
        let isTypeName = name.value.first.map { $0.isUppercase && $0.isLetter } == true
            && name.value.allSatisfy { $0.isLetter || $0.isNumber } && SwiftIdentifiers.isIdentifier(name.value)
        if !isTypeName || SwiftIdentifiers.keywords.contains(name.value) {
            error("the module name '\(name.value)' must be a Swift type name such as FinFlow (letters and digits, a capital first)", at: name.location)
        } else if StandardType.moduleNames.contains(name.value) {
            error(
                "the module name '\(name.value)' is the name of a module generated code qualifies types with; choose another",
                at: name.location)
        }
    }

    mutating func checkServers() {
        checkUnique(
            zip(spec.servers, names.serverNames).compactMap { server, swiftName in
                swiftName.map { ($0, server.name.location, "server '\(server.name.value)'") }
            }
        ) { "\($0) has the same Swift name as \($1)" }
        for (server, swiftName) in zip(spec.servers, names.serverNames) {
            if swiftName == nil {
                error("server name '\(server.name.value)' cannot be made a Swift name; use letters and digits", at: server.name.location)
            }
            let url = URLComponents(string: server.url.value)
            if url?.scheme.map({ ["http", "https"].contains($0.lowercased()) }) != true || url?.host?.isEmpty != false {
                error("'\(server.url.value)' is not an http or https URL with a host", at: server.url.location)
            }
        }
    }

    mutating func checkRetryPolicies() {
        checkPolicyReference(spec.defaults.retry)
        var named: [(key: String, location: SourceLocation, describe: String)] = []
        for policy in spec.retryPolicies {
            // `GeneratedNames` keeps the first policy's Swift name for a spec name given twice.
            guard let swiftName = SwiftIdentifiers.lowerCamel(policy.name.value) else {
                error("retry policy name '\(policy.name.value)' cannot be made a Swift name; use letters and digits, a letter first", at: policy.name.location)
                continue
            }
            named.append((swiftName, policy.name.location, "retry policy '\(policy.name.value)'"))
        }
        checkUnique(named) { "\($0) has the same Swift name as \($1)" }
    }
}
