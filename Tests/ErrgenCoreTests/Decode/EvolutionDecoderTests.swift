import Testing

@testable import ErrgenCore

/// Issue 30, point 2: `renamed_from` and `deprecated` on codes, properties, enum values,
/// endpoints and models are read into the layer types that generation and `errgen diff` use.
@Suite("renamed_from and deprecated, decoded")
struct EvolutionDecoderTests {
    @Test("every kind of entry keeps its previous names and its deprecation, located")
    func everyKindIsRead() throws {
        let (spec, diagnostics) = decodeSpec(
            """
            errors:
              CARD_DECLINED:
                category: non_retryable
                message: Declined.
                renamed_from: [PAYMENT_DECLINED, 5002, "5003"]
              OLD_LIMIT:
                category: non_retryable
                message: Over the limit.
                deprecated: Use CARD_DECLINED
            models:
              Account:
                summary: An account.
                renamed_from: Wallet
                deprecated: true
                properties:
                  display_name: {type: String, renamed_from: name, deprecated: false}
                  nick: {type: String?, deprecated: Use display_name}
            enums:
              Tier:
                values:
                  gold: {renamed_from: [premium, vip], deprecated: "Use platinum"}
                  platinum: Top.
            services:
              Accounts:
                endpoints:
                  account:
                    method: GET
                    path: /account
                    renamed_from: wallet
                    deprecated: Use profile
            """)
        #expect(diagnostics == [])
        let declined = try #require(spec.errors.first)
        #expect(declined.renamedFrom.map(\.value) == [.string("PAYMENT_DECLINED"), .integer(5002), .string("5003")])
        #expect(declined.renamedFrom.first?.location.description == "s.yaml:6:20")
        #expect(declined.deprecation == nil)
        #expect(spec.errors.last?.deprecation?.message == "Use CARD_DECLINED")
        #expect(spec.errors.last?.deprecation?.location.description == "s.yaml:10:17")
        let account = try #require(spec.models.first)
        #expect(account.renamedFrom.map(\.value) == ["Wallet"])
        #expect(account.deprecation == Deprecation(message: nil, at: account.deprecation!.location))
        #expect(account.properties.map { $0.renamedFrom.map(\.value) } == [["name"], []])
        #expect(account.properties.map { $0.deprecation?.message } == [nil, "Use display_name"])
        #expect(account.properties.first?.deprecation == nil)
        let tier = try #require(spec.enums.first)
        #expect(tier.values.map { $0.renamedFrom.map(\.value) } == [["premium", "vip"], []])
        #expect(tier.values.first?.deprecation?.message == "Use platinum")
        let endpoint = try #require(spec.services.first?.endpoints.first)
        #expect(endpoint.renamedFrom.map(\.value) == ["wallet"])
        #expect(endpoint.deprecation?.message == "Use profile")
    }

    @Test("an empty list, a list of lists and a deprecation that is no message are located errors")
    func wrongShapes() {
        let (_, diagnostics) = decodeSpec(
            """
            errors:
              A:
                category: non_retryable
                message: A.
                renamed_from: []
                deprecated: [soon]
            models:
              M:
                properties:
                  x: {type: Int, renamed_from: [[y]], deprecated: {reason: no, sunset: June}}
            """)
        #expect(
            diagnostics == [
                "s.yaml:6:19: error: 'renamed_from' must name at least one previous name, found an empty list",
                "s.yaml:7:17: error: 'deprecated' must be true, a message or {message, sunset}, found a list",
                "s.yaml:11:37: error: an entry of 'renamed_from' must be text, found a list",
                "s.yaml:11:56: error: unknown key 'reason'",
                "s.yaml:11:76: error: the 'sunset' of 'deprecated' must be a day such as 2027-06-30, found 'June'",
            ])
    }

    @Test("deprecated's long form gives the message and the sunset, either alone")
    func longForm() {
        let (spec, diagnostics) = decodeSpec(
            """
            errors:
              A:
                category: non_retryable
                message: A.
                deprecated: {message: Use B, sunset: 2027-06-30}
              B:
                category: non_retryable
                message: B.
                deprecated: {sunset: 2028-01-31}
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let errors = spec.errors
        #expect(errors.map { $0.deprecation?.message } == ["Use B", nil])
        #expect(errors.map { $0.deprecation?.sunset?.value } == ["2027-06-30", "2028-01-31"])
    }
}
