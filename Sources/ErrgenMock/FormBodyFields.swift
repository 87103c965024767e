import ErrgenCore
import Foundation

/// The field names of an `application/x-www-form-urlencoded` body, decoded as a form parser
/// decodes them (`+` a space, `%XX` a byte), to tell whether each required field was sent in
/// the style its endpoint's `form_encoding` gives it.
struct FormBodyFields {
    private let names: Set<String>

    init(_ body: Data) {
        let text = String(decoding: body, as: UTF8.self)
        names = Set(
            text.split(separator: "&").map { pair in
                let name = String(
                    pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
                let spaced = name.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            })
    }

    /// The properties of `required` the body does not carry: a field sent under its own name,
    /// a deep object's as `name[key]`; an object spread in form style sends its properties
    /// under their own names, which are the object's to check, so it is never missing here.
    func missing(_ required: [ModelSpec.Property], _ encoding: [FormFieldEncoding]) -> [ModelSpec.Property] {
        // The entries by the field's wire name (the body's own keys; Check made them unique).
        let entries = Dictionary(encoding.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        return required.filter { property in
            let name = property.wireName.value
            guard let entry = entries[name] else { return !names.contains(name) }
            let style = entry.style?.value ?? .form
            switch style {
            case .deepObject: return !names.contains { $0.hasPrefix(name + "[") }
            case _ where isSpread(property, entry): return false
            default: return !names.contains(name)
            }
        }
    }

    /// Whether an object field is written property by property (`style: form`, exploded).
    private func isSpread(_ property: ModelSpec.Property, _ entry: FormFieldEncoding) -> Bool {
        if case .array = property.type.value.nonOptional { return false }
        let style = entry.style?.value ?? .form
        return entry.explode?.value ?? style.explodesByDefault
    }
}
