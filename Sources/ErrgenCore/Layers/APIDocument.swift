// The API catalog: what Translate makes of a checked spec for the people around an app
// (support, backend developers, translators) and Render writes as Markdown and HTML.
// Every string is the spec's own, unescaped: escaping is the writers' business.

import ErrgenVocabulary

public struct APIDocument: Sendable {
    /// The module name, `FinFlow`.
    public var title: String
    /// The spec folder's name, as in the Swift files' header.
    public var specName: String
    /// `module.locales`; the first is the fallback.
    public var locales: [String]
    public var errorTypeName: String
    public var errors: [ErrorEntry]
    public var clientErrors: [Routing]
    public var fallbacks: [Routing]
    public var retryPolicies: [RetryPolicy]
    public var services: [Service]
    public var models: [Model]
    public var enums: [Enumeration] = []

    /// A link to an anchor of the catalog, with its text.
    public struct Link: Sendable, Hashable {
        public var anchor: String
        public var text: String
    }

    /// Which entry a failure without a usable code becomes: `offline -> NO_INTERNET`, `4xx -> BAD_REQUEST`.
    public struct Routing: Sendable {
        public var when: String
        public var entry: Link
    }

    public struct Text: Sendable {
        public struct Translation: Sendable {
            public var locale: String
            public var segments: [TextSegment]
            /// The spec has no text in this locale: this is the fallback locale's, shown instead.
            public var fallsBackTo: String?
        }

        /// `Title`, `Message`, `Failure reason`, `Recovery suggestion`.
        public var label: String
        public var translations: [Translation]
    }

    public struct Field: Sendable {
        public var name: String
        public var swiftName: String
        public var type: String
        /// `details.retry_after`, `header Retry-After`.
        public var source: String
    }

    public struct ErrorEntry: Sendable {
        public var anchor: String
        /// More anchors to the same entry: its code, when the anchor is its name (`5002`).
        public var aliases: [String]
        /// The code as the server sends it (`5002`, `RATE_LIMITED`).
        public var code: String
        public var isIntegerCode: Bool
        public var name: String?
        /// `FinFlowError.accountLocked`.
        public var swiftCase: String
        public var status: Int?
        public var category: ErrorCategory
        public var style: ErrorDisplayStyle
        public var actions: [ErrorAction]
        /// What the runtime does with it, in a sentence (from its category).
        public var behaviour: String
        /// Whether and how the runtime retries it, in a sentence.
        public var retry: String
        /// Its own `retry:` policy.
        public var retryPolicy: Link?
        public var summary: String?
        public var texts: [Text]
        public var fields: [Field]
        public var problemType: String?
        /// The endpoints that document it.
        public var endpoints: [Link]
        /// `client error: offline`, `fallback: 5xx`.
        public var raisedFor: [String]
        /// `errors/common.yaml:40`.
        public var definedAt: String
    }

    public struct RetryPolicy: Sendable {
        public var anchor: String
        public var name: String
        /// `up to 3 attempts; waits from 1 s, ×2, up to 60 s; full jitter; honors Retry-After`.
        public var description: String
        public var definedAt: String
    }

    public struct Parameter: Sendable {
        /// `path`, `query` or `header`.
        public var place: String
        public var name: String
        public var type: String
    }

    public struct Endpoint: Sendable {
        public var anchor: String
        public var name: String
        /// `client.movie.popularMovies(...)`.
        public var swiftCall: String
        public var summary: String?
        public var method: String
        public var path: String
        public var parameters: [Parameter]
        public var body: Link?
        public var response: Link?
        /// `30 s (default)`, `60 s`, or nil when neither the endpoint nor the defaults set one.
        public var timeout: String?
        public var resourceTimeout: String?
        public var retryPolicy: Link?
        /// `bearer`, `none`, with `(default)` when inherited.
        public var auth: String
        /// `GET`, `idempotent: true`, `idempotency key`, or nil: safe to repeat, and why.
        public var repeatable: String?
        public var errors: [Link]
        public var definedAt: String
    }

    public struct Service: Sendable {
        public var anchor: String
        public var name: String
        public var summary: String?
        public var endpoints: [Endpoint]
    }

    public struct Model: Sendable {
        public struct Property: Sendable {
            public var name: String
            public var type: String
            public var secret: Bool
            public var summary: String?
        }

        public var anchor: String
        public var name: String
        public var properties: [Property]
        public var definedAt: String
    }

    /// An entry of `enums`: its values as the wire writes them, with their Swift cases.
    public struct Enumeration: Sendable {
        public struct Value: Sendable {
            public var value: String
            /// `.inTransit`.
            public var swiftCase: String
            public var summary: String?
        }

        public var anchor: String
        public var name: String
        public var summary: String?
        /// `String` or `Int`.
        public var rawType: String
        public var values: [Value]
        public var definedAt: String
    }
}
