import Foundation

/// A secret the app supplies for one ``CredentialScheme`` at run time: never in the spec or
/// the generated code. Its descriptions hide the secret, so printing or dumping it logs none.
public enum Credential: Sendable, Hashable {
    /// An API key, sent in the header, query item or cookie its scheme names.
    case apiKey(String)
    /// A user name and password for HTTP basic.
    case basic(username: String, password: String)
    /// A bearer token sent as it is.
    case bearer(String)

    /// Whether this credential fits `placement`: an API key for a header, query or cookie
    /// scheme, a user name and password for basic, a token for bearer.
    func fits(_ placement: CredentialScheme.Placement) -> Bool {
        switch (self, placement) {
        case (.apiKey, .header), (.apiKey, .query), (.apiKey, .cookie), (.basic, .basic), (.bearer, .bearer): true
        default: false
        }
    }

    /// `Basic <base64(username:password)>` (RFC 7617, section 2), UTF-8 as its `charset` says.
    static func basicValue(_ username: String, _ password: String) -> String {
        "Basic " + Data("\(username):\(password)".utf8).base64EncodedString()
    }
}

extension Credential: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The kind of credential, never its secret: `Credential.apiKey(<redacted>)`.
    public var description: String {
        switch self {
        case .apiKey: "Credential.apiKey(\(Redactor.placeholder))"
        case .basic: "Credential.basic(\(Redactor.placeholder))"
        case .bearer: "Credential.bearer(\(Redactor.placeholder))"
        }
    }

    public var debugDescription: String { description }

    /// What `dump` shows: the description alone.
    public var customMirror: Mirror { Mirror(self, children: ["credential": description]) }
}
