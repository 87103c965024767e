import FlyingSocks
import Foundation

/// One client's connection: reads each request within `ServerLimits`, asks `answer` for the
/// reply, and writes it or plays its fault. Requests on one connection are answered in order.
struct MockConnection {
    let socket: AsyncSocket
    let limits: ServerLimits
    let answer: @Sendable (MockRequest) async -> MockReply

    /// Serves requests until the client closes, a limit is passed, or the task is cancelled.
    func run() async {
        let deadline = ConnectionDeadline()
        SocketTuning.sendImmediately(socket.socket)
        await withTaskGroup(of: Void.self) { group in
            group.addTask { try? await deadline.expiry() }
            group.addTask { await serve(deadline) }
            // Whichever ends first (the client is done, or too slow) ends the other.
            await group.next()
            group.cancelAll()
        }
        try? socket.close()
    }

    private func serve(_ deadline: ConnectionDeadline) async {
        var reader = ConnectionReader(socket: socket)
        do {
            while true {
                deadline.arm(limits.idleTimeout)
                let head = try await reader.head(maxBytes: limits.maxHeadBytes) {
                    deadline.arm(limits.transferTimeout)
                }
                guard let body = try await self.body(of: head, from: &reader) else { return }
                deadline.disarm()
                let reply = await answer(Self.request(head, body: body))
                if reply.delay > 0 { try await Task.sleep(for: .milliseconds(Int64(reply.delay * 1000))) }
                deadline.arm(limits.transferTimeout)
                guard try await send(reply, keepAlive: head.keepsAlive) else { return }
            }
        } catch ConnectionReader.Failure.tooLarge {
            _ = try? await send(Self.refusal(431), keepAlive: false)
        } catch ConnectionReader.Failure.malformed {
            _ = try? await send(Self.refusal(400), keepAlive: false)
        } catch {
            // The client went away, was too slow, or the mock is stopping: nothing to answer.
        }
    }

    /// The body the head announces; `nil` when it was refused (the refusal is sent).
    private func body(of head: RequestHead, from reader: inout ConnectionReader) async throws -> Data? {
        let length = head.header("Content-Length")
        let encoding = head.header("Transfer-Encoding")
        if length != nil, encoding != nil {
            throw ConnectionReader.Failure.malformed("Content-Length and Transfer-Encoding together")
        }
        if let encoding {
            guard encoding.lowercased().split(separator: ",").last?.trimmingCharacters(in: .whitespaces) == "chunked"
            else { throw ConnectionReader.Failure.malformed("a transfer coding other than chunked") }
            try await continueIfAsked(head)
            do {
                return Data(try await reader.chunkedBody(maxBytes: limits.maxBodyBytes))
            } catch ConnectionReader.Failure.tooLarge {
                _ = try? await send(Self.refusal(413), keepAlive: false)
                return nil
            }
        }
        guard let length else { return Data() }
        guard let count = Int(length), count >= 0 else {
            throw ConnectionReader.Failure.malformed("Content-Length is not a number")
        }
        guard count <= limits.maxBodyBytes else {
            // Refused unread: the rest of the connection is the body, so it closes.
            _ = try? await send(Self.refusal(413), keepAlive: false)
            return nil
        }
        if count > 0 { try await continueIfAsked(head) }
        return Data(try await reader.bytes(count))
    }

    /// `Expect: 100-continue`: the client waits for this before it sends the body.
    private func continueIfAsked(_ head: RequestHead) async throws {
        guard head.version == "HTTP/1.1", head.header("Expect")?.lowercased() == "100-continue" else { return }
        try await socket.write(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    }

    /// Writes the reply or plays its fault; whether the connection stays open.
    private func send(_ reply: MockReply, keepAlive: Bool) async throws -> Bool {
        switch reply.fault {
        case .reset?:
            SocketTuning.resetOnClose(socket.socket)
            return false
        case .stall?:
            // The stall's wait is the reply's delay, already over: the connection closes unanswered.
            return false
        case .truncated?:
            // The head promises twice the body that is sent before the connection closes.
            try await socket.write(ReplyEncoder.head(reply, contentLength: reply.body.count * 2, keepAlive: false))
            try await socket.write(reply.body)
            return false
        case nil:
            var bytes = ReplyEncoder.head(reply, contentLength: reply.body.count, keepAlive: keepAlive)
            bytes.append(reply.body)
            try await socket.write(bytes)
            return keepAlive
        }
    }

    /// The mock's own answer to a request it cannot read: no body, and the connection closes.
    private static func refusal(_ status: Int) -> MockReply {
        MockReply(status: status)
    }

    /// The request as the responder sees it: the path standardized (`..` resolved) and
    /// percent-decoded, the query's items decoded.
    static func request(_ head: RequestHead, body: Data) -> MockRequest {
        let components = URLComponents(string: head.target)
        let path = (components?.percentEncodedPath).flatMap { URL(string: $0)?.standardized.path } ?? ""
        return MockRequest(
            method: head.method, path: path,
            query: (components?.queryItems ?? []).map { ($0.name, $0.value ?? "") },
            headers: head.headers.map { ($0.name, $0.value) }, body: body)
    }
}
