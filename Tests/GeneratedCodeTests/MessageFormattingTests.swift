import ErrgenRuntime
import Foundation
import GoldenMessages
import Testing

/// The `messages` golden, run: plural forms chosen by each locale's CLDR rules, numbers and
/// dates formatted for the text's locale in a fixed time zone, fallbacks for nil values, a
/// translation that leaves out a placeholder. The same on Linux and Apple platforms.
@Suite("Message formatting")
struct MessageFormattingTests {
    static func uploaded(_ count: Double, _ locale: MsgLocale) -> String {
        MsgError.filesUploaded(count: count, context: ErrorContext(status: 409)).message(in: locale)
    }

    @Test(
        "English: one for 1, other for 0, 2 and 1.5",
        arguments: [
            (1.0, "1 file was uploaded."), (0, "0 files were uploaded."), (2, "2 files were uploaded."),
            (1.5, "1.5 files were uploaded."), (1234, "1,234 files were uploaded."),
        ])
    func english(count: Double, expected: String) {
        #expect(Self.uploaded(count, .en) == expected)
    }

    @Test("Vietnamese has only other, and its text leaves the plural out")
    func vietnamese() {
        #expect(Self.uploaded(1, .vi) == "Đã tải lên 1 tệp.")
        #expect(Self.uploaded(1234.5, .vi) == "Đã tải lên 1.234,5 tệp.")
        #expect(MsgError.rateLimited(seconds: 1, context: ErrorContext()).message(in: .vi) == "Hãy thử lại sau 1 giây.")
    }

    @Test(
        "Russian: one, few, many and other",
        arguments: [
            (1.0, "Загружено: 1 файл."), (2, "Загружено: 2 файла."), (5, "Загружено: 5 файлов."),
            (11, "Загружено: 11 файлов."), (21, "Загружено: 21 файл."), (22, "Загружено: 22 файла."),
            (25, "Загружено: 25 файлов."), (1.5, "Загружено: 1,5 файла."),
        ])
    func russian(count: Double, expected: String) {
        #expect(Self.uploaded(count, .ru) == expected)
    }

    @Test(
        "Polish: one only for 1, few for 2-4 and 22-24, many for 5-21 and 25",
        arguments: [
            (1.0, "Przesłano 1 plik."), (2, "Przesłano 2 pliki."), (5, "Przesłano 5 plików."),
            (11, "Przesłano 11 plików."), (21, "Przesłano 21 plików."), (22, "Przesłano 22 pliki."),
            (25, "Przesłano 25 plików."), (1.5, "Przesłano 1,5 pliku."),
        ])
    func polish(count: Double, expected: String) {
        #expect(Self.uploaded(count, .pl) == expected)
    }

    @Test(
        "Arabic: all six categories",
        arguments: [
            (0.0, "zero"), (1, "one"), (2, "two"), (3, "few"), (10, "few"), (103, "few"), (11, "many"), (99, "many"),
            (100, "other"), (102, "other"), (1.5, "other"),
        ])
    func arabic(count: Double, category: String) {
        let variants = [
            "zero": "لم يُرفع أي ملف.", "one": "رُفع ملف واحد.", "two": "رُفع ملفان.",
        ]
        let message = Self.uploaded(count, .ar)
        if let fixed = variants[category] {
            #expect(message == fixed)
        } else {
            let noun = ["few": "رُفعت ", "many": "رُفع ", "other": "رُفع "][category]!
            let suffix = ["few": " ملفات.", "many": " ملفًا.", "other": " ملف."][category]!
            #expect(message == noun + MessageValue.number(count, "ar") + suffix)
        }
        #expect(PluralRules.category(for: MessageValue.operands(count)!, locale: "ar").rawValue == category)
    }

    @Test("a missing translation keeps its own language's plural rules and numbers")
    func fallbackTextKeepsItsLanguage() {
        let error = MsgError.rateLimited(seconds: 1, context: ErrorContext())
        #expect(error.message(in: .ru) == "Try again in 1 second.")
        #expect(
            MsgError.rateLimited(seconds: 2, context: ErrorContext()).message(locale: "de-AT")
                == "Versuchen Sie es in 2 Sekunden erneut.")
    }
}

/// Numbers and dates in the text's locale; dates in the time zone the caller gives.
@Suite("Message values")
struct MessageValueTests {
    /// 2025-11-23 12:13:20 UTC: 13:13 in Berlin, 19:13 in Ho Chi Minh City.
    static let opensAt = Date(timeIntervalSince1970: 1_763_900_000)

    @Test(
        "a decimal uses the locale's separators",
        arguments: [
            (MsgLocale.en, "The address is too far away (max. 7.5 km)."),
            (.vi, "Địa chỉ quá xa (tối đa 7,5 km)."),
            (.de, "Die Adresse ist zu weit entfernt (max. 7,5 km)."),
        ])
    func decimal(locale: MsgLocale, expected: String) {
        #expect(MsgError.tooFar(maxDistance: 7.5, context: ErrorContext()).message(in: locale) == expected)
    }

    @Test(
        "a Decimal uses the locale's separators, and an amount of money the locale's currency format",
        arguments: [
            (MsgLocale.en, "Your balance of 45,000.5 is below ₫50,000; €1.50 was charged."),
            (.vi, "Số dư 45.000,5 thấp hơn 50.000\u{A0}₫; đã trừ phí 1,50\u{A0}€."),
        ])
    func money(locale: MsgLocale, expected: String) throws {
        let error = MsgError.lowBalance(
            balance: try #require(Decimal(string: "45000.5")), minimum: 50_000, fee: 1.5, feeCurrency: "EUR",
            context: ErrorContext())
        #expect(error.message(in: locale) == expected)
    }

