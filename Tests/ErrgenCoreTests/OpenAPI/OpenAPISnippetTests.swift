import Foundation
import Testing

@testable import ErrgenCore

/// One OpenAPI construct per test: a few lines of an OpenAPI document in, the exact Swift
/// of the one declaration errgen makes of it out (issue 28, points 4 and 8).
@Suite("OpenAPI snippets")
struct OpenAPISnippetTests {
    /// The errgen side of every snippet: the catalog, joined to `openapi.yaml`.
    static let catalog = """
        errgen: 1
        openapi: {document: openapi.yaml}
        client_errors: {other: NETWORK}
        fallbacks: {4xx: FAILED, 5xx: FAILED}
        errors:
          FAILED: {status: 400, category: non_retryable, message: Failed.}
          NETWORK: {category: retryable, message: Network failure.}
          OUT_OF_STOCK: {status: 409, category: non_retryable, message: Out of stock.}
        """

    /// A document of `paths` and `components.schemas`, each written from column 0.
    static func document(paths: String = "{}", schemas: String = "{}") -> String {
        """
        openapi: 3.1.0
        info: {title: Shop, version: '1'}
        paths: \(indented(paths, by: 2))
        components:
          schemas: \(indented(schemas, by: 4))
        """
    }

    static func indented(_ text: String, by count: Int) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : String(repeating: " ", count: count) + $0 }.joined(separator: "\n")
            .trimmingCharacters(in: .init(charactersIn: " "))
    }

    @Test("an object: required properties plain, optional ones and 3.0 nullable ones optional, descriptions as docs")
    func object() throws {
        try assertSnippet(
            Self.document(
                schemas: """

                    Pet:
                      type: object
                      required: [id, name]
                      properties:
                        id: {type: integer, format: int64, description: The pet's number.}
                        name: {type: string}
                        tag: {type: string, nullable: true}
                    """), ["Pet", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(id: Swift.Int64, name: Swift.String, tag: Swift.String? = nil) {
                self.id = id
                self.name = name
                self.tag = tag
            }

            """)
    }

    @Test("3.1 type arrays with null, formats and decimal amounts become Swift's types")
    func formats() throws {
        let text = try rendered(
            Self.document(
                schemas: """

                    Order:
                      type: object
                      required: [id, at, day, link, count, ratio, share, amount]
                      properties:
                        id: {type: string, format: uuid}
                        at: {type: string, format: date-time}
                        day: {type: string, format: date}
                        link: {type: string, format: uri}
                        count: {type: integer, format: int32}
                        ratio: {type: number, format: float}
                        share: {type: number, format: double}
                        amount: {type: string, format: decimal}
                        note: {type: [string, 'null']}
                    """), ["Order", "init"])
        #expect(
            text.contains(
                """
                init(
                    id: Foundation.UUID,
                    at: Foundation.Date,
                    day: Swift.String,
                    link: Foundation.URL,
                    count: Swift.Int32,
                    ratio: Swift.Float,
                    share: Swift.Double,
                    amount: Foundation.Decimal,
                    note: Swift.String? = nil
                )
                """))
    }

    @Test("a string enum is an open enum: the listed values and a case for any other")
    func stringEnum() throws {
        try assertSnippet(
            Self.document(schemas: "\n  Status: {type: string, enum: [available, sold-out, none]}\n"), ["Status"],
            """
            /// The `Status` enum of the spec: a string on the wire.
            /// Open: a value the spec does not list is `.unknown(value)`, and is sent back as it came.
            ///
            /// Spec: openapi.yaml:6
            enum Status: ErrgenRuntime.OpenEnum {
                /// `available` on the wire.
                case available

                /// `sold-out` on the wire.
                case soldOut

                /// `none` on the wire.
                case noneValue

                /// A value the spec does not list, kept as the server sent it.
                case unknown(Swift.String)
            """,
            prefixOnly: true)
    }

    @Test("a property of one value (an enum of one value, a const) is its wire type, defaulting to the value")
    func constantProperties() throws {
        let document = Self.document(
            schemas: """

                Page:
                  type: object
                  required: [object]
                  properties:
                    object: {type: string, enum: [list]}
                    version: {const: 2}
                    mode: {type: [string, 'null'], enum: [fast, null]}
                    state: {type: string, enum: [open, open]}
                    kind: {$ref: '#/components/schemas/Kind'}
                Kind: {type: string, enum: [page]}
                """)
        try assertSnippet(
            document, ["Page", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`, others to the spec's `default`.
            init(
                object: Swift.String = "list",
                version: Swift.Int = 2,
                mode: Swift.String? = "fast",
                state: Swift.String = "open",
                kind: Kind? = nil
            ) {
                self.object = object
                self.version = version
                self.mode = mode
                self.state = state
                self.kind = kind
            }

            """)
        // A named schema of one value is still a type: the document gives it a name to use.
        #expect(try rendered(document, ["Kind"]).contains("enum Kind: ErrgenRuntime.OpenEnum {"))
    }

    @Test("allOf is one model with every part's properties; additionalProperties is a dictionary")
    func allOfAndMaps() throws {
        try assertSnippet(
            Self.document(
                schemas: """

                    NewPet:
                      type: object
                      required: [name]
                      properties: {name: {type: string}}
                    Pet:
                      allOf:
                        - $ref: '#/components/schemas/NewPet'
                        - type: object
                          required: [id]
                          properties:
                            id: {type: integer}
                            counts: {type: object, additionalProperties: {type: integer}}
                    """), ["Pet", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(name: Swift.String, id: Swift.Int, counts: [Swift.String: Swift.Int]? = nil) {
                self.name = name
                self.id = id
                self.counts = counts
            }

            """)
    }

    @Test("schemas of any JSON value: no type, several types, an object without properties, an array without items")
    func freeForm() throws {
        let text = try rendered(
            Self.document(
                schemas: """

                    Event:
                      type: object
                      required: [payload, meta, tags, value]
                      properties:
                        payload: {description: Whatever the source sent.}
                        meta: {type: object}
                        tags: {type: array}
                        value: {type: [string, integer]}
                        extra: {type: object, additionalProperties: true}
                    """), ["Event", "init"])
        #expect(
            text.contains(
                """
                init(
                    payload: ErrgenRuntime.AnyJSON,
                    meta: [Swift.String: ErrgenRuntime.AnyJSON],
                    tags: [ErrgenRuntime.AnyJSON],
                    value: ErrgenRuntime.AnyJSON,
                    extra: [Swift.String: ErrgenRuntime.AnyJSON]? = nil
                )
                """), "\(text)")
    }

    @Test("a oneOf of one schema and null is that schema, optional")
    func oneOfWithNull() throws {
        let text = try rendered(
            Self.document(
                schemas: """

                    Tag:
                      type: object
                      properties: {label: {type: string}}
                    Pet:
                      type: object
                      required: [tag]
                      properties:
                        tag:
                          oneOf: [{$ref: '#/components/schemas/Tag'}, {type: 'null'}]
                    """), ["Pet", "init"])
        #expect(text.contains("init(tag: Tag? = nil)"))
    }

    @Test("oneOf with a discriminator is a union: mapping values, else the schema's name as the document writes it")
    func discriminatedUnion() throws {
        try assertSnippet(
            Self.document(
                schemas: """

                    Pet:
                      description: A pet of the shop.
                      oneOf:
                        - $ref: '#/components/schemas/Cat'
                        - $ref: '#/components/schemas/Dog'
                        - $ref: '#/components/schemas/big-lizard'
                      discriminator:
                        propertyName: petType
                        mapping: {dog: '#/components/schemas/Dog', hound: Dog}
                    Cat: {type: object, required: [petType], properties: {petType: {type: string}}}
                    Dog: {type: object, required: [petType], properties: {petType: {type: string}}}
                    big-lizard: {type: object, required: [petType], properties: {petType: {type: string}}}
                    """), ["Pet"],
            """
            /// A pet of the shop.
            ///
            /// The `Pet` union of the spec: one of `Cat`, `Dog` or `BigLizard`, as its `petType` property says.
            /// A value no member reads is `.unknown(json)`, and is sent back as it came.
            ///
            /// Spec: openapi.yaml:7
            enum Pet: Swift.Codable, Swift.Hashable, Swift.Sendable {
                /// A `Cat`.
                ///
                /// `petType` is `Cat`.
                case cat(Cat)

                /// A `Dog`.
                ///
                /// `petType` is `dog` or `hound`.
                case dog(Dog)

                /// A `BigLizard`.
                ///
                /// `petType` is `big-lizard`.
                case bigLizard(BigLizard)

                /// A value no member reads, kept as the server sent it.
                case unknown(ErrgenRuntime.AnyJSON)

                /// Decodes the member that the `petType` property names; another value, or none, is `.unknown`.
                init(from decoder: any Swift.Decoder) throws {
                    let container = try? decoder.container(keyedBy: ErrgenRuntime.JSONKey.self)
                    switch try? container?.decodeIfPresent(Swift.String.self, forKey: "petType") {
                    case "Cat": self = .cat(try Cat(from: decoder))
                    case "dog", "hound": self = .dog(try Dog(from: decoder))
                    case "big-lizard": self = .bigLizard(try BigLizard(from: decoder))
                    default: self = .unknown(try ErrgenRuntime.AnyJSON(from: decoder))
                    }
                }
            """,
            prefixOnly: true)
    }

    @Test("anyOf without a discriminator is a union whose members are tried in order; a null branch makes it optional")
    func unionInOrder() throws {
        let document = Self.document(
            schemas: """

                Sale:
                  type: object
                  required: [price]
                  properties:
                    price:
                      anyOf:
                        - {type: number, format: decimal}
                        - {type: string}
                        - {type: object, title: Quote, properties: {text: {type: string}}}
                        - {type: 'null'}
                """)
        try assertSnippet(
            document, ["Sale", "init"],
            "/// Memberwise initializer; optional properties default to `nil`.\ninit(price: SalePrice? = nil) {\n    self.price = price\n}\n"
        )
        try assertSnippet(
            document, ["SalePrice", "init"],
            """
            /// Decodes the first member, in the spec's order, that reads the value; none: `.unknown`.
            init(from decoder: any Swift.Decoder) throws {
                if let value = try? ErrgenRuntime.Coded<ErrgenRuntime.DecimalCoding>(from: decoder) {
                    self = .decimal(value.value)
                } else if let value = try? Swift.String(from: decoder) {
                    self = .string(value)
                } else if let value = try? Quote(from: decoder) {
                    self = .quote(value)
                } else {
                    self = .unknown(try ErrgenRuntime.AnyJSON(from: decoder))
                }
            }

            """)
    }

    @Test("a union that lists itself drops that branch; one that holds itself through an array is indirect")
    func recursiveUnions() throws {
        let document = Self.document(
            schemas: """

                Value:
                  anyOf:
                    - $ref: '#/components/schemas/Value'
                    - {type: string}
                    - {type: array, items: {$ref: '#/components/schemas/Value'}}
                """)
        let text = try rendered(document, ["Value"])
        #expect(text.contains("    case string(Swift.String)\n"), "\(text)")
        #expect(text.contains("case valueList([Value])"), "\(text)")
        #expect(!text.contains("case value(Value)"), "\(text)")
    }

    @Test("a default of the property's type is its Swift default; readOnly and writeOnly are one-way properties")
    func defaultsAndAccess() throws {
        try assertSnippet(
            Self.document(
                schemas: """

                    Account:
                      type: object
                      properties:
                        id: {type: integer, readOnly: true}
                        password: {type: string, writeOnly: true}
                        pageSize: {type: integer, default: 20}
                        sort: {type: string, enum: [newest, oldest], default: newest}
                        since: {type: string, format: date-time, default: '2026-01-01T00:00:00Z'}
                    """), ["Account", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`, others to the spec's `default`.
            init(
                id: Swift.Int? = nil,
                password: Swift.String? = nil,
                pageSize: Swift.Int = 20,
                sort: AccountSort = .newest,
                since: Foundation.Date? = nil
            ) {
                self.id = id
                self.password = password
                self.pageSize = pageSize
                self.sort = sort
                self.since = since
            }

            """)
    }

    @Test("a schema's description is its model's doc comment")
    func modelSummary() throws {
        let text = try rendered(
            Self.document(
                schemas: """

                    Tag:
                      description: |
                        A label on a pet,
                        shown in lists.

                        Lower case.
                      type: object
                      properties: {label: {type: string}}
                    """), ["Tag"])
        #expect(
            text.hasPrefix(
                """
                /// A label on a pet, shown in lists.
                ///
                /// The `Tag` model of the spec, sent and received as JSON.
                """), "\(text)")
    }

    @Test("a deepObject query object of scalar values is a dictionary sent as name[key]=value")
    func deepObjectQuery() throws {
        let document = Self.document(
            paths: """

                /orders:
                  get:
                    operationId: searchOrders
                    parameters:
                      - {name: filter, in: query, style: deepObject, schema: {type: object, additionalProperties: {type: integer}}}
                      - {name: tags, in: query, required: true, style: deepObject, schema: {type: object}}
                    responses: {'204': {description: Found.}}
                """)
        try assertSnippet(
            document, ["DefaultRouter", "queryItems"],
            """
            /// The query items in spec order; `nil` values are left out, lists repeat their name.
            var queryItems: [ErrgenRuntime.QueryItem] {
                switch self {
                case .searchOrders(let filter, let tags):
                    var items = ErrgenRuntime.QueryItem.deepObject(
                        name: "filter",
                        filter?.mapValues { ErrgenRuntime.TextValue.of($0) }
                    )
                    items += ErrgenRuntime.QueryItem.deepObject(name: "tags", tags)
                    return items
                }
            }

            """)
    }

    @Test("a query object is a model sent in form style (exploded or not) or deepObject style, property by property")
    func objectQuery() throws {
        let document = Self.document(
            paths: """

                /pets:
                  get:
                    operationId: findPets
                    parameters:
                      - {name: color, in: query, required: true, schema: {$ref: '#/components/schemas/Color'}}
                      - name: size
                        in: query
                        explode: false
                        schema: {type: object, properties: {min: {type: integer}, max: {type: integer}}}
                      - {name: filter, in: query, style: deepObject, schema: {$ref: '#/components/schemas/Color'}}
                    responses: {'204': {description: Found.}}
                """,
            schemas: """

                Color:
                  type: object
                  required: [R]
                  properties: {R: {type: integer}, tags: {type: array, items: {type: string}}}
                """)
        try assertSnippet(
            document, ["DefaultRouter", "queryItems"],
            """
            /// The query items in spec order; `nil` values are left out, lists repeat their name.
            var queryItems: [ErrgenRuntime.QueryItem] {
                switch self {
                case .findPets(let color, let size, let filter):
                    var items = ErrgenRuntime.QueryItem.object(color)
                    items += ErrgenRuntime.QueryItem.object(name: "size", commaSeparated: size)
                    items += ErrgenRuntime.QueryItem.deepObject(name: "filter", object: filter)
                    return items
                }
            }

            """)
        let method = try rendered(document, ["DefaultService", "findPets"])
        #expect(
            method.contains("func findPets(color: Color, size: FindPetsSize? = nil, filter: Color? = nil)"), "\(method)"
        )
    }

    @Test("an operation: path, query (a list too) and header parameters, a JSON body and response, tag as service")
    func operation() throws {
        try assertSnippet(
            Self.document(
                paths: """

                    /stores/{storeId}/pets:
                      post:
                        operationId: addPet
                        tags: [pets]
                        summary: Adds a pet.
                        parameters:
                          - {name: storeId, in: path, required: true, schema: {type: integer}}
                          - {name: tags, in: query, schema: {type: array, items: {type: string}}}
                          - {name: X-Trace, in: header, required: true, schema: {type: string}}
                        requestBody:
                          required: true
                          content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
                        responses:
                          '201':
                            description: Added.
                            content: {application/json: {schema: {$ref: '#/components/schemas/Pet'}}}
                    """,
                schemas: "\n  Pet: {type: object, properties: {name: {type: string}}}\n"),
            ["PetsService", "addPet"],
            """
            /// Adds a pet.
            ///
            /// `POST /stores/{storeId}/pets`
            ///
            /// - Parameters:
            ///   - storeId: `{storeId}` in the path.
            ///   - tags: `tags` in the query, left out when `nil`.
            ///   - xTrace: the `X-Trace` header.
            ///   - body: the JSON body.
            /// - Returns: the decoded `Pet`.
            /// - Throws: `APIError`.
            ///
            /// Spec: openapi.yaml:6
            func addPet(
                storeId: Swift.Int,
                tags: [Swift.String]? = nil,
                xTrace: Swift.String,
                body: Pet
            ) async throws(APIError) -> Pet {
            """,
            prefixOnly: true)
    }

    @Test("cookie parameters are the Cookie header; a query list with explode false is one comma-separated item")
    func cookiesAndExplode() throws {
        let document = Self.document(
            paths: """

                /me:
                  get:
                    operationId: me
                    tags: [profile]
                    parameters:
                      - {name: session, in: cookie, required: true, schema: {type: string}}
                      - {name: theme, in: cookie, schema: {type: string}}
                      - {name: ids, in: query, explode: false, schema: {type: array, items: {type: integer}}}
                    responses:
                      '204': {description: Done.}
                """)
        try assertSnippet(
            document, ["ProfileRouter", "headers"],
            """
            /// The headers in spec order; `nil` values are left out.
            var headers: [(name: Swift.String, value: Swift.String)] {
                switch self {
                case .me(_, let session, let theme):
                    var headers: [(name: Swift.String, value: Swift.String)] = []
                    if let cookie = ErrgenRuntime.CookieHeader.value([("session", session), ("theme", theme)]) {
                        headers.append((name: "Cookie", value: cookie))
                    }
                    return headers
                }
            }

            """)
        let query = try rendered(document, ["ProfileRouter", "queryItems"])
        #expect(query.contains(#"ErrgenRuntime.QueryItem(name: "ids", commaSeparated: ids"#), "\(query)")
    }

    @Test("an operation without an operationId is named from its method and path; untagged ones go to Default")
    func derivedName() throws {
        let text = try rendered(
            Self.document(
                paths: """

                    /orders/{orderId}/items/{itemId}:
                      delete:
                        parameters:
                          - {name: orderId, in: path, required: true, schema: {type: string}}
                          - {name: itemId, in: path, required: true, schema: {type: string}}
                        responses: {'204': {description: Gone.}}
                    """), ["DefaultService", "deleteOrdersByOrderIdItemsByItemId"])
        #expect(text.contains("func deleteOrdersByOrderIdItemsByItemId(orderId: Swift.String, itemId: Swift.String)"))
    }

    @Test("a form-urlencoded body is sent as a form")
    func formBody() throws {
        let text = try rendered(
            Self.document(
                paths: """

                    /token:
                      post:
                        operationId: token
                        requestBody:
                          content:
                            application/x-www-form-urlencoded:
                              schema: {type: object, required: [grant_type], properties: {grant_type: {type: string}}}
                        responses: {'204': {description: Done.}}
                    """), ["DefaultRouter", "bodyEncoding"])
        #expect(text.contains("    .form\n"))
    }

    @Test("a requestBody without required: true is an optional body that defaults to nil; required: true is not")
    func optionalBody() throws {
        let document = Self.document(
            paths: """

                /notes:
                  post:
                    operationId: addNote
                    requestBody:
                      content: {application/json: {schema: {$ref: '#/components/schemas/Note'}}}
                    responses: {'204': {description: Added.}}
                  put:
                    operationId: replaceNote
                    requestBody:
                      required: true
                      content: {application/json: {schema: {$ref: '#/components/schemas/Note'}}}
                    responses: {'204': {description: Replaced.}}
                """,
            schemas: "\n  Note: {type: object, properties: {text: {type: string}}}\n")
        let optional = try rendered(document, ["DefaultService", "addNote"])
        #expect(optional.contains("  - body: the JSON body; `nil` sends none."), "\(optional)")
        #expect(optional.contains("func addNote(body: Note? = nil) async throws(APIError) {"), "\(optional)")
        let required = try rendered(document, ["DefaultService", "replaceNote"])
        #expect(required.contains("func replaceNote(body: Note) async throws(APIError) {"), "\(required)")
    }

    @Test("parameters and properties that camel-case alike are numbered in document order, sent by their own names")
    func collidingLabels() throws {
        let document = Self.document(
            paths: """

                /calls:
                  post:
                    operationId: listCalls
                    parameters:
                      - {name: StartTime, in: query, schema: {type: string}}
                      - {name: StartTime<, in: query, schema: {type: string}}
                      - {name: StartTime>, in: query, schema: {type: string}}
                      - {name: body, in: header, schema: {type: string}}
                    requestBody:
                      required: true
                      content: {application/json: {schema: {$ref: '#/components/schemas/Call'}}}
                    responses: {'204': {description: Listed.}}
                """,
            schemas: """

                Call:
                  type: object
                  properties:
                    start_time: {type: string}
                    startTime: {type: integer}
                    '+1': {type: boolean}
                """)
        let method = try rendered(document, ["DefaultService", "listCalls"])
        #expect(
            method.contains(
                """
                func listCalls(
                    startTime: Swift.String? = nil,
                    startTime2: Swift.String? = nil,
                    startTime3: Swift.String? = nil,
                    body2: Swift.String? = nil,
                    body: Call
                ) async throws(APIError) {
                """), "\(method)")
        let query = try rendered(document, ["DefaultRouter", "queryItems"])
        #expect(query.contains(#"ErrgenRuntime.QueryItem(name: "StartTime>", value: startTime3)"#), "\(query)")
        try assertSnippet(
            document, ["Call", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(startTime: Swift.String? = nil, startTime2: Swift.Int? = nil, value1: Swift.Bool? = nil) {
                self.startTime = startTime
                self.startTime2 = startTime2
                self.value1 = value1
            }

            """)
    }

    @Test("a form body takes lists of scalars or enums (one field per element) and JSON values (their JSON text)")
    func formBodyLists() throws {
        let document = Self.document(
            paths: """

                /calls:
                  post:
                    operationId: createCall
                    requestBody:
                      required: true
                      content:
                        application/x-www-form-urlencoded:
                          schema:
                            type: object
                            properties:
                              Event: {type: array, items: {type: string, enum: [ringing, answered]}}
                              MediaUrl: {type: array, items: {type: string, format: uri}}
                              Parameter: {description: Any JSON.}
                    responses: {'204': {description: Created.}}
                """)
        try assertSnippet(
            document, ["CreateCallRequest", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(
                event: [CreateCallRequestEventItem]? = nil,
                mediaUrl: [Foundation.URL]? = nil,
                parameter: ErrgenRuntime.AnyJSON? = nil
            ) {
                self.event = event
                self.mediaUrl = mediaUrl
                self.parameter = parameter
            }

            """)
        // `explode: false` joins the list into one field (OpenAPIFormEncodingTests has every style).
        let joined = document.replacingOccurrences(
            of: "              Parameter: {description: Any JSON.}",
            with: "              Parameter: {description: Any JSON.}\n"
                + "            encoding: {Event: {explode: false}}")
        let styles = try rendered(joined, ["DefaultRouter", "formFieldStyles"])
        #expect(styles.contains(#"["Event": .commaSeparated]"#), "\(styles)")
    }

    @Test(
        "a form field of one value is name=value in any style but deepObject: its style and explode are read as they are"
    )
    func formScalarFieldStyles() throws {
        let document = Self.document(
            paths: """

                /calls:
                  post:
                    operationId: createCall
                    requestBody:
                      required: true
                      content:
                        application/x-www-form-urlencoded:
                          schema:
                            type: object
                            properties:
                              To: {type: string}
                              Timeout: {type: integer}
                              Record: {type: boolean}
                          encoding:
                            To: {style: form, explode: false}
                            Timeout: {style: pipeDelimited}
                            Record: {style: spaceDelimited, explode: false}
                    responses: {'204': {description: Created.}}
                """)
        try assertSnippet(
            document, ["CreateCallRequest", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(to: Swift.String? = nil, timeout: Swift.Int? = nil, record: Swift.Bool? = nil) {
                self.to = to
                self.timeout = timeout
                self.record = record
            }

            """)
        let (_, diagnostics) = Generator.check(sources: [
            SpecSource(path: "errgen.yaml", text: Self.catalog),
            SpecSource(
                path: "openapi.yaml",
                text: document.replacingOccurrences(of: "{style: pipeDelimited}", with: "{style: deepObject}")),
        ])
        #expect(
            diagnostics.sorted.map(\.description) == [
                "openapi.yaml:19:32: error: \(Unsupported.formFieldEncoding)"
            ])
    }

    @Test("the doc comment has the summary, then every paragraph of the description, and each parameter's description")
    func docComments() throws {
        try assertSnippet(
            Self.document(
                paths: """

                    /orders/{orderId}:
                      delete:
                        operationId: cancelOrder
                        summary: Cancels an order.
                        description: |
                          Only an order that has not shipped
                          can be cancelled.

                          The refund follows in a week.
                        parameters:
                          - {name: orderId, in: path, required: true, description: The order's number., schema: {type: integer}}
                          - {name: reason, in: query, description: 'Why, shown to support', schema: {type: string}}
                        responses: {'204': {description: Cancelled.}}
                    """), ["DefaultService", "cancelOrder"],
            """
            /// Cancels an order.
            ///
            /// Only an order that has not shipped can be cancelled.
            ///
            /// The refund follows in a week.
            ///
            /// `DELETE /orders/{orderId}`
            ///
            /// - Parameters:
            ///   - orderId: The order's number. `{orderId}` in the path.
            ///   - reason: Why, shown to support. `reason` in the query, left out when `nil`.
            """,
            prefixOnly: true)
    }

    @Test("a schema named like a type errgen gives the module (APIError) gains Model, and its uses follow")
    func schemaNamedLikeGeneratedType() throws {
        let document = Self.document(
            schemas: """

                APIError: {type: object, properties: {code: {type: string}}}
                UploadFile: {type: object, properties: {name: {type: string}}}
                Failure:
                  type: object
                  properties:
                    error: {$ref: '#/components/schemas/APIError'}
                    file: {$ref: '#/components/schemas/UploadFile'}
                """)
        #expect(try rendered(document, ["APIErrorModel"]).contains("struct APIErrorModel: Swift.Codable"))
        #expect(try rendered(document, ["UploadFileModel"]).contains("struct UploadFileModel: Swift.Codable"))
        #expect(
            try rendered(document, ["Failure", "init"]).contains(
                "init(error: APIErrorModel? = nil, file: UploadFileModel? = nil)"))
    }

    @Test("under unsupported: skip, a use of a type Check left out names that skip, not an unknown type")
    func skipCascadeNamesTheSkip() throws {
        let document = Self.document(
            paths: """

                /nodes:
                  get:
                    operationId: getNode
                    responses:
                      '200': {description: OK, content: {application/json: {schema: {$ref: '#/components/schemas/Node'}}}}
                """,
            schemas: """

                Node:
                  type: object
                  required: [next]
                  properties: {next: {$ref: '#/components/schemas/Node'}}
                """)
        let (_, diagnostics) = Generator.check(sources: [
            SpecSource(
                path: "errgen.yaml",
                text: Self.catalog.replacingOccurrences(
                    of: "{document: openapi.yaml}", with: "{document: openapi.yaml, unsupported: skip}")),
            SpecSource(path: "openapi.yaml", text: document),
        ])
        #expect(
            diagnostics.sorted.map(\.description) == [
                "openapi.yaml:8:71: warning: it uses model 'Node', which is skipped (openapi.yaml:14:20); "
                    + "operation 'Default.getNode' is skipped",
                "openapi.yaml:14:20: warning: model 'Node' contains itself through required properties only "
                    + "(Node -> Node), so no JSON value of it ends; make one of them optional; model 'Node' is skipped",
            ])
    }

    @Test("a path variable no parameter declares is a String, with a warning, and the operation is kept")
    func undeclaredPathVariable() throws {
        let document = Self.document(
            paths: """

                /items/{itemId}/notes/{noteId}:
                  get:
                    operationId: getNote
                    parameters:
                      - {name: noteId, in: path, required: true, schema: {type: integer}}
                    responses: {'204': {description: Found.}}
                """)
        let method = try rendered(
            document, ["DefaultService", "getNote"],
            warnings: [
                "openapi.yaml:4:3: warning: path parameter {itemId} of '/items/{itemId}/notes/{noteId}' is declared by "
                    + "no parameter of the operation; it is taken as a String"
            ])
        #expect(method.contains("func getNote(noteId: Swift.Int, itemId: Swift.String)"), "\(method)")
    }

    @Test("an inline enum in a parameter is an open enum named after the operation and parameter, sent as its value")
    func parameterEnums() throws {
        let document = Self.document(
            paths: """

                /orders:
                  get:
                    operationId: listOrders
                    parameters:
                      - {name: sort, in: query, schema: {type: string, enum: [newest, oldest]}}
                      - {name: state, in: query, schema: {type: array, items: {type: integer, enum: [1, 2]}}}
                    responses: {'204': {description: Listed.}}
                """)
        let method = try rendered(document, ["DefaultService", "listOrders"])
        #expect(
            method.contains("func listOrders(sort: ListOrdersSort? = nil, state: [ListOrdersStateItem]? = nil)"),
            "\(method)")
        #expect(try rendered(document, ["ListOrdersSort"]).contains("enum ListOrdersSort: ErrgenRuntime.OpenEnum {"))
        #expect(
            try rendered(document, ["ListOrdersStateItem"]).contains(
                "enum ListOrdersStateItem: ErrgenRuntime.OpenEnum {"))
        let query = try rendered(document, ["DefaultRouter", "queryItems"])
        #expect(
            query.contains(
                #"ErrgenRuntime.QueryItem(name: "sort", value: sort.map { ErrgenRuntime.TextValue.of($0) })"#),
            "\(query)")
    }

    @Test("a 4xx response's code enum and the operation's x-errgen-errors document catalog codes on the operation")
    func documentedErrors() throws {
        let text = try rendered(
            Self.document(
                paths: """

                    /orders:
                      post:
                        operationId: placeOrder
                        responses:
                          '204': {description: Placed.}
                          '409':
                            description: Refused.
                            content:
                              application/json:
                                schema:
                                  type: object
                                  properties: {code: {type: string, enum: [OUT_OF_STOCK]}}
                        x-errgen-errors: [FAILED]
                    """), ["DefaultRouter", "documentedErrors"])
        #expect(text.contains(#"    [.string("OUT_OF_STOCK"), .string("FAILED")]"#))
    }

    @Test("servers with variables take each variable's default")
    func servers() throws {
        let text = try rendered(
            """
            openapi: 3.0.3
            info: {title: Shop, version: '1'}
            servers:
              - url: 'https://{region}.shop.example/v1'
                description: Production
                variables: {region: {default: eu, enum: [eu, us]}}
            paths: {}
            """, ["APIServer", "production"])
        #expect(text.contains(#"Foundation.URL(string: "https://eu.shop.example/v1")!"#))
    }

    // MARK: Support

    func assertSnippet(
        _ document: String, _ path: [String], _ expected: String, prefixOnly: Bool = false,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let text = try rendered(document, path, sourceLocation: sourceLocation)
        if prefixOnly {
            #expect(text.hasPrefix(expected), "\(text)", sourceLocation: sourceLocation)
        } else {
            #expect(text == expected, sourceLocation: sourceLocation)
        }
    }

    /// The declaration at `path` of what the document (with the shared catalog) generates, rendered on its own.
    /// The Swift of the declaration at `path`, once the document checked with exactly `warnings`.
    func rendered(
        _ document: String, _ path: [String], warnings: [String] = [],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> String {
        let (checked, diagnostics) = Generator.check(sources: [
            SpecSource(path: "errgen.yaml", text: Self.catalog), SpecSource(path: "openapi.yaml", text: document),
        ])
        let messages = diagnostics.sorted.map(\.description)
        #expect(messages == warnings, sourceLocation: sourceLocation)
        let files = Translator(checked).files(includeStringCatalog: false)
        let declarations = files.flatMap { pending -> [Declaration] in
            if case .swift(let swift) = pending.translate() { return swift.declarations }
            return []
        }
        let found = try #require(
            SnippetTests.find(path, in: declarations), "no declaration \(path.joined(separator: "."))",
            sourceLocation: sourceLocation)
        return SwiftRenderer(header: []).render(found, depth: path.count - 1)
    }

    /// Generates `document` (module `Shop`) without a diagnostic, and type-checks its output
    /// with `appCode` beside it in `mode`.
    static func typeCheck(
        _ document: String, appCode: String, mode: CompileMode,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let outcome = Generator.generate(sources: [
            SpecSource(path: "errgen.yaml", text: "module: {name: Shop}\n" + catalog),
            SpecSource(path: "openapi.yaml", text: document),
        ])
        #expect(
            outcome.diagnostics.isEmpty, "\(outcome.diagnostics.map(\.description))", sourceLocation: sourceLocation)
        let files = try #require(outcome.files, sourceLocation: sourceLocation)
        let result = try await CompileSupport.typeCheck([files], appCode: appCode, moduleName: "ShopApp", mode: mode)
        #expect(
            result.succeeded, "does not compile in \(mode):\n\(result.output.prefix(4000))",
            sourceLocation: sourceLocation)
    }
}
