/// One spec file's path and bytes, for runs that never touch the disk (tests, the fuzzer).
package struct SpecSource: Sendable {
    package var path: String
    package var bytes: [UInt8]

    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
