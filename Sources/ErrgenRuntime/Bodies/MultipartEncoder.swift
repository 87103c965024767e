import Foundation

/// Writes a model as a `multipart/form-data` body (RFC 7578): one part per property, in the
/// order the model encodes them (a generated model: the spec's order).
///
/// - An ``UploadFile`` is a file part: `filename` when the file has one, and `Content-Type`
///   the file's own type, else the part's declared type (`partContentTypes`, OpenAPI's
///   `encoding.<name>.contentType`), else `application/octet-stream`. Its bytes are read now.
/// - A list of files is one file part per file, all with the property's name.
/// - Text, numbers, booleans, dates (ISO 8601), URLs, UUIDs and enums are text parts; a
///   list of them is one text part per value, all with the property's name.
/// - Any other value (a model, a dictionary, `JSON`) is a JSON part, `application/json`.
/// - A `nil` property is left out.
///
/// The boundary is random for each body, and chosen again until it appears in no part.
public enum MultipartEncoder {
    /// One part of the body, before it is written.
    public struct Part: Sendable, Hashable {
        /// The `name` of its `Content-Disposition`: the property's wire name.
        public var name: String
        /// The `filename` of a file part.
        public var filename: String?
        /// Its `Content-Type`; `nil` writes none (a text part is then `text/plain`).
        public var contentType: String?
        /// Its bytes.
        public var body: Data

        public init(name: String, filename: String? = nil, contentType: String? = nil, body: Data) {
            self.name = name
            self.filename = filename
            self.contentType = contentType
            self.body = body
        }
    }

    /// A written body: its bytes and the `Content-Type` that names its boundary.
    public struct Body: Sendable, Hashable {
        public var data: Data
        /// `multipart/form-data; boundary=...`.
        public var contentType: String
        public var boundary: String
    }

    /// The parts `value` encodes to, in order.
    ///
    /// - Parameters:
    ///   - value: the model to send.
    ///   - partContentTypes: the declared `Content-Type` of parts, by wire name.
    /// - Throws: `EncodingError` when `value` is not a keyed value (a model); the file
    ///   system's error when a file cannot be read.
    public static func parts(of value: some Encodable, partContentTypes: [String: String] = [:]) throws -> [Part] {
        let storage = PartStorage(declared: partContentTypes)
        try value.encode(to: MultipartTopEncoder(storage: storage))
        return storage.parts
    }

    /// The body of `value`, with a fresh random boundary.
    ///
    /// - Parameters:
    ///   - value: the model to send.
    ///   - partContentTypes: the declared `Content-Type` of parts, by wire name.
    /// - Throws: what ``parts(of:partContentTypes:)`` throws.
    public static func encode(_ value: some Encodable, partContentTypes: [String: String] = [:]) throws -> Body {
        write(try parts(of: value, partContentTypes: partContentTypes))
    }

    /// `parts` written with a random boundary that none of them contains.
    public static func write(_ parts: [Part], makeBoundary: () -> String = randomBoundary) -> Body {
        var boundary = makeBoundary()
        // 2^-122 per part for a UUID's boundary; a byte-for-byte check makes it certain.
        var tries = 0
        while tries < 16, parts.contains(where: { contains($0, boundary) }) {
            boundary = makeBoundary()
            tries += 1
        }
        var data = Data()
        for part in parts {
            data.append(Data("--\(boundary)\r\n".utf8))
            var disposition = "Content-Disposition: form-data; name=\"\(quoted(part.name))\""
            if let filename = part.filename { disposition += "; filename=\"\(quoted(filename))\"" }
            data.append(Data((disposition + "\r\n").utf8))
            if let type = part.contentType, !type.contains(where: \.isNewline) {
                data.append(Data("Content-Type: \(type)\r\n".utf8))
            }
            data.append(Data("\r\n".utf8))
            data.append(part.body)
            data.append(Data("\r\n".utf8))
        }
        data.append(Data("--\(boundary)--\r\n".utf8))
        return Body(data: data, contentType: "multipart/form-data; boundary=\(boundary)", boundary: boundary)
    }

    /// `errgen-` and 32 random hexadecimal digits: 70 characters at most, no character that needs quoting.
    public static func randomBoundary() -> String {
        "errgen-" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    }

    private static func contains(_ part: Part, _ boundary: String) -> Bool {
        let marker = Data(boundary.utf8)
        return part.body.range(of: marker) != nil || part.name.contains(boundary)
            || (part.filename?.contains(boundary) ?? false)
    }

