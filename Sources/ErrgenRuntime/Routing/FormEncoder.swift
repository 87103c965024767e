import Foundation

/// Writes a flat `Encodable` value (a model whose properties are text, numbers, decimals,
/// booleans, dates, URLs, UUIDs or enums, lists of them, or JSON values, or optional ones) as an
/// `application/x-www-form-urlencoded` body, by the WHATWG URL standard's serializer, which
/// browsers use for HTML forms:
///
/// - fields in the order the value encodes them (a generated model: the spec's order);
/// - a `nil` field is left out;
/// - a list repeats its name, one field per element (`tags=a&tags=b`: OpenAPI's default
///   `style: form`, `explode: true`), and an empty list writes no field;
/// - a JSON value (``AnyJSON``, `[String: AnyJSON]`) is its JSON text, but a string is its
///   text and `null` is left out; so is any other object without a style (a nested model, a
///   dictionary), keys sorted: OpenAPI's default for an object field is `application/json`;
/// - a field given a ``FormFieldStyle`` is written in that style instead: a list joined into
///   one field, an object (a flat model or a dictionary) spread into fields or joined;
/// - each name and value is UTF-8, every byte but ASCII letters, digits and `*-._`
///   percent-encoded, and a space written `+` (`PercentEncoding.formComponent(_:)`);
/// - values have the same text form as query items: `true`/`false`, ISO 8601 dates.
///
/// A list of lists or of objects has no form; encoding one throws `EncodingError` (errgen's
/// checker refuses such a form body in the spec already).
public enum FormEncoder {
    /// The body's bytes.
    ///
    /// - Parameters:
    ///   - value: the model to send.
    ///   - fieldStyles: the style of list and object fields, by wire name (the endpoint's
    ///     `form_encoding`, ``Router/formFieldStyles``); a field not named is written the default way.
    /// - Throws: `EncodingError` when `value` is not flat.
    public static func encode(_ value: some Encodable, fieldStyles: [String: FormFieldStyle] = [:]) throws -> Data {
        Data(serialize(try fields(of: value, fieldStyles: fieldStyles)).utf8)
    }

    /// The fields `value` encodes to, names and values unencoded, in order.
    ///
    /// - Parameters:
    ///   - value: the model to send.
    ///   - fieldStyles: the style of list and object fields, by wire name.
    public static func fields(of value: some Encodable, fieldStyles: [String: FormFieldStyle] = [:]) throws
        -> [(name: String, value: String)]
    {
        let storage = FormStorage(styles: fieldStyles)
        try value.encode(to: FormFieldEncoder(storage: storage, codingPath: []))
        return storage.fields
    }

    /// `name=value` pairs joined by `&`, each part percent-encoded.
    public static func serialize(_ fields: [(name: String, value: String)]) -> String {
        fields.map { PercentEncoding.formComponent($0.name) + "=" + PercentEncoding.formComponent($0.value) }.joined(
            separator: "&")
    }
}

/// The fields written so far. One encoding runs on one thread; not shared.
private final class FormStorage {
    var fields: [(name: String, value: String)] = []
    /// The styles of the top level's fields; a styled object's own properties have none.
    let styles: [String: FormFieldStyle]

    init(styles: [String: FormFieldStyle] = [:]) {
        self.styles = styles
    }
}

private func notFlat(_ codingPath: [any CodingKey], _ what: String) -> EncodingError {
    EncodingError.invalidValue(
        what,
        EncodingError.Context(
            codingPath: codingPath, debugDescription: "A form body holds only flat fields, not \(what)."))
}

