import Foundation
import Testing

@testable import ErrgenCore

/// The model shapes an OpenAPI document needs beyond plain structs (issue 28, point 4),
/// written in errgen's own format: any JSON value, unions, cookies and query styles,
/// model summaries, defaults and read-only or write-only properties.
extension SnippetTests {
    @Test("JSON is any JSON value: ErrgenRuntime.AnyJSON, coded as it is")
    func anyJSON() throws {
        let spec = """
            models:
              Event: {name: String, payload: JSON, extras: "[String: JSON]?"}
            """
        try assertSnippet(
            spec, ["Event", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(name: Swift.String, payload: ErrgenRuntime.AnyJSON, extras: [Swift.String: ErrgenRuntime.AnyJSON]? = nil) {
                self.name = name
                self.payload = payload
                self.extras = extras
            }

            """)
    }
}

extension SnippetTests {
    static let unionModels = """
        models:
          CardPayment: {kind: String, last4: String}
          BankPayment: {kind: String, iban: String}

        """

    @Test("a union with a discriminator: a case per member, chosen by the property's value, unknown values kept")
    func unionWithDiscriminator() throws {
        let spec =
            Self.unionModels + """
                unions:
                  Payment:
                    summary: How the order is paid.
                    discriminator: kind
                    members:
                      - CardPayment
                      - {type: BankPayment, name: bank, values: [bank, sepa], summary: A bank transfer.}
                """
        try assertSnippet(
            spec, ["Payment"],
            """
            /// How the order is paid.
            ///
            /// The `Payment` union of the spec: one of `CardPayment` or `BankPayment`, as its `kind` property says.
            /// A value no member reads is `.unknown(json)`, and is sent back as it came.
            ///
            /// Spec: snippet.yaml:5
            enum Payment: Swift.Codable, Swift.Hashable, Swift.Sendable {
                /// A `CardPayment`.
                ///
                /// `kind` is `CardPayment`.
                case cardPayment(CardPayment)

                /// A bank transfer.
                ///
                /// `kind` is `bank` or `sepa`.
                case bank(BankPayment)

                /// A value no member reads, kept as the server sent it.
                case unknown(ErrgenRuntime.AnyJSON)

                /// Decodes the member that the `kind` property names; another value, or none, is `.unknown`.
                init(from decoder: any Swift.Decoder) throws {
                    let container = try? decoder.container(keyedBy: ErrgenRuntime.JSONKey.self)
                    switch try? container?.decodeIfPresent(Swift.String.self, forKey: "kind") {
                    case "CardPayment": self = .cardPayment(try CardPayment(from: decoder))
                    case "bank", "sepa": self = .bank(try BankPayment(from: decoder))
                    default: self = .unknown(try ErrgenRuntime.AnyJSON(from: decoder))
                    }
                }

                /// Encodes the member's value as it is; `.unknown` as it came.
                func encode(to encoder: any Swift.Encoder) throws {
                    switch self {
                    case .cardPayment(let value): try value.encode(to: encoder)
                    case .bank(let value): try value.encode(to: encoder)
                    case .unknown(let value): try value.encode(to: encoder)
                    }
                }

                /// Equal when both are the same case, with equal values.
                static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                    switch (lhs, rhs) {
                    case (.cardPayment(let lhs), .cardPayment(let rhs)):
                        return ErrgenRuntime.ModelEquality.same(lhs, rhs)
                    case (.bank(let lhs), .bank(let rhs)):
                        return ErrgenRuntime.ModelEquality.same(lhs, rhs)
                    case (.unknown(let lhs), .unknown(let rhs)):
                        return ErrgenRuntime.ModelEquality.same(lhs, rhs)
                    default: return false
                    }
                }
            }

            """)
    }

    @Test("a union without a discriminator: members tried in order, scalars and lists too")
    func unionWithoutDiscriminator() throws {
        let spec =
            Self.unionModels + """
                unions:
                  Amount:
                    members: [Decimal, String, "[CardPayment]"]
                """
        try assertSnippet(
            spec, ["Amount"],
            """
            /// The `Amount` union of the spec: one of `Decimal`, `String` or `[CardPayment]`, the first in this order that reads
            /// the value.
            /// A value no member reads is `.unknown(json)`, and is sent back as it came.
            ///
            /// Spec: snippet.yaml:5
            enum Amount: Swift.Codable, Swift.Hashable, Swift.Sendable {
                /// A `Decimal`.
                case decimal(Foundation.Decimal)

                /// A `String`.
                case string(Swift.String)

                /// A `[CardPayment]`.
                case cardPaymentList([CardPayment])

                /// A value no member reads, kept as the server sent it.
                case unknown(ErrgenRuntime.AnyJSON)

                /// Decodes the first member, in the spec's order, that reads the value; none: `.unknown`.
                init(from decoder: any Swift.Decoder) throws {
                    if let value = try? ErrgenRuntime.Coded<ErrgenRuntime.DecimalCoding>(from: decoder) {
                        self = .decimal(value.value)
                    } else if let value = try? Swift.String(from: decoder) {
                        self = .string(value)
                    } else if let value = try? [CardPayment](from: decoder) {
                        self = .cardPaymentList(value)
                    } else {
                        self = .unknown(try ErrgenRuntime.AnyJSON(from: decoder))
                    }
                }

                /// Encodes the member's value as it is; `.unknown` as it came.
                func encode(to encoder: any Swift.Encoder) throws {
                    switch self {
                    case .decimal(let value): try ErrgenRuntime.Coded<ErrgenRuntime.DecimalCoding>(value).encode(to: encoder)
                    case .string(let value): try value.encode(to: encoder)
                    case .cardPaymentList(let value): try value.encode(to: encoder)
                    case .unknown(let value): try value.encode(to: encoder)
                    }
                }

                /// Equal when both are the same case, with equal values.
                static func == (lhs: Self, rhs: Self) -> Swift.Bool {
                    switch (lhs, rhs) {
                    case (.decimal(let lhs), .decimal(let rhs)):
                        return ErrgenRuntime.ModelEquality.same(lhs, rhs)
                    case (.string(let lhs), .string(let rhs)):
                        return ErrgenRuntime.ModelEquality.same(lhs, rhs)
                    case (.cardPaymentList(let lhs), .cardPaymentList(let rhs)):
                        return ErrgenRuntime.ModelEquality.same(lhs, rhs)
                    case (.unknown(let lhs), .unknown(let rhs)):
                        return ErrgenRuntime.ModelEquality.same(lhs, rhs)
                    default: return false
                    }
                }
            }

            """)
    }

    @Test("a union member that holds the union by value is an indirect case")
    func recursiveUnion() throws {
        let spec = """
            models:
              Leaf: {value: Int}
              Pair: {left: Expression, right: Expression?}
            unions:
              Expression:
                members: [Leaf, Pair]
            """
        try assertSnippet(
            spec, ["Expression", "pair"],
            """
            /// A `Pair`.
            indirect case pair(Pair)

            """)
    }
}

extension SnippetTests {
    @Test("cookies are one Cookie header; a nil cookie is left out by the runtime")
    func cookies() throws {
        try assertSnippet(
            """
            services:
              Profile:
                endpoints:
                  me: {method: GET, path: /me, headers: {X-Trace: String}, cookies: {session: String, theme: String?}}
            """,
            ["ProfileRouter", "headers"],
            """
            /// The headers in spec order; `nil` values are left out.
            var headers: [(name: Swift.String, value: Swift.String)] {
                switch self {
                case .me(let xTrace, let session, let theme):
                    var headers = [(name: "X-Trace", value: xTrace)]
                    if let cookie = ErrgenRuntime.CookieHeader.value([("session", session), ("theme", theme)]) {
                        headers.append((name: "Cookie", value: cookie))
                    }
                    return headers
                }
            }

            """)
    }

    @Test("a list with explode false is one comma-separated item; a deep object one item a key")
    func queryStyles() throws {
        try assertSnippet(
            """
            services:
              Orders:
                endpoints:
                  search:
                    method: GET
                    path: /orders
                    query:
                      ids: {type: "[Int]", explode: false}
                      filter: {type: "[String: String]", style: deep_object}
            """,
            ["OrdersRouter", "queryItems"],
            """
            /// The query items in spec order; `nil` values are left out, lists repeat their name.
            var queryItems: [ErrgenRuntime.QueryItem] {
                switch self {
                case .search(let ids, let filter):
                    var items = [
                        ErrgenRuntime.QueryItem(name: "ids", commaSeparated: ids.map { ErrgenRuntime.TextValue.of($0) }),
                    ]
                    items += ErrgenRuntime.QueryItem.deepObject(name: "filter", filter)
                    return items
                }
            }

            """)
    }

    @Test("a default is the initializer's default argument, but a read-only one's; a one-way property is optional")
    func defaultsAndAccess() throws {
        let spec = """
            models:
              Page:
                summary: One page of results.
                properties:
                  cursor: {type: String, access: read_only}
                  size: {type: Int, default: 20}
                  state: {type: String, access: read_only, default: open}
            """
        try assertSnippet(
            spec, ["Page", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`, others to the spec's `default`.
            init(cursor: Swift.String? = nil, size: Swift.Int = 20, state: Swift.String? = nil) {
                self.cursor = cursor
                self.size = size
                self.state = state
            }

            """)
        // The server's default is what a missing key decodes as; `nil` is never sent.
        let page = try rendered(spec, ["Page"])
        #expect(page.contains(#"self.state = try container.decodeIfPresent(Swift.String.self, at: "state") ?? "open""#))
    }
}
