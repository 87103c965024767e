import Foundation

/// A reply's status line and headers as HTTP/1.1 bytes.
enum ReplyEncoder {
    static func head(_ reply: MockReply, contentLength: Int, keepAlive: Bool) -> Data {
        var text = "HTTP/1.1 \(reply.status) \(phrase(reply.status))\r\n"
        for header in reply.headers {
            let name = header.name.lowercased()
            guard name != "content-length", name != "connection", name != "transfer-encoding" else { continue }
            // A value is the spec's or a scenario's text: a line break in it would start a new header.
            let value = header.value.filter { $0 != "\r" && $0 != "\n" }
            text += "\(header.name): \(value)\r\n"
        }
        text += "Content-Length: \(contentLength)\r\n"
        if !keepAlive { text += "Connection: close\r\n" }
        text += "\r\n"
        return Data(text.utf8)
    }

    /// The reason phrase of a status the mock sends.
    static func phrase(_ status: Int) -> String {
        switch status {
        case 100: "Continue"
        case 200: "OK"
        case 201: "Created"
        case 204: "No Content"
        case 302: "Found"
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 403: "Forbidden"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 409: "Conflict"
        case 413: "Content Too Large"
        case 422: "Unprocessable Content"
        case 426: "Upgrade Required"
        case 429: "Too Many Requests"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 502: "Bad Gateway"
        case 503: "Service Unavailable"
        case 504: "Gateway Timeout"
        default: "Status \(status)"
        }
    }
}
