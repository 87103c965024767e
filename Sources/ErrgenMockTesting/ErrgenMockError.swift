internal import ErrgenMock

/// Why ``ErrgenMockServer`` did not start; its description is what `errgen mock` would print.
public struct ErrgenMockError: Error, Sendable, CustomStringConvertible {
    public enum Reason: Sendable, Equatable {
        /// The spec folder or the scenario file cannot be read.
        case unreadable
        /// The spec or the scenario file has errors (``ErrgenMockError/description`` lists
        /// each as `file:line:column: error: …`).
        case invalidInput
        /// The scenario to start with is not in the scenario file.
        case unknownScenario
        /// No port could be listened on.
        case cannotListen
    }

    public var reason: Reason
    public var description: String

    init(_ failure: MockSetup.Failure) {
        description = failure.description
        switch failure {
        case .unreadable: reason = .unreadable
        case .invalid: reason = .invalidInput
        case .unknownScenario: reason = .unknownScenario
        }
    }

    init(_ failure: MockServer.StartError) {
        reason = .cannotListen
        description = "errgen: error: \(failure.description)"
    }
}
