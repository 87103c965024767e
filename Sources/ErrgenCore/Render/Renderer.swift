/// The Render stage: translated files -> their text, every Swift file under the same header.
struct Renderer: Sendable {
    let swift: SwiftRenderer

    init(specName: String) {
        swift = SwiftRenderer(header: OutputFileSet.header(specName: specName))
    }

    func render(_ file: TranslatedFile) -> GeneratedFile {
        switch file {
        case .swift(let swiftFile): GeneratedFile(name: swiftFile.name, parts: swift.renderParts(swiftFile))
        case .json(let name, let value): GeneratedFile(name: name, parts: JSONRenderer.renderParts(value))
        }
    }
}
