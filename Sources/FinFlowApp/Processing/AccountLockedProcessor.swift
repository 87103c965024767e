import ErrgenRuntime
import FinFlowAPI

extension ErrorProcessor where Failure == FinFlowError {
    /// Code 5002: the account is locked. The seed app sends the user to the support
    /// screen and stops the error there, so no screen shows its own alert as well.
    ///
    /// The processor works on `FinFlowError` itself: it matches the case and its
    /// payload, without a cast and without the wire code.
    ///
    /// - Parameter navigator: shows the support screen.
    public static func accountLocked(navigator: any AppNavigator) -> Self {
        Self(name: "accountLocked") { error in
            guard case .accountLocked(let supportPhone, _) = error else { return .passed }
            await navigator.showSupport(phone: supportPhone)
            return .handled
        }
    }
}
