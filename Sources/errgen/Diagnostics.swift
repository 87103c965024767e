import ArgumentParser
import ErrgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Prints diagnostics to standard error in the `path:line:column: error: message` form.
/// `errgen-mock` compiles this very file (`Sources/errgen-mock/Diagnostics.swift` is a symbolic
/// link to it), so that both commands report alike.
enum Diagnostics {
    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    static func printError(_ line: String) {
        // Standard error, unbuffered; a failure to print has nowhere to be reported.
        _ = FileWriteError.writeAll(Array((line + "\n").utf8), to: 2)
    }

    /// A file system error as one line that names the file and the system's reason:
    /// `out/Errors.swift: Permission denied`. Foundation's `localizedDescription` says
    /// `The operation could not be completed` on Linux, and is not in FoundationEssentials.
    static func describe(_ error: any Error) -> String {
        if let error = error as? CocoaError {
            let reason =
                (error.underlying as? POSIXError).map { FileWriteError.reason(errno: $0.code.rawValue) }
                ?? "error \(error.code.rawValue)"
            return error.filePath.map { "\($0): \(reason)" } ?? reason
        }
        if let error = error as? POSIXError { return FileWriteError.reason(errno: error.code.rawValue) }
        return String(describing: error)
    }

    /// Runs a step that reads the spec folder; an unreadable folder is one clear line and exit 66.
    static func run<T>(_ body: () throws(SpecFolderError) -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw fail(error.description, code: 66)
        }
    }

    /// Prints `errgen: error: message` and returns the exit code to throw.
    static func fail(_ message: String, code: Int32) -> ExitCode {
        printError("errgen: error: \(message)")
        return ExitCode(code)
    }
}
