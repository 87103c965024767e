/// How many test servers may listen at once in the test process.
///
/// FlyingFox gives each server a socket pool whose loop waits in `epoll_wait` on a dispatch
/// thread. With every suite running at once, hundreds of servers held all the threads
/// dispatch would give, the URL loading the tests wait for never ran, and the test run
/// hung. A server takes a permit to start and gives it back when it stops.
actor ServerPermits {
    static let shared = ServerPermits(count: 96)

    private var available: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { available = count }

    func take() async {
        if available > 0 {
            available -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func giveBack() {
        if waiting.isEmpty {
            available += 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}
