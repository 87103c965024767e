/// A member whose body is one switch with a case per catalog entry (`context`, `message(in:)`,
/// the decoding of a payload...), per endpoint of a service (a router's `path`...) or per
/// value of an enum, written as one member while the switch is small, and as a chain of
/// parts of at most `maximumCases` cases each when it is larger: the part the member itself
/// is lists the first cases and hands every other value to the next part in its `default`
/// arm, and so on to the last part, which ends as the whole switch would.
///
/// Why: the compiler's time for one function grows faster than the function, so one switch
/// per member made large catalogs slow or impossible to compile (`Benchmarks/compare-compile.sh`
/// measures it). The price is at run time: a value is found after at most one
/// `switch` per part (100 at 10,000 codes); finding the entry for a wire code stays one
/// dictionary lookup (`WireCodeIndex`).
struct SwitchMember {
    /// The most cases one generated function lists. 100 compiled fastest of the sizes tried
    /// (100, 250, 4,000) on a 4,000-case enum whose cases carry values.
    static let maximumCases = 100

    /// What the member is, besides its body.
    enum Kind {
        /// `var name: type { ... }`.
        case property(type: String)
        /// `func name(parameters) -> result { ... }`, `static` when `isStatic`.
        case function(parameters: [Parameter], result: String, isStatic: Bool = false)
    }

    /// Arms made a part at a time rather than all at once, for a switch over the catalog:
    /// when the member is split, each part's arms are made when the renderer reaches that
    /// part, so only one part's arms are held at a time and they are freed while the
    /// renderer's work on them is still in the cache; a switch of one part makes its arms
    /// in `declarations()`. With an `ArmMaker`, the member's `statement` lists no arms.
    struct ArmMaker: Sendable {
        let count: Int
        let make: @Sendable (Int) -> SwitchStatement.Arm
    }

    var doc: [String]
    var access: AccessModifier
    var name: String
    var kind: Kind
    /// The switch; its arms are `arms`'s when there is one.
    var statement: SwitchStatement
    var arms: ArmMaker?
    /// What the parts are named after (`_equalPart2`), for a member whose name is an operator.
    var partName: String?

    /// The `default` arm of a switch that lists every case (no `default` of its own) once it
    /// is split: only the parts together list every case, so the last part needs one that
    /// is never taken.
    private static let unreachable: [CodeLine] = [
        "// Never taken: the earlier parts list every other case.",
        "preconditionFailure(\"every case is listed in one part\")",
    ]

    /// The member, followed by its other parts (private, after it). Each part's lines are
    /// made when the renderer reaches it (`Declaration.generated`), so a large catalog's
    /// switches are never all lines at once.
    func declarations() -> [Declaration] {
        assert(
            arms == nil || statement.arms.isEmpty,
            "a switch member's arms come from its statement or its ArmMaker, not both")
        // Arms listed in the statement are split as an ArmMaker's are: one way to make parts.
        let listed = statement.arms
        let arms = self.arms ?? ArmMaker(count: listed.count) { listed[$0] }
        let partCount = max(1, (arms.count + Self.maximumCases - 1) / Self.maximumCases)
        // The parts hold the arms: the closure keeps the member without them.
        var member = self
        member.statement.arms = []
        let make = { @Sendable [member] (index: Int) in
            var part = member.statement
            part.arms = (index * Self.maximumCases..<min(arms.count, (index + 1) * Self.maximumCases)).map(arms.make)
            return part
        }
        guard partCount > 1 else { return [part(0, make(0), partCount: 1)] }
        return [
            .generated(count: partCount) { [member] index in member.part(index, make(index), partCount: partCount) }
        ]
    }

    private func part(_ index: Int, _ part: SwitchStatement, partCount: Int) -> Declaration {
        var part = part
        if index + 1 < partCount {
            part.defaultValue = call(partNumber: index + 2)
            part.defaultStatements = nil
        } else if index > 0, part.defaultValue == nil, part.defaultStatements == nil {
            part.defaultStatements = Self.unreachable
        }
        guard index > 0 else { return declaration(doc, access, name, part.lines()) }
        let first = index * Self.maximumCases + 1
        let partDoc = [
            "Cases \(first) to \(first + part.arms.count - 1) of `\(signature)`, split off so that each function compiles quickly."
        ]
        return declaration(
            partDoc, .private, GeneratedNames.switchPartName(partName ?? name, number: index + 1), part.lines())
    }

    /// `message(in:formatting:)`, the way documentation names the member.
    private var signature: String {
        switch kind {
        case .property: return name
        case .function(let parameters, _, _):
            return name + "(" + parameters.map { ($0.label ?? $0.name) + ":" }.joined() + ")"
        }
    }

    private func declaration(_ doc: [String], _ access: AccessModifier, _ name: String, _ body: [CodeLine])
        -> Declaration
    {
        switch kind {
        case .property(let type):
            return .computedProperty(doc, access, name, type, body)
        case .function(let parameters, let result, let isStatic):
            // A private part is always called with every argument: its parameters have no defaults.
            let parameters = access == .private ? parameters.map(\.withoutDefault) : parameters
            return .function(doc, access, isStatic: isStatic, name, parameters, returns: result, body)
        }
    }

    /// `_contextPart2`, `_messagePart2(in: locale, formatting: formatting)`, `Self._decodedPart2(code, from: payload)`.
    private func call(partNumber: Int) -> String {
        let part = GeneratedNames.switchPartName(partName ?? name, number: partNumber)
        switch kind {
        case .property:
            return part
        case .function(let parameters, _, let isStatic):
            let arguments = parameters.map { parameter in
                let label = parameter.label ?? parameter.name
                return label == "_" ? parameter.name : "\(label): \(parameter.name)"
            }
            return (isStatic ? "Self." : "") + part + "(" + arguments.joined(separator: ", ") + ")"
        }
    }
}

extension Parameter {
    fileprivate var withoutDefault: Parameter {
        var parameter = self
        parameter.defaultValue = nil
        return parameter
    }
}
