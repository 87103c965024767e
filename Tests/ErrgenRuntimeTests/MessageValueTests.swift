import ErrgenRuntime
import Foundation
import Testing

/// Issue 41: every number type a placeholder may have is shown in the text's locale, not
/// only `Int` and `Double`: German groups with `.` and writes decimals with `,`.
@Suite("Message values")
struct MessageValueTests {
    @Test("Int32 and Float take the locale's grouping and decimal separator, as Int and Double do")
    func int32AndFloatPerLocale() {
        #expect(MessageValue.number(Int32(1_234_567), "de") == "1.234.567")
        #expect(MessageValue.number(Int32(1_234_567), "en") == "1,234,567")
        #expect(MessageValue.number(Float(7.5), "de") == "7,5")
        #expect(MessageValue.number(Float(0.1), "en") == "0.1", "the Float's own digits")
        #expect(MessageValue.number(Float.infinity, "de") == "inf")
        #expect(MessageValue.currency(Int32(1234), "EUR", "de") == MessageValue.currency(1234, "EUR", "de"))
        #expect(MessageValue.currency(Float(1.5), "EUR", "de") == MessageValue.currency(1.5, "EUR", "de"))
        #expect(MessageValue.currency(Float(1.5), "€€€€", "de") == "1,5 €€€€")
    }

    @Test("Int32 and Float take the plural form of the digits the user reads")
    func int32AndFloatPlurals() {
        let russian = { (value: Float) in
            MessageValue.plural(value, "ru", one: "one", few: "few", many: "many", other: "other")
        }
        #expect(russian(1) == "one")
        #expect(russian(1.5) == "other")
        #expect(russian(.nan) == "other")
        #expect(MessageValue.plural(Int32(21), "ru", one: "one", few: "few", many: "many", other: "other") == "one")
        #expect(MessageValue.plural(Int32(5), "ru", one: "one", few: "few", many: "many", other: "other") == "many")
    }
}
