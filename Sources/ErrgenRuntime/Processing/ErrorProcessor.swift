/// What a global error processor did with an error.
public enum ErrorProcessingResult: Sendable, Hashable {
    /// Dealt with (a screen was shown, a flow started): later processors do not see
    /// it, and the caller gets it marked as handled (`CatalogError.isHandled`).
    case handled
    /// Not this processor's business: the next processor sees it.
    case passed
}

/// One link of the app's chain of global error processors (the seed apps' 401
/// refresh, 503 maintenance, 426 force update, 5002 account locked...).
///
/// The client runs the chain, in order, on every error a call ends with
/// (after retries and refreshes, never on a cancellation), before the caller sees it.
public protocol ErrorProcessor: Sendable {
    /// A name for logs and for `ErrorContext.handledBy`.
    var name: String { get }
    func process(_ error: any CatalogError) async -> ErrorProcessingResult
}

/// The app's processors, run in order until one handles the error.
public struct ErrorProcessorChain: Sendable {
    public var processors: [any ErrorProcessor]

    public init(_ processors: [any ErrorProcessor] = []) {
        self.processors = processors
    }

    /// The name of the processor that handled `error`, or `nil` when none did.
    public func process(_ error: any CatalogError) async -> String? {
        for processor in processors where await processor.process(error) == .handled {
            return processor.name
        }
        return nil
    }
}
