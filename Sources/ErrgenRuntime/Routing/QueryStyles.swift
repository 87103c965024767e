/// The query parameter styles of OpenAPI beyond one `name=value` item a value, which
/// generated routers write for `style: form, explode: false`, `space_delimited`,
/// `pipe_delimited` and `deep_object`.
extension QueryItem {
    /// What joins the values of one query item (OpenAPI's `explode: false` styles), as the URL carries it.
    ///
    /// Each value is percent-encoded on its own, so a comma inside a value is `%2C` and the
    /// joining comma stays a comma; a space or a pipe has no literal form in a URL, so the
    /// joining one is encoded too (`%20`, `%7C`), as OpenAPI's style table writes it, and a
    /// server cannot tell it from one inside a value.
    public enum Delimiter: String, Sendable, Hashable, CaseIterable {
        /// `style: form`, `explode: false`: `ids=1,2,3`.
        case comma
        /// `style: spaceDelimited`: `ids=1%202%203`.
        case space
        /// `style: pipeDelimited`: `ids=1%7C2%7C3`.
        case pipe

        /// The delimiter's text in the URL.
        var encoded: String {
            switch self {
            case .comma: ","
            case .space: "%20"
            case .pipe: "%7C"
            }
        }

        /// The delimiter itself, as `value` holds the joined text.
        var text: String {
            switch self {
            case .comma: ","
            case .space: " "
            case .pipe: "|"
            }
        }
    }

    /// One item whose values are joined by commas (`ids=1,2,3`): each value is
    /// percent-encoded, commas in it too, and the joining commas are sent as they are.
    /// `nil` leaves the item out; an empty list sends the name with an empty value.
    public init(name: String, commaSeparated values: [String]?) {
        self.init(name: name, joining: values, by: .comma)
    }

    /// One item whose values are joined by `delimiter` (`ids=1,2`, `ids=1%202`, `ids=1%7C2`),
    /// each value percent-encoded on its own. `nil` leaves the item out; an empty list sends
    /// the name with an empty value.
    public init(name: String, joining values: [String]?, by delimiter: Delimiter) {
        self.init(name: name, value: values?.joined(separator: delimiter.text))
        joinedValues = values.map { JoinedValues(values: $0, delimiter: delimiter) }
    }

    /// One item per key, named `name[key]`, in key order (`filter[color]=red&filter[size]=m`);
    /// `nil` gives none.
    public static func deepObject(name: String, _ values: [String: String]?) -> [QueryItem] {
        (values ?? [:]).sorted { $0.key < $1.key }.map { QueryItem(name: "\(name)[\($0.key)]", value: $0.value) }
    }

    // An object (a generated model of flat properties) in the query, by OpenAPI's style table
    // for `color = {R: 100, G: 200}`. Its properties come in the model's order, `nil` ones left
    // out, each value in its form-body text (``FormEncoder``: a list repeats its key); `nil` gives
    // none. A property without a text form, which errgen's checker refuses, is left out.

    /// `style: form`, exploded: each property its own item, named by its key (`R=100&G=200`).
    public static func object<Value: Encodable>(_ value: Value?) -> [QueryItem] {
        fields(of: value).map { QueryItem(name: $0.name, value: $0.value) }
    }

    /// `style: form`, `explode: false`: one item, keys and values joined by commas (`color=R,100,G,200`).
    public static func object<Value: Encodable>(name: String, commaSeparated value: Value?) -> [QueryItem] {
        guard value != nil else { return [] }
        return [QueryItem(name: name, commaSeparated: fields(of: value).flatMap { [$0.name, $0.value] })]
    }

    /// `style: deepObject`: one item per property, named `name[key]` (`color[R]=100&color[G]=200`).
    public static func deepObject<Value: Encodable>(name: String, object value: Value?) -> [QueryItem] {
        fields(of: value).map { QueryItem(name: "\(name)[\($0.name)]", value: $0.value) }
    }

    private static func fields<Value: Encodable>(of value: Value?) -> [(name: String, value: String)] {
        guard let value else { return [] }
        return (try? FormEncoder.fields(of: value)) ?? []
    }
}
