@testable import ErrgenCore
import Testing

/// `Parallel.filling`: jobs on every core initialize slots of one array in place, and the
/// runs they filled are moved together. Each element must end up in the array once, in
/// order, and be freed once with it (elements count their own deinits).
@Suite("Parallel filling")
struct ParallelFillTests {
    /// Counts the elements alive: an element moved twice, or left behind, shows in the count.
    final class Census: @unchecked Sendable {
        private let lock = Lock()
        private var count = 0
        var alive: Int { lock.withLock { count } }
        func add(_ delta: Int) { lock.withLock { count += delta } }
    }

    final class Element: Sendable {
        let value: Int
        let census: Census

        init(_ value: Int, _ census: Census) {
            self.value = value
            self.census = census
            census.add(1)
        }

        deinit { census.add(-1) }
    }

    @Test("jobs that skip slots give the elements in order, each alive once")
    func runsAreMovedTogetherInOrder() {
        let census = Census()
        let chunks = Parallel.chunks(of: 1_000, size: 37)
        // Every third value is skipped, so each job's run ends before its range does.
        let kept: @Sendable (Int) -> Bool = { $0 % 3 != 0 }
        do {
            let filled = Parallel.filling(capacity: 1_000) { (room: Parallel.Room<Element>) in
                let runs = Parallel.map(chunks.count) { job -> Range<Int> in
                    var next = chunks[job].lowerBound
                    for value in chunks[job] where kept(value) {
                        room.initialize(next, to: Element(value, census))
                        next += 1
                    }
                    return chunks[job].lowerBound..<next
                }
                return runs
            }
            #expect(filled.map(\.value) == (0..<1_000).filter(kept))
            #expect(census.alive == filled.count)
        }
        #expect(census.alive == 0)
    }

    @Test("no room and no runs give an empty array")
    func emptyRoom() {
        let filled = Parallel.filling(capacity: 0) { (_: Parallel.Room<Int>) in [] }
        #expect(filled.isEmpty)
    }
}
