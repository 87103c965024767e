import ErrgenRuntime
import Foundation
import GoldenShapes
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The query styles and cookies of `Tests/Fixtures/golden/shapes` (`OrdersRouter.search`),
/// turned into real requests by the runtime's `RequestBuilder`.
@Suite("Generated routers write query styles and cookies")
struct QueryStyleRequestTests {
    let builder = RequestBuilder(baseURL: ShapesServer.production.url)

    @Test("explode false joins a list by literal commas, its values' own commas encoded; deep objects are name[key]")
    func queryStyles() throws {
        let router = Shapes.OrdersRouter.search(
            ids: [3, 1], tags: ["a,b", "c d"], filter: ["status": "open", "color": "red"], range: ["min": 2],
            status: ["x", "y"], session: "s1")
        let query = try #require(builder.url(for: router).query(percentEncoded: true))
        #expect(
            query
                == "ids=3,1&tags=a%2Cb,c%20d&filter%5Bcolor%5D=red&filter%5Bstatus%5D=open&range%5Bmin%5D=2"
                + "&status=x&status=y")
    }

    @Test("nil lists and dictionaries are left out; an empty comma list sends the name alone")
    func absentValues() throws {
        let router = Shapes.OrdersRouter.search(ids: [], range: [:], status: [], session: "s")
        #expect(builder.url(for: router).query(percentEncoded: true) == "ids=")
    }

    @Test("cookies go in one Cookie header, nil ones left out, values a cookie cannot hold percent-encoded")
    func cookies() throws {
        let request = try builder.makeRequest(
            for: Shapes.OrdersRouter.search(ids: [1], range: [:], status: [], session: "a b;c", theme: "dark"))
        #expect(request.value(forHTTPHeaderField: "Cookie") == "session=a%20b%3Bc; theme=dark")
        let without = Shapes.OrdersRouter.search(ids: [1], range: [:], status: [], session: "s")
        #expect(without.headers.map(\.value) == ["session=s"])
    }
}
