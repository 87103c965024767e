import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Says which `client_errors` kind a transport error is, when no response arrived.
enum ClientFailureClassifier {
    static func failure(for error: any Error) -> ClientFailure {
        if error is CancellationError { return .cancelled }
        guard let urlError = error as? URLError else { return .other }
        switch urlError.code {
        case .cancelled:
            return .cancelled
        case .timedOut:
            return .timeout
        case .notConnectedToInternet, .networkConnectionLost, .cannotConnectToHost, .cannotFindHost,
            .dnsLookupFailed, .dataNotAllowed, .internationalRoamingOff, .callIsActive:
            return .offline
        default:
            return .other
        }
    }
}
