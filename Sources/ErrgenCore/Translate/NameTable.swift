/// Every Swift name the generated files use, derived once from a checked spec, so
/// the translators agree on them and none derives a name twice.
struct NameTable {
    let module: String
    /// `public ` / `package ` / `` (internal): the prefix of every generated declaration.
    let access: String
    let errorType: String
    let codeType: String
    let localeType: String
    let policiesType: String
    let clientType: String
    let serverType: String
    /// The folder prefix stripped from spec locations in doc comments (`specs/`).
    let sourceRoot: String

    /// The case name of each entry of `spec.errors`, unescaped.
    let caseNames: [String]
    /// The Swift name of each locale of `module.locales`, unescaped.
    let localeCases: [String]
    /// Catalog entries by code or name, built once for every translator.
    let errorIndex: ErrorIndex
    /// The secret wire names below each model, built once for every router.
    let secretFields: SecretFields

    init(spec: Spec, sourceRoot: String = "") {
        module = spec.module.name.value
        access = spec.module.access == .internal ? "" : spec.module.access.rawValue + " "
        errorType = module + "Error"
        codeType = module + "ErrorCode"
        localeType = module + "Locale"
        policiesType = module + "RetryPolicies"
        clientType = module + "Client"
        serverType = module + "Server"
        self.sourceRoot = sourceRoot
        caseNames = spec.errors.map { GeneratedNames.caseName(of: $0) ?? "unnamed" }
        localeCases = spec.module.locales.map { Self.localeCaseName($0.value) }
        errorIndex = ErrorIndex(spec.errors)
        secretFields = SecretFields(models: spec.models)
    }

    /// `pt-BR` -> `ptBR`, `zh-Hans` -> `zhHans`: the language, then the subtags as BCP-47 writes them.
    static func localeCaseName(_ locale: String) -> String {
        let parts = locale.split(separator: "-")
        return (parts.first.map { $0.lowercased() } ?? "") + parts.dropFirst().joined()
    }

    /// `` `default` `` where a keyword needs escaping.
    func escaped(_ name: String) -> String {
        SwiftNames.escaped(name)
    }

    /// A field's, property's or parameter's Swift name.
    func memberName(_ wireName: String) -> String {
        SwiftNames.lowerCamel(wireName) ?? "unnamed"
    }

    func policyName(_ name: String) -> String {
        SwiftNames.lowerCamel(name) ?? "unnamed"
    }

    func typeName(_ name: String) -> String {
        SwiftNames.upperCamel(name) ?? "Unnamed"
    }

    /// `errors.yaml:12`: where a declaration came from, relative to the spec folder.
    func origin(_ location: SourceLocation) -> String {
        let file = location.file.hasPrefix(sourceRoot) ? String(location.file.dropFirst(sourceRoot.count)) : location.file
        return "\(file):\(location.line)"
    }

    /// A Swift type for a spec type.
    func swiftType(_ type: TypeRef) -> String {
        switch type {
        case .primitive(let primitive): primitive.rawValue
        case .model(let name): name
        case .array(let element): "[\(swiftType(element))]"
        case .dictionary(let value): "[String: \(swiftType(value))]"
        case .optional(let wrapped): "\(swiftType(wrapped))?"
        }
    }

    /// `.seconds(30)` or `.milliseconds(1500)`.
    func duration(_ value: DurationValue) -> String {
        value.milliseconds % 1000 == 0 ? ".seconds(\(value.milliseconds / 1000))" : ".milliseconds(\(value.milliseconds))"
    }
}
