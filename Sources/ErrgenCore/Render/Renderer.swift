/// The Render stage: translated files -> their text, every Swift file under the same header.
public struct Renderer {
    let swift: SwiftRenderer

    public init(specName: String) {
        swift = SwiftRenderer(header: OutputFileSet.header(specName: specName))
    }

    /// Renders each file as the sequence yields it, so a lazy sequence of translations
    /// is never all in memory at once.
    public func render(_ files: some Sequence<TranslatedFile>) -> [GeneratedFile] {
        var rendered: [GeneratedFile] = []
        for file in files {
            switch file {
            case .swift(let swiftFile): rendered.append(GeneratedFile(name: swiftFile.name, contents: swift.render(swiftFile)))
            case .json(let name, let value): rendered.append(GeneratedFile(name: name, contents: JSONRenderer.render(value)))
            }
        }
        return rendered
    }
}
