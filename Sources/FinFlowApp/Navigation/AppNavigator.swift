import Foundation

/// The screens the app's global error handling can send the user to. In an iOS app
/// the coordinator implements it with UIKit or SwiftUI; here it is a protocol so the
/// flow is testable without UI.
public protocol AppNavigator: Sendable {
    /// The session is over: show sign-in.
    func showSignIn() async
    /// The account is locked (code 5002): show the support screen.
    func showSupport(phone: String?) async
    /// The server is under maintenance (503).
    func showMaintenance() async
    /// This app version is no longer supported (426).
    func showForceUpdate(storeURL: URL?) async
}
