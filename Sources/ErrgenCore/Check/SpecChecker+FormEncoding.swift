/// Rules for an endpoint's `form_encoding`: each entry names a field of the form body's model,
/// and its style fits the field's type.
extension SpecChecker {
    /// A list takes form (exploded or joined by commas), space_delimited and pipe_delimited; an
    /// object (a flat model or a dictionary of values with a text form) those and deep_object,
    /// which is always exploded. A field of one value is `name=value` in every style, so a style
    /// on it says nothing and is refused.
    mutating func checkFormEncoding(_ encodings: [FormFieldEncoding], of model: ModelSpec, _ what: () -> String) {
        var seen: Set<String> = []
        for encoding in encodings {
            let name = encoding.name.value
            if !seen.insert(name).inserted {
                error("'form_encoding' of \(what()) names field '\(name)' twice", at: encoding.name.location)
                continue
            }
            guard let property = model.properties.first(where: { $0.wireName.value == name }) else {
                let hint = DidYouMean.hint(for: name, among: model.properties.map(\.wireName.value))
                error(
                    "'form_encoding' of \(what()) names '\(name)', which is not a property of model '\(model.name.value)'\(hint)",
                    at: encoding.name.location)
                continue
            }
            let type = property.type.value.nonOptional
            let style = encoding.style?.value ?? .form
            if isList(type) {
                if style == .deepObject, let place = encoding.style {
                    error(
                        "field '\(name)' of the form body of \(what()) has 'style: deep_object' but type \(property.type.value); "
                            + "deep_object writes an object as name[key]=value: use form, space_delimited or pipe_delimited",
                        at: place.location)
                }
            } else if isFormObject(type) {
                if style == .deepObject, let explode = encoding.explode {
                    error(
                        "field '\(name)' of the form body of \(what()) has 'style: deep_object', which is always exploded (name[key]=value); remove 'explode'",
                        at: explode.location)
                }
            } else if isObjectLike(type) {
                error(
                    "field '\(name)' of the form body of \(what()) has type \(property.type.value), whose values are not all "
                        + "text (a nested object, bytes); a styled object holds scalars, enums, lists of them or JSON",
                    at: encoding.name.location)
            } else {
                error(
                    "field '\(name)' of the form body of \(what()) has type \(property.type.value), which is name=value in every style; "
                        + "'form_encoding' says how a list or an object is written: remove the entry",
                    at: encoding.name.location)
            }
        }
    }

    /// A model (not an enum or union) or a dictionary: an object, though maybe not a flat one.
    private func isObjectLike(_ type: TypeRef) -> Bool {
        switch type {
        case .model(let name): spec.models.contains { $0.name.value == name }
        case .dictionary: true
        default: false
        }
    }

    /// An object a form field can spread or join: a model whose properties each have a text
    /// form, or a dictionary of values with a text form (JSON values too).
    func isFormObject(_ type: TypeRef) -> Bool {
        switch type {
        case .model(let name): isFlatModel(name)
        case .dictionary(let value): hasFormText(value, inList: true)
        default: false
        }
    }
}
