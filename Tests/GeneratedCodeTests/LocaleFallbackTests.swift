import ErrgenRuntime
import GoldenThreeLocales
import Testing

/// `pt-BR` asks for pt-BR, `pt-PT` falls back to the language, anything else to the first locale.
@Suite("Locale fallback")
struct LocaleFallbackTests {
    let error = ShopError.invalid(count: 3, context: ErrorContext(status: 400))

    @Test(
        "region, then language, then the fallback locale",
        arguments: [
            ("pt-BR", "3 itens são inválidos."),
            ("pt_BR", "3 itens são inválidos."),
            ("pt-PT", "3 artigos são inválidos."),
            ("pt", "3 artigos são inválidos."),
            ("en-GB", "3 items are invalid."),
            ("fr", "3 items are invalid."),
            ("", "3 items are invalid."),
        ])
    func messageFallsBack(locale: String, expected: String) {
        #expect(error.message(locale: locale) == expected)
    }

    @Test("a missing translation uses the fallback locale's text (missing_translation: warning)")
    func missingTranslation() {
        let network = ShopError.network(context: ErrorContext())
        #expect(network.message(locale: "pt-BR") == "Network failure.")
        #expect(network.message(locale: "pt") == "Falha de rede.")
    }

    @Test("an optional placeholder without a value renders as empty text")
    func nilPlaceholder() {
        let error = ShopError.invalid(count: nil, context: ErrorContext())
        #expect(error.message(locale: "en") == " items are invalid.")
    }

    @Test("the locale enum matches Apple-style identifiers")
    func localeMatching() {
        #expect(ShopLocale(matching: "pt_BR@calendar=gregorian") == .ptBR)
        #expect(ShopLocale(matching: "PT-br") == .ptBR)
        #expect(ShopLocale(matching: "zh-Hans") == .en)
    }
}
