import ErrgenRuntime
import Foundation
import OrdersAPI
import Testing

/// OrdersAPI compiles the checked-in output of the command plugin (Sources/OrdersAPI/Generated/).
@Suite("errgen command plugin output, checked in")
struct OrdersAPITests {
    @Test("the checked-in catalog decodes an integer code")
    func integerCode() {
        let error = OrdersError(
            payload: ErrorPayload(status: 410, code: .integer(7001), context: ErrorContext(status: 410)))
        #expect(error.code == .orderExpired)
        #expect(error.category == .nonRetryable)
        #expect(error.message(locale: "en") == "This order has expired.")
    }
}
