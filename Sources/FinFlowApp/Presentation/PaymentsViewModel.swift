import ErrgenRuntime
import FinFlowAPI
import Foundation

/// The payments screen: each payment's amount and status, and the settled total.
@MainActor
public final class PaymentsViewModel {
    /// One row of the list.
    public struct Row: Equatable, Sendable {
        public var amount: String
        public var status: String
    }

    public private(set) var rows: [Row] = []
    public private(set) var settledTotal: Decimal = 0

    let useCase: RecentPaymentsUseCase
    public let presenter: ErrorPresenter

    public init(useCase: RecentPaymentsUseCase, presenter: ErrorPresenter) {
        self.useCase = useCase
        self.presenter = presenter
    }

    public func load(status: FinFlow.PaymentStatus? = nil) async {
        do {
            let payments = try await useCase.execute(status: status)
            rows = payments.map { Row(amount: "\($0.amount) \($0.currency)", status: Self.label($0.status)) }
            settledTotal = RecentPaymentsUseCase.settledTotal(of: payments)
        } catch {
            _ = await presenter.present(error)
        }
    }

    /// The status as the screen shows it. The enum is open: a status this version of the
    /// app does not know yet arrives as `.unknown`, and the screen still shows the row.
    static func label(_ status: FinFlow.PaymentStatus) -> String {
        switch status {
        case .pending: "Pending"
        case .completed: "Completed"
        case .failed: "Failed"
        case .unknown(let raw): "Other (\(raw))"
        }
    }
}
