import ArgumentParser
import ErrgenCore
import Foundation

/// Prints diagnostics to standard error in the `path:line:column: error: message` form, as errgen does.
enum Diagnostics {
    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    static func printError(_ line: String) {
        _ = FileWriteError.writeAll(Array((line + "\n").utf8), to: 2)
    }

    /// A file system error as one line: its path and the system's reason.
    static func describe(_ error: any Error) -> String {
        if let error = error as? CocoaError, let underlying = error.underlying as? POSIXError {
            return (error.filePath.map { "\($0): " } ?? "") + FileWriteError.reason(errno: underlying.code.rawValue)
        }
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
