/// Every rule of `errgen diff`: a stable identifier (what tools and CommandLine.md name),
/// the class of the changes it reports, and why.
package enum DiffRule: String, Sendable, Hashable, CaseIterable {
    // The error catalog.
    case codeRemoved = "code-removed"
    case codeAdded = "code-added"
    case statusChanged = "status-changed"
    case statusChangedSameFallback = "status-changed-same-fallback"
    case categoryChanged = "category-changed"
    case errorCaseRenamed = "error-case-renamed"
    case errorFieldAddedRequired = "error-field-added-required"
    case errorFieldAddedOptional = "error-field-added-optional"
    case errorFieldRemoved = "error-field-removed"
    case errorFieldTypeChanged = "error-field-type-changed"
    case errorFieldKeyPathChanged = "error-field-key-path-changed"
    case problemTypeChanged = "problem-type-changed"
    case translationChanged = "translation-changed"
    case summaryChanged = "summary-changed"
    case fallbackChanged = "fallback-changed"
    case clientErrorChanged = "client-error-changed"
    // Models and enums.
    case modelRemoved = "model-removed"
    case modelAdded = "model-added"
    case propertyAddedRequired = "property-added-required"
    case propertyAddedOptional = "property-added-optional"
    case propertyRemoved = "property-removed"
    case propertyMadeRequired = "property-made-required"
    case propertyTypeChanged = "property-type-changed"
    case propertyDateFormatChanged = "property-date-format-changed"
    case propertyAccessChanged = "property-access-changed"
    case propertyDefaultChanged = "property-default-changed"
    case propertyDefaultRemoved = "property-default-removed"
    case enumRemoved = "enum-removed"
    case enumAdded = "enum-added"
    case enumValueRemoved = "enum-value-removed"
    case enumValueAdded = "enum-value-added"
    case enumCaseRenamed = "enum-case-renamed"
    case unionRemoved = "union-removed"
    case unionAdded = "union-added"
    case unionMemberRemoved = "union-member-removed"
    case unionMemberAdded = "union-member-added"
    case unionDiscriminatorChanged = "union-discriminator-changed"
    case unionDiscriminatorValueRemoved = "union-discriminator-value-removed"
    case unionDiscriminatorValueAdded = "union-discriminator-value-added"
    // Services and endpoints.
    case endpointRemoved = "endpoint-removed"
    case endpointAdded = "endpoint-added"
    case endpointMethodChanged = "endpoint-method-changed"
    case endpointPathChanged = "endpoint-path-changed"
    case parameterAddedRequired = "parameter-added-required"
    case parameterAddedOptional = "parameter-added-optional"
    case parameterRemoved = "parameter-removed"
    case parameterMadeRequired = "parameter-made-required"
    case parameterTypeChanged = "parameter-type-changed"
    case endpointAuthRequired = "endpoint-auth-required"
    case endpointAuthDropped = "endpoint-auth-dropped"
    case bodyChanged = "body-changed"
    case responseChanged = "response-changed"
    case parameterStyleChanged = "parameter-style-changed"
    case bodyEncodingChanged = "body-encoding-changed"
    case endpointMadeIdempotent = "endpoint-made-idempotent"
    case endpointMadeNotIdempotent = "endpoint-made-not-idempotent"
    case secretChanged = "secret-changed"
    // Settings.
    case serverURLChanged = "server-url-changed"
    case serverRemoved = "server-removed"
    case serverAdded = "server-added"
    case envelopeKeyPathChanged = "envelope-key-path-changed"
    case retryMoreAggressive = "retry-more-aggressive"
    case retryLessAggressive = "retry-less-aggressive"
    case retryPolicyRemoved = "retry-policy-removed"
    case retryPolicyAdded = "retry-policy-added"
    case moduleRenamed = "module-renamed"
    case defaultHeaderAdded = "default-header-added"
    case defaultHeaderRemoved = "default-header-removed"
    case defaultHeaderValueChanged = "default-header-value-changed"
    case defaultHeaderProviderChanged = "default-header-provider-changed"
    case sessionAdded = "session-added"
    case sessionRemoved = "session-removed"
    case sessionChanged = "session-changed"
    case sessionReadsChanged = "session-reads-changed"
    // Renames (`renamed_from:`) and deprecation (`deprecated:`).
    case codeRenamed = "code-renamed"
    case propertyRenamed = "property-renamed"
    case errorFieldRenamed = "error-field-renamed"
    case errorFieldKeyRenamed = "error-field-key-renamed"
    case enumValueRenamed = "enum-value-renamed"
    case modelRenamed = "model-renamed"
    case endpointRenamed = "endpoint-renamed"
    case deprecated = "deprecated"

    package var changeClass: ChangeClass {
        switch self {
        case .codeRemoved, .statusChanged, .categoryChanged, .errorFieldAddedRequired, .errorFieldRemoved,
            .errorFieldTypeChanged, .errorFieldKeyPathChanged, .propertyAddedRequired, .propertyRemoved,
            .propertyMadeRequired, .propertyTypeChanged, .enumValueRemoved, .endpointRemoved, .endpointMethodChanged,
            .endpointPathChanged, .parameterAddedRequired, .parameterMadeRequired, .parameterTypeChanged, .bodyChanged,
            .responseChanged, .envelopeKeyPathChanged, .retryMoreAggressive, .problemTypeChanged,
            .propertyDateFormatChanged, .unionMemberRemoved, .unionDiscriminatorChanged, .endpointAuthRequired,
            .serverURLChanged, .fallbackChanged, .propertyAccessChanged, .propertyDefaultChanged,
            .unionDiscriminatorValueRemoved, .parameterStyleChanged, .bodyEncodingChanged, .endpointMadeIdempotent,
            .defaultHeaderAdded, .defaultHeaderValueChanged, .sessionChanged:
            .wire
        case .errorCaseRenamed, .errorFieldAddedOptional, .modelRemoved, .enumRemoved, .enumCaseRenamed,
            .parameterRemoved, .retryPolicyRemoved, .moduleRenamed, .parameterAddedOptional, .unionRemoved,
            .serverRemoved, .propertyRenamed, .errorFieldRenamed, .modelRenamed, .endpointRenamed, .clientErrorChanged,
            .propertyDefaultRemoved, .defaultHeaderProviderChanged, .sessionRemoved:
            .source
        case .codeAdded, .statusChangedSameFallback, .translationChanged, .summaryChanged, .modelAdded,
            .propertyAddedOptional, .enumAdded, .enumValueAdded, .endpointAdded, .retryLessAggressive,
            .retryPolicyAdded, .unionAdded, .unionMemberAdded, .endpointAuthDropped, .serverAdded, .codeRenamed,
            .enumValueRenamed, .deprecated, .errorFieldKeyRenamed, .unionDiscriminatorValueAdded,
            .endpointMadeNotIdempotent, .defaultHeaderRemoved, .sessionAdded, .sessionReadsChanged, .secretChanged:
            .safe
        }
    }

    /// Why the change is in its class, in a line (CommandLine.md lists the same).
    package var explanation: String {
        switch self {
        case .codeRemoved: "shipped apps no longer get the entry's case; the server's code is classified by status"
        case .codeAdded: "shipped apps classify the new code through `fallbacks`, as before"
        case .statusChanged:
            "a response without a code at the new status is classified by another entry of shipped apps' `fallbacks`"
        case .statusChangedSameFallback: "shipped apps' `fallbacks` choose the same entry for the new status"
        case .categoryChanged: "shipped apps keep the old retry, sign-out, pause or presentation"
        case .errorCaseRenamed: "the generated case has another name"
        case .errorFieldAddedRequired: "shipped apps do not read the field; a server that needs it gets nothing"
        case .errorFieldAddedOptional: "the case's payload gains a value: a pattern over every value stops compiling"
        case .errorFieldRemoved: "shipped apps that need the field decode the entry as `unrecognized`"
        case .errorFieldTypeChanged: "shipped apps read the field as the old type"
        case .errorFieldKeyPathChanged: "shipped apps read the field where it was"
        case .problemTypeChanged: "shipped apps match a problem details response by the old type"
        case .translationChanged: "texts are the app's own; a new version shows the new one"
        case .summaryChanged: "documentation only"
        case .fallbackChanged:
            "for a response without a known code at the status, shipped apps give the old entry (its retry, sign-out,"
                + " pause and presentation) and new apps the new one"
        case .clientErrorChanged:
            "the app's next build raises another case for the failure: code that catches the old one no longer sees it"
        case .modelRemoved: "the generated model is gone"
        case .modelAdded: "nothing refers to it yet"
        case .propertyAddedRequired: "shipped apps do not send it, and fail to decode a response without it"
        case .propertyAddedOptional: "shipped apps ignore it; the initializer defaults it to nil"
        case .propertyRemoved: "shipped apps that need the property fail to decode the model"
        case .propertyMadeRequired: "shipped apps may leave it out of a request body"
        case .propertyTypeChanged: "shipped apps read and write the old type"
        case .propertyDateFormatChanged: "shipped apps read and write the date in the old format"
        case .propertyAccessChanged:
            "shipped apps send a property the server no longer takes, leave out one it now needs, or need one it no"
                + " longer sends"
        case .propertyDefaultChanged: "shipped apps read a missing key as the old default, or fail without one"
        case .propertyDefaultRemoved:
            "the initializer's argument has no default: calls that leave it out stop compiling"
        case .unionRemoved: "the generated enum is gone"
        case .unionAdded: "nothing refers to it yet"
        case .unionMemberRemoved: "shipped apps still send it; the server no longer takes it"
        case .unionMemberAdded: "shipped apps keep a value of the new member in the case for values no member reads"
        case .unionDiscriminatorChanged: "shipped apps choose the member by the old property"
        case .unionDiscriminatorValueRemoved: "shipped apps read the member's new value as `unknown`"
        case .unionDiscriminatorValueAdded: "shipped apps read a value of the new one as `unknown`, as for a new member"
        case .enumRemoved: "the generated enum is gone"
        case .enumAdded: "nothing refers to it yet"
        case .enumValueRemoved: "shipped apps still send the value; the server no longer takes it"
        case .enumValueAdded: "the generated enum is open: shipped apps read the new value as `unknown`"
        case .enumCaseRenamed: "the generated case has another name"
        case .endpointRemoved: "shipped apps still call it"
        case .endpointAdded: "shipped apps do not call it"
        case .endpointMethodChanged: "shipped apps call it with the old method"
        case .endpointPathChanged: "shipped apps call the old path"
        case .parameterAddedRequired: "shipped apps do not send it"
        case .parameterAddedOptional:
            "calls compile (the method defaults it to nil), but the service protocol's requirement gains it"
        case .parameterRemoved: "the method loses an argument; the server ignores what shipped apps still send"
        case .parameterMadeRequired: "shipped apps may leave it out"
        case .parameterTypeChanged: "shipped apps send the old type"
        case .endpointAuthRequired: "shipped apps call it without a token"
        case .endpointAuthDropped: "shipped apps send a token the server no longer needs"
        case .bodyChanged: "shipped apps send the old body"
        case .responseChanged: "shipped apps decode the old response type"
        case .parameterStyleChanged: "shipped apps write the parameter in the query the old way"
        case .bodyEncodingChanged: "shipped apps send the body in the old encoding"
        case .endpointMadeIdempotent:
            "apps of the new version retry it after a retryable failure, so the server gets repeats it did not before"
        case .endpointMadeNotIdempotent: "apps of the new version no longer retry it"
        case .secretChanged:
            "nothing changes on the wire; apps of the new version hide the value from their logs and dumps, or show it"
        case .serverURLChanged: "shipped apps call the old address"
        case .serverRemoved: "the generated server case is gone"
        case .serverAdded: "shipped apps do not know it"
        case .envelopeKeyPathChanged: "shipped apps look for the code, message or details where they were"
        case .retryMoreAggressive: "apps of the new version retry more often or sooner than the server was sized for"
        case .retryLessAggressive: "apps of the new version retry less often or later"
        case .retryPolicyRemoved: "the generated policy is gone"
        case .retryPolicyAdded: "nothing refers to it yet"
        case .moduleRenamed: "every generated type name changes"
        case .defaultHeaderAdded: "shipped apps do not send it"
        case .defaultHeaderRemoved: "shipped apps still send it; the server ignores it"
        case .defaultHeaderValueChanged: "shipped apps send the old value"
        case .defaultHeaderProviderChanged:
            "the generated header values gain, lose or rename a closure: the app's call that makes them changes"
        case .sessionAdded: "nothing refers to the generated authenticator yet"
        case .sessionRemoved: "the generated authenticator is gone"
        case .sessionChanged: "shipped apps refresh the session the old way; when it fails, they sign the user out"
        case .sessionReadsChanged:
            "apps of the new version read the optional new refresh token or lifetime, or no longer do"
        case .codeRenamed:
            "new apps also read the old code; shipped apps read only the old one, so the server sends it while they are in use"
        case .propertyRenamed: "the Swift property follows the wire key; new apps also read the old key"
        case .errorFieldKeyRenamed:
            "new apps also read the old key; shipped apps read only the old one, so the server sends it while they are in use"
        case .errorFieldRenamed: "the case's value has another name; new apps also read the old key"
        case .enumValueRenamed:
            "new apps also read the old value; shipped apps read only the old one, so the server sends it while they are in use"
        case .modelRenamed: "the generated model has another name; nothing changes on the wire"
        case .endpointRenamed:
            "the generated method and router case have another name; the route is compared on its own"
        case .deprecated: "the generated declaration warns where it is used; nothing changes on the wire"
        }
    }
}
