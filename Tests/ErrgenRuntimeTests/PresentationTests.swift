import ErrgenRuntime
import Foundation
import Testing

/// An `ErrorDisplay` as an app would write it, minus the UI: it records what it was asked to show.
@MainActor
final class RecordingDisplay: ErrorDisplay {
    private(set) var shown: [ErrorPresentation] = []
    nonisolated init() {}

    func show(_ presentation: ErrorPresentation) async -> ErrorAction? {
        shown.append(presentation)
        return presentation.actions.first
    }
}

/// Issue point 7: what the UI shows for any catalog error, without a UI.
@Suite struct PresentationTests {
    /// The catalog's error for `code`, made the way the client makes it.
    static func error(_ code: TestErrorCode) -> TestError {
        let clientFailures: [TestErrorCode: ClientFailure] = [
            .noInternet: .offline, .timeout: .timeout, .decodingError: .decoding, .networkError: .other,
        ]
        if let clientFailure = clientFailures[code] {
            return TestError(clientFailure: clientFailure, context: ErrorContext())
        }
        let status = code.httpStatus ?? 500
        return TestError(payload: ErrorPayload(status: status, code: code.wire, context: ErrorContext(status: status)))
    }

    @Test(arguments: [
        (TestErrorCode.serviceUnavailable, ErrorDisplayStyle.toast, [ErrorAction.retry, .dismiss]),
        (.notFound, .alert, [.dismiss]),
        (.sessionExpired, .alert, [.signIn]),
        (.maintenance, .banner, [.dismiss]),
        (.upgradeRequired, .alert, [.update]),
    ])
    func styleAndActionsFollowTheCategory(code: TestErrorCode, style: ErrorDisplayStyle, actions: [ErrorAction]) throws
    {
        let presentation = try #require(ErrorPresentation(of: Self.error(code), locale: "en"))
        #expect(presentation.style == style)
        #expect(presentation.actions == actions)
        #expect(presentation.category == code.category)
    }

    @Test func retryIsOfferedOnlyForRetryableErrors() {
        for code in TestErrorCode.allCases {
            #expect(Self.error(code).code == code)
            let presentation = ErrorPresentation(of: Self.error(code), locale: "en")
            #expect(presentation?.actions.contains(.retry) == (code.category == .retryable), "\(code)")
        }
    }

    @Test func textIsInTheRequestedLocaleWithFallback() throws {
        let error = Self.error(.sessionExpired)
        let vietnamese = try #require(ErrorPresentation(of: error, locale: "vi_VN"))
        #expect(vietnamese.title == "Hết phiên đăng nhập")
        #expect(vietnamese.message == "Vui lòng đăng nhập lại.")
        let fallback = try #require(ErrorPresentation(of: error, locale: "pt-BR"))
        #expect(fallback.message == "Please sign in again.")
    }

    @Test func supportCodesOfferContactSupport() throws {
        let presentation = try #require(
            ErrorPresentation(of: Self.error(.accountLocked), locale: "en", supportCodes: [.string("5002")]))
        #expect(presentation.actions == [.contactSupport, .dismiss])
        #expect(presentation.message == "Your account is locked. Contact support.")
    }

    @Test @MainActor func displayShowsPresentableErrorsButNeverCancellations() async {
        let display = RecordingDisplay()
        let cancelled = TestError(
            clientFailure: .cancelled, context: ErrorContext(underlyingError: CancellationError()))

        let cancelledAction = await display.present(cancelled, locale: "en")
        let action = await display.present(Self.error(.noInternet), locale: "vi")

        #expect(cancelledAction == nil)
        #expect(action == .retry)
        #expect(display.shown.map(\.message) == ["Không có kết nối mạng."])
        #expect(ErrorPresentation(of: cancelled, locale: "en") == nil)
    }
}