    @Test("a currency code from the server that is no ISO 4217 code shows the plain number and the code as sent")
    func untrustedCurrencyCode() {
        #expect(MessageValue.currency(1.5, "eur", "de") == MessageValue.currency(1.5, "EUR", "de"))
        #expect(MessageValue.currency(1.5, "€€€€", "en") == "1.5 €€€€")
        #expect(MessageValue.currency(Decimal(2), nil, "vi") == "2")
        #expect(MessageValue.currency(Int64(1234), "\u{202E}", "de") == "1.234 \u{202E}")
    }

    @Test("literal braces written {{ and }} reach the UI single, in the error's message and never from the template")
    func literalBraces() {
        let error = MsgError.braces(context: ErrorContext())
        #expect(error.message(in: .en) == "Write {name} with its braces.")
        #expect(error.message(in: .vi) == "Hãy viết {name} cùng dấu ngoặc.")
        #expect(MsgErrorCode.braces.messageTemplate(in: .en) == "Write {{name}} with its braces.")
    }

    @Test("dates and times in the locale's words, in the given time zone")
    func dates() throws {
        let error = MsgError.storeClosed(opensAt: Self.opensAt, context: ErrorContext())
        let berlin = MessageFormatting(
            timeZone: try #require(TimeZone(identifier: "Europe/Berlin")), now: Self.opensAt - 7200)
        let saigon = MessageFormatting(
            timeZone: try #require(TimeZone(identifier: "Asia/Ho_Chi_Minh")), now: Self.opensAt - 7200)
        #expect(
            error.message(in: .de, formatting: berlin)
                == "Der Laden ist geschlossen. Er öffnet wieder am 23. Nov. 2025, 13:13.")
        #expect(
            error.message(in: .vi, formatting: saigon)
                == "Cửa hàng đang đóng cửa và mở lại lúc 19:13 ngày 23 thg 11, 2025.")
        #expect(
            error.message(in: .en, formatting: berlin)
                == "The store is closed. It opens again in 2 hours, on Nov 23, 2025 at 1:13\u{202F}PM.")
    }

    @Test(
        "relative dates count from the given moment",
        arguments: [
            ("en", -300.0, "5 minutes ago"), ("de", 7200.0, "in 2 Stunden"), ("vi", 259_200.0, "sau 3 ngày nữa"),
        ])
    func relative(locale: String, offset: Double, expected: String) {
        let formatting = MessageFormatting(timeZone: TimeZone(identifier: "UTC")!, now: Self.opensAt)
        #expect(MessageValue.date(Self.opensAt + offset, .relative, locale, formatting) == expected)
    }

    @Test("a nil value shows the placeholder's fallback, never an empty gap")
    func fallbacks() {
        let none = MsgError.seatsLow(remaining: nil, seats: nil, hall: "A", context: ErrorContext())
        #expect(none.message(in: .en) == "Only a few tickets left. Some seats are free.")
        #expect(none.message(in: .de) == "Nur noch wenige Tickets übrig. Einige Plätze sind frei.")
        #expect(none.message(in: .vi) == "Chỉ còn vài vé.")
        let some = MsgError.seatsLow(remaining: 1200, seats: 1, hall: "A", context: ErrorContext())
        #expect(some.message(in: .en) == "Only 1,200 tickets left. 1 seat in A is free.")
        #expect(some.message(in: .de) == "Nur noch 1.200 Tickets übrig. 1 Platz in A ist frei.")
        #expect(
            MsgError.seatsLow(remaining: 3, seats: 4, hall: "B", context: ErrorContext()).message(in: .de)
                == "Nur noch 3 Tickets übrig. 4 Plätze in B sind frei.")
    }

    @Test("a translation may leave out a placeholder its sentence does not need")
    func leftOut() {
        let error = MsgError.seatsLow(remaining: 2, seats: 5, hall: "A", context: ErrorContext())
        #expect(error.message(in: .vi) == "Chỉ còn 2 vé.")
    }

    @Test(
        "a translator's plural variations from the spec folder's catalog choose by the locale's rules",
        arguments: [
            (1, "1 товар ждёт вас до later."), (3, "3 товара ждут вас до later."), (5, "5 товаров ждут вас до later."),
            (21, "21 товар ждёт вас до later."),
        ])
    func russianFromTheCatalog(count: Int, expected: String) {
        // The source text's fallback for a nil time comes with its placeholder.
        #expect(MsgError.itemsHeld(count: count, until: nil, context: ErrorContext()).message(in: .ru) == expected)
    }

    @Test("Vietnamese from the catalog: its one plural form, and styled placeholders formatted for vi")
    func vietnameseFromTheCatalog() throws {
        let saigon = MessageFormatting(
            timeZone: try #require(TimeZone(identifier: "Asia/Ho_Chi_Minh")), now: Self.opensAt - 7200)
        let held = MsgError.itemsHeld(count: 1234, until: Self.opensAt, context: ErrorContext())
        #expect(held.message(in: .vi, formatting: saigon) == "1.234 món hàng được giữ cho bạn đến 19:13.")
        #expect(held.message(in: .en, formatting: saigon) == "1,234 items are held for you until 7:13\u{202F}PM.")
        let doors = MsgError.doorsOpen(opensAt: Self.opensAt, context: ErrorContext())
        #expect(doors.message(in: .vi, formatting: saigon) == "Cửa mở vào ngày 23 thg 11, 2025.")
        #expect(
            MsgError.doorsOpen(opensAt: nil, context: ErrorContext()).message(in: .vi)
                == "Cửa mở vào ngày a day to be announced.")
    }
}
