/// What a global error processor did with an error.
public enum ErrorProcessingResult: Sendable, Hashable {
    /// Dealt with (a screen was shown, a flow started): later processors do not see
    /// it, and the caller gets it marked as handled (``ErrorDisposition/handled(_:by:)``).
    case handled
    /// Not this processor's business: the next processor sees it.
    case passed
}

/// One link of the app's chain of global error processors (the seed apps' 503
/// maintenance, 426 force update, 5002 account locked...), typed by the catalog's own
/// error, so it matches cases and their payloads directly:
///
/// ```swift
/// let accountLocked = ErrorProcessor<FinFlowError>(name: "accountLocked") { error in
///     guard case .accountLocked(let supportPhone, _) = error else { return .passed }
///     await showSupport(supportPhone)
///     return .handled
/// }
/// ```
///
/// The client runs the chain, in order, on every error a call ends with (after retries
/// and refreshes), before the caller sees it; never on a cancellation, and once per
/// ended session (see ``AuthSession/sessionDidEnd(_:)``).
public struct ErrorProcessor<Failure: CatalogError>: Sendable {
    /// A name for logs and for ``ErrorContext/handledBy``.
    public let name: String
    private let body: @Sendable (Failure) async -> ErrorProcessingResult

    /// - Parameters:
    ///   - name: a name for logs and for ``ErrorContext/handledBy``.
    ///   - process: looks at an error and says whether it dealt with it.
    public init(name: String, process: @escaping @Sendable (Failure) async -> ErrorProcessingResult) {
        self.name = name
        self.body = process
    }

    /// Runs the processor on `error`.
    ///
    /// - Parameter error: an error a call ended with.
    /// - Returns: whether the processor dealt with it.
    public func process(_ error: Failure) async -> ErrorProcessingResult {
        await body(error)
    }
}

extension ErrorProcessor {
    /// Handles every error of one category by calling `hook`; the rest pass.
    ///
    /// - Parameters:
    ///   - category: the category handled.
    ///   - name: the processor's name; the category's spelling (`force_update`) by default.
    ///   - hook: what the app does with such an error.
    public static func category(
        _ category: ErrorCategory,
        name: String? = nil,
        _ hook: @escaping @Sendable (Failure) async -> Void
    ) -> Self {
        Self(name: name ?? category.rawValue) { error in
            guard error.category == category else { return .passed }
            await hook(error)
            return .handled
        }
    }

    /// Handles one catalog entry by calling `hook`, for example `.code(.accountLocked)`;
    /// the rest pass. An unrecognized code classified as the entry (by `fallbacks`) passes too.
    ///
    /// - Parameters:
    ///   - code: the entry handled, as the generated code enum names it.
    ///   - name: the processor's name; the code's description by default.
    ///   - hook: what the app does with such an error.
    public static func code(
        _ code: Failure.Code,
        name: String? = nil,
        _ hook: @escaping @Sendable (Failure) async -> Void
    ) -> Self {
        Self(name: name ?? "\(code)") { error in
            guard error.code == code, !error.isUnrecognized else { return .passed }
            await hook(error)
            return .handled
        }
    }

    /// `maintenance` errors (usually 503): the app's maintenance screen.
    ///
    /// - Parameter hook: shows the maintenance screen.
    public static func maintenance(_ hook: @escaping @Sendable (Failure) async -> Void) -> Self {
        category(.maintenance, name: "maintenance", hook)
    }

    /// `force_update` errors (usually 426): the app's update screen.
    ///
    /// - Parameter hook: shows the update screen.
    public static func forceUpdate(_ hook: @escaping @Sendable (Failure) async -> Void) -> Self {
        category(.forceUpdate, name: "forceUpdate", hook)
    }
}
