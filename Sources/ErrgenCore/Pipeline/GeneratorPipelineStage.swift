/// One stage of the `GeneratorPipeline`: a transition from the boundary type before it to
/// the one after it, with the steps that are no stage of their own as hooks around it (the
/// OpenAPI import after Decode, the string catalog merge before Check).
struct GeneratorPipelineStage<Input, Output>: Sendable {
    /// Which stage this is, for `observe`.
    let stage: GeneratorPipeline.Stage
    /// Told `stage` as the transition starts (tests count the stages a run goes through).
    var observe: @Sendable (GeneratorPipeline.Stage) -> Void = { _ in }
    /// Run in order on the input, before the transition.
    var before: [@Sendable (Input) -> Input] = []
    let transition: @Sendable (Input) -> Output
    /// Run in order on the output, after the transition.
    var after: [@Sendable (Output) -> Output] = []

    func run(_ input: Input) -> Output {
        let prepared = before.reduce(input) { $1($0) }
        observe(stage)
        let output = transition(prepared)
        return after.reduce(output) { $1($0) }
    }
}
