/// Which model file holds each model, enum and union: `Models.swift` alone for most APIs,
/// and for a large one up to `OutputFileSet.modelFiles.count` files of about equal compile work.
///
/// The compiler gives each file of a target to one job at most, so a single large
/// `Models.swift` builds on one core however many the machine has; in parts, the models
/// of a large API build side by side. A debug build also hands each core a contiguous run
/// of the target's files in name order, so parts of unequal work leave a core idle: the
/// parts are cut by an estimate of their work read from the spec (`ModelWeights`), so the split needs no
/// second rendering and is the same on every machine. They are contiguous runs in the
/// spec's order (models, then enums, then unions).
struct ModelParts: Sendable {
    /// About this much work, in lines of model code, before errgen writes a second file:
    /// below it, one file compiles as fast as several, and a reader finds every model in one place.
    static let linesPerPart = 2_500

    /// The declarations of each part, as indices into `models + enums + unions`; the
    /// first part is `Models.swift`. Never empty: a spec without models has one empty part.
    let ranges: [Range<Int>]

    init(_ spec: Spec) {
        // Weighed by `ModelWeights`: a model by its properties and the values it holds
        // inline through other models, an enum and a union by their members.
        var weights = ModelWeights(spec)
        self.init(
            weights: spec.models.map { weights.weight(of: $0) }
                + spec.enums.map { weights.weight(of: $0) }
                + spec.unions.map { weights.weight(of: $0) })
    }

    /// Cuts `weights` into `ceil(total / linesPerPart)` runs (at most one per model file),
    /// each ending where the running total first reaches its share.
    init(weights: [Int]) {
        let total = weights.reduce(0, +)
        let count = min(OutputFileSet.modelFiles.count, max(1, (total + Self.linesPerPart - 1) / Self.linesPerPart))
        var ranges: [Range<Int>] = []
        var start = 0
        var sum = 0
        for (index, weight) in weights.enumerated() {
            sum += weight
            // Part `ranges.count` ends once the running total reaches its share of the whole.
            if ranges.count < count - 1, sum * count >= total * (ranges.count + 1) {
                ranges.append(start..<(index + 1))
                start = index + 1
            }
        }
        ranges.append(start..<weights.count)
        self.ranges = ranges
    }

    /// The file names of the parts: `Models.swift`, `Models2.swift`...
    var fileNames: [String] { Array(OutputFileSet.modelFiles.prefix(ranges.count)) }
}
