import Foundation
import Testing

@testable import ErrgenCore

/// The model shapes an OpenAPI document needs beyond plain structs (issue 28, point 4),
/// written in errgen's own format: any JSON value, unions, cookies and query styles,
/// model summaries, defaults and read-only or write-only properties.
extension SnippetTests {
    @Test("JSON is any JSON value: ErrgenRuntime.AnyJSON, coded as it is")
    func anyJSON() throws {
        let spec = """
            models:
              Event: {name: String, payload: JSON, extras: "[String: JSON]?"}
            """
        try assertSnippet(
            spec, ["Event", "init"],
            """
            /// Memberwise initializer; optional properties default to `nil`.
            init(name: Swift.String, payload: ErrgenRuntime.AnyJSON, extras: [Swift.String: ErrgenRuntime.AnyJSON]? = nil) {
                self.name = name
                self.payload = payload
                self.extras = extras
            }

            """)
    }
}
