#if canImport(Glibc)
import Glibc
#endif

/// glibc's allocator, set up for one short run on every core.
///
/// - One arena per core, not glibc's default of eight per core: a worker thread's arena
///   keeps what it freed out of reach of the others, so every extra arena raises the
///   peak. Not one arena either: then every `malloc` and `free` of both cores queued on
///   one lock, which on L cost a quarter of generate's wall time (0.89 s against 0.66 s,
///   97.5 MB against 94 MB at the peak, medians of 7 interleaved runs on 2 cores).
/// - glibc's own rules for giving memory back and for which blocks it maps on their own.
///   Returning freed memory at the top of the heap at once (`M_TRIM_THRESHOLD` 0, as
///   this did before) also turned off glibc's dynamic mapping threshold, so every block
///   over 128 KB was mapped, faulted in and unmapped again: on L, 25,200 page faults
///   against 18,700 and 0.54 s against 0.51 s for generate, 80.2 MB against 81.4 MB at
///   the peak (medians of 21 interleaved runs); lint 0.140 s against 0.131 s.
///
/// Looked up at run time: other C libraries have no `mallopt` and need none of this.
enum Allocator {
    static func configureForOneRun() {
        #if canImport(Glibc)
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let arenaMax: Int32 = -8  // M_ARENA_MAX
        _ = mallopt(arenaMax, Int32(clamping: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        #endif
    }
}
