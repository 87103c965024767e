import ArgumentParser

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `errgen mock`: listed with the other commands, and run by `errgen-mock`, an executable of its
/// own, so that generating code never loads an HTTP server (nor, on Linux, Foundation's networking).
struct Mock: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mock",
        abstract: "Serves the spec's endpoints over HTTP with the catalog's errors on demand (runs errgen-mock).",
        discussion: """
            `errgen mock --help` lists its options. errgen-mock is built beside errgen \
            (swift build --product errgen-mock); exit code 69 when it cannot be found.
            """
    )

    @Argument(parsing: .captureForPassthrough, help: "The spec folder and errgen-mock's options.")
    var arguments: [String] = []

    func run() throws {
        try MockLauncher.run(arguments)
    }
}

/// Finds `errgen-mock` beside the running errgen (else on `PATH`) and replaces this process with it,
/// so its signals, output and exit code are the command's own.
enum MockLauncher {
    static let executable = "errgen-mock"

    static func run(_ arguments: [String]) throws -> Never {
        for path in candidates() where access(path, X_OK) == 0 {
            var argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) }
            argv.append(nil)
            execv(path, argv)
            // Only reached when the exec failed: try the next place.
            for argument in argv { free(argument) }
        }
        throw Diagnostics.fail(
            "\(executable) is not built: run 'swift build --product \(executable)' (or 'swift run \(executable)')",
            code: 69)
    }

    private static func candidates() -> [String] {
        var found: [String] = []
        if let own = ownPath(), let slash = own.lastIndex(of: "/") {
            found.append(String(own[...slash]) + executable)
        }
        if let path = getenv("PATH") {
            for folder in String(cString: path).split(separator: ":") where !folder.isEmpty {
                found.append("\(folder)/\(executable)")
            }
        }
        return found
    }

    /// This executable's path: `/proc/self/exe` on Linux, else how it was started.
    private static func ownPath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        #if os(Linux)
            let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            if count > 0 { return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        #endif
        let started = CommandLine.arguments.first ?? ""
        guard started.contains("/"), realpath(started, &buffer) != nil else { return nil }
        let end = buffer.firstIndex(of: 0) ?? buffer.endIndex
        return String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
