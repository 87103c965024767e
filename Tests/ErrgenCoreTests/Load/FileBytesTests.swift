import Foundation
import Testing
import TestSupport

@testable import ErrgenCore

/// `FileBytes` reads a spec file with `read(2)` into the array the loader keeps: every byte,
/// at any size (one read for a regular file, more for one without a size), and `nil` for
/// what cannot be read, as `FileManager.contents(atPath:)` did.
@Suite("Reading a file's bytes")
struct FileBytesTests {
    @Test(arguments: [0, 1, 4_095, 4_096, 4_097, 100_003])
    func readsEveryByteOfAFileOfAnySize(size: Int) throws {
        var generator = SeededGenerator(state: UInt64(size))
        let bytes = (0..<size).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = try TestPaths.temporaryFolder("file-bytes").appendingPathComponent("spec.yaml").path
        #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        #expect(FileBytes.read(atPath: path) == bytes)
    }

    @Test func aFolderOrAMissingFileIsNotRead() throws {
        let folder = try TestPaths.temporaryFolder("file-bytes")
        #expect(FileBytes.read(atPath: folder.path) == nil)
        #expect(FileBytes.read(atPath: folder.appendingPathComponent("missing.yaml").path) == nil)
    }

    /// A pipe has no size: what is written to it is read to its end, past the first read's
    /// buffer (4 KB and a byte).
    @Test func aPipeIsReadToItsEnd() throws {
        let path = try TestPaths.temporaryFolder("file-bytes").appendingPathComponent("pipe.yaml").path
        #expect(mkfifo(path, 0o600) == 0)
        let written = (0..<10_000).map { UInt8(truncatingIfNeeded: $0) }
        // Opening either end waits for the other: the writer writes from another thread.
        DispatchQueue.global().async {
            let handle = FileHandle(forWritingAtPath: path)
            handle?.write(Data(written))
            try? handle?.close()
        }
        #expect(FileBytes.read(atPath: path) == written)
    }
}
