/// Every rule of `errgen diff`. A case is the name a detector (`SpecDiff+*.swift`) reports a
/// change by; everything else about the rule is its row of `definition`, the one table of rules.
package enum DiffRule: Sendable, Hashable, CaseIterable {
    // The error catalog.
    case codeRemoved, codeAdded, statusChanged, statusChangedSameFallback, categoryChanged, errorCaseRenamed,
        errorFieldAddedRequired, errorFieldAddedOptional, errorFieldRemoved, errorFieldTypeChanged,
        errorFieldKeyPathChanged, problemTypeChanged, translationChanged, summaryChanged, fallbackChanged,
        clientErrorChanged
    // Models and enums.
    case modelRemoved, modelAdded, propertyAddedRequired, propertyAddedOptional, propertyRemoved,
        propertyMadeRequired, propertyMadeOptional, propertyTypeChanged, propertyDateFormatChanged,
        propertyAccessChanged,
        propertyDefaultChanged, propertyDefaultRemoved, enumRemoved, enumAdded, enumValueRemoved, enumValueAdded,
        enumCaseRenamed, enumCaseNameChanged, unionRemoved, unionAdded, unionMemberRemoved, unionMemberAdded,
        unionDiscriminatorChanged, unionDiscriminatorValueRemoved, unionDiscriminatorValueAdded
    // What the server takes of a property (`max_length`, `minimum`, `pattern`...).
    case propertyConstraintTightened, propertyConstraintLoosened
    // Services and endpoints.
    case endpointRemoved, endpointAdded, endpointMethodChanged, endpointPathChanged, parameterAddedRequired,
        parameterAddedOptional, parameterRemoved, parameterMadeRequired, parameterMadeOptional, parameterTypeChanged,
        endpointAuthRequired,
        endpointAuthDropped, endpointCredentialsChanged, bodyChanged, responseChanged, parameterStyleChanged,
        bodyEncodingChanged, formFieldStyleChanged,
        endpointMadeIdempotent, endpointMadeNotIdempotent, secretChanged, endpointSkipped, endpointNoLongerSkipped
    // What the server takes of a parameter, and the headers an endpoint adds (`default_headers`, `idempotency_key`).
    case parameterConstraintTightened, parameterConstraintLoosened, parameterTypeGeneralized,
        endpointDefaultHeadersAdded, endpointDefaultHeadersRemoved, idempotencyKeyAdded, idempotencyKeyRemoved
    // Settings.
    case serverURLChanged, serverRemoved, serverAdded, envelopeKeyPathChanged, retryMoreAggressive,
        retryLessAggressive, retryPolicyRemoved, retryPolicyAdded, moduleRenamed, defaultHeaderAdded,
        defaultHeaderRemoved, defaultHeaderValueChanged, defaultHeaderProviderChanged, sessionAdded, sessionRemoved,
        sessionChanged, sessionReadsChanged
    // Renames (`renamed_from:`) and deprecation (`deprecated:`).
    case codeRenamed, propertyRenamed, errorFieldRenamed, errorFieldKeyRenamed, enumValueRenamed, modelRenamed,
        endpointRenamed, deprecated, removedBeforeSunset, removedWithoutDeprecation

    /// A rule's row: the stable id that `errgen diff` prints, tools read and CommandLine.md
    /// lists; whom the changes it reports break; and why, in a line (CommandLine.md's "why");
    /// and the class it has instead for an entity that travels one way only (`Flow`).
    package struct Definition: Sendable, Hashable {
        package var id: String
        package var changeClass: ChangeClass
        package var explanation: String
        package var oneWay: OneWay?

        init(_ id: String, _ changeClass: ChangeClass, _ explanation: String, _ oneWay: OneWay? = nil) {
            self.id = id
            self.changeClass = changeClass
            self.explanation = explanation
            self.oneWay = oneWay
        }
    }

    /// A rule's class for a change to what travels in `flow` only, and why, in a line
    /// (CommandLine.md's "by direction").
    package struct OneWay: Sendable, Hashable {
        package var flow: Flow
        package var changeClass: ChangeClass
        package var explanation: String

        static func requestOnly(_ changeClass: ChangeClass, _ explanation: String) -> OneWay {
            OneWay(flow: .request, changeClass: changeClass, explanation: explanation)
        }

        static func responseOnly(_ changeClass: ChangeClass, _ explanation: String) -> OneWay {
            OneWay(flow: .response, changeClass: changeClass, explanation: explanation)
        }
    }

    /// The table of rules, one row each, in the order of the cases (and of CommandLine.md).
    /// `DiffRuleTableTests` audits it: unique ids, a fixture that produces each rule, the
    /// documented list, and added/removed symmetry.
    package var definition: Definition {
        switch self {
        // The error catalog.
        case .codeRemoved:
            Definition(
                "code-removed", .wire,
                "shipped apps no longer get the entry's case; the server's code is classified by status")
        case .codeAdded:
            Definition(
                "code-added", .safe,
                "shipped apps classify the new code through `fallbacks`, as before; the error enums grow, so an app's"
                    + " `switch` over one has a `default`")
        case .statusChanged:
            Definition(
                "status-changed", .wire,
                "a response without a code at the new status is classified by another entry of shipped apps'"
                    + " `fallbacks`")
        case .statusChangedSameFallback:
            Definition(
                "status-changed-same-fallback", .safe,
                "shipped apps' `fallbacks` choose the same entry for the new status")
        case .categoryChanged:
            Definition("category-changed", .wire, "shipped apps keep the old retry, sign-out, pause or presentation")
        case .errorCaseRenamed:
            Definition(
                "error-case-renamed", .source,
                "the generated case has another name; after `renamed_from` the old one stays as a deprecated static"
                    + " func, which no pattern can match (`case .old(let reason, _)`); `name:` keeps the old name")
        case .errorFieldAddedRequired:
            Definition(
                "error-field-added-required", .wire,
                "shipped apps do not read the field; a server that needs it gets nothing")
        case .errorFieldAddedOptional:
            Definition(
                "error-field-added-optional", .source,
                "the case's payload gains a value: a pattern over every value stops compiling")
        case .errorFieldRemoved:
            Definition(
                "error-field-removed", .wire,
                "shipped apps that need the field decode the entry as `unrecognized`")
        case .errorFieldTypeChanged:
            Definition("error-field-type-changed", .wire, "shipped apps read the field as the old type")
        case .errorFieldKeyPathChanged:
            Definition("error-field-key-path-changed", .wire, "shipped apps read the field where it was")
        case .problemTypeChanged:
            Definition("problem-type-changed", .wire, "shipped apps match a problem details response by the old type")
        case .translationChanged:
            Definition("translation-changed", .safe, "texts are the app's own; a new version shows the new one")
        case .summaryChanged: Definition("summary-changed", .safe, "documentation only")
        case .fallbackChanged:
            Definition(
                "fallback-changed", .wire,
                "for a response without a known code at the status, shipped apps give the old entry (its retry,"
                    + " sign-out, pause and presentation) and new apps the new one")
        case .clientErrorChanged:
            Definition(
                "client-error-changed", .source,
                "the app's next build raises another case for the failure: code that catches the old one no longer"
                    + " sees it")
        // Models and enums.
        case .modelRemoved: Definition("model-removed", .source, "the generated model is gone")
        case .modelAdded: Definition("model-added", .safe, "nothing refers to it yet")
        case .propertyAddedRequired:
            Definition(
                "property-added-required", .wire,
                "shipped apps do not send it, and fail to decode a response without it",
                .responseOnly(.source, "shipped apps ignore the new key; the initializer gains an argument"))
        case .propertyAddedOptional:
            Definition("property-added-optional", .safe, "shipped apps ignore it; the initializer defaults it to nil")
        case .propertyRemoved:
            Definition(
                "property-removed", .wire, "shipped apps that need the property fail to decode the model",
                .requestOnly(.source, "the server ignores what shipped apps still send; the Swift property is gone"))
        case .propertyMadeRequired:
            Definition(
                "property-made-required", .wire, "shipped apps may leave it out of a request body",
                .responseOnly(.source, "the server now always sends it; the Swift property is no longer optional"))
        case .propertyMadeOptional:
            Definition(
                "property-made-optional", .wire, "shipped apps fail to decode a response without it",
                .requestOnly(.source, "what shipped apps send is still taken; the Swift property becomes optional"))
        case .propertyTypeChanged:
            Definition("property-type-changed", .wire, "shipped apps read and write the old type")
        case .propertyDateFormatChanged:
            Definition("property-date-format-changed", .wire, "shipped apps read and write the date in the old format")
        case .propertyAccessChanged:
            Definition(
                "property-access-changed", .wire,
                "shipped apps send a property the server no longer takes, leave out one it now needs, or need one it"
                    + " no longer sends")
        case .propertyDefaultChanged:
            Definition(
                "property-default-changed", .wire,
                "shipped apps read a missing key as the old default, or fail without one")
        case .propertyDefaultRemoved:
            Definition(
                "property-default-removed", .source,
                "the initializer's argument has no default: calls that leave it out stop compiling")
        case .enumRemoved: Definition("enum-removed", .source, "the generated enum is gone")
        case .enumAdded: Definition("enum-added", .safe, "nothing refers to it yet")
        case .enumValueRemoved:
            Definition(
                "enum-value-removed", .wire, "shipped apps still send the value; the server no longer takes it",
                .responseOnly(.source, "shipped apps never receive the value again; the Swift case is gone"))
        case .enumValueAdded:
            Definition(
                "enum-value-added", .safe,
                "the generated enum is open: shipped apps read the new value as `unknown`; it grows, so an app's"
                    + " `switch` over it has a `default`")
        case .enumCaseRenamed:
            Definition(
                "enum-case-renamed", .safe,
                "after `renamed_from` the old case stays as a deprecated static: building, `==` and `case .old:`"
                    + " compile with a warning; a `switch` has a `default`, as for an added value")
        case .enumCaseNameChanged:
            Definition(
                "enum-case-name-changed", .source,
                "the generated case has another name and no alias (a new `name:`, or an old name another member"
                    + " has): code that names the old case stops compiling, or now means that other member")
        case .unionRemoved: Definition("union-removed", .source, "the generated enum is gone")
        case .unionAdded: Definition("union-added", .safe, "nothing refers to it yet")
        case .unionMemberRemoved:
            Definition(
                "union-member-removed", .wire, "shipped apps still send it; the server no longer takes it",
                .responseOnly(.source, "shipped apps never receive the member again; the Swift case is gone"))
        case .unionMemberAdded:
            Definition(
                "union-member-added", .safe,
                "shipped apps keep a value of the new member in the case for values no member reads")
        case .unionDiscriminatorChanged:
            Definition("union-discriminator-changed", .wire, "shipped apps choose the member by the old property")
        case .unionDiscriminatorValueRemoved:
            Definition(
                "union-discriminator-value-removed", .wire,
                "shipped apps read the member's new value as `unknown`")
        case .unionDiscriminatorValueAdded:
            Definition(
                "union-discriminator-value-added", .safe,
                "shipped apps read a value of the new one as `unknown`, as for a new member")
        // What the server takes of a property.
        case .propertyConstraintTightened:
            Definition(
                "property-constraint-tightened", .wire,
                "shipped apps may send a value the server now refuses (longer, larger, more items, another pattern)",
                .responseOnly(
                    .safe, "shipped apps read what the server sends as before: the generated Swift checks no constraint"
                ))
        case .propertyConstraintLoosened:
            Definition(
                "property-constraint-loosened", .safe,
                "the server still takes what shipped apps send; a response may now carry a longer text, a larger"
                    + " number or more items, which the generated Swift reads as before (it checks no constraint)")
        // Services and endpoints.
        case .endpointRemoved: Definition("endpoint-removed", .wire, "shipped apps still call it")
        case .endpointAdded: Definition("endpoint-added", .safe, "shipped apps do not call it")
        case .endpointMethodChanged:
            Definition("endpoint-method-changed", .wire, "shipped apps call it with the old method")
        case .endpointPathChanged: Definition("endpoint-path-changed", .wire, "shipped apps call the old path")
        case .parameterAddedRequired: Definition("parameter-added-required", .wire, "shipped apps do not send it")
        case .parameterAddedOptional:
            Definition(
                "parameter-added-optional", .source,
                "calls compile (the method defaults it to nil), but the service protocol's requirement gains it")
        case .parameterRemoved:
            Definition(
                "parameter-removed", .source,
                "the method loses an argument; the server ignores what shipped apps still send")
        case .parameterMadeRequired: Definition("parameter-made-required", .wire, "shipped apps may leave it out")
        case .parameterMadeOptional:
            Definition(
                "parameter-made-optional", .source,
                "what shipped apps send is still taken; the method's argument becomes optional")
        case .parameterTypeChanged: Definition("parameter-type-changed", .wire, "shipped apps send the old type")
        case .endpointAuthRequired: Definition("endpoint-auth-required", .wire, "shipped apps call it without a token")
        case .endpointAuthDropped:
            Definition("endpoint-auth-dropped", .safe, "shipped apps send a token the server no longer needs")
        case .endpointCredentialsChanged:
            Definition(
                "endpoint-credentials-changed", .wire, "shipped apps send the credentials the endpoint took before")
        case .bodyChanged: Definition("body-changed", .wire, "shipped apps send the old body")
        case .responseChanged: Definition("response-changed", .wire, "shipped apps decode the old response type")
        case .parameterStyleChanged:
            Definition("parameter-style-changed", .wire, "shipped apps write the parameter in the query the old way")
        case .bodyEncodingChanged:
            Definition("body-encoding-changed", .wire, "shipped apps send the body in the old encoding")
        case .formFieldStyleChanged:
            Definition("form-field-style-changed", .wire, "shipped apps write the form field the old way")
        case .endpointMadeIdempotent:
            Definition(
                "endpoint-made-idempotent", .wire,
                "apps of the new version retry it after a retryable failure, so the server gets repeats it did not"
                    + " before")
        case .endpointMadeNotIdempotent:
            Definition("endpoint-made-not-idempotent", .safe, "apps of the new version no longer retry it")
        case .secretChanged:
            Definition(
                "secret-changed", .safe,
                "nothing changes on the wire; apps of the new version hide the value from their logs and dumps, or"
                    + " show it")
        case .endpointSkipped:
            Definition(
                "endpoint-skipped", .source,
                "errgen leaves the OpenAPI operation out (`unsupported: skip`): the method is gone, the server still"
                    + " serves it")
        case .endpointNoLongerSkipped:
            Definition(
                "endpoint-no-longer-skipped", .safe,
                "the OpenAPI operation errgen left out is generated: shipped apps do not call it")
        // What the server takes of a parameter, and the headers an endpoint adds.
        case .parameterConstraintTightened:
            Definition(
                "parameter-constraint-tightened", .wire,
                "shipped apps may send a value the server now refuses (longer, larger, more items, another pattern)")
        case .parameterConstraintLoosened:
            Definition("parameter-constraint-loosened", .safe, "the server still takes what shipped apps send")
        case .parameterTypeGeneralized:
            Definition(
                "parameter-type-generalized", .source,
                "the server takes every value of the old type, written as before (an enum made its raw type, a query"
                    + " value made a list); the method's argument has another type")
        case .endpointDefaultHeadersAdded:
            Definition(
                "endpoint-default-headers-added", .wire,
                "shipped apps do not send `defaults.headers` to the endpoint (`default_headers: false` before)")
        case .endpointDefaultHeadersRemoved:
            Definition(
                "endpoint-default-headers-removed", .safe,
                "shipped apps still send `defaults.headers` to the endpoint; the server ignores them")
        case .idempotencyKeyAdded:
            Definition(
                "idempotency-key-added", .source,
                "the method, its service requirement and router case gain an `idempotencyKey:` argument; shipped"
                    + " apps send no `Idempotency-Key`, as before")
        case .idempotencyKeyRemoved:
            Definition(
                "idempotency-key-removed", .source,
                "the method, its service requirement and router case lose the `idempotencyKey:` argument; the server"
                    + " may ignore the `Idempotency-Key` shipped apps still send")
        // Settings.
        case .serverURLChanged: Definition("server-url-changed", .wire, "shipped apps call the old address")
        case .serverRemoved: Definition("server-removed", .source, "the generated server case is gone")
        case .serverAdded: Definition("server-added", .safe, "shipped apps do not know it")
        case .envelopeKeyPathChanged:
            Definition(
                "envelope-key-path-changed", .wire,
                "shipped apps look for the code, message or details where they were")
        case .retryMoreAggressive:
            Definition(
                "retry-more-aggressive", .wire,
                "apps of the new version retry more often or sooner than the server was sized for")
        case .retryLessAggressive:
            Definition("retry-less-aggressive", .safe, "apps of the new version retry less often or later")
        case .retryPolicyRemoved: Definition("retry-policy-removed", .source, "the generated policy is gone")
        case .retryPolicyAdded: Definition("retry-policy-added", .safe, "nothing refers to it yet")
        case .moduleRenamed: Definition("module-renamed", .source, "every generated type name changes")
        case .defaultHeaderAdded: Definition("default-header-added", .wire, "shipped apps do not send it")
        case .defaultHeaderRemoved:
            Definition("default-header-removed", .safe, "shipped apps still send it; the server ignores it")
        case .defaultHeaderValueChanged:
            Definition("default-header-value-changed", .wire, "shipped apps send the old value")
        case .defaultHeaderProviderChanged:
            Definition(
                "default-header-provider-changed", .source,
                "the generated header values gain, lose or rename a closure: the app's call that makes them changes")
        case .sessionAdded: Definition("session-added", .safe, "nothing refers to the generated authenticator yet")
        case .sessionRemoved: Definition("session-removed", .source, "the generated authenticator is gone")
        case .sessionChanged:
            Definition(
                "session-changed", .wire,
                "shipped apps refresh the session the old way; when it fails, they sign the user out")
        case .sessionReadsChanged:
            Definition(
                "session-reads-changed", .safe,
                "apps of the new version read the optional new refresh token or lifetime, or no longer do")
        // Renames (`renamed_from:`) and deprecation (`deprecated:`).
        case .codeRenamed:
            Definition(
                "code-renamed", .safe,
                "new apps also read the old code; shipped apps read only the old one, so the server sends it while"
                    + " they are in use")
        case .propertyRenamed:
            Definition(
                "property-renamed", .safe,
                "new apps also read the old key; the old Swift name and initializer labels stay as deprecated aliases")
        case .errorFieldRenamed:
            Definition(
                "error-field-renamed", .source,
                "the case's value has another name; new apps also read the old key")
        case .errorFieldKeyRenamed:
            Definition(
                "error-field-key-renamed", .safe,
                "new apps also read the old key; shipped apps read only the old one, so the server sends it while they"
                    + " are in use")
        case .enumValueRenamed:
            Definition(
                "enum-value-renamed", .safe,
                "new apps also read the old value; shipped apps read only the old one, so the server sends it while"
                    + " they are in use")
        case .modelRenamed:
            Definition(
                "model-renamed", .safe,
                "the old name stays as a deprecated typealias; nothing changes on the wire")
        case .endpointRenamed:
            Definition(
                "endpoint-renamed", .source,
                "after `renamed_from` the service protocol and the router keep the old name as deprecated aliases,"
                    + " but a test double implements the new requirement and a router pattern names the new case;"
                    + " the route is compared on its own")
        case .deprecated:
            Definition(
                "deprecated", .safe,
                "the generated declaration warns where it is used; nothing changes on the wire")
        case .removedBeforeSunset:
            Definition(
                "removed-before-sunset", .wire,
                "its `sunset` promised shipped apps it stays until that day; reported beside the removal")
        case .removedWithoutDeprecation:
            Definition(
                "removed-without-deprecation", .source,
                "no version deprecated it first, so the app's build never warned; reported beside the removal")
        }
    }

    /// `code-removed`: how the rule is printed and documented.
    package var id: String { definition.id }

    package var changeClass: ChangeClass { definition.changeClass }

    /// A rule reported beside another change: how a removal was made, or the old case that an
    /// enum value's rename (`enum-value-renamed`) keeps. Its fixture shows two changes.
    package var accompaniesAnother: Bool {
        self == .removedBeforeSunset || self == .removedWithoutDeprecation || self == .enumCaseRenamed
    }

    /// The class of a change to what travels in `flow`: the rule's own, unless it has
    /// another for that one direction; `source` at most for what travels nowhere (a type no
    /// endpoint uses), as shipped apps neither send nor receive it.
    package func changeClass(flowing flow: Flow) -> ChangeClass {
        if flow.isEmpty { return max(changeClass, .source) }
        guard let oneWay = definition.oneWay, oneWay.flow == flow else { return changeClass }
        return oneWay.changeClass
    }

    /// Why the change is in its class, in a line.
    package var explanation: String { definition.explanation }

    /// The rule with this id, if there is one.
    package init?(id: String) {
        guard let rule = Self.allCases.first(where: { $0.id == id }) else { return nil }
        self = rule
    }
}
