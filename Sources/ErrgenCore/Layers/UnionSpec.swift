/// An entry of the `unions` section: a value that is one of several types (OpenAPI's
/// `oneOf` and `anyOf`), generated as an enum with a case per member and a case that
/// keeps a value no member reads.
package struct UnionSpec: Sendable {
    package struct Member: Sendable {
        /// The member's type: usually a model, any type but an optional.
        package var type: Located<TypeRef>
        /// `name:`, the Swift case name, over the one made from the type.
        package var name: Located<String>? = nil
        /// `values:`, the discriminator's values that select this member; empty with a
        /// discriminator means the model's name.
        package var discriminatorValues: [Located<String>] = []
        package var summary: String? = nil

        package init(type: Located<TypeRef>) {
            self.type = type
        }
    }

    package var name: Located<String>
    package var summary: String?
    /// The wire name of the property that says which member a value is; `nil`: the
    /// members are tried in order and the first that decodes is taken.
    package var discriminator: Located<String>?
    package var members: [Member] = []

    package init(name: Located<String>) {
        self.name = name
    }
}

extension UnionSpec.Member {
    /// The discriminator values that select the member: the listed ones, else its model's name.
    package var selectingValues: [String] {
        if !discriminatorValues.isEmpty { return discriminatorValues.map(\.value) }
        if case .model(let name) = type.value { return [name] }
        return []
    }
}
