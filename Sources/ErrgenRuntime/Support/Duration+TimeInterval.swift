/// Internal on purpose: a public member on a standard type would be visible in every
/// app that imports the runtime, and could collide with the app's own extension.
extension Duration {
    /// The duration in seconds, as a `Double` (Foundation's `TimeInterval`).
    var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
