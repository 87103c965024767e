import ErrgenRuntime
import FlyingFox
import Foundation
import TestSupport
import Testing

/// A client for `server` whose waits are recorded, not slept.
func makeClient<Failure: CatalogError>(
    _ type: Failure.Type = TestError.self,
    server: TestServer,
    clock: any Clock<Duration> = RecordingClock(),
    configure: (inout APIClientConfiguration) -> Void = { _ in }
) -> APIClient<Failure> {
    // A busy machine (two cores, a parallel test run) may take longer than the shipped 30 s
    // to serve a request; a test that is about timeouts sets its endpoint's own.
    var configuration = APIClientConfiguration(
        clock: clock, random: FixedRandomSource(value: .max), defaultTimeout: .seconds(600))
    configure(&configuration)
    return APIClient(baseURL: server.baseURL, configuration: configuration)
}

/// The catalog error a call of `client` threw, or `nil` when it succeeded.
///
/// (Closures do not infer typed throws yet, so the error is cast back; any other
/// error type is a test failure.)
func failure<Failure: CatalogError, Value>(
    from client: APIClient<Failure>,
    _ call: () async throws -> Value
) async -> Failure? {
    do {
        _ = try await call()
        return nil
    } catch let error as Failure {
        return error
    } catch {
        Issue.record("threw \(type(of: error)), not \(Failure.self): \(error)")
        return nil
    }
}

let popularBody = #"{"page":1,"results":[{"id":550,"title":"Fight Club"}]}"#
