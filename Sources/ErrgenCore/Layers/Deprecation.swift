/// `deprecated:` on a code, a model, a property, an enum value or an endpoint: the generated
/// declaration is marked `@available(*, deprecated, message:)`, and `errgen docs` and
/// `errgen diff` say so.
package struct Deprecation: Sendable, Hashable {
    /// The message, such as "Use CARD_DECLINED"; `nil` for `deprecated: true`.
    package var message: String?
    /// Where `deprecated:`'s value is written.
    package var location: SourceLocation

    package init(message: String?, at location: SourceLocation) {
        self.message = message
        self.location = location
    }
}
