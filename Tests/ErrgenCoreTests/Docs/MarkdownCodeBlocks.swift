import Foundation

/// A fenced code block of a Markdown file: its language (the first word of the info
/// string), its lines with the fence's own indentation removed, and where it starts.
struct MarkdownCodeBlock: Sendable {
    var file: String
    /// The 1-based line of the opening fence.
    var line: Int
    var language: String
    var lines: [String]

    var text: String { lines.map { $0 + "\n" }.joined() }
    var firstLine: String { lines.first?.trimmingCharacters(in: .whitespaces) ?? "" }
    var location: String { "\(file):\(line)" }
}

enum MarkdownCodeBlocks {
    /// The fenced blocks (```` ``` ```` or `~~~`, three or more) of `markdown`, in order.
    /// A fence may be indented (inside a list); its indentation is taken off every line
    /// of the block, as CommonMark does. An unclosed block runs to the end of the file.
    static func extract(from markdown: String, file: String) -> [MarkdownCodeBlock] {
        var blocks: [MarkdownCodeBlock] = []
        var open: (fence: String, indent: Int, block: MarkdownCodeBlock)?
        for (index, rawLine) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            if var current = open {
                if body.hasPrefix(current.fence),
                    body.trimmingCharacters(in: .whitespaces).allSatisfy({ $0 == current.fence.first })
                {
                    blocks.append(current.block)
                    open = nil
                } else {
                    current.block.lines.append(String(line.dropFirst(min(current.indent, indent))))
                    open = current
                }
                continue
            }
            guard let marker = body.first, marker == "`" || marker == "~" else { continue }
            let fence = String(body.prefix { $0 == marker })
            guard fence.count >= 3 else { continue }
            let info = body.dropFirst(fence.count).trimmingCharacters(in: .whitespaces)
            let language = String(info.prefix { !$0.isWhitespace })
            open = (fence, indent, MarkdownCodeBlock(file: file, line: index + 1, language: language, lines: []))
        }
        if let current = open { blocks.append(current.block) }
        return blocks
    }
}
