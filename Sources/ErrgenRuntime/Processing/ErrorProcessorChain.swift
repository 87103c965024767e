/// The app's processors for one catalog, run in order until one handles the error.
///
/// ```swift
/// configuration.errorProcessors = ErrorProcessorChain(for: FinFlowError.self, [
///     .maintenance { _ in await coordinator.showMaintenance() },
///     .forceUpdate { error in await coordinator.showUpdate() },
///     .code(.accountLocked) { _ in await coordinator.showSupport() },
/// ])
/// ```
///
/// The chain remembers its catalog: an ``APIClient`` of another catalog refuses it
/// (a precondition), so processors can never silently miss their errors.
public struct ErrorProcessorChain: Sendable {
    /// The catalog the processors are for; `nil` for the empty chain, which fits any.
    let catalog: ObjectIdentifier?
    /// The processors' names, in order.
    public let names: [String]
    private let run: @Sendable (any CatalogError) async -> String?

    /// No processors: every error reaches its caller unhandled.
    public init() {
        self.catalog = nil
        self.names = []
        self.run = { _ in nil }
    }

    /// - Parameters:
    ///   - catalog: the generated error type the processors work on, for example `FinFlowError.self`.
    ///   - processors: run in order; the first that handles an error stops it.
    public init<Failure: CatalogError>(for catalog: Failure.Type, _ processors: [ErrorProcessor<Failure>]) {
        self.catalog = ObjectIdentifier(catalog)
        self.names = processors.map(\.name)
        self.run = { error in
            guard let error = error as? Failure else { return nil }
            for processor in processors where await processor.process(error) == .handled {
                return processor.name
            }
            return nil
        }
    }

    /// Whether the chain is for `catalog` (or empty, which fits any catalog).
    func fits<Failure: CatalogError>(_ catalog: Failure.Type) -> Bool {
        self.catalog == nil || self.catalog == ObjectIdentifier(catalog)
    }

    /// The name of the processor that handled `error`, or `nil` when none did.
    ///
    /// - Parameter error: an error a call ended with.
    public func process<Failure: CatalogError>(_ error: Failure) async -> String? {
        await run(error)
    }
}
