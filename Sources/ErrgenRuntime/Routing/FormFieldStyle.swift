/// How ``FormEncoder`` writes one list or object field of an `application/x-www-form-urlencoded`
/// body: OpenAPI's `encoding` of that field (`style` and `explode`), the spec's `form_encoding`.
///
/// A generated router gives the styles its endpoint declares by wire name
/// (``Router/formFieldStyles``); a field without one is written the default way: a list repeats
/// its name, a JSON object is its JSON text. For the list `tags = ["a b", "c"]` and the object
/// `color = {R: 100, G: 200}`, the body reads (before percent-encoding, which the WHATWG form
/// serializer applies to each whole name and value):
///
/// - ``form``: `tags=a b&tags=c`; `R=100&G=200`
/// - ``commaSeparated``: `tags=a b,c`; `color=R,100,G,200`
/// - ``spaceDelimited``: `tags=a b c`; `color=R 100 G 200`
/// - ``pipeDelimited``: `tags=a b|c`; `color=R|100|G|200`
/// - ``deepObject``: the list as in ``form``; `color[R]=100&color[G]=200`
///
/// A joined value is one field, encoded as a whole: a space is sent `+`, a pipe `%7C` and a
/// comma `%2C`, which every form parser decodes before the server splits the value. A delimiter
/// inside an element cannot be told from the one between elements; that is the style's
/// limit, not the encoder's. An empty list in a joined style sends the name with an empty
/// value (`tags=`), as the same list does in a query.
///
/// A scalar field is `name=value` whatever its style.
public enum FormFieldStyle: String, Sendable, Hashable, CaseIterable {
    /// `style: form`, exploded (OpenAPI's default): a list repeats its name; an object (a model
    /// or a dictionary) writes each property as a field of its own, named by its key.
    case form
    /// `style: form`, `explode: false`: one field, a list's values (an object's keys and values) joined by commas.
    case commaSeparated
    /// `style: spaceDelimited` (not exploded): one field, joined by spaces.
    case spaceDelimited
    /// `style: pipeDelimited` (not exploded): one field, joined by `|`.
    case pipeDelimited
    /// `style: deepObject`: an object's properties, each named `name[key]`.
    case deepObject

    /// What joins the values of one field, `nil` for the styles that write a field per value.
    var delimiter: String? {
        switch self {
        case .form, .deepObject: nil
        case .commaSeparated: ","
        case .spaceDelimited: " "
        case .pipeDelimited: "|"
        }
    }
}
