// The API catalog: what Translate makes of a checked spec for the people around an app
// (support, backend developers, translators) and Render writes as Markdown and HTML.
// Every string is the spec's own, unescaped: escaping is the writers' business.

import ErrgenVocabulary

package struct APIDocument: Sendable {
    /// The module name, `FinFlow`.
    package var title: String
    /// The spec folder's name, as in the Swift files' header.
    package var specName: String
    /// `module.locales`; the first is the fallback.
    package var locales: [String]
    package var errorTypeName: String
    package var errors: [ErrorEntry]
    package var clientErrors: [Routing]
    package var fallbacks: [Routing]
    package var retryPolicies: [RetryPolicy]
    package var services: [Service]
    package var models: [Model]
    package var enums: [Enumeration] = []
    /// `errgen docs --against REV`: what changed since that revision.
    package var changes: Changes? = nil

    /// The changes since an earlier version of the spec (`errgen diff`), by class.
    package struct Changes: Sendable {
        package struct Group: Sendable {
            /// `Breaks apps already shipped`.
            package var heading: String
            package var changes: [Change]
        }

        package struct Change: Sendable {
            /// `code-removed`.
            package var rule: String
            package var message: String
            /// `v1.0:specs/errors/auth.yaml:16`, `errors/auth.yaml:18`.
            package var old: String?
            package var new: String?
        }

        /// The revision as the user named it.
        package var revision: String
        /// The classes that have changes, most severe first.
        package var groups: [Group]
    }

    /// A link to an anchor of the catalog, with its text.
    package struct Link: Sendable, Hashable {
        /// `nil` for a type that names no model or enum (`[String: Int]`): its text is shown, not linked.
        package var anchor: String?
        package var text: String
    }

    /// Which entry a failure without a usable code becomes: `offline -> NO_INTERNET`, `4xx -> BAD_REQUEST`.
    /// `renamed_from` and `deprecated`, for support and backend teams: what an old app may
    /// still send or receive, and what is on its way out.
    package struct Evolution: Sendable {
        /// The previous wire codes, keys, values or names, as the spec writes them.
        package var renamedFrom: [String] = []
        /// `nil`: not deprecated; an empty text: deprecated without a message.
        package var deprecated: String?
        /// The day (`2027-06-30`) until which the server keeps a deprecated entity, when the spec says.
        package var sunset: String?

        package init(renamedFrom: [String] = [], deprecation: Deprecation?) {
            self.renamedFrom = renamedFrom
            deprecated = deprecation.map { $0.message ?? "" }
            sunset = deprecation?.sunset?.value
        }
    }

    package struct Routing: Sendable {
        package var when: String
        package var entry: Link
    }

    package struct Text: Sendable {
        package struct Translation: Sendable {
            package var locale: String
            package var segments: [TextSegment]
            /// The spec has no text in this locale: this is the fallback locale's, shown instead.
            package var fallsBackTo: String?
        }

        /// `Title`, `Message`, `Failure reason`, `Recovery suggestion`.
        package var label: String
        package var translations: [Translation]
    }

    package struct Field: Sendable {
        package var name: String
        package var swiftName: String
        package var type: String
        /// `details.retry_after`, `header Retry-After`.
        package var source: String
        /// Its previous keys and deprecation.
        package var evolution = Evolution(deprecation: nil)
    }

    package struct ErrorEntry: Sendable {
        package var anchor: String
        /// More anchors to the same entry: its code, when the anchor is its name (`5002`).
        package var aliases: [String]
        /// The code as the server sends it (`5002`, `RATE_LIMITED`).
        package var code: String
        package var isIntegerCode: Bool
        package var name: String?
        /// `FinFlowError.accountLocked`.
        package var swiftCase: String
        package var status: Int?
        package var category: ErrorCategory
        package var style: ErrorDisplayStyle
        package var actions: [ErrorAction]
        /// What the runtime does with it, in a sentence (from its category).
        package var behaviour: String
        /// Whether and how the runtime retries it, in a sentence.
        package var retry: String
        /// Its own `retry:` policy.
        package var retryPolicy: Link?
        package var summary: String?
        package var texts: [Text]
        package var fields: [Field]
        package var problemType: String?
        /// The endpoints that document it.
        package var endpoints: [Link]
        /// `client error: offline`, `fallback: 5xx`.
        package var raisedFor: [String]
        /// `errors/common.yaml:40`.
        package var definedAt: String
        package var evolution = Evolution(deprecation: nil)
    }

    package struct RetryPolicy: Sendable {
        package var anchor: String
        package var name: String
        /// `up to 3 attempts; waits from 1 s, ×2, up to 60 s; full jitter; honors Retry-After`.
        package var description: String
        package var definedAt: String
    }

    package struct Parameter: Sendable {
        /// `path`, `query` or `header`.
        package var place: String
        package var name: String
        package var type: String
        /// Marked `secret: true`: redacted in logs.
        package var secret = false
        /// Its `deprecated:` (an OpenAPI parameter's `deprecated: true`).
        package var evolution = Evolution(deprecation: nil)
    }

    package struct Endpoint: Sendable {
        package var anchor: String
        package var name: String
        /// `client.movie.popularMovies(...)`.
        package var swiftCall: String
        package var summary: String?
        package var method: String
        package var path: String
        package var parameters: [Parameter]
        package var body: Link?
        package var response: Link?
        /// `30 s (default)`, `60 s`, or nil when neither the endpoint nor the defaults set one.
        package var timeout: String?
        package var resourceTimeout: String?
        package var retryPolicy: Link?
        /// `bearer`, `none`, with `(default)` when inherited.
        package var auth: String
        /// `GET`, `idempotent: true`, `idempotency key`, or nil: safe to repeat, and why.
        package var repeatable: String?
        package var errors: [Link]
        package var definedAt: String
        package var evolution = Evolution(deprecation: nil)
        /// For an endpoint with `events`: the type of each event's data.
        package var events: Link? = nil
        /// Its `terminator`, the data that ends the stream.
        package var terminator: String? = nil
    }

    package struct Service: Sendable {
        package var anchor: String
        package var name: String
        package var summary: String?
        package var endpoints: [Endpoint]
    }

    package struct Model: Sendable {
        package struct Property: Sendable {
            package var name: String
            package var type: String
            package var secret: Bool
            package var summary: String?
            package var evolution = Evolution(deprecation: nil)
        }

        package var anchor: String
        package var name: String
        package var properties: [Property]
        package var definedAt: String
        package var evolution = Evolution(deprecation: nil)
    }

    /// An entry of `enums`: its values as the wire writes them, with their Swift cases.
    package struct Enumeration: Sendable {
        package struct Value: Sendable {
            package var value: String
            /// `.inTransit`.
            package var swiftCase: String
            package var summary: String?
            package var evolution = Evolution(deprecation: nil)
        }

        package var anchor: String
        package var name: String
        package var summary: String?
        /// `String` or `Int`.
        package var rawType: String
        package var values: [Value]
        package var definedAt: String
    }
}
