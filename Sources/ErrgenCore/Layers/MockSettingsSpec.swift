/// `mock`: what `errgen mock` answers where the rest of the spec leaves it open. The generated
/// code does not read it.
package struct MockSettingsSpec: Sendable {
    /// `validation_error`: the catalog entry a malformed request is answered with.
    package var validationError: Located<ErrorReference>?
    package var location: SourceLocation?

    package init() {}
}
