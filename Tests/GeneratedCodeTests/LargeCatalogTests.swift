import ErrgenRuntime
import Foundation
import GoldenLargeCatalog
import Testing

/// The `large-catalog` golden: 205 codes, so every switch over them is split into three
/// parts (`SwitchMember`: at most 100 cases a function) and the codes' `==` and
/// `hash(into:)` are written out; and a service of 120 endpoints, whose router's switches
/// come in two parts. These tests reach codes and endpoints in every part, so a part that
/// loses a case, or a chain that stops early, fails here rather than only at compile time.
@Suite("A catalog split into parts")
struct LargeCatalogTests {
    func payload(status: Int, code: WireCode, details: [String: Any] = [:]) -> ErrorPayload {
        ErrorPayload(
            status: status, code: code, context: ErrorContext(status: status),
            body: try! JSONSerialization.data(withJSONObject: ["error": ["code": "x", "details": details]]),
            detailsPath: ["error", "details"])
    }

    @Test("every code is found by its wire code, and equality and hashing tell all 205 apart")
    func everyCodeRoundTrips() {
        let codes = LargeErrorCode.allCases
        #expect(codes.count == 205)
        for code in codes {
            #expect(LargeErrorCode(wire: code.wire) == code, "\(code)")
        }
        #expect(Set(codes).count == 205)
        #expect(LargeErrorCode.rejected204 != .rejected200)
        #expect(LargeErrorCode.rejected204 == LargeErrorCode(wire: .string("REJECTED_204")))
        #expect(LargeErrorCode(wire: .integer(5197)) == .numbered197)
    }

    @Test("facts of codes in the first, second and last part")
    func factsInEveryPart() {
        #expect(LargeErrorCode.failed1.httpStatus == 500)
        #expect(LargeErrorCode.missing103.httpStatus == 404)
        #expect(LargeErrorCode.failed201.httpStatus == 500 && LargeErrorCode.failed201.category == .retryable)
        #expect(LargeErrorCode.missing203.category == .nonRetryable)
        #expect(LargeErrorCode.limited202.retryPolicy == LargeRetryPolicies.standard)
        #expect(LargeErrorCode.missing203.retryPolicy == nil)
        #expect(LargeErrorCode.offline.httpStatus == nil)
        #expect(LargeErrorCode.limited202.titleTemplate(in: .vi) == "Tiêu đề 202")
        #expect(LargeErrorCode.missing203.titleTemplate(in: .en) == nil)
        #expect(LargeErrorCode.missing203.messageTemplate(in: .vi) == "Mục 203 thường.")
    }

    @Test("an error of the last part decodes with its fields, and gives its code, context and message")
    func decodesInTheLastPart() {
        let error = LargeError(payload: payload(status: 422, code: .string("REJECTED_204"), details: ["count": 3]))
        guard case .rejected204(let count, let context) = error else {
            Issue.record("expected rejected204, got \(error)")
            return
        }
        #expect(count == 3 && context.status == 422)
        #expect(error.code == .rejected204 && error.context.status == 422)
        #expect(error.message(locale: "en") == "Entry 204: 3 left.")
        #expect(error.message(locale: "vi") == "Mục 204: còn 3.")

        let numbered = LargeError(payload: payload(status: 500, code: .integer(5197)))
        #expect(numbered.code == .numbered197 && !numbered.isUnrecognized)
        #expect(numbered.message(locale: "en") == "Entry 197 is plain.")

        let titled = LargeError(
            payload: payload(status: 429, code: .string("LIMITED_202"), details: ["reason": "busy"]))
        #expect(titled.message(locale: "en") == "Entry 202 failed: busy.")
        #expect(titled.title(locale: "vi") == "Tiêu đề 202")
    }

    @Test("a last-part code without its required field is unrecognized, classified by fallbacks")
    func missingFieldInTheLastPart() {
        let error = LargeError(payload: payload(status: 422, code: .string("REJECTED_204")))
        #expect(error.isUnrecognized)
        #expect(error.code == .rejected4)
        #expect(error.message(locale: "en") == "Entry 4 failed: unknown.")
    }

    @Test("requests of endpoints in both parts of a 120-endpoint router")
    func routerInParts() {
        let first = Large.ItemsRouter.op0(id: 1, page: 3)
        #expect(first.method == .get && first.path == "/items/1/op0")
        #expect(first.queryItems == [QueryItem(name: "page", value: "3")])
        #expect(first.documentedErrors == [.string("REJECTED_4")])

        let posted = Large.ItemsRouter.op118(id: 7, page: 2, body: Large.Item(id: 5, name: "five"))
        #expect(posted.endpointName == "Items.op118")
        #expect(posted.method == .post && posted.path == "/items/7/op118")
        #expect(posted.queryItems == [QueryItem(name: "page", value: "2")])
        #expect((posted.body as? Large.Item) == Large.Item(id: 5, name: "five"))
        #expect(!posted.isIdempotent && posted.documentedErrors.isEmpty)

        let deleted = Large.ItemsRouter.op119(id: 9)
        #expect(deleted.method == .delete && deleted.path == "/items/9/op119" && deleted.isIdempotent)
        #expect(deleted.queryItems.isEmpty && deleted.body == nil)
        #expect(
            Large.ItemsRouter.op115(id: 2, body: Large.Item(id: 1, name: "a")).documentedErrors == [
                .string("REJECTED_4")
            ])
        #expect(deleted == .op119(id: 9) && deleted != .op119(id: 8))
    }

    @Test("a 150-value enum reads and writes values of both parts, and keeps values it does not list")
    func enumInParts() throws {
        #expect(Large.Shade(rawValue: "S3") == .s3 && Large.Shade(rawValue: "S149") == .s149)
        #expect(Large.Shade.s120.rawValue == "S120" && Large.Shade.s7.rawValue == "S7")
        #expect(Large.Shade(rawValue: "S150") == .unknown("S150") && Large.Shade.unknown("S150").rawValue == "S150")
        #expect(Large.Shade.unknown("S149") == .s149)
        let item = try JSONDecoder().decode(
            Large.Item.self, from: Data(#"{"id": 1, "name": "a", "shade": "S140"}"#.utf8))
        #expect(item.shade == .s140)
        let written = try JSONEncoder().encode(Large.Item(id: 2, name: "b", shade: .s101))
        #expect(String(decoding: written, as: UTF8.self).contains(#""shade":"S101""#))
    }
}
