/// RetryPolicies.swift: the spec's `retry_policies` as `RetryPolicy` values.
struct RetryPolicyTranslator: FileTranslator {
    let context: TranslationContext

    func file() -> SwiftFile {
        let members: [Declaration] = zip(spec.retryPolicies, names.policyNames).map { policy, name in
            // The runtime's raw values of `Jitter` and `RetryAfterRule` are their case names.
            let arguments: [FunctionCall.Argument] = [
                .init("maxAttempts", String(policy.maxAttempts)),
                .init("initialBackoff", context.duration(policy.initialBackoff)),
                .init("maxBackoff", context.duration(policy.maxBackoff)),
                .init("multiplier", SwiftLiteral.double(policy.multiplier)),
                .init("jitter", "." + policy.jitter.rawValue),
                .init("retryAfter", "." + policy.retryAfter.rawValue),
            ]
            return .storedProperty(
                [describe(policy), "", "Spec: \(context.origin(policy.name.location))"], context.access, isStatic: true,
                SwiftIdentifiers.escaped(name),
                value: .call(FunctionCall(names.runtime(.retryPolicy), arguments)))
        }
        let type = TypeDeclaration(
            doc: ["The retry policies of the \(names.module) spec (`retry_policies`)."],
            access: context.access, kind: .enum, name: names.policiesType, members: members)
        return SwiftFile(
            name: OutputFileSet.retryPolicies, imports: [RuntimeType.moduleName, "Foundation"],
            declarations: [.type(type)])
    }

    /// `standard`: up to 3 attempts; backoff from 1 s, times 2, at most 60 s; full jitter; Retry-After honoured.
    private func describe(_ policy: RetryPolicySpec) -> String {
        guard policy.maxAttempts > 1 else { return "`\(policy.name.value)`: never retries." }
        let retryAfter =
            policy.retryAfter == .honor
            ? "a server's Retry-After is honoured up to the same, and a longer one ends the retries"
            : "Retry-After is ignored"
        return
            "`\(policy.name.value)`: up to \(policy.maxAttempts) attempts; backoff from \(seconds(policy.initialBackoff)), "
            + "times \(SwiftLiteral.double(policy.multiplier)), at most \(seconds(policy.maxBackoff)); \(policy.jitter.rawValue) jitter; \(retryAfter)."
    }

    private func seconds(_ value: DurationValue) -> String {
        value.milliseconds % 1000 == 0 ? "\(value.milliseconds / 1000) s" : "\(value.milliseconds) ms"
    }
}
