import ArgumentParser
import ErrgenCore
import Foundation

/// Prints diagnostics to standard error in the `path:line:column: error: message` form.
enum Diagnostics {
    static func print(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
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
