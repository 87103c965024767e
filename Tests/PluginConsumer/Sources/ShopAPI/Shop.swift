import ErrgenRuntime
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The target's own code beside what the plugin generates: it uses the generated
// types (CatalogRouter, ShopServer, ShopError) as app code would.

/// The request for one product, built by the runtime from the generated router.
public func productRequest(id: Int, currency: String? = nil) throws -> URLRequest {
    try RequestBuilder(baseURL: ShopServer.production.url)
        .makeRequest(for: CatalogRouter.product(productId: id, currency: currency), bearerToken: "token")
}

extension ShopError {
    /// True when the product ran out; how many are left is in the error itself.
    public var isOutOfStock: Bool { code == .outOfStock }
}
