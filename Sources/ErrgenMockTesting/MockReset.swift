internal import ErrgenMock

/// What ``ErrgenMockServer/reset(_:)`` clears, each on its own: a suite that resets its
/// sequences between tests keeps the coverage of the whole run.
public struct MockReset: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Every scenario's sequences start again from their first step.
    public static let sequences = MockReset(rawValue: 1 << 0)
    /// The coverage starts empty.
    public static let coverage = MockReset(rawValue: 1 << 1)
    /// The request journal starts empty.
    public static let requests = MockReset(rawValue: 1 << 2)
    /// All three, as `POST /__errgen/reset` without `?clear=`.
    public static let all: MockReset = [.sequences, .coverage, .requests]

    var parts: Set<MockResponder.ResetPart> {
        var parts = Set<MockResponder.ResetPart>()
        if contains(.sequences) { parts.insert(.sequences) }
        if contains(.coverage) { parts.insert(.coverage) }
        if contains(.requests) { parts.insert(.requests) }
        return parts
    }
}
