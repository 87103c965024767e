#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Rules for `module`, `servers`, `retry_policies` and `defaults`.
extension SpecChecker {
    mutating func checkModule() {
        let name = spec.module.name
        // A capital first, then letters and digits: `FinFlow`, and also `API` or `HTTPBin`,
        // which upperCamel would respell (`Api`).
        let isTypeName =
            name.value.first.map { $0.isUppercase && $0.isLetter } == true
            && name.value.allSatisfy { $0.isLetter || $0.isNumber } && SwiftIdentifiers.isIdentifier(name.value)
        if !isTypeName || SwiftIdentifiers.keywords.contains(name.value) {
            error(
                "the module name '\(name.value)' must be a Swift type name such as FinFlow (letters and digits, a capital first)",
                at: name.location)
        } else if StandardType.moduleNames.contains(name.value) {
            error(
                "the module name '\(name.value)' is the name of a module generated code qualifies types with; choose another",
                at: name.location)
        } else if ReservedNames.moduleTypeNames.contains(name.value) {
            error(
                "the module name '\(name.value)' is a standard library, Foundation or ErrgenRuntime type name, which the generated "
                    + "namespace would hide from the app's code in the same module; choose another, such as \(name.value)API",
                at: name.location)
        } else if let hidden = [names.errorType, names.codeType].first(where: ReservedNames.errorTypeNames.contains) {
            error(
                "the module name '\(name.value)' makes the type '\(hidden)', a standard library, Foundation or ErrgenRuntime "
                    + "type name, which it would hide from the app's code in the same module; choose another, such as \(name.value)API",
                at: name.location)
        }
    }

    mutating func checkServers() {
        checkSwiftNamesUnique(spec.servers.map(\.name), names.serverNames, "server")
        for (server, swiftName) in zip(spec.servers, names.serverNames) {
            if swiftName == nil {
                error(
                    "server name '\(server.name.value)' cannot be made a Swift name; use letters and digits",
                    at: server.name.location)
            }
            let url = URLComponents(string: server.url.value)
            if url?.scheme.map({ ["http", "https"].contains($0.lowercased()) }) != true || url?.host?.isEmpty != false {
                error("'\(server.url.value)' is not an http or https URL with a host", at: server.url.location)
            }
        }
    }

    /// `defaults.headers`: HTTP token names, each once (without regard to case), none the
    /// runtime sets itself, exactly one source each, providers that make Swift names.
    mutating func checkDefaultHeaders() {
        var seen: [String: SourceLocation] = [:]
        for header in spec.defaults.headers {
            let name = header.name.value
            if !ScalarSyntax.isHTTPToken(name) {
                error(
                    "'\(name)' is not an HTTP header name (letters, digits and !#$%&'*+-.^_`|~ only)",
                    at: header.name.location)
            } else if let first = seen[name.lowercased()] {
                error(
                    "header '\(name)' is in 'headers' twice, without regard to case (first at \(first))",
                    at: header.name.location)
            } else if Self.runtimeHeaders.contains(name.lowercased()) {
                error(
                    "header '\(name)' is set by the runtime for each request; it cannot be a default header",
                    at: header.name.location)
            }
            seen[name.lowercased()] = seen[name.lowercased()] ?? header.name.location
            guard header.sourceCount == 1 else {
                error("header '\(name)' needs exactly one of 'from', 'provider' and 'value'", at: header.name.location)
                continue
            }
            switch header.source {
            case .provider(let provider):
                if GeneratedNames.headerProviderName(provider.value) == nil {
                    error(
                        "provider '\(provider.value)' cannot be made a Swift name; use letters and digits, a letter first",
                        at: provider.location)
                }
            case .text(let text):
                if text.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" || $0 == "\0" }) {
                    error("the value of header '\(name)' holds a line break or NUL", at: header.name.location)
                }
            case .runtime, nil:
                break
            }
        }
    }

    /// Headers the runtime writes itself, lowercased.
    static let runtimeHeaders: Set<String> = ["authorization", "content-type", "accept", "idempotency-key"]

    /// Each `api_key` of `credentials` says where it goes.
    mutating func checkCredentials() {
        for credential in spec.credentials where credential.placement == nil {
            error(
                "credential '\(credential.name.value)' is an api_key: give 'in' (header, query or cookie) and 'name'",
                at: credential.name.location)
        }
    }

    mutating func checkRetryPolicies() {
        checkPolicyReference(spec.defaults.retry)
        var named: [(key: String, location: SourceLocation, describe: String)] = []
        for policy in spec.retryPolicies {
            // `GeneratedNames` keeps the first policy's Swift name for a spec name given twice.
            guard let swiftName = SwiftIdentifiers.lowerCamel(policy.name.value) else {
                error(
                    "retry policy name '\(policy.name.value)' cannot be made a Swift name; use letters and digits, a letter first",
                    at: policy.name.location)
                continue
            }
            named.append((swiftName, policy.name.location, "retry policy '\(policy.name.value)'"))
        }
        checkUnique(named) { "\($0) has the same Swift name as \($1)" }
    }
}
