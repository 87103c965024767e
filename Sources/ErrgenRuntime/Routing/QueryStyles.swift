/// The query parameter styles of OpenAPI beyond one `name=value` item a value, which
/// generated routers write for `style: form, explode: false` and `style: deep_object`.
extension QueryItem {
    /// One item whose values are joined by commas (`ids=1,2,3`): each value is
    /// percent-encoded, commas in it too, and the joining commas are sent as they are.
    /// `nil` leaves the item out; an empty list sends the name with an empty value.
    public init(name: String, commaSeparated values: [String]?) {
        self.init(name: name, value: values?.joined(separator: ","))
        commaSeparatedValues = values
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
