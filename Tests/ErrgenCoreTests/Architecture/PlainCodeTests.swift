import Foundation
import Testing

/// Issue 27, point 1: the generator is plain code. Unsafe pointers only where a C API or a
/// measured need demands them, each file listed here with its reason; no allocator tuning,
/// and nothing kept alive on purpose to skip freeing it.
@Suite("Plain code")
struct PlainCodeTests {
    static let sources = TestPaths.repository.appendingPathComponent("Sources")

    /// The files under `Sources/` that may use `Unsafe` APIs, and why.
    static let unsafeAllowed: [String: String] = [
        "ErrgenCore/Load/YAMLLoader.swift": "libyaml's C API takes the input and gives scalars as pointers",
        "errgen/Mock.swift": "execv takes errgen-mock's arguments as C strings",
    ]

    /// Every Swift file under `Sources/`, as a path inside it, with its text.
    static func sourceFiles() throws -> [(path: String, text: String)] {
        let files = try #require(FileManager.default.enumerator(atPath: sources.path))
        var found: [(String, String)] = []
        while let file = files.nextObject() as? String {
            guard file.hasSuffix(".swift") else { continue }
            found.append((file, try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)))
        }
        #expect(found.count > 100, "too few sources found: is the path right?")
        return found
    }

    @Test("only the listed files use Unsafe APIs")
    func unsafeOnlyWhereListed() throws {
        for (path, text) in try Self.sourceFiles() where text.contains("Unsafe") {
            #expect(Self.unsafeAllowed[path] != nil, "\(path) uses an Unsafe API")
        }
    }

    @Test("no allocator tuning, no value kept alive on purpose, no memory freed on another thread")
    func noSpeedTricks() throws {
        for (path, text) in try Self.sourceFiles() {
            for trick in ["dlsym", "mallopt", "Unmanaged.passRetained", "withExtendedLifetime", "moveInitialize"] {
                #expect(!text.contains(trick), "\(path) uses \(trick)")
            }
        }
    }
}
