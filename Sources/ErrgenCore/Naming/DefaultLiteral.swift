/// A property's `default` as a Swift literal of its type, or `nil` when it is none (Check
/// reports it): text for `String`, digits for numbers, `true`/`false`, an enum's case.
extension GeneratedNames {
    func defaultLiteral(_ value: ScalarDefault, _ type: TypeRef, enums: [EnumSpec]) -> String? {
        switch (value, type.nonOptional) {
        case (.null, _): return type.isOptional ? "nil" : nil
        case (.string(let text), .primitive(.string)), (.number(let text), .primitive(.string)):
            return SwiftLiteral.string(text)
        case (.bool(let flag), .primitive(.string)): return SwiftLiteral.string(String(flag))
        case (.bool(let flag), .primitive(.bool)): return String(flag)
        case (.number(let text), .primitive(.int)), (.number(let text), .primitive(.int32)),
            (.number(let text), .primitive(.int64)):
            return Int(text).map(String.init)
        case (.number(let text), .primitive(.double)), (.number(let text), .primitive(.float)):
            return Double(text) != nil ? text : nil
        case (_, .model(let name)):
            guard let position = enums.firstIndex(where: { $0.name.value == name }) else { return nil }
            let wire: String
            switch value {
            case .string(let text), .number(let text): wire = text
            case .bool(let flag): wire = String(flag)
            case .null: return nil
            }
            let enumeration = enums[position]
            guard let index = enumeration.values.firstIndex(where: { $0.wire.value == wire }),
                let caseName = enumCaseNames[position][index]
            else { return nil }
            return "." + SwiftIdentifiers.escaped(caseName)
        default:
            return nil
        }
    }
}
