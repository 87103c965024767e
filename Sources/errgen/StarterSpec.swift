import ErrgenCore

/// What `errgen init` writes: a spec small enough to read in a minute that still shows
/// every section a first app needs. It must lint clean and its output must compile
/// (`InitCommandTests`).
enum StarterSpec {
    /// The first line names the JSON Schema of this errgen's format, so editors with a YAML
    /// language server check and complete the spec as it is typed.
    static let text = #"""
        # yaml-language-server: $schema=\#(SpecSchema.url)
        # A starter errgen spec. The format is described in errgen's documentation,
        # "The spec format" (Sources/ErrgenRuntime/ErrgenRuntime.docc/SpecFormatReference.md).
        # Check it with `errgen lint specs`; write Swift with `errgen generate specs`.
        errgen: 1

        module:
          name: Shop               # prefix of the generated names: ShopError, ShopClient...
          access: public           # public when the generated code is a module of its own
          locales: [en, vi]        # the first locale is the fallback
          missing_translation: error

        servers:
          production: https://api.example.com/v1
          local: http://127.0.0.1:8080/v1

        # Where the server's error body keeps its fields: {"error": {"code": ..., "message": ...}}
        envelope:
          code: error.code
          message: error.message
          details: error.details

        retry_policies:
          standard:
            max_attempts: 3        # the first attempt included
            initial_backoff: 1s
            max_backoff: 30s

        defaults:
          timeout: 30s
          retry: standard
          auth: none

        # The error catalog: each key is the code exactly as the server sends it.
        errors:
          VALIDATION_ERROR:
            status: 422
            category: non_retryable
            summary: The request's input failed validation.
            title: {en: Check your input, vi: Kiểm tra thông tin}
            message:
              en: "{field ?? Your input} is not valid."   # ?? text: shown when field is nil
              vi: "{field ?? Thông tin} không hợp lệ."
            fields:
              field: String?         # read from error.details.field
          ORDER_NOT_FOUND:
            status: 404
            category: non_retryable
            message:
              en: This order does not exist.
              vi: Đơn hàng không tồn tại.
          RATE_LIMITED:
            status: 429
            category: retryable
            message:
              en: "Too many requests. Try again in {retry_after, plural, one {# second} other {# seconds} ?? a moment}."
              vi: "Quá nhiều yêu cầu. Vui lòng thử lại sau {retry_after ?? vài} giây."
            fields:
              retry_after: {type: Int?, from: header.Retry-After}
          SERVER_ERROR:
            status: 500
            category: retryable
            message:
              en: Something went wrong on our side. Please try again.
              vi: Đã có lỗi từ hệ thống. Vui lòng thử lại.
          NO_INTERNET:
            category: retryable
            message:
              en: You are offline.
              vi: Không có kết nối mạng.
          NETWORK_ERROR:
            category: retryable
            message:
              en: The connection failed. Please try again.
              vi: Kết nối thất bại. Vui lòng thử lại.

        # The entry the client raises when no response arrives.
        client_errors:
          offline: NO_INTERNET
          other: NETWORK_ERROR

        # The entry for a response whose code is missing or unknown.
        fallbacks:
          404: ORDER_NOT_FOUND
          429: RATE_LIMITED
          4xx: VALIDATION_ERROR
          5xx: SERVER_ERROR

        models:
          Order:
            id: Int
            title: String
            total_cents: Int
            note: String?
          NewOrder:
            title: String
            total_cents: Int

        services:
          Orders:
            summary: The signed-in user's orders.
            endpoints:
              order:
                summary: One order by its id.
                method: GET
                path: /orders/{order_id}
                path_params: {order_id: Int}
                response: Order
                errors: [ORDER_NOT_FOUND]
              createOrder:
                summary: Places a new order.
                method: POST
                path: /orders
                body: NewOrder
                response: Order
                idempotency_key: true
                errors: [VALIDATION_ERROR, RATE_LIMITED]

        """#
}
