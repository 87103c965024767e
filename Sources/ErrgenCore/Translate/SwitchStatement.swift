/// Builds the `switch` statements of generated code, so every generated switch is
/// laid out the same way:
/// - arms that give the same plain value share a `case` line, in the order the values
///   first appear, found through a dictionary so a switch of 10,000 cases stays linear;
/// - an arm that binds values or runs statements stands on its own;
/// - a switch without `default` whose every arm gives one plain value is just that value;
/// - every arm says `return`: a switch *expression* (arms without `return`) is type-checked
///   as one expression, in time that grows with the square of its arms, where a switch
///   statement's arms are checked one by one;
/// - a switch too large for one function is split into parts (`SwitchMember`), each ending
///   in a `default` arm: no part lists every case, so the compiler never proves one
///   exhaustive, which grows with the square of the cases and gives up at about a thousand.
struct SwitchStatement {
    /// One arm: a pattern and a value (one line, or the lines of an array literal), or
    /// statements ending in `return`.
    struct Arm {
        var pattern: CasePattern
        var value: Expression
        /// The value on one line: arms with the same one share a `case`.
        var valueKey: String
        var statements: [CodeLine]?
        /// Arms of statements with the same key are the same code, so they share one `case`.
        var statementsKey: String?
        /// An arm that binds values cannot share a `case` line with another.
        var binds: Bool

        init(_ pattern: CasePattern, _ value: Expression, binds: Bool = false) {
            self.pattern = pattern
            self.value = value
            self.valueKey = value.singleLine
            self.binds = binds
        }

        /// An arm whose pattern (without bindings) and value are plain code.
        init(_ pattern: String, _ value: String, binds: Bool = false) {
            self.init(.code(pattern), .code(value), binds: binds)
        }

        init(pattern: String, value: String, binds: Bool = false) {
            self.init(pattern, value, binds: binds)
        }

        /// An array literal: on one line when it has one element, one element a line otherwise.
        init(_ pattern: CasePattern, _ elements: [String], binds: Bool) {
            self.init(pattern, .array(elements.map(Expression.code), isVertical: elements.count > 1), binds: binds)
        }

        init(_ pattern: CasePattern, statements: [CodeLine], key: String? = nil) {
            self.init(pattern, .code(""), binds: true)
            self.statements = statements
            self.statementsKey = key
        }

        init(_ pattern: String, statements: [CodeLine], key: String? = nil) {
            self.init(.code(pattern), statements: statements, key: key)
        }

        var isPlain: Bool { !binds && statements == nil }
    }

    /// Switches with at most this many arms find an arm's group by searching.
    private static let largestSearched = 8

    var subject: String
    var arms: [Arm]
    /// The `default:` value, for switches that do not list every case.
    var defaultValue: String?
    /// The `default:` arm's statements, for a switch that leaves cases to them.
    var defaultStatements: [CodeLine]?

    func lines() -> [CodeLine] {
        guard let first = arms.first else { return defaultValue.map { [.line($0)] } ?? ["switch \(subject) {}"] }
        if defaultValue == nil, defaultStatements == nil,
            arms.allSatisfy({ $0.isPlain && $0.valueKey == first.valueKey })
        {
            return [.expression(prefix: "", first.value)]
        }
        // Each group by the index of its first arm: an arm is copied only into its line.
        var groups: [(patterns: [CasePattern], arm: Int)] = []
        groups.reserveCapacity(arms.count)
        // Most switches are small (a text's locales): their groups are searched. Only a
        // large one hashes, so that a switch of 10,000 cases stays linear.
        let isSmall = arms.count <= Self.largestSearched
        var groupOfValue: [String: Int] = [:]
        var groupOfStatements: [String: Int] = [:]
        for position in arms.indices {
            let index: Int?
            if isSmall {
                index = groups.firstIndex { group in
                    let first = arms[group.arm]
                    return (arms[position].isPlain && first.isPlain && first.valueKey == arms[position].valueKey)
                        || (arms[position].statementsKey != nil && first.statementsKey == arms[position].statementsKey)
                }
            } else if arms[position].isPlain {
                index = groupOfValue[arms[position].valueKey]
            } else {
                index = arms[position].statementsKey.flatMap { groupOfStatements[$0] }
            }
            if let index {
                groups[index].patterns.append(arms[position].pattern)
            } else {
                if !isSmall, arms[position].isPlain { groupOfValue[arms[position].valueKey] = groups.count }
                if !isSmall, let key = arms[position].statementsKey { groupOfStatements[key] = groups.count }
                groups.append(([arms[position].pattern], position))
            }
        }
        var body: [CodeLine] = groups.map { patterns, position in
            let arm = arms[position]
            if let statements = arm.statements { return .caseLabel(patterns, statements) }
            return .caseReturn(patterns, value: arm.value)
        }
        if let defaultValue { body.append(.line("default: return \(defaultValue)")) }
        if let defaultStatements { body.append(.defaultArm(defaultStatements)) }
        return [.switchOver(subject, body)]
    }
}
