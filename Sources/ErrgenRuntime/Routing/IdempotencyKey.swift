import Foundation

/// The `Idempotency-Key` of a call to an endpoint with `idempotency_key: true`.
///
/// Every attempt of one call sends the same key, so the server can tell a retry from a
/// new request. Pass the same key to a second call to repeat the first, for example
/// when the user taps Retry after a transfer failed: the server then runs it at most once.
///
/// ```swift
/// let key = IdempotencyKey()
/// // The first try, and every Retry the user taps, send `key`.
/// let receipt = try await client.payments.transfer(body: request, idempotencyKey: key)
/// ```
public struct IdempotencyKey: Sendable, Hashable, CustomStringConvertible {
    /// The header's value.
    public let value: String

    /// A fresh key: a random UUID.
    public init() {
        self.value = UUID().uuidString
    }

    /// A key of the app's own, for example one it stored with a draft to survive a relaunch.
    ///
    /// - Parameter value: the header's value.
    public init(_ value: String) {
        self.value = value
    }

    public var description: String { value }
}
