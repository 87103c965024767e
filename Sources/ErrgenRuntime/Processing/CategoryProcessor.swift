/// The built-in processors: each handles one category by calling an app hook.
///
/// ```swift
/// ErrorProcessorChain([
///     .sessionExpired { _ in await coordinator.showLogin() },
///     .maintenance { _ in await coordinator.showMaintenance() },
///     .forceUpdate { _ in await coordinator.showUpdate() },
///     AccountLockedProcessor(),            // the app's own
/// ])
/// ```
public struct CategoryProcessor: ErrorProcessor {
    public let name: String
    /// The category this processor handles; every other error passes through.
    public let category: ErrorCategory
    private let hook: @Sendable (any CatalogError) async -> Void

    public init(name: String, category: ErrorCategory, hook: @escaping @Sendable (any CatalogError) async -> Void) {
        self.name = name
        self.category = category
        self.hook = hook
    }

    public func process(_ error: any CatalogError) async -> ErrorProcessingResult {
        guard error.category == category else { return .passed }
        await hook(error)
        return .handled
    }
}

extension ErrorProcessor where Self == CategoryProcessor {
    /// `requires_logout` errors (a failed refresh, a server's "session expired"): the app's login screen.
    public static func sessionExpired(_ hook: @escaping @Sendable (any CatalogError) async -> Void) -> CategoryProcessor {
        CategoryProcessor(name: "sessionExpired", category: .requiresLogout, hook: hook)
    }

    /// `maintenance` errors (usually 503): the app's maintenance screen.
    public static func maintenance(_ hook: @escaping @Sendable (any CatalogError) async -> Void) -> CategoryProcessor {
        CategoryProcessor(name: "maintenance", category: .maintenance, hook: hook)
    }

    /// `force_update` errors (usually 426): the app's update screen.
    public static func forceUpdate(_ hook: @escaping @Sendable (any CatalogError) async -> Void) -> CategoryProcessor {
        CategoryProcessor(name: "forceUpdate", category: .forceUpdate, hook: hook)
    }
}

/// An app's own processor for one code, for example 5002 (account locked) to the support screen.
public struct CodeProcessor: ErrorProcessor {
    public let name: String
    /// The code as the server sends it.
    public let code: WireCode
    private let hook: @Sendable (any CatalogError) async -> Void

    public init(name: String, code: WireCode, hook: @escaping @Sendable (any CatalogError) async -> Void) {
        self.name = name
        self.code = code
        self.hook = hook
    }

    public func process(_ error: any CatalogError) async -> ErrorProcessingResult {
        guard let wireCode = error.wireCode, wireCode.matches(code) else { return .passed }
        await hook(error)
        return .handled
    }
}
