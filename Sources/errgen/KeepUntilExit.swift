/// Keeps `value` alive until the process ends, so that it is never freed object by
/// object: the kernel takes the whole heap back at once when errgen exits.
///
/// Freeing L's decoded spec (hundreds of thousands of strings and arrays) took about
/// 5 ms on one core after `lint` had printed everything. Compilers skip the same work
/// for the same reason (clang's `-disable-free`). Only the command does this: the
/// library's callers (tests, the fuzzer, the build plugin) run the pipeline many times
/// in one process.
func keepUntilExit<Value>(_ value: Value) {
    _ = Unmanaged.passRetained(Kept(value))
}

private final class Kept<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
