/// The starter catalog of a document whose errors carry no codes: an entry per documented status.
extension OpenAPIStarterSpec {
    /// The policy the retryable status entries name; it waits for the server's `Retry-After`.
    static let retryPolicy = "standard"

    /// Whether the document lists no codes but documents error statuses.
    var isStatusCatalog: Bool { survey.codes.isEmpty && !survey.statuses.isEmpty }

    /// An entry per documented status, plus `400` and `500` for the statuses the document does not
    /// list, and `401` when the document makes a session that refreshes.
    var statusEntries: [StatusEntry] {
        var statuses = survey.statuses.union([400, 500])
        if survey.refreshesSession { statuses.insert(401) }
        return statuses.sorted().map(StatusEntry.init(status:))
    }

    /// Everything after `envelope`: fallbacks that give each status its entry (a body without a
    /// code becomes it too), a retry policy, and the entries, keyed by status when the body repeats it.
    var statusCatalogLines: [String] {
        let entries = statusEntries
        let keyedByStatus = envelope?.envelope.codeIsStatus == true
        let exact = entries.map { "\($0.status): \(Self.quoted($0.name))" }.joined(separator: ", ")
        var lines = [
            "",
            "client_errors: {other: \(Self.quoted(Self.networkError))}",
            "# Each documented status has its entry: a response with that status becomes it whatever its body.",
            "fallbacks: {\(exact), 4xx: \(Self.quoted(Self.badRequest)), 5xx: \(Self.quoted(Self.serverError))}",
            "",
            "retry_policies:",
            "  # Retries a safe request up to 3 times, waiting as long as the server's Retry-After says.",
            "  \(Self.retryPolicy): {max_attempts: 3, initial_backoff: 1s, max_backoff: 60s, retry_after: honor}",
            "",
            "defaults:",
            "  timeout: 30s",
            "",
            "# The error catalog. The document's errors carry no codes: an entry per documented status"
                + (keyedByStatus ? ",\n# keyed by the status the body repeats." : "."),
            "errors:",
        ]
        for entry in entries {
            lines += Self.entry(
                keyedByStatus ? String(entry.status) : entry.name, name: keyedByStatus ? entry.name : nil,
                status: entry.status, category: entry.category, message: entry.message,
                retry: entry.retries ? Self.retryPolicy : nil)
            lines += displayMessageField
        }
        lines += Self.entry(
            Self.networkError, status: nil, category: "retryable", message: "The server could not be reached.")
        return lines
    }
}
