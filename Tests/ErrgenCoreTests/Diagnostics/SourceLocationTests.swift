import Testing

@testable import ErrgenCore

/// A location keeps its file as a number in `SourceFiles`: what it says must not depend
/// on which file was numbered first.
@Suite("Source locations")
struct SourceLocationTests {
    @Test("a location gives back its path, line and column, and prints as path:line:column")
    func roundTrip() {
        let location = SourceLocation(file: "specs/zeta-\(#line).yaml", line: 12, column: 7)
        #expect(location.file == "specs/zeta-\(#line - 1).yaml")
        #expect(location.line == 12 && location.column == 7)
        #expect(location.description == "specs/zeta-\(#line - 3).yaml:12:7")
    }

    @Test("locations in one file are equal however they were made; order is by path, then line and column")
    func equalityAndOrder() {
        // Numbered z first, then a: the order must still be a before z.
        let z = SourceLocation(file: "order-z.yaml", line: 1, column: 1)
        let a = SourceLocation(file: "order-a.yaml", line: 9, column: 9)
        #expect(a < z)
        #expect(!(z < a))
        #expect(SourceLocation(file: "order-z.yaml", line: 1, column: 1) == z)
        #expect(Set([z, SourceLocation(file: "order-z.yaml", line: 1, column: 1)]).count == 1)
        #expect(
            SourceLocation(file: "order-a.yaml", line: 2, column: 5)
                < SourceLocation(file: "order-a.yaml", line: 10, column: 1))
        #expect(
            SourceLocation(file: "order-a.yaml", line: 2, column: 5)
                < SourceLocation(file: "order-a.yaml", line: 2, column: 6))
        #expect(
            SourceLocation(file: "order-a.yaml", line: 2, column: 5)
                != SourceLocation(file: "order-z.yaml", line: 2, column: 5))
    }

    @Test(
        "output names a file relative to the spec folder, climbing out of it for a document beside it",
        arguments: [
            ("specs/errors.yaml", "specs/", "errors.yaml"),
            ("./specs/errors/auth.yaml", "./specs/", "errors/auth.yaml"),
            ("docs/api.yml", "specs/", "../docs/api.yml"),
            ("/home/me/app/docs/api.yml", "/home/me/app/specs/", "../docs/api.yml"),
            ("/srv/api.yml", "/home/me/app/specs/", "../../../../srv/api.yml"),
            ("app/api.yml", "./", "app/api.yml"),
            ("api.yml", "app/specs/", "../../api.yml"),
            // Cannot be related: kept as given rather than guessed.
            ("/srv/api.yml", "specs/", "/srv/api.yml"),
            ("api.yml", "../specs/", "api.yml"),
        ])
    func relativeToTheSpecFolder(file: String, root: String, shown: String) {
        #expect(SourceLocation(file: file, line: 1, column: 1).file(relativeTo: root) == shown)
    }
}
