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
}
