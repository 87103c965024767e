/// Two versions of a list of entities paired by identity (a wire code, a model's name, a
/// property's wire key, an enum's wire value, `Service.endpoint`): what is in both, what
/// only the old version has, what only the new one has.
///
/// `formerKeys` is the hook for renames: the keys a new entity was known by before
/// (`renamed_from:`). A new entity with no match under its own key is paired with the old
/// entity under a former key, as `renamed`, rather than reported as a removal and an addition.
struct Matching<Element> {
    struct Pair {
        var old: Element
        var new: Element
        /// Matched through a former key rather than the entity's own.
        var renamed: Bool
    }

    var pairs: [Pair] = []
    /// In the old version's order.
    var removed: [Element] = []
    /// In the new version's order.
    var added: [Element] = []

    init<Key: Hashable>(
        old: [Element], new: [Element], key: (Element) -> Key, formerKeys: (Element) -> [Key] = { _ in [] }
    ) {
        var oldByKey: [Key: Int] = [:]
        for (index, element) in old.enumerated() where oldByKey[key(element)] == nil {
            oldByKey[key(element)] = index
        }
        let newKeys = Set(new.map(key))
        var taken = Set<Int>()
        for element in new {
            if let index = oldByKey[key(element)], !taken.contains(index) {
                taken.insert(index)
                pairs.append(Pair(old: old[index], new: element, renamed: false))
            } else if let index = formerKeys(element).lazy.compactMap({ oldByKey[$0] }).first,
                !taken.contains(index), !newKeys.contains(key(old[index]))
            {
                taken.insert(index)
                pairs.append(Pair(old: old[index], new: element, renamed: true))
            } else {
                added.append(element)
            }
        }
        removed = old.indices.filter { !taken.contains($0) }.map { old[$0] }
    }
}
