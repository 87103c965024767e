/// How the runtime chose an error's catalog entry: by the code the response carried,
/// or, when it carried none, by something else. `CatalogError.wireCode` is `nil` for
/// every kind but `byCode`, so a status fallback never passes for a code the server sent.
public enum ErrorClassification: Sendable, Hashable {
    /// By the code the response carried. Also what an error made by app code says.
    case byCode
    /// The response carried no code but an RFC 9457 problem `type`: the entry whose
    /// `problem_type` it is, or the status fallback when no entry has it.
    case byProblemType
    /// The response carried no code (an HTML 502 page, an empty body): the entry the
    /// spec's `fallbacks` name for this HTTP status.
    case byStatus(Int)
    /// No usable response arrived: the entry the spec's `client_errors` name for this kind.
    case byClientFailure(ClientFailure)
    /// The entry came from the call's session, not from its own response: the refresh the
    /// call waited for failed (the entry is the refresh's own, its error underneath), or
    /// the session had ended (the catalog's `requires_logout` entry). The call's response
    /// did not carry that code, so `wireCode` is `nil`.
    case bySession
}
