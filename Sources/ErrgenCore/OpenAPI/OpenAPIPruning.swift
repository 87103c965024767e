/// `unsupported: skip` past what Check finds: an error Check reports at a place an
/// operation or schema of the document became leaves that operation or schema out, with
/// the error as a warning, so the rest still generates.
package enum OpenAPIPruning {
    /// Removes from `spec` the owners of the errors located in the document; returns the
    /// errors it turned into warnings (none when no error had an owner).
    ///
    /// - Parameter skippedTypes: the types earlier rounds left out, with where: an "unknown
    ///   type" that names one says which skip caused it instead, with no guess at another name.
    package static func prune(
        _ spec: inout Spec, errors: [Diagnostic], owners: [SourceLocation: OpenAPIOwner],
        skippedTypes: inout [String: (owner: OpenAPIOwner, location: SourceLocation)]
    ) -> [Diagnostic] {
        var removed = Set<OpenAPIOwner>()
        var warnings: [Diagnostic] = []
        for error in errors where error.severity == .error {
            guard let location = error.location, let owner = owners[location] else { continue }
            removed.insert(owner)
            var message = error.message
            if let name = unknownTypeName(in: message), let skip = skippedTypes[name] {
                message = "it uses \(describe(skip.owner)), which is skipped (\(skip.location))"
            }
            warnings.append(Diagnostic(.warning, "\(message); \(describe(owner)) is skipped", at: location))
            switch owner {
            case .model(let name), .enumeration(let name), .union(let name):
                if skippedTypes[name] == nil { skippedTypes[name] = (owner, location) }
            case .endpoint: break
            }
        }
        guard !removed.isEmpty else { return [] }
        spec.models.removeAll { removed.contains(.model($0.name.value)) }
        spec.enums.removeAll { removed.contains(.enumeration($0.name.value)) }
        spec.unions.removeAll { removed.contains(.union($0.name.value)) }
        for index in spec.services.indices {
            let service = spec.services[index].name.value
            for endpoint in spec.services[index].endpoints {
                let owner = OpenAPIOwner.endpoint(service: service, name: endpoint.name.value)
                guard removed.contains(owner) else { continue }
                let reason = warnings.first { $0.message.hasSuffix("; \(describe(owner)) is skipped") }
                spec.skippedOperations.append(
                    SkippedOperation(
                        service: service, name: endpoint.name.value, method: endpoint.method, path: endpoint.path.value,
                        location: endpoint.name.location,
                        reason: reason.map { String($0.message.dropLast("; \(describe(owner)) is skipped".count)) }
                            ?? ""))
            }
            spec.services[index].endpoints.removeAll {
                removed.contains(.endpoint(service: service, name: $0.name.value))
            }
        }
        spec.services.removeAll { $0.endpoints.isEmpty }
        return warnings
    }

    /// `X` of Check's "unknown type 'X'..." message.
    private static func unknownTypeName(in message: String) -> String? {
        let prefix = "unknown type '"
        guard message.hasPrefix(prefix) else { return nil }
        return message.dropFirst(prefix.count).split(separator: "'", maxSplits: 1).first.map(String.init)
    }

    static func describe(_ owner: OpenAPIOwner) -> String {
        switch owner {
        case .model(let name): "model '\(name)'"
        case .enumeration(let name): "enum '\(name)'"
        case .union(let name): "union '\(name)'"
        case .endpoint(let service, let name): "operation '\(service).\(name)'"
        }
    }
}
