import FlyingSocks
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The socket options the mock's connections need that FlyingSocks does not set for them.
enum SocketTuning {
    /// Small answers go out at once: without TCP_NODELAY, a kept-alive connection's second
    /// answer waits for the client's delayed ACK (Nagle's algorithm).
    static func sendImmediately(_ socket: Socket) {
        var on: Int32 = 1
        _ = setsockopt(socket.file.rawValue, Int32(IPPROTO_TCP), TCP_NODELAY, &on, socklen_t(MemoryLayout<Int32>.size))
        #if canImport(Darwin)
            // A write to a client that left fails instead of killing the process (Linux's send
            // takes MSG_NOSIGNAL, which FlyingSocks passes).
            _ = setsockopt(socket.file.rawValue, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// A linger of zero: the close that follows sends an RST instead of a FIN, the `reset` fault.
    static func resetOnClose(_ socket: Socket) {
        var option = linger(l_onoff: 1, l_linger: 0)
        _ = setsockopt(socket.file.rawValue, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    }
}
