import ErrgenRuntime
import FinFlowAPI
import FlyingFox
import Foundation
import TestSupport
import Testing

/// `idempotency_key: true` on the wire: the generated `Payments.transfer` against a real
/// local server, the way an app's Retry button calls it.
@Suite("Idempotency keys on the wire")
struct IdempotencyKeyWireTests {
    static let request = FinFlow.TransferRequest(
        fromAccount: "acc-1", toAccount: "acc-2", amount: Decimal(string: "125.50")!, currency: "VND")
    static let transfer =
        #"{"id": "5B0C6D4E-3F2A-4B1C-9D8E-7F6A5B4C3D2E", "status": "completed", "created_at": "2026-11-22T10:00:00Z"}"#

    @Test("a Retry that passes the failed call's key sends the same Idempotency-Key; a new call sends a new one")
    func retryRepeatsTheKey() async throws {
        let server = try await TestServer.start { _, number in
            // The first call fails for good (no retry within the call); the rest succeed.
            number == 1
                ? .json(.badRequest, #"{"error": {"code": "BAD_REQUEST", "message": "try again"}}"#)
                : .json(.created, Self.transfer)
        }
        defer { Task { await server.stop() } }
        let client = FinFlowClient(baseURL: server.baseURL)
        let key = IdempotencyKey()

        await #expect(throws: FinFlowError.self) {
            _ = try await client.payments.transfer(body: Self.request, idempotencyKey: key)
        }
        let receipt = try await client.payments.transfer(body: Self.request, idempotencyKey: key)
        #expect(receipt.status == .completed)
        _ = try await client.payments.transfer(body: Self.request)

        let keys = server.requests(to: "/transfers").map { $0.header("Idempotency-Key") }
        #expect(keys.count == 3)
        #expect(keys[0] == key.value)
        #expect(keys[1] == key.value)
        #expect(keys[2] != nil && keys[2] != key.value)
    }

    @Test("without a key of the caller's, the configuration makes one per call")
    func freshKeysComeFromTheConfiguration() async throws {
        let server = try await TestServer.start { _, _ in .json(.created, Self.transfer) }
        defer { Task { await server.stop() } }
        let counter = Locked(0)
        let configuration = APIClientConfiguration(makeIdempotencyKey: {
            "made-"
                + String(
                    counter.withLock { value in
                        value += 1
                        return value
                    })
        })
        let client = FinFlowClient(baseURL: server.baseURL, configuration: configuration)
        _ = try await client.payments.transfer(body: Self.request)
        _ = try await client.payments.transfer(body: Self.request)
        #expect(server.requests(to: "/transfers").map { $0.header("Idempotency-Key") } == ["made-1", "made-2"])
    }
}
