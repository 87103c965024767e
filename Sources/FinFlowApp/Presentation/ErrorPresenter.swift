import ErrgenRuntime
import FinFlowAPI

/// Turns a use case's error into what the user sees, the same way on every screen:
/// nothing for cancellations and for errors a global processor already handled
/// (the support screen for 5002, say), else an `ErrorPresentation` shown through
/// the app's `ErrorDisplay` (an alert, a toast or a banner).
@MainActor
public final class ErrorPresenter {
    let display: any ErrorDisplay
    let locale: String

    /// The last presentation shown, for the screen's state and for tests.
    public private(set) var lastPresentation: ErrorPresentation?

    public init(display: any ErrorDisplay, locale: String) {
        self.display = display
        self.locale = locale
    }

    /// Shows `error` and returns the action the user chose, or `nil` when nothing was shown.
    @discardableResult
    public func present(_ error: FinFlowError) async -> ErrorAction? {
        guard
            let presentation = ErrorPresentation(
                of: error, locale: locale, supportCodes: [FinFlowErrorCode.accountLocked.wire])
        else {
            return nil
        }
        lastPresentation = presentation
        return await display.show(presentation)
    }
}
