import Dispatch

/// Runs independent pieces of a stage on every core: the spec files' YAML, chunks of the
/// entries Decode reads and Check checks, the output files' translation and rendering. Results
/// come back in input order, so the output never depends on which piece finished first.
/// Shared by every stage, as it uses none.
enum Parallel {
    static func map<Result: Sendable>(_ count: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(body) }
        let results = Results<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            results.set(index, body(index))
        }
        return results.all
    }

    /// The most items `mapChunks` gives one piece: large enough that a piece's setup (a
    /// copy of a decoder or checker) is nothing beside it, small enough that a large
    /// catalog makes many pieces for the cores to share.
    static let chunkSize = 500

    /// `body` over consecutive ranges of `0..<count`, at most `size` long, on every core;
    /// one range, run here, for up to `size` items. A smaller `size` suits larger items
    /// (a service of 50 endpoints).
    static func mapChunks<Result: Sendable>(
        of count: Int, size: Int = chunkSize, _ body: @Sendable (Range<Int>) -> Result
    ) -> [Result] {
        let chunks = chunks(of: count, size: size)
        return map(chunks.count) { body(chunks[$0]) }
    }

    /// `0..<count` as consecutive ranges of at most `size`, for a caller that mixes the
    /// chunks of several sections in one `map`.
    static func chunks(of count: Int, size: Int = chunkSize) -> [Range<Int>] {
        stride(from: 0, to: count, by: size).map { $0..<min(count, $0 + size) }
    }

    /// `mapChunks` whose chunks give arrays, joined in order into one array.
    static func joinedChunks<Element: Sendable>(
        of count: Int, size: Int = chunkSize, _ body: @Sendable (Range<Int>) -> [Element]
    ) -> [Element] {
        Array(mapChunks(of: count, size: size, body).joined())
    }

    /// One slot per piece, written under a lock. Unchecked: `slots` is only touched under
    /// `lock`.
    private final class Results<Result>: @unchecked Sendable {
        private let lock = Lock()
        private var slots: [Result?]

        init(count: Int) {
            slots = Array(repeating: nil, count: count)
        }

        func set(_ index: Int, _ result: Result) {
            lock.withLock { slots[index] = result }
        }

        var all: [Result] {
            lock.withLock { slots.map { $0! } }
        }
    }
}
