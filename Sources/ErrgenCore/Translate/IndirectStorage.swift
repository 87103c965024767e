/// How a model keeps a property whose value holds the model itself (`ValueHolding`): a
/// private stored `_parent: ErrgenRuntime.Indirect<Pet>?` on the heap, behind a computed
/// `parent: Pet?` that reads and replaces it, so the app sees an ordinary property.
struct IndirectStorage {
    /// The stored property: `_parent`. Property names are camel case, never `_` first.
    let name: String
    /// `ErrgenRuntime.Indirect<Pet>`, what decoding reads.
    let decodedType: String
    let isOptional: Bool
    private let runtimeType: String

    init(property: String, type: TypeRef, _ names: GeneratedNames) {
        name = "_" + property
        runtimeType = names.runtime(.indirect)
        decodedType = "\(runtimeType)<\(names.swiftType(type.nonOptional, qualifyingModels: false))>"
        isOptional = type.isOptional
    }

    /// `value` on the heap: `ErrgenRuntime.Indirect(value)`, or mapped for an optional.
    func boxed(_ value: String) -> String {
        isOptional ? "\(value).map(\(runtimeType).init)" : "\(runtimeType)(\(value))"
    }

    /// The private stored property and the computed one the app uses, with the property's doc.
    func members(_ doc: [String], _ access: AccessModifier, type: String, model: String) -> [Declaration] {
        let property = String(name.dropFirst())
        return [
            .storedProperty(
                ["Where `\(property)` is kept: its value holds a `\(model)`, which a struct cannot contain."],
                .private, isMutable: true, name, type: decodedType + (isOptional ? "?" : "")),
            .computedProperty(
                doc, access, SwiftIdentifiers.escaped(property), type,
                [
                    .block("get {", [.line(name + (isOptional ? "?.value" : ".value"))]),
                    .block("set {", [.line("\(name) = \(boxed("newValue"))")]),
                ]),
        ]
    }
}
