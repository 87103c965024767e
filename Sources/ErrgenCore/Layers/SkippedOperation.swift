import ErrgenVocabulary

/// An OpenAPI operation that `unsupported: skip` left out, with why: `errgen diff` reports an
/// endpoint that is skipped in one version as skipped, not as removed or added.
package struct SkippedOperation: Sendable {
    /// The service and endpoint name it would have had (its `operationId`, or one derived from its path).
    package var service: String
    package var name: String
    package var method: HTTPMethod
    package var path: String
    /// Where the operation is written.
    package var location: SourceLocation
    /// What errgen does not support about it, as the warning says.
    package var reason: String

    package var qualifiedName: String { "\(service).\(name)" }

    /// `GET /pets/{}`: the method and the path with its parameter names erased.
    package var route: String {
        "\(method.rawValue) \(PathTemplateSyntax.template(of: path)?.erased ?? path)"
    }
}
