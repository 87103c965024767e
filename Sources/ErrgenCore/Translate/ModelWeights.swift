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
    /// A model's property that holds the model itself is kept `Indirect`: one reference.
    private let holding: ValueHolding
    /// The stored values of each model or union measured so far; `nil` while being measured
    /// (a model that holds itself cannot be inline, so a cycle counts as one value).
    private var storedValues: [String: Int?] = [:]

    init(_ spec: Spec) {
        holding = ValueHolding(models: spec.models)
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

    /// Beyond this many stored values a type weighs no more: a chain of models held inline
    /// grows without end in a hostile spec, and a sum must not overflow.
    static let maximumValues = 1 << 20

    /// The stored values a model or union lays out: one per property of a model (a held
    /// model or union counts its own values), the largest member's of a union, plus its tag.
    ///
    /// Measured depth-first with a stack of its own, not by recursion: a spec may chain
    /// models inline thousands deep, which recursion would pay for with the thread's stack.
    private mutating func values(of name: String) -> Int {
        if let known = storedValues[name] { return known ?? 1 }
        // Each frame: a name whose held types are measured first, then itself.
        var stack: [(name: String, heldMeasured: Bool)] = [(name, false)]
        while let (current, heldMeasured) = stack.popLast() {
            if heldMeasured {
                storedValues[current] = measured(current)
                continue
            }
            if storedValues[current] != nil { continue }
            storedValues[current] = .some(nil)
            stack.append((current, true))
            for held in heldNames(of: current) where storedValues[held] == nil {
                stack.append((held, false))
            }
        }
        return storedValues[name].flatMap { $0 } ?? 1
    }

    /// The models and unions `name` holds inline.
    private func heldNames(of name: String) -> [String] {
        let types =
            modelsByName[name].map { model in model.properties.filter { !isIndirect($0, of: model) }.map(\.swiftType) }
            ?? unionsByName[name]?.members.map(\.type.value) ?? []
        return types.compactMap(Self.heldModel)
    }

    /// Whether the model keeps `property` `Indirect`, as one reference rather than its values.
    private func isIndirect(_ property: ModelSpec.Property, of model: ModelSpec) -> Bool {
        holding.holdsItself(model.name.value, through: property.type.value)
    }

    /// The values of `name`, once every type it holds is measured (or is being measured: a cycle).
    private func measured(_ name: String) -> Int {
        let cap = Self.maximumValues
        if let model = modelsByName[name] {
            let sum = model.properties.reduce(0) { sum, property in
                min(cap, sum + (isIndirect(property, of: model) ? 1 : values(inline: property.swiftType)))
            }
            return max(1, sum)
        }
        if let union = unionsByName[name] {
            return min(
                cap, 1 + union.members.reduce(1) { largest, member in max(largest, values(inline: member.type.value)) })
        }
        return 1
    }

    /// The values a property of `type` lays out in its holder, once its model is measured.
    private func values(inline type: TypeRef) -> Int {
        Self.heldModel(type).flatMap { storedValues[$0].flatMap { $0 } } ?? 1
    }

    /// The model or union a property of `type` holds inline, optional or not; `nil` for a
    /// scalar, or a list or dictionary (one reference).
    private static func heldModel(_ type: TypeRef) -> String? {
        switch type {
        case .optional(let wrapped): heldModel(wrapped)
        case .model(let name): name
        case .primitive, .array, .dictionary, .json: nil
        }
    }
}
