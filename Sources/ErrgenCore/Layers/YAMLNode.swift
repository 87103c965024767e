/// A YAML node as errgen reads it: scalars stay text (the spec decoder decides their
/// type), every node keeps where it was written.
///
/// A value whose lists and mappings are arrays, so an alias shares its anchor's subtree
/// (copy on write) instead of copying it. Not a class: a large spec's nodes would each be
/// allocated and freed one by one.
package struct YAMLNode: Sendable {
    package enum Kind: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLMapping.Entry])
    }

    package let kind: Kind
    package let location: SourceLocation

    init(_ kind: Kind, at location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    package var sequence: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    package var mapping: [YAMLMapping.Entry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// `a mapping`, `a list` or `a string`/`an integer`..., for "expected X, found Y" messages.
    package var kindDescription: String {
        switch kind {
        case .mapping: "a mapping"
        case .sequence: "a list"
        case .scalar(let scalar): scalar.isNull ? "nothing" : "'\(scalar.value)'"
        }
    }
}

/// A scalar's text and whether it was quoted: `5002` is an integer code, `"5002"` a string.
package struct YAMLScalar: Sendable, Hashable {
    package var value: String
    /// Written without quotes or block indicators, so YAML's plain-scalar typing applies.
    package var isPlain: Bool

    package init(value: String, isPlain: Bool) {
        self.value = value
        self.isPlain = isPlain
    }

    /// `~`, `null`, `Null`, `NULL` or nothing at all, unquoted.
    package var isNull: Bool {
        isPlain && ["", "~", "null", "Null", "NULL"].contains(value)
    }
}

package enum YAMLMapping {
    /// One `key: value` pair; keys are scalars (checked while loading).
    package struct Entry: Sendable {
        package var key: YAMLScalar
        package var keyLocation: SourceLocation
        package var value: YAMLNode
    }
}
