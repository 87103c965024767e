/// Which of the types a model or union holds by value (not through a list or dictionary)
/// hold it in turn: a union's case whose type holds the union is `indirect`, and a model's
/// property whose type holds the model is stored `Indirect`, or the type would contain itself.
///
/// Two types hold each other exactly when they are in one strongly connected component of
/// the graph of by-value edges, found once for the whole spec (Tarjan's algorithm, with its
/// own stack: a chain of models is as deep as the spec is long).
struct ValueHolding {
    private var component: [String: Int] = [:]

    /// Through models' properties and unions' members.
    init(_ spec: Spec) {
        var edges = Self.edges(spec.models)
        for union in spec.unions {
            edges[union.name.value, default: []] += union.members.compactMap { Self.byValue($0.type.value) }
        }
        component = Self.components(edges)
    }

    /// Through models' properties only: a cycle through a union is already broken by the
    /// union's `indirect` case.
    init(models: [ModelSpec]) {
        component = Self.components(Self.edges(models))
    }

    /// Whether `holder`, which holds a value of `type`, holds itself through it:
    /// with `Pet` holding `parent: Pet?`, `holdsItself("Pet", through: .optional(.model("Pet")))`
    /// is true; through `.array(.model("Pet"))` it is false, as a list stores its elements elsewhere.
    func holdsItself(_ holder: String, through type: TypeRef) -> Bool {
        guard case .model(let held) = type.nonOptional else { return false }
        guard held != holder else { return true }
        return component[held].map { $0 == component[holder] } ?? false
    }

    private static func byValue(_ type: TypeRef) -> String? {
        if case .model(let name) = type.nonOptional { return name }
        return nil
    }

    private static func edges(_ models: [ModelSpec]) -> [String: [String]] {
        var edges: [String: [String]] = [:]
        for model in models {
            edges[model.name.value, default: []] += model.properties.compactMap { byValue($0.type.value) }
        }
        return edges
    }

    /// The strongly connected component of each type, numbered.
    private static func components(_ edges: [String: [String]]) -> [String: Int] {
        var order: [String: Int] = [:]
        var lowest: [String: Int] = [:]
        var path: [String] = []
        var onPath: Set<String> = []
        var component: [String: Int] = [:]
        var components = 0
        func visit(_ node: String) {
            order[node] = order.count
            lowest[node] = order[node]
            path.append(node)
            onPath.insert(node)
        }
        for root in edges.keys where order[root] == nil {
            visit(root)
            var walk: [(node: String, nextEdge: Int)] = [(root, 0)]
            while let (node, nextEdge) = walk.last {
                let targets = edges[node] ?? []
                if nextEdge < targets.count {
                    walk[walk.count - 1].nextEdge += 1
                    let target = targets[nextEdge]
                    if order[target] == nil {
                        visit(target)
                        walk.append((target, 0))
                    } else if onPath.contains(target) {
                        lowest[node] = min(lowest[node, default: 0], order[target, default: 0])
                    }
                    continue
                }
                walk.removeLast()
                if let parent = walk.last?.node {
                    lowest[parent] = min(lowest[parent, default: 0], lowest[node, default: 0])
                }
                guard lowest[node] == order[node] else { continue }
                while let member = path.popLast() {
                    onPath.remove(member)
                    component[member] = components
                    if member == node { break }
                }
                components += 1
            }
        }
        return component
    }
}
