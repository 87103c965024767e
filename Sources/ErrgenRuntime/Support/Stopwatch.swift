/// Measures a call's duration on the client's clock (a recording clock in tests).
struct Stopwatch: Sendable {
    let elapsed: @Sendable () -> Duration

    init(clock: any Clock<Duration>) {
        elapsed = Self.start(clock)
    }

    private static func start<C: Clock<Duration>>(_ clock: C) -> @Sendable () -> Duration {
        let start = clock.now
        return { start.duration(to: clock.now) }
    }
}
