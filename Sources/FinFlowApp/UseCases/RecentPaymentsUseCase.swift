import FinFlowAPI
import Foundation

/// The signed-in user's latest payments, and what they add up to.
public struct RecentPaymentsUseCase: Sendable {
    /// The generated service's protocol, so a test can pass a double instead of a server.
    let payments: any FinFlow.PaymentsServiceProtocol

    public init(environment: AppEnvironment) {
        self.init(payments: environment.client.payments)
    }

    public init(payments: some FinFlow.PaymentsServiceProtocol) {
        self.payments = payments
    }

    /// The payments, all or those in `status`: the endpoint answers with a JSON array,
    /// so the generated method returns `[FinFlow.Payment]`.
    public func execute(status: FinFlow.PaymentStatus? = nil) async throws(FinFlowError) -> [FinFlow.Payment] {
        try await payments.recentPayments(status: status)
    }

    /// The sum of the settled payments, exact: amounts are `Decimal`s read from the JSON's digits.
    public static func settledTotal(of payments: [FinFlow.Payment]) -> Decimal {
        payments.filter { $0.status == .completed }.reduce(Decimal(0)) { $0 + $1.amount }
    }
}
