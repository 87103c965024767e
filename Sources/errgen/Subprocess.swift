#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Runs a program found on `PATH` and collects what it prints. `posix_spawnp` rather than
/// Foundation's `Process`, which is not in FoundationEssentials: linking all of Foundation
/// would slow every errgen command's start (see ImportTests).
enum Subprocess {
    struct Result {
        var status: Int32
        var stdout: [UInt8]
        var stderr: String
    }

    /// Runs `program arguments...`; the output goes to two files in `scratch`, read once it exits,
    /// so a large output never blocks the child on a full pipe.
    static func run(_ program: String, _ arguments: [String], scratch: String) -> Result? {
        let outPath = scratch + "/.stdout", errPath = scratch + "/.stderr"
        defer {
            unlink(outPath)
            unlink(errPath)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        guard posix_spawnp(&pid, program, &actions, nil, argv, environ) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        let exited = (status & 0x7f) == 0
        let code = exited ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        let stdout = FileManager.default.contents(atPath: outPath).map { [UInt8]($0) } ?? []
        let stderr = FileManager.default.contents(atPath: errPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Result(status: code, stdout: stdout, stderr: stderr)
    }
}
