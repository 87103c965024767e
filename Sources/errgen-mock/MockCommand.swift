import ArgumentParser
import ErrgenCore
import ErrgenMock
import Foundation

/// `errgen mock specs`: the spec's API on a local port, for an app's UI tests and previews.
@main
struct MockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "errgen mock",
        abstract:
            "Serves the spec's endpoints over HTTP, with the catalog's errors on demand (scenarios) and a coverage report.",
        discussion: """
            Stops on Ctrl-C, SIGTERM or POST /__errgen/shutdown, then prints the coverage report. Exit codes: 0 \
            stopped; 1 the spec or the scenario file has errors; 2 --require-all-codes and a code was never served, or --fail-on-findings and the real server broke the \
            spec; \
            64 a usage error; 66 the spec folder or scenario file cannot be read; 69 the address cannot be listened \
            on (a port in use); 73 the --coverage file cannot be written.
            """
    )

    @Argument(help: "The folder of YAML spec files (read recursively).")
    var specFolder: String

    @Option(help: "The port to listen on (0: any free port, printed at start).")
    var port: Int = 4010

    @Option(help: "The address to listen on: 127.0.0.1 keeps the mock to this machine.")
    var host = "127.0.0.1"

    @Option(help: "A YAML scenario file (see \"Testing error paths\").")
    var scenarios: String?

    @Option(help: "The scenario answering requests whose path does not name one (/scenario/<name>/...).")
    var scenario: String?

    @Option(help: "Seeds the made-up values and the rates of faults: the same seed, the same answers.")
    var seed: UInt64 = 0

    @Option(help: "Seconds an issued access token is accepted for.")
    var tokenLifetime: Double = 3600

    @Flag(help: "Accept any bearer token, not only those the mock issued (the app signs in elsewhere).")
    var acceptAnyToken = false

    @Flag(
        help:
            "Let web pages of any origin call the API from a browser (CORS). The admin endpoints stay closed to pages.")
    var cors = false

    @Option(help: "The path the app's base URL ends in; default: the path of the spec's first server (/api).")
    var basePath: String?

    @Option(
        help: ArgumentHelp(
            "Forward each request to this real server, answer with its response, and report what in it breaks the spec.",
            valueName: "url"))
    var proxy: String?

    @Option(help: "With --proxy: where to write the findings as JSON when the mock stops.")
    var verifyReport: String?

    @Flag(help: "With --proxy: exit 2 when the mock stops and the real server broke the spec's contract.")
    var failOnFindings = false

    @Option(help: "Where to write the coverage report as JSON when the mock stops.")
    var coverage: String?

    @Flag(help: "Exit 2 when the mock stops and a code of the catalog that a server can send was never served.")
    var requireAllCodes = false

    @Flag(name: .shortAndLong, help: "Print nothing but diagnostics: no address at start, no report at the end.")
    var quiet = false

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard tokenLifetime > 0, tokenLifetime.isFinite else {
            throw ValidationError("--token-lifetime must be above 0")
        }
        if let proxy {
            guard let url = URL(string: proxy), ["http", "https"].contains(url.scheme?.lowercased()), url.host != nil
            else {
                throw ValidationError("--proxy takes the real server's base URL, http:// or https://, not '\(proxy)'")
            }
            if scenarios != nil { throw ValidationError("--proxy and --scenarios do not go together") }
        } else if verifyReport != nil || failOnFindings {
            throw ValidationError("--verify-report and --fail-on-findings go with --proxy")
        }
    }

    func run() throws {
        var options = MockResponder.Options()
        options.seed = seed
        options.tokenLifetime = tokenLifetime
        options.allowsCrossOrigin = cors
        options.acceptsAnyToken = acceptAnyToken
        options.proxy = proxy.flatMap(URL.init(string:))
        let responder: MockResponder
        do {
            let setup = try MockSetup.responder(
                specFolder: specFolder, scenarioFile: scenarios, scenario: scenario, basePath: basePath,
                options: options)
            Diagnostics.print(setup.warnings)
            responder = setup.responder
        } catch {
            switch error {
            case .unreadable(let message): throw Diagnostics.fail(message, code: 66)
            case .invalid(let diagnostics):
                Diagnostics.print(diagnostics)
                throw ExitCode(1)
            case .unknownScenario: throw ValidationError("--\(error.description)")
            }
        }
        let code = MockRun(
            responder: responder, host: host, port: UInt16(port), coverage: coverage,
            requireAllCodes: requireAllCodes, verifyReport: verifyReport, failOnFindings: failOnFindings, quiet: quiet
        ).run()
        if code != 0 { throw ExitCode(code) }
    }
}
