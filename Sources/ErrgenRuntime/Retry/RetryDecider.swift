/// Decides whether a failed attempt is retried, and after how long.
///
/// The rules, in the order they are checked (after Alamofire's `RetryPolicy`):
/// 1. only an error whose category is `retryable` is retried;
/// 2. only a request that is safe to repeat: an idempotent method or endpoint,
///    or one that sends an idempotency key (`Router.isSafeToRepeat`);
/// 3. the policy is the error's own (`retry:` on the catalog entry) when it has
///    one, else the endpoint's;
/// 4. only while the policy allows another attempt;
/// 5. when the policy honours `Retry-After`, only while the server's wait is at most
///    `max_backoff`;
/// 6. the wait is the policy's jittered backoff, or the server's `Retry-After`
///    when the policy honours it.
struct RetryDecider: Sendable {
    let random: any RandomSource

    /// The wait before the next attempt, or `nil` when the call must fail now.
    ///
    /// - Parameters:
    ///   - attempts: the attempts made so far, the failed one included.
    ///   - serverRetryAfter: the failed response's `Retry-After`, when it had one.
    func delayBeforeRetry(
        after error: some CatalogError,
        of router: some Router,
        attempts: Int,
        serverRetryAfter: Duration?
    ) -> Duration? {
        guard error.category == .retryable else { return nil }
        guard router.isSafeToRepeat else { return nil }
        let policy = error.retryPolicy ?? router.retryPolicy
        guard policy.allowsAnotherAttempt(after: attempts) else { return nil }
        guard policy.retries(afterServerWait: serverRetryAfter) else { return nil }
        var generator = RandomSourceGenerator(source: random)
        return policy.delay(beforeRetry: attempts, serverRetryAfter: serverRetryAfter, using: &generator)
    }
}
