/// The estimated compile work of each model, enum and union, in lines of model code, for
/// `ModelParts` to cut the model files by.
///
/// Most of a debug build is LLVM turning IR into machine code, and a struct's copy, assign
/// and destroy functions (its value witnesses) hold a step for every stored value it
/// contains, with the values of a model or union it holds inline (optional or not) laid out
/// in it field by field. So a model that holds other models weighs its own properties and
/// every value it holds through them; a list or dictionary of models is one reference.
struct ModelWeights {
    /// A value laid out inside a holder costs its holder about this many lines of model code
    /// beyond the property that holds it.
    static let linesPerHeldValue = 6

    private var modelsByName: [String: ModelSpec] = [:]
    private var unionsByName: [String: UnionSpec] = [:]
    /// The stored values of each model or union measured so far; `nil` while being measured
    /// (a model that holds itself cannot be inline, so a cycle counts as one value).
    private var storedValues: [String: Int?] = [:]

    init(_ spec: Spec) {
        for model in spec.models { modelsByName[model.name.value] = model }
        for union in spec.unions { unionsByName[union.name.value] = union }
    }

    /// A model: each property, an optional one more than a required one, and the values it
    /// holds inline through other models and unions.
    mutating func weight(of model: ModelSpec) -> Int {
        let own = model.properties.reduce(17) { weight, property in
            weight + (property.swiftType.isOptional ? 10 : 7)
        }
        let held = values(of: model.name.value) - model.properties.count
        return own + Self.linesPerHeldValue * max(0, held)
    }

    /// An enum: far less than its lines, as the runtime's `OpenEnum` gives its coding,
    /// equality and hashing, but a type's fixed share (metadata, conformances, value
    /// witnesses) as much as a small model's.
    func weight(of enumSpec: EnumSpec) -> Int {
        26 + 3 * enumSpec.values.count
    }

    /// A union: each member is a payload to copy, compare and try in turn, and the largest
    /// member is laid out in it (beyond a value and the tag, which every union has).
    mutating func weight(of union: UnionSpec) -> Int {
        25 + 8 * union.members.count + 4 * max(0, values(of: union.name.value) - 2)
    }

    /// The stored values a model or union lays out: one per property of a model (a held
    /// model or union counts its own values), the largest member's of a union, plus its tag.
    private mutating func values(of name: String) -> Int {
        if let known = storedValues[name] { return known ?? 1 }
        storedValues[name] = .some(nil)
        var count = 1
        if let model = modelsByName[name] {
            count = max(1, model.properties.reduce(0) { sum, property in sum + values(inline: property.swiftType) })
        } else if let union = unionsByName[name] {
            count = 1 + union.members.reduce(1) { largest, member in max(largest, values(inline: member.type.value)) }
        }
        storedValues[name] = count
        return count
    }

    /// The values a property of `type` lays out in its holder.
    private mutating func values(inline type: TypeRef) -> Int {
        switch type {
        case .optional(let wrapped): values(inline: wrapped)
        case .model(let name): values(of: name)
        case .primitive, .array, .dictionary, .json: 1
        }
    }
}
