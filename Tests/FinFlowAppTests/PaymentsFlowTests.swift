import ErrgenRuntime
import FinFlowAPI
import FinFlowApp
import FlyingFox
import Foundation
import TestSupport
import Testing

/// The payments screen against a local server: a list response, an open enum (a status
/// the app does not know yet still shows), and exact `Decimal` amounts; and without a
/// server, through a double of the generated `PaymentsServiceProtocol`.
@Suite("Payments")
@MainActor
struct PaymentsFlowTests {
    let token = BearerToken(accessToken: "access-1", refreshToken: "refresh-1")

    nonisolated static let payments = #"""
        [{"id": "8C2A5F0E-2B5B-4E4B-9A43-0D6E1B5C7A11", "amount": 0.1, "currency": "USD", "status": "completed", "created_at": "2025-03-01T09:30:00Z"},
         {"id": "8C2A5F0E-2B5B-4E4B-9A43-0D6E1B5C7A12", "amount": "0.2", "currency": "USD", "status": "completed", "created_at": "2025-03-01T09:31:00Z"},
         {"id": "8C2A5F0E-2B5B-4E4B-9A43-0D6E1B5C7A13", "amount": 1234567.89, "currency": "USD", "status": "pending", "created_at": "2025-03-01T09:32:00Z"},
         {"id": "8C2A5F0E-2B5B-4E4B-9A43-0D6E1B5C7A14", "amount": 5, "currency": "USD", "status": "charged_back", "created_at": "2025-03-01T09:33:00Z"}]
        """#

    @Test("the list decodes, amounts are exact, and an unknown status still shows")
    func list() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, Self.payments) }
        defer { Task { await server.stop() } }
        let app = AppUnderTest(server: server, token: token)
        let model = PaymentsViewModel(
            useCase: RecentPaymentsUseCase(environment: app.environment),
            presenter: ErrorPresenter(display: RecordingDisplay(), locale: "en"))
        await model.load()
        #expect(model.rows.map(\.status) == ["Completed", "Completed", "Pending", "Other (charged_back)"])
        #expect(model.rows[2].amount == "1234567.89 USD")
        #expect(model.settledTotal == Decimal(string: "0.3")!)
        #expect(server.requests(to: "/me/payments").first?.query["status"] == nil)
    }

    @Test("the status filter is sent as its wire value")
    func filter() async throws {
        let server = try await TestServer.start { _, _ in .json(.ok, "[]") }
        defer { Task { await server.stop() } }
        let app = AppUnderTest(server: server, token: token)
        let payments = try await RecentPaymentsUseCase(environment: app.environment).execute(status: .pending)
        #expect(payments.isEmpty)
        #expect(server.requests(to: "/me/payments").map { $0.query["status"] } == ["pending"])
    }

    /// A double of the generated service: what the screen gets, without HTTP.
    struct PaymentsDouble: FinFlow.PaymentsServiceProtocol {
        var result: Result<[FinFlow.Payment], FinFlowError>
        let statuses = Locked<[FinFlow.PaymentStatus?]>([])

        func recentPayments(status: FinFlow.PaymentStatus?) async throws(FinFlowError) -> [FinFlow.Payment] {
            statuses.withLock { $0.append(status) }
            return try result.get()
        }

        func transfer(body: FinFlow.TransferRequest, idempotencyKey: IdempotencyKey?) async throws(FinFlowError)
            -> FinFlow.Transfer
        {
            throw .badRequest(context: ErrorContext(status: 400))
        }
    }

    @Test("with a double of the service, a catalog case the double throws reaches the screen with its payload")
    func doubleThrowsACatalogCase() async throws {
        let double = PaymentsDouble(result: .failure(.rateLimited(retryAfter: 30, context: ErrorContext(status: 429))))
        let display = RecordingDisplay()
        let model = PaymentsViewModel(
            useCase: RecentPaymentsUseCase(payments: double), presenter: ErrorPresenter(display: display, locale: "en"))
        await model.load(status: .failed)
        #expect(model.rows.isEmpty)
        #expect(double.statuses.withLock { $0 } == [.failed])
        let error = FinFlowError.rateLimited(retryAfter: 30, context: ErrorContext(status: 429))
        #expect(display.shown.map(\.message) == [error.message(locale: "en")])
        #expect(error.message(locale: "en").contains("30"))
    }

    @Test("with a double of the service, its payments are the screen's rows and total")
    func doubleReturnsPayments() async throws {
        let payments = [("0.1", FinFlow.PaymentStatus.completed), ("0.2", .completed), ("7", .pending)].map {
            FinFlow.Payment(
                id: UUID(), amount: Decimal(string: $0.0)!, currency: "USD", status: $0.1, createdAt: Date())
        }
        let model = PaymentsViewModel(
            useCase: RecentPaymentsUseCase(payments: PaymentsDouble(result: .success(payments))),
            presenter: ErrorPresenter(display: RecordingDisplay(), locale: "en"))
        await model.load()
        #expect(model.rows.map(\.status) == ["Completed", "Completed", "Pending"])
        #expect(model.settledTotal == Decimal(string: "0.3")!)
    }
}
