@_spi(Generated) import ErrgenRuntime
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The target's own code beside what the plugin generates, in the same module: it uses
// the generated types (Shop.CatalogRouter, ShopServer, ShopError) as app code would, and
// declares names of its own that the generated code must not collide with or hide.

/// The request for one product, built by the runtime from the generated router.
public func productRequest(id: Int, currency: String? = nil) throws -> URLRequest {
    try RequestBuilder(baseURL: ShopServer.production.url)
        .makeRequest(for: Shop.CatalogRouter.product(productID: id, currency: currency), bearerToken: "token")
}

/// The app's own session, service, model and router, named as generated code could name
/// its own: the generated ones live in the `Shop` namespace.
public struct Session: Sendable {
    public var userName: String

    public init(userName: String) {
        self.userName = userName
    }
}

public struct AuthService: Sendable {}

public struct Movie: Sendable {
    public var title: String

    public init(title: String) {
        self.title = title
    }
}

public enum Router {
    case home
}

/// Swift's `Task`, Foundation's `Locale` and Swift's `Result`, unqualified, in the module
/// whose spec has models named `Task`, `Locale` and `Session`.
public func localeAfterAHop() async -> Result<String, Never> {
    let identifier = await Task { Locale(identifier: "vi_VN").identifier }.value
    return .success(identifier)
}

extension ShopError {
    /// True when the product ran out; how many are left is in the error itself.
    public var isOutOfStock: Bool { code == .outOfStock }
}
