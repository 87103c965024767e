/// Rules for `mock`: the validation entry is one a server sends for a bad request.
extension SpecChecker {
    mutating func checkMockSettings() {
        guard let reference = spec.mock.validationError,
            let entry = resolve(reference, "mock.validation_error")
        else { return }
        if spec.clientErrors.entries.contains(where: {
            index.index(of: $0.code.value) == index.index(of: reference.value)
        }) {
            error(
                "mock.validation_error names '\(entry.code.value)', which 'client_errors' names: no server sends it; name an entry with a 4xx status",
                at: reference.location)
        } else if let status = entry.status, !(400...499).contains(status.value) {
            error(
                "mock.validation_error names '\(entry.code.value)', which has status \(status.value) (at \(status.location)); a malformed request is answered with a 4xx entry",
                at: reference.location)
        }
    }
}
