extension Parallel {
    /// One array that the jobs of a parallel region fill in place, each job in slots of its
    /// own. Joining arrays that the jobs return copies every element, retaining each
    /// reference it holds, and the jobs' arrays then release them again, on one core: for
    /// the catalog's 10,000 decoded entries, a dozen references each, that was 5-7 ms of
    /// lint L while the other core waited.
    ///
    /// `body` gets room for `capacity` elements and returns the runs of slots it
    /// initialized, in the order the array lists them; they are moved together, each
    /// element once.
    static func filling<Element>(capacity: Int, _ body: (Room<Element>) -> [Range<Int>]) -> [Element] {
        [Element](unsafeUninitializedCapacity: capacity) { buffer, count in
            let runs = body(Room(buffer: buffer))
            // `end`: the elements packed so far; `previous`: where the last run ended, so that
            // no slot is moved twice (a double free) or read before a run initialized it.
            var end = 0
            var previous = 0
            for run in runs {
                precondition(run.lowerBound >= previous && run.upperBound <= buffer.count, "runs overlap, are out of order or out of the room")
                previous = run.upperBound
                // Toward the front only (`end` is never past `run.lowerBound`): an overlapping
                // move in that direction is what `moveInitialize(from:count:)` allows.
                if run.lowerBound > end, let base = buffer.baseAddress {
                    (base + end).moveInitialize(from: base + run.lowerBound, count: run.count)
                }
                end += run.count
            }
            count = end
        }
    }

    /// The slots `filling` gives its jobs. Unchecked: each slot is initialized by one job
    /// only, and the array is made of them once every job has finished.
    struct Room<Element>: @unchecked Sendable {
        fileprivate let buffer: UnsafeMutableBufferPointer<Element>

        /// Puts `element` in slot `index`, which no job has initialized yet.
        func initialize(_ index: Int, to element: consuming Element) {
            precondition(buffer.indices.contains(index), "slot \(index) is out of the room")
            (buffer.baseAddress! + index).initialize(to: element)
        }
    }
}
