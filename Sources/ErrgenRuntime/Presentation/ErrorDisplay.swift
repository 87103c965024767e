/// How an app shows errors: an alert, a toast, a banner, chosen by `presentation.style`.
///
/// The runtime decides *what* to say (`ErrorPresentation`); the app decides how it
/// looks. A SwiftUI app might implement it as an observable model its root view
/// renders; a UIKit app as a `UIAlertController`. The user's choice comes back as
/// the returned action.
///
/// The protocol is main-actor isolated, as UI is: a conforming type is too, with no
/// annotation, in a target whose default isolation is `MainActor` and in any other.
@MainActor
public protocol ErrorDisplay: Sendable {
    /// Shows `presentation` and returns the action the user chose (`nil` for a
    /// display that does not wait, such as a toast).
    func show(_ presentation: ErrorPresentation) async -> ErrorAction?
}

extension ErrorDisplay {
    /// Shows `error` in `locale` unless it must not be shown (a cancellation, or an
    /// error a global processor already handled); returns the user's choice.
    public func present(
        _ error: some CatalogError,
        locale: String,
        supportCodes: Set<WireCode> = []
    ) async -> ErrorAction? {
        guard let presentation = ErrorPresentation(of: error, locale: locale, supportCodes: supportCodes) else {
            return nil
        }
        return await show(presentation)
    }
}
