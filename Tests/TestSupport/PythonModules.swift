import Foundation

/// Whether `python3` can import a module, for the tests that need a tool CI installs
/// (`jsonschema`). Waits for the child on the calling thread: it is meant for a `static let`
/// that a test trait reads once, before the tests run.
public enum PythonModules {
    public static func available(_ module: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import \(module)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
