@_spi(Generated) import ErrgenRuntime
import FinFlowAPI
import Foundation
import Testing

@testable import ErrgenCore

/// The generator decodes specs straight into ErrgenRuntime's enums, so most of the
/// shared vocabulary cannot drift. What it still writes out as text is pinned here:
/// the runtime type names generated code uses, and the Swift spelling of the enum
/// cases it writes as literals.
@Suite("Runtime vocabulary")
struct RuntimeVocabularyTests {
    @Test("every runtime type generated code names is the runtime's own type, by that name")
    func runtimeTypeNames() {
        let declared: [RuntimeType: String] = [
            .apiClient: String(describing: APIClient<FinFlowError>.self),
            .apiClientConfiguration: String(describing: APIClientConfiguration.self),
            .authRequirement: String(describing: AuthRequirement.self),
            .bearerAuthenticator: String(describing: BearerAuthenticator.self),
            .bearerToken: String(describing: BearerToken.self),
            .bodyEncoding: String(describing: BodyEncoding.self),
            .catalogError: String(describing: (any CatalogError).self),
            .catalogErrorCode: String(describing: (any CatalogErrorCode).self),
            .clientFailure: String(describing: ClientFailure.self),
            .coded: String(describing: Coded<DecimalCoding>.self).replacingOccurrences(of: "<DecimalCoding>", with: ""),
            .decimalCoding: String(describing: DecimalCoding.self),
            .iso8601DateCoding: String(describing: ISO8601DateCoding.self),
            .iso8601FractionalDateCoding: String(describing: ISO8601FractionalDateCoding.self),
            .unixSecondsDateCoding: String(describing: UnixSecondsDateCoding.self),
            .unixMillisecondsDateCoding: String(describing: UnixMillisecondsDateCoding.self),
            .defaultHeader: String(describing: DefaultHeader.self),
            .errorCategory: String(describing: ErrorCategory.self),
            .jsonKey: String(describing: JSONKey.self),
            .cookieHeader: String(describing: CookieHeader.self),
            .anyJSON: String(describing: AnyJSON.self),
            .errorContext: String(describing: ErrorContext.self),
            .errorEnvelope: String(describing: ErrorEnvelope.self),
            .errorPayload: String(describing: ErrorPayload.self),
            .fieldSource: String(describing: FieldSource.self),
            .httpMethod: String(describing: HTTPMethod.self),
            .idempotencyKey: String(describing: IdempotencyKey.self),
            .indirect: String(describing: Indirect<Int>.self),
            .jitter: String(describing: Jitter.self),
            .localeMatching: String(describing: LocaleMatching.self),
            .percentEncoding: String(describing: PercentEncoding.self),
            .credentialScheme: String(describing: CredentialScheme.self),
            .queryItem: String(describing: QueryItem.self),
            .retryAfterRule: String(describing: RetryAfterRule.self),
            .retryPolicy: String(describing: RetryPolicy.self),
            .router: String(describing: (any Router).self),
            .serverSentEvents: String(describing: ServerSentEvents<String>.self)
                .replacingOccurrences(of: "<String>", with: ""),
            .sessionEnd: String(describing: SessionEnd.self),
            .sessionHooks: String(describing: SessionHooks.self),
            .storedSession: String(describing: StoredSession.self),
            .redactedValue: String(describing: RedactedValue.self),
            .textValue: String(describing: TextValue.self),
            .tokenStore: String(describing: (any TokenStore).self),
            .uploadFile: String(describing: UploadFile.self),
            .formFieldStyle: String(describing: FormFieldStyle.self),
            .messageFormatting: String(describing: MessageFormatting.self),
            .messageValue: String(describing: MessageValue.self),
            .modelEquality: String(describing: ModelEquality.self),
            .openEnum: String(describing: (any OpenEnum).self),
            .wireCode: String(describing: WireCode.self),
            .wireCodeIndex: String(describing: WireCodeIndex<Int>.self),
        ]
        #expect(Set(declared.keys) == Set(RuntimeType.allCases))
        for type in RuntimeType.allCases {
            let runtimeName = declared[type].map { $0.split(separator: "<").first.map(String.init) ?? $0 }
            #expect(runtimeName?.replacingOccurrences(of: "any ", with: "") == type.name)
        }
        #expect(String(reflecting: ErrorContext.self).hasPrefix(RuntimeType.moduleName + "."))
    }

    @Test("generated code writes every runtime type module-qualified, so no type of the app or of the spec can hide it")
    func runtimeTypesAreQualified() {
        let names = GeneratedNames(spec: Spec())
        for type in RuntimeType.allCases { #expect(names.runtime(type) == RuntimeType.moduleName + "." + type.name) }
        #expect(ReservedNames.modelNames.contains(RuntimeType.moduleName))
    }

    @Test("the enum literals generated code writes are the runtime's case names")
    func literalsAreRuntimeCases() {
        // Each literal is compiled against the runtime by the golden tests; here, each
        // case's spec spelling decodes to the case whose Swift name the generator writes.
        #expect(ErrorCategory(rawValue: "non_retryable") == .nonRetryable)
        #expect(Jitter.allCases.map(\.rawValue) == ["full", "equal", "none"])
        #expect(RetryAfterRule.allCases.map(\.rawValue) == ["honor", "ignore"])
        #expect(AuthRequirement.allCases.map(\.rawValue) == ["bearer", "none"])
        #expect(
            HTTPMethod.allCases.map { $0.rawValue.lowercased() } == HTTPMethod.allCases.map { "\($0)".lowercased() })
        #expect(ClientFailure.allCases.map(\.rawValue) == ["offline", "timeout", "decoding", "cancelled", "other"])
    }

    @Test("the NSError code Check keeps unique is the one the generated code reports")
    func stableErrorCodeIsTheRuntimes() {
        // FNV-1a, 31 bits (the value computed by hand with the published offset and prime); the
        // checker asks the runtime's `stableErrorCode`, the only implementation.
        #expect(WireCode.string("VALIDATION_ERROR").stableErrorCode == 994_684_367)
        #expect(WireCode.integer(5002).stableErrorCode == 5002)
        let source = try? String(
            contentsOf: TestPaths.repository.appendingPathComponent(
                "Sources/ErrgenCore/Check/SpecChecker+Catalog.swift"), encoding: .utf8)
        #expect(source?.contains(".stableErrorCode") == true)
        #expect(source?.contains("16_777_619") == false, "the checker must not carry its own copy of the hash")
    }
}
