/// Everything a UI needs to show an error, in one locale, without knowing the catalog.
///
/// Derived from the error's category:
///
/// | category | style | actions |
/// |---|---|---|
/// | retryable | toast | retry, dismiss |
/// | non_retryable | alert | dismiss |
/// | reauthenticate, requires_logout | alert | sign in |
/// | maintenance | banner | dismiss |
/// | force_update | alert | update |
///
/// `contactSupport` is added for the codes an app names (for example 5002, account locked).
public struct ErrorPresentation: Sendable, Hashable {
    public var title: String?
    public var message: String
    public var actions: [ErrorAction]
    public var style: ErrorDisplayStyle
    public var category: ErrorCategory

    public init(
        title: String?, message: String, actions: [ErrorAction], style: ErrorDisplayStyle, category: ErrorCategory
    ) {
        self.title = title
        self.message = message
        self.actions = actions
        self.style = style
        self.category = category
    }

    /// The presentation of `error` in `locale`, or `nil` when it must not be shown:
    /// a cancellation is not a failure, and an error a global processor handled has
    /// been shown already.
    ///
    /// - Parameters:
    ///   - error: the error a call threw.
    ///   - locale: the locale of the texts, for example `"vi"`; see `message(locale:)`.
    ///   - supportCodes: codes for which the user is offered `contactSupport`.
    public init?(of error: some CatalogError, locale: String, supportCodes: Set<WireCode> = []) {
        guard !error.isCancellation, !error.isHandled else { return nil }
        let category = error.category
        var actions = Self.actions(for: category)
        if let code = error.wireCode, supportCodes.contains(where: { $0.matches(code) }) {
            actions.insert(.contactSupport, at: 0)
        }
        self.init(
            title: error.title(locale: locale),
            message: error.message(locale: locale),
            actions: actions,
            style: Self.style(for: category),
            category: category
        )
    }

    /// The actions offered for an error of `category` (before any `contactSupport`).
    public static func actions(for category: ErrorCategory) -> [ErrorAction] {
        category.offeredActions
    }

    /// How prominently an error of `category` is shown.
    public static func style(for category: ErrorCategory) -> ErrorDisplayStyle {
        category.displayStyle
    }
}
