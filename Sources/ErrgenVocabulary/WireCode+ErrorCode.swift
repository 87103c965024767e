extension WireCode {
    /// A stable integer for `CustomNSError.errorCode`: the code itself for integer
    /// codes, a 31-bit FNV-1a hash of the text for string codes (the generator uses the
    /// same hash and rejects a catalog in which two codes share one).
    public var stableErrorCode: Int {
        switch self {
        case .integer(let value):
            return value
        case .string(let text):
            var hash: UInt32 = 2_166_136_261
            for byte in text.utf8 {
                hash ^= UInt32(byte)
                hash = hash &* 16_777_619
            }
            return Int(hash & 0x7FFF_FFFF)
        }
    }
}
