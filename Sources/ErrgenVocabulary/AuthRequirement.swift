/// How a request authenticates.
public enum AuthRequirement: String, Sendable, Hashable, CaseIterable {
    /// `Authorization: Bearer <token>` from the app's session.
    case bearer
    /// No credentials are sent.
    case none
}
