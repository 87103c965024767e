import ErrgenRuntime
import FinFlowAPI

/// Code 5002: the account is locked. The seed app sends the user to the support
/// screen and stops the error there, so no screen shows its own alert as well.
public struct AccountLockedProcessor: ErrorProcessor {
    public let name = "accountLocked"
    let navigator: any AppNavigator

    public init(navigator: any AppNavigator) {
        self.navigator = navigator
    }

    public func process(_ error: any CatalogError) async -> ErrorProcessingResult {
        guard let error = error as? FinFlowError, case .accountLocked(let supportPhone, _) = error else { return .passed }
        await navigator.showSupport(phone: supportPhone)
        return .handled
    }
}
