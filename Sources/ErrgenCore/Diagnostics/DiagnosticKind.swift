/// Diagnostics of one kind: the same severity and the same message once what varies
/// between mistakes is masked (quoted names, `{placeholders}`, numbers, the did-you-mean
/// hint). `unknown type 'Foo'` and `unknown type 'Bar' (did you mean 'Baz'?)` are one kind.
///
/// Why: one mistake in an anchored node is repeated by every alias of it, and a
/// generated spec can repeat one mistake thousands of times; the list keeps a few of
/// each kind and counts the rest (`DiagnosticList.perKindLimit`).
struct DiagnosticKind: Hashable {
    var severity: Diagnostic.Severity
    var template: String

    init(of diagnostic: Diagnostic) {
        severity = diagnostic.severity
        template = Self.template(of: diagnostic.message)
    }

    static func template(of message: String) -> String {
        var result = String.UnicodeScalarView()
        var closing: Unicode.Scalar?
        var inNumber = false
        for scalar in message.unicodeScalars {
            if let end = closing {
                if scalar == end { closing = nil }
                continue
            }
            let isDigit = ("0"..."9").contains(scalar)
            defer { inNumber = isDigit }
            if isDigit {
                if !inNumber { result.append("#") }
                continue
            }
            result.append(scalar)
            switch scalar {
            case "'": closing = "'"
            case "{": closing = "}"
            default: break
            }
            if let end = closing { result.append(contentsOf: ["…", end]) }
        }
        return String(result).replacingOccurrences(of: " (did you mean '…'?)", with: "")
    }
}
