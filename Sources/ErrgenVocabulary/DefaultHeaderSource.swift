/// The spec's `from:` sources of a default header's value: what the runtime itself
/// knows. Written `DefaultHeader.Source` in the runtime.
public enum DefaultHeaderSource: String, Sendable, CaseIterable {
    /// ``DefaultHeader/Value/locale``.
    case locale
}
