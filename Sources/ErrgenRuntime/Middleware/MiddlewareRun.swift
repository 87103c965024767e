import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One attempt's pass through the configured middlewares: adapt in order, observe in reverse.
///
/// Reverse, as nested calls unwind: the first middleware wraps all the others, so it
/// adapts the request before them and observes the outcome after them (a tracing
/// middleware listed first times everything the others do).
struct MiddlewareRun: Sendable {
    private let middlewares: [any ClientMiddleware]
    let context: AttemptContext
    /// The request as the middlewares left it so far: after ``adapt()``, the one to send.
    private(set) var request: URLRequest
    /// How many middlewares' `adapt` ran, the one that threw included: only those observe.
    private var entered = 0

    init(_ middlewares: [any ClientMiddleware], context: AttemptContext, request: URLRequest) {
        self.middlewares = middlewares
        self.context = context
        self.request = request
    }

    /// Runs every `adapt`, then checks the headers they left as the request builder checks
    /// its own (``InvalidHeaderName``, ``InvalidHeaderValue``), so that none is mangled on the way.
    mutating func adapt() async throws {
        for middleware in middlewares {
            entered += 1
            request = try await middleware.adapt(request, for: context)
        }
        try HeaderSyntax.check(request)
    }

    func observe(_ result: AttemptOutcome.Result) async {
        guard entered > 0 else { return }
        let outcome = AttemptOutcome(context: context, request: request, result: result)
        for middleware in middlewares[..<entered].reversed() {
            await middleware.observe(outcome)
        }
    }
}
