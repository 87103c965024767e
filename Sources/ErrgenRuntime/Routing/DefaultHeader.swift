import Foundation

/// A header sent with every request of a client: the spec's `defaults.headers`, and any
/// the app adds to ``APIClientConfiguration/defaultHeaders``.
///
/// An endpoint's own header of the same name (a parameter) replaces it; when that
/// parameter is `nil`, the default is sent. Values are read for each request, so a
/// language the user switches to in the app applies to the next request.
public struct DefaultHeader: Sendable {
    /// Where a default header's value comes from.
    public enum Value: Sendable {
        /// The same text every time.
        case text(String)
        /// ``APIClientConfiguration/locale`` as a BCP 47 language tag (`vi-VN`), as
        /// `Accept-Language` expects it.
        case locale
        /// What the app supplies, read for each request; `nil` sends no header.
        case provided(@Sendable () -> String?)
    }

    /// The header's name.
    public var name: String
    /// Where its value comes from.
    public var value: Value

    /// - Parameters:
    ///   - name: the header's name.
    ///   - value: where its value comes from.
    public init(name: String, value: Value) {
        self.name = name
        self.value = value
    }

    /// The spec's `from:` sources: what the runtime itself knows.
    public typealias Source = DefaultHeaderSource

    /// The value for one request, given the client's locale.
    func resolved(locale: Locale) -> String? {
        switch value {
        case .text(let text): text
        case .locale: locale.identifier(.bcp47)
        case .provided(let provide): provide()
        }
    }
}
