import ErrgenCore
import ErrgenMock
import Foundation
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `errgen-mock` (and `errgen mock`, which runs it) as users start it: bad input is a
/// located diagnostic and a documented exit code, and the report comes out when it stops.
@Suite struct MockCommandTests {
    static let badInput = ReferenceSpec.repository.appendingPathComponent("Tests/Fixtures/mock-bad-input").path
    static let specs = ReferenceSpec.repository.appendingPathComponent("specs").path

    /// An executable beside the test bundle in the build folder.
    static func executable(_ name: String) throws -> URL {
        for start in [
            URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath(),
            URL(fileURLWithPath: CommandLine.arguments[0]),
        ] {
            var folder = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = folder.appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                folder.deleteLastPathComponent()
            }
        }
        throw NotBuilt(name: name)
    }

    struct NotBuilt: Error { var name: String }

    static func run(_ arguments: [String], executable name: String = "errgen-mock") async throws -> ChildProcess.Result
    {
        try await ChildProcess.run(try executable(name), arguments)
    }

    static let folders: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: badInput)) ?? []
        return names.filter { !$0.hasPrefix(".") && !$0.hasSuffix(".md") }.sorted()
    }()

    @Test(arguments: folders)
    func aBadScenarioFileIsLocatedAndStopsTheStart(_ name: String) async throws {
        let folder = "\(Self.badInput)/\(name)"
        let expected = try String(contentsOfFile: "\(folder)/expected.txt", encoding: .utf8)
        let result = try await Self.run([Self.specs, "--scenarios", "\(folder)/scenarios.yaml", "--port", "0"])
        #expect(result.stderr.replacingOccurrences(of: folder + "/", with: "") == expected)
        #expect(result.exitCode == 1)
        #expect(result.stdout.isEmpty, "nothing listened")
    }

    @Test func aSpecWithErrorsIsDiagnosedAsByLint() async throws {
        let folder = ReferenceSpec.repository.appendingPathComponent("Tests/Fixtures/bad-input/bad-duration").path
        let result = try await Self.run([folder, "--port", "0"])
        let expected = try String(contentsOfFile: "\(folder)/expected.txt", encoding: .utf8)
        #expect(result.stderr.replacingOccurrences(of: folder + "/", with: "") == expected)
        #expect(result.exitCode == 1)
    }

    @Test func unreadableInputsAndUsageMistakesHaveTheirExitCodes() async throws {
        let missing = try await Self.run([Self.specs, "--scenarios", "/nonexistent/scenarios.yaml"])
        #expect(missing.exitCode == 66)
        #expect(missing.stderr == "errgen: error: cannot read the scenario file /nonexistent/scenarios.yaml\n")
        #expect(try await Self.run(["/nonexistent-spec-folder"]).exitCode == 66)
        #expect(try await Self.run([Self.specs, "--port", "70000"]).exitCode == 64)
        let scenario = try await Self.run([Self.specs, "--scenario", "maintenance"])
        #expect(scenario.exitCode == 64)
        #expect(
            scenario.stderr.contains("--scenario 'maintenance' is not in the scenario file (give one with --scenarios)")
        )
    }

    @Test func aPortInUseIsExit69() async throws {
        let busy = try await MockServer.start(responder: MockResponder(api: ReferenceSpec.api))
        defer { Task { await busy.stop() } }
        let result = try await Self.run([Self.specs, "--port", String(busy.port)])
        #expect(result.exitCode == 69)
        #expect(result.stderr.hasPrefix("errgen: error: cannot listen on 127.0.0.1:\(busy.port): "), "\(result.stderr)")
    }

    @Test func errgenMockRunsErrgenMock() async throws {
        let result = try await Self.run(["mock", "--help"], executable: "errgen")
        #expect(result.exitCode == 0)
        #expect(result.stdout.contains("USAGE: errgen mock [<options>] <spec-folder>"))
        #expect(result.stdout.contains("--require-all-codes"))
    }

    @Test func errgenMockWithoutErrgenMockBuiltSaysHowToBuildIt() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lone-errgen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lone = folder.appendingPathComponent("errgen")
        try FileManager.default.copyItem(at: try Self.executable("errgen"), to: lone)
        let result = try await ChildProcess.run(lone, ["mock", Self.specs], environment: ["PATH": folder.path])
        #expect(result.exitCode == 69)
        #expect(
            result.stderr
                == "errgen: error: errgen-mock is not built: run 'swift build --product errgen-mock' (or 'swift run errgen-mock')\n"
        )
    }

    @Test func whenItStopsTheReportIsPrintedWrittenAndHeldToEveryCode() async throws {
        // A free port: taken by a server that stops at once.
        let probe = try await MockServer.start(responder: MockResponder(api: ReferenceSpec.api))
        let port = probe.port
        await probe.stop()
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: report) }
        let run = Task {
            try await Self.run([Self.specs, "--port", String(port), "--coverage", report.path, "--require-all-codes"])
        }
        let base = "http://127.0.0.1:\(port)"
        var listening = false
        for _ in 0..<600 where !listening {
            listening = (try? await Self.request("GET", base + "/__errgen/scenario")) != nil
            if !listening { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(listening, "the mock did not start")
        let answer = try await Self.request("GET", base + "/api/me/profile")
        #expect(answer.status == 401)
        // A POST that meets a kept-alive connection the server has just closed fails and is not
        // retried: ask again until the mock answers or no longer listens, so the child never outlives the test.
        var stopping = false
        for _ in 0..<40 where !stopping {
            stopping = (try? await Self.request("POST", base + "/__errgen/shutdown")) != nil
            if !stopping {
                stopping = (try? await Self.request("GET", base + "/__errgen/scenario")) == nil
                try await Task.sleep(for: .milliseconds(250))
            }
        }
        #expect(stopping, "the mock did not take the shutdown request")
        if !stopping { run.cancel() }
        let result = try await run.value
        #expect(result.exitCode == 2)
        #expect(
            result.stdout.hasPrefix(
                "errgen mock: serving FinFlow (9 endpoints, 15 codes) at http://127.0.0.1:\(port)/api\n"))
        #expect(result.stdout.contains("  UNAUTHORIZED: 1\n"))
        #expect(result.stdout.contains("  Profile.myProfile: 1\n"))
        #expect(
            result.stderr.hasPrefix("errgen: error: never served: 1011 (INVALID_CREDENTIALS), 5002 (ACCOUNT_LOCKED)"))
        let json = try #require(JSONValue.parse(try Data(contentsOf: report)))
        #expect(json["codes"]?["UNAUTHORIZED"] == .number("1"))
        #expect(json["endpoints"]?["Profile.myProfile"] == .number("1"))
    }

    @Test func sigtermStopsTheMockWithinTwoSecondsWhileClientsHoldItBusy() async throws {
        let stop = try await Self.stopWhileBusy(by: SIGTERM)
        #expect(stop.seconds < 2, "\(stop.seconds) s")
        #expect(stop.exitCode == 0)
        #expect(stop.stdout.contains("Profile.myProfile"), "the report is printed")
    }

    @Test func sigintStopsTheMockAsCtrlCDoes() async throws {
        let stop = try await Self.stopWhileBusy(by: SIGINT)
        #expect(stop.seconds < 2, "\(stop.seconds) s")
        #expect(stop.exitCode == 0)
    }

    /// Starts errgen-mock, holds it busy with two heads that never end (one huge), sends `signal`,
    /// and times its exit from the signal to the exit the process monitor saw: the test
    /// process's own busy threads do not count.
    static func stopWhileBusy(by signal: Int32) async throws -> (seconds: Double, exitCode: Int32?, stdout: String) {
        let probe = try await MockServer.start(responder: MockResponder(api: ReferenceSpec.api))
        let port = probe.port
        await probe.stop()
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("errgen-mock-\(UUID()).out")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = try executable("errgen-mock")
        process.arguments = [specs, "--port", String(port)]
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = FileHandle.nullDevice
        let exited = Locked<(status: Int32, at: ContinuousClock.Instant)?>(nil)
        process.terminationHandler = { process in exited.withLock { $0 = (process.terminationStatus, .now) } }
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        var listening = false
        for _ in 0..<1200 where !listening {
            listening = (try? await request("GET", "http://127.0.0.1:\(port)/__errgen/scenario")) != nil
            if !listening { try await Task.sleep(for: .milliseconds(50)) }
        }
        #expect(listening, "the mock did not start")
        let slow = try RawConnection(port: port)
        await slow.send("GET / HTTP/1.1\r\nX-Slow: 1")
        let huge = try RawConnection(port: port)
        await huge.send("GET /" + String(repeating: "a", count: 20_000))
        let started = ContinuousClock.now
        kill(process.processIdentifier, signal)
        // A hang guard only: the time is the monitor's.
        while exited.withLock({ $0 }) == nil, ContinuousClock.now - started < .seconds(60) {
            try await Task.sleep(for: .milliseconds(20))
        }
        guard let exit = exited.withLock({ $0 }) else { return (60, nil, "") }
        let elapsed = exit.at - started
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let stdout = String(decoding: FileManager.default.contents(atPath: output.path) ?? Data(), as: UTF8.self)
        return (seconds, exit.status, stdout)
    }

    static func request(_ method: String, _ url: String) async throws -> (status: Int, body: Data) {
        var request = URLRequest(url: URL(string: url)!)
        request.httpMethod = method
        request.timeoutInterval = 5
        request.setValue("close", forHTTPHeaderField: "Connection")  // no stale connection for the next request
        let (data, response) = try await URLSession.shared.data(for: request)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, data)
    }
}
