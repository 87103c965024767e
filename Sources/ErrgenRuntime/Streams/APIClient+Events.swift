import Foundation

extension APIClient {
    /// Sends `router`'s request and returns its `text/event-stream` body's events, `data`
    /// decoded as `Event`: the call for an endpoint with `events:`.
    ///
    /// The opening is a call like any other: the pause gate, the retry policy, one refresh
    /// and repeat after a 401, the error processors; a non-2xx opening is decoded through the
    /// catalog (a 429 is its rate-limit entry, with `retryAfter`) and thrown here, its body
    /// never read as events. Once it returns, nothing is sent again: see ``ServerSentEvents``
    /// for what reading the events throws.
    ///
    /// - Parameters:
    ///   - router: the endpoint and its parameters.
    ///   - as: the type each event's `data` decodes as: `String` takes it as is, any other
    ///     type is decoded from it as JSON with ``APIClientConfiguration/decoder``.
    ///   - terminator: the `data` that ends the stream, when the API documents one (`[DONE]`).
    /// - Returns: the events, read as they arrive.
    public func events<Event: Decodable & Sendable>(
        _ router: some Router, as: Event.Type, terminator: String? = nil
    ) async throws(Failure) -> ServerSentEvents<Event> {
        let endpoint = router.endpointName
        let decoder = configuration.decoder
        let errorDecoder = ErrorResponseDecoder(envelope: Failure.envelope)
        let now = configuration.now
        return try await call(router, isStream: true) { response in
            let body = response.streamedBody ?? StreamedBody(chunks: .finished, cancel: {})
            let status = response.status
            let reader = ServerSentEventReader<Event>(
                endpoint: endpoint, status: status, terminator: terminator,
                maximumEventSize: configuration.responseSizeLimits.maximumEventSize,
                decode: { data in
                    if let text = data as? Event { return .value(text) }
                    do {
                        return .value(try decoder.decode(Event.self, from: Data(data.utf8)))
                    } catch {
                        return .failure(
                            .client(.decoding, ErrorContext(status: status, endpoint: endpoint, underlyingError: error))
                        )
                    }
                },
                errorEvent: { data in
                    let response = TransportResponse(
                        status: status, headers: ["Content-Type": "application/json"], body: Data(data.utf8))
                    return .response(errorDecoder.payload(for: response, endpoint: endpoint, now: now()))
                },
                fail: { [self] origin in await processed(origin, .processors) })
            return .value(
                ServerSentEvents(
                    chunks: body.chunks, reader: reader, transfer: StreamTransferLifetime(cancel: body.cancel)))
        }
    }
}
