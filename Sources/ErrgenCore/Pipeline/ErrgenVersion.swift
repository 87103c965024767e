/// errgen's version: what `errgen --version` prints and CHANGELOG.md records.
///
/// Semantic versioning: while errgen is 0.x, a minor release may change the spec
/// format or the generated API, and CHANGELOG.md says how to move.
package enum ErrgenVersion {
    package static let current = "0.2.0"
}