    /// A name or filename inside `"..."`, as HTML forms write it: `"`, CR and LF percent-encoded.
    static func quoted(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

/// The parts written so far. One encoding runs on one thread; not shared.
private final class PartStorage {
    let declared: [String: String]
    var parts: [MultipartEncoder.Part] = []

    init(declared: [String: String]) {
        self.declared = declared
    }

    func text(_ text: String, _ name: String) {
        parts.append(.init(name: name, contentType: declared[name], body: Data(text.utf8)))
    }

    func file(_ file: UploadFile, _ name: String) throws {
        parts.append(
            .init(
                name: name, filename: file.filename,
                contentType: file.contentType ?? declared[name] ?? BodyEncoding.binary.contentType,
                body: try file.contents()))
    }

    /// A value of no fixed form: text when its JSON is a scalar (or a list of them), else a JSON part.
    func value(_ value: some Encodable, _ name: String) throws {
        let json = try RequestBuilder.bodyEncoder.encode(value)
        if let texts = JSONText.scalars(json) {
            for text in texts { self.text(text, name) }
        } else {
            parts.append(.init(name: name, contentType: declared[name] ?? BodyEncoding.json.contentType, body: json))
        }
    }
}

/// The text form of JSON scalars: a string's characters, a number or boolean as written.
private struct JSONText: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let flag = try? container.decode(Bool.self) {
            text = TextValue.of(flag)
        } else if let string = try? container.decode(String.self) {
            text = string
        } else if let integer = try? container.decode(Int64.self) {
            text = String(integer)
        } else {
            text = TextValue.of(try container.decode(Double.self))
        }
    }

    /// The texts of a JSON scalar or a list of scalars; `nil` for an object or a nested list.
    static func scalars(_ json: Data) -> [String]? {
        let decoder = JSONDecoder()
        if let one = try? decoder.decode(JSONText.self, from: json) { return [one.text] }
        return (try? decoder.decode([JSONText].self, from: json))?.map(\.text)
    }
}

private func notAModel(_ codingPath: [any CodingKey]) -> EncodingError {
    EncodingError.invalidValue(
        "multipart body",
        EncodingError.Context(codingPath: codingPath, debugDescription: "A multipart body is a model of named parts."))
}

/// The top level: the model itself, which must use a keyed container.
private struct MultipartTopEncoder: Encoder {
    let storage: PartStorage
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(MultipartKeyedContainer<Key>(storage: storage))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer { RefusingUnkeyedContainer() }

    func singleValueContainer() -> any SingleValueEncodingContainer { RefusingSingleValueContainer() }
}

private struct MultipartKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: PartStorage
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: Bool, forKey key: Key) throws { storage.text(TextValue.of(value), key.stringValue) }
    mutating func encode(_ value: String, forKey key: Key) throws { storage.text(value, key.stringValue) }
    mutating func encode(_ value: Int, forKey key: Key) throws { storage.text(String(value), key.stringValue) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { storage.text(String(value), key.stringValue) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { storage.text(String(value), key.stringValue) }
    mutating func encode(_ value: Double, forKey key: Key) throws { storage.text(TextValue.of(value), key.stringValue) }
    mutating func encode(_ value: Float, forKey key: Key) throws { storage.text(TextValue.of(value), key.stringValue) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let name = key.stringValue
        switch value {
        case let file as UploadFile: try storage.file(file, name)
        case let files as [UploadFile]: for file in files { try storage.file(file, name) }
        case let text as String: storage.text(text, name)
        case let date as Date: storage.text(TextValue.of(date), name)
        case let decimal as Decimal: storage.text(TextValue.of(decimal), name)
        case let url as URL: storage.text(TextValue.of(url), name)
        case let uuid as UUID: storage.text(TextValue.of(uuid), name)
        default: try storage.value(value, name)
        }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(RefusingKeyedContainer<NestedKey>())
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        RefusingUnkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { MultipartTopEncoder(storage: storage) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { MultipartTopEncoder(storage: storage) }
}

/// Containers for what has no part of its own (hand-written coding): every write throws.
private struct RefusingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws { throw notAModel(codingPath) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { throw notAModel(codingPath) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(RefusingKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        RefusingUnkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { RefusingEncoder() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { RefusingEncoder() }
}

private struct RefusingEncoder: Encoder {
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(RefusingKeyedContainer<Key>())
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer { RefusingUnkeyedContainer() }
    func singleValueContainer() -> any SingleValueEncodingContainer { RefusingSingleValueContainer() }
}

private struct RefusingUnkeyedContainer: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey] { [] }
    var count: Int { 0 }

    mutating func encodeNil() throws { throw notAModel(codingPath) }
    mutating func encode<T: Encodable>(_ value: T) throws { throw notAModel(codingPath) }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(RefusingKeyedContainer<NestedKey>())
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { RefusingEncoder() }
}

private struct RefusingSingleValueContainer: SingleValueEncodingContainer {
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { throw notAModel(codingPath) }
    mutating func encode<T: Encodable>(_ value: T) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: Bool) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: String) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: Double) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: Float) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: Int) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: Int8) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: Int16) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: Int32) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: Int64) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: UInt) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: UInt8) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: UInt16) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: UInt32) throws { throw notAModel(codingPath) }
    mutating func encode(_ value: UInt64) throws { throw notAModel(codingPath) }
}