/// The top level: the model itself, which must use a keyed container.
private struct FormFieldEncoder: Encoder {
    let storage: FormStorage
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(FormKeyedContainer<Key>(storage: storage, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        FailingUnkeyedContainer(codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        FailingSingleValueContainer(codingPath: codingPath)
    }
}

private struct FormKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let storage: FormStorage
    var codingPath: [any CodingKey]

    private func add(_ text: String, _ key: Key) {
        storage.fields.append((key.stringValue, text))
    }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: Bool, forKey key: Key) throws { add(value ? "true" : "false", key) }
    mutating func encode(_ value: String, forKey key: Key) throws { add(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { add(TextValue.of(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { add(TextValue.of(Double(value)), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { add(String(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { add(String(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { add(String(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { add(String(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { add(String(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { add(String(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { add(String(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { add(String(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { add(String(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { add(String(value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if let style = storage.styles[key.stringValue], try addStyled(value, key, style) { return }
        switch value {
        case let date as Date: add(TextValue.of(date), key)
        case let decimal as Decimal: add(decimal.description, key)
        case let url as URL: add(url.absoluteString, key)
        case let uuid as UUID: add(uuid.uuidString, key)
        case let json as AnyJSON:
            if let text = try FormJSON.text(of: json) { add(text, key) }
        case let object as [String: AnyJSON]:
            if let text = try FormJSON.text(of: .object(object)) { add(text, key) }
        default:
            // Any other scalar (a raw-value enum, say) encodes itself through a single value;
            // a list through an unkeyed container, each element one field of the list's name.
            let scalar = ScalarCapture(codingPath: codingPath + [key], takesList: true, takesObject: true)
            do {
                try value.encode(to: scalar)
            } catch  where scalar.box.object != nil {
                // An object deeper than one level: still an object, written as JSON below.
            }
            if scalar.box.object != nil {
                // An object without a style (a nested model, a dictionary): its JSON text, as
                // OpenAPI's default `contentType` for an object field says.
                add(try FormJSON.text(encoding: value), key)
                return
            }
            if let list = scalar.box.list {
                for text in list { add(text, key) }
                return
            }
            guard let text = scalar.box.text else { throw notFlat(codingPath + [key], "a value without a text form") }
            add(text, key)
        }
    }

    /// Writes a list or an object field in its style; `false` for a value of one text, which
    /// every style writes as `name=value`.
    private func addStyled<T: Encodable>(_ value: T, _ key: Key, _ style: FormFieldStyle) throws -> Bool {
        var encodable: any Encodable = value
        // A dictionary's order is its hash's: sorted, a body is the same bytes each time.
        var sortsKeys = Mirror(reflecting: value).displayStyle == .dictionary
        if let json = value as? AnyJSON {
            switch json {
            case .object(let object): (encodable, sortsKeys) = (object, true)
            case .array(let items): encodable = items
            default: return false
            }
        }
        let capture = ScalarCapture(codingPath: codingPath + [key], takesList: true, takesObject: true)
        try encodable.encode(to: capture)
        if let list = capture.box.list {
            if let delimiter = style.delimiter {
                add(list.joined(separator: delimiter), key)
            } else {
                for text in list { add(text, key) }
            }
            return true
        }
        guard var fields = capture.box.object?.fields else { return false }
        if sortsKeys {
            fields = fields.enumerated().sorted { ($0.element.name, $0.offset) < ($1.element.name, $1.offset) }.map(
                \.element)
        }
        switch style {
        case .form: storage.fields += fields
        case .deepObject: storage.fields += fields.map { ("\(key.stringValue)[\($0.name)]", $0.value) }
        case .commaSeparated, .spaceDelimited, .pipeDelimited:
            add(fields.flatMap { [$0.name, $0.value] }.joined(separator: style.delimiter ?? ","), key)
        }
        return true
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(FailingKeyedContainer<NestedKey>(codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        FailingUnkeyedContainer(codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { FormFieldEncoder(storage: storage, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        FormFieldEncoder(storage: storage, codingPath: codingPath + [key])
    }
}

/// A JSON value's form text: JSON, keys sorted so that a body is the same bytes each time.
private enum FormJSON {
    static func text(encoding value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static func text(of value: AnyJSON) throws -> String? {
        switch value {
        case .null: return nil
        case .string(let text): return text
        default:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        }
    }
}

/// Captures the text of a value that encodes itself as one scalar, the texts of a list's
/// elements, or an object's fields.
private final class TextBox {
    var text: String?
    var list: [String]?
    var object: FormStorage?
}

private struct ScalarCapture: Encoder, SingleValueEncodingContainer {
    let box = TextBox()
    var codingPath: [any CodingKey]
    /// Whether the value may be a list (a field's value, not a list's element).
    var takesList = false
    /// Whether the value may be an object of flat fields (a styled field's value).
    var takesObject = false
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        guard takesObject else { return KeyedEncodingContainer(FailingKeyedContainer<Key>(codingPath: codingPath)) }
        let object = box.object ?? FormStorage()
        box.object = object
        return KeyedEncodingContainer(FormKeyedContainer<Key>(storage: object, codingPath: codingPath))
    }
    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        guard takesList else { return FailingUnkeyedContainer(codingPath: codingPath) }
        box.list = []
        return ListCapture(box: box, codingPath: codingPath)
    }
    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    mutating func encodeNil() throws {}
    mutating func encode(_ value: Bool) throws { box.text = value ? "true" : "false" }
    mutating func encode(_ value: String) throws { box.text = value }
    mutating func encode(_ value: Double) throws { box.text = TextValue.of(value) }
    mutating func encode(_ value: Float) throws { box.text = TextValue.of(Double(value)) }
    mutating func encode(_ value: Int) throws { box.text = String(value) }
    mutating func encode(_ value: Int8) throws { box.text = String(value) }
    mutating func encode(_ value: Int16) throws { box.text = String(value) }
    mutating func encode(_ value: Int32) throws { box.text = String(value) }
    mutating func encode(_ value: Int64) throws { box.text = String(value) }
    mutating func encode(_ value: UInt) throws { box.text = String(value) }
    mutating func encode(_ value: UInt8) throws { box.text = String(value) }
    mutating func encode(_ value: UInt16) throws { box.text = String(value) }
    mutating func encode(_ value: UInt32) throws { box.text = String(value) }
    mutating func encode(_ value: UInt64) throws { box.text = String(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        switch value {
        case let date as Date: box.text = TextValue.of(date)
        case let url as URL: box.text = url.absoluteString
        case let uuid as UUID: box.text = uuid.uuidString
        case let decimal as Decimal: box.text = decimal.description
        case let json as AnyJSON: box.text = try FormJSON.text(of: json)
        default: try value.encode(to: self)
        }
    }
}

/// The elements of a list field, each a scalar with a text form.
private struct ListCapture: UnkeyedEncodingContainer {
    let box: TextBox
    var codingPath: [any CodingKey]
    var count: Int { box.list?.count ?? 0 }

    mutating func encodeNil() throws { throw notFlat(codingPath, "a null in a list") }
    mutating func encode<T: Encodable>(_ value: T) throws {
        var element = ScalarCapture(codingPath: codingPath + [JSONKey(stringValue: String(count))])
        try element.encode(value)
        guard let text = element.box.text else {
            throw notFlat(element.codingPath, "a list element without a text form")
        }
        box.list?.append(text)
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(FailingKeyedContainer<NestedKey>(codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        FailingUnkeyedContainer(codingPath: codingPath)
    }
    mutating func superEncoder() -> any Encoder { ScalarCapture(codingPath: codingPath) }
}

/// Containers for what a form cannot hold: every write throws.
private struct FailingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    var codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { throw notFlat(codingPath, "a nested object") }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        throw notFlat(codingPath, "a nested object")
    }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        KeyedEncodingContainer(FailingKeyedContainer<NestedKey>(codingPath: codingPath + [key]))
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        FailingUnkeyedContainer(codingPath: codingPath + [key])
    }
    mutating func superEncoder() -> any Encoder { ScalarCapture(codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { ScalarCapture(codingPath: codingPath + [key]) }
}

private struct FailingUnkeyedContainer: UnkeyedEncodingContainer {
    var codingPath: [any CodingKey]
    var count: Int { 0 }

    mutating func encodeNil() throws { throw notFlat(codingPath, "a list") }
    mutating func encode<T: Encodable>(_ value: T) throws { throw notFlat(codingPath, "a list") }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<
        NestedKey
    > {
        KeyedEncodingContainer(FailingKeyedContainer<NestedKey>(codingPath: codingPath))
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { self }
    mutating func superEncoder() -> any Encoder { ScalarCapture(codingPath: codingPath) }
}

private struct FailingSingleValueContainer: SingleValueEncodingContainer {
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws { throw notFlat(codingPath, "a single value") }
    mutating func encode<T: Encodable>(_ value: T) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: Bool) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: String) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: Double) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: Float) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: Int) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: Int8) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: Int16) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: Int32) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: Int64) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: UInt) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: UInt8) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: UInt16) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: UInt32) throws { throw notFlat(codingPath, "a single value") }
    mutating func encode(_ value: UInt64) throws { throw notFlat(codingPath, "a single value") }
}
