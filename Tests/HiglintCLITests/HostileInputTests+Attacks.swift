import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// The attacks of issue #21, end to end through the built binary: names that turn report and log
/// lines into GitHub workflow commands, links out of the linted folder, reports that cannot be
/// written, names that are not UTF-8.
extension HostileInputTests {
    static let formats = ["text", "json", "sarif", "junit", "checkstyle", "github", "gitlab"]

    /// What GitHub's runner does with a log line: trim its leading white space (.NET's
    /// `TrimStart`, Unicode's White_Space), then read `::name …::` as a workflow command.
    static func readsAsWorkflowCommand(_ line: Substring) -> Bool {
        line.unicodeScalars.drop { $0.properties.isWhitespace }.starts(with: "::".unicodeScalars)
    }

    // MARK: - Workflow commands behind leading white space

    func testNoLineReadsAsAWorkflowCommandOnceItsLeadingWhiteSpaceIsTrimmed() throws {
        let names = [" ::error title=Scan passed::All green.yaml", "\u{A0}::error title=nbsp::x.yaml",
                     "\u{3000}::warning::ideographic.yaml", "\t::notice::tab.yaml", "::error::plain.yaml"]
        for name in names { try write(Screens.withError, to: name) }
        // Files that cannot be read are named at the start of a line on standard error.
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent(" ::error::broken.yaml").path,
                                                   withDestinationPath: "nowhere.yaml")
        XCTAssertEqual(mkfifo(scratch.appendingPathComponent("\u{A0}::error::fifo.yaml").path, 0o644), 0)
        // A baseline (a pull request can change it) whose stale entries name such files.
        try write(#"{"version": 1, "findings": [{"rule": "popover-nested", "file": "::error::plain.yaml", "locator": "x"},"#
                  + #" {"rule": "popover-nested", "file": "\u00A0::error title=nbsp::x.yaml", "locator": "y"}]}"#, to: ".baseline.json")
        for format in Self.formats {
            let run = try higlint(["--format", format, "--baseline", ".baseline.json"])
            XCTAssertEqual(run.status, 2, "\(format): the broken link and the FIFO are problems: \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("2 baseline entries match nothing"), run.stderr)
            for line in run.stderr.split(separator: "\n") {
                XCTAssertFalse(Self.readsAsWorkflowCommand(line), "\(format), standard error: \(line.debugDescription)")
            }
            let lines = run.stdout.split(separator: "\n")
            for line in lines where format != "github" {
                XCTAssertFalse(Self.readsAsWorkflowCommand(line), "\(format): \(line.debugDescription)")
            }
            if format == "github" {
                // Only the intended command: ours, whose properties end where we meant them to.
                XCTAssertEqual(lines.count, names.count)
                for line in lines {
                    let properties = line.dropFirst(2).prefix { $0 != ":" }
                    XCTAssertTrue(line.hasPrefix("::error file=") && properties.hasSuffix(",title=popover-in-compact"), line.debugDescription)
                }
            }
        }
        let text = try higlint([])
        XCTAssertTrue(text.stdout.contains("\" ::error title=Scan passed::All green.yaml\":7:7: error: "), text.stdout)
        XCTAssertTrue(text.stdout.contains("\\u{3A}:error::plain.yaml:7:7: error: "), text.stdout)
        XCTAssertTrue(text.stderr.contains("\" ::error::broken.yaml\": cannot be read (a broken symbolic link)"), text.stderr)
    }

    /// Issue #30: a name that starts with a byte-order mark, then `::error …`. A log viewer that
    /// drops a leading U+FEFF reads the rest as a workflow command, so the mark is escaped
    /// wherever it is, in every format and on standard error.
    func testAByteOrderMarkInANameIsEscapedEverywhere() throws {
        let names = ["\u{FEFF}::error title=Scan passed::All green.yaml", "mid\u{FEFF}dle.yaml"]
        for name in names { try write(Screens.withError, to: name) }
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("\u{FEFF}::error::broken.yaml").path,
                                                   withDestinationPath: "nowhere.yaml")
        for format in Self.formats + ["html"] {
            let run = try higlint(["--format", format])
            XCTAssertEqual(run.status, 2, "\(format): the broken link is a problem: \(run.stderr)")
            for (stream, text) in [("standard output", run.stdout), ("standard error", run.stderr)] {
                XCTAssertFalse(text.unicodeScalars.contains("\u{FEFF}"), "\(format), \(stream): a raw U+FEFF")
                for line in text.split(separator: "\n") where format != "github" || stream == "standard error" {
                    let dropped = line.unicodeScalars.first == "\u{FEFF}" ? Substring(line.unicodeScalars.dropFirst()) : line
                    XCTAssertFalse(Self.readsAsWorkflowCommand(dropped), "\(format), \(stream): \(line.debugDescription)")
                }
            }
        }
        let text = try higlint([])
        XCTAssertTrue(text.stdout.contains("\"\\u{FEFF}::error title=Scan passed::All green.yaml\":7:7: error: "), text.stdout)
        XCTAssertTrue(text.stderr.contains("\"\\u{FEFF}::error::broken.yaml\": cannot be read"), text.stderr)
        let json = try higlint(["--format", "json"])
        XCTAssertTrue(json.stdout.contains(#""\ufeff::error title=Scan passed::All green.yaml""#), json.stdout)
    }

    // MARK: - Symbolic links

    func testFolderWalksFollowNoLinkToAFolderNorOutOfTheFolderUnlessAsked() throws {
        try writeNormalFile(in: "d")
        try write("screen: A\nplatform: s3cr3t\n", to: "secret/passwd.yaml")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("d/sub"), withIntermediateDirectories: true)
        let links = [("d/root", "/"), ("d/outside", "../secret"), ("d/leak.yaml", "../secret/passwd.yaml"),
                     ("d/again.yaml", "share.yaml"), ("d/sub/up", "..")]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent(link).path, withDestinationPath: target)
        }
        let walked = try higlint(["d"])
        XCTAssertLessThan(walked.seconds, 2, "a link to / must not walk the file system")
        XCTAssertEqual(walked.status, 1, walked.stderr)
        XCTAssertFalse(walked.stdout.contains("s3cr3t"), "a file outside the folder was read:\n\(walked.stdout)")
        XCTAssertEqual(walked.stdout.split(separator: "\n").count, 1, walked.stdout)
        XCTAssertTrue(walked.stderr.contains("1 file,"), walked.stderr)

        // Asked to follow (without the link to /): every link, once per real file and folder.
        try FileManager.default.removeItem(at: scratch.appendingPathComponent("d/root"))
        let followed = try higlint(["--follow-links", "d"])
        XCTAssertLessThan(followed.seconds, 2)
        XCTAssertEqual(followed.status, 1, followed.stderr)
        XCTAssertTrue(followed.stdout.contains("d/leak.yaml:2:1: error: ") && followed.stdout.contains("s3cr3t"), followed.stdout)
        XCTAssertTrue(followed.stderr.contains("2 files,"), followed.stderr)

        // Named on the command line: read through the link.
        let namedFile = try higlint(["d/leak.yaml"])
        XCTAssertTrue(namedFile.stdout.contains("d/leak.yaml:2:1: error: "), namedFile.stdout)
        let namedFolder = try higlint(["d/outside"])
        XCTAssertTrue(namedFolder.stdout.contains("d/outside/passwd.yaml:2:1: error: "), namedFolder.stdout)
    }

    // MARK: - Reports that cannot be written

    /// Standard output and standard error on `/dev/full`, which takes no byte; `--output` to a
    /// file under `ulimit -f 0`, where every write fails. (Never `--output /dev/full`: a higlint
    /// that replaced what `--output` names, as one did, would replace the device, as root.)
    func testAReportThatCannotBeWrittenIsOneMessageAndExitStatusTwo() throws {
        try writeNormalFile(in: "d")
        try writeNormalFile(in: "e")
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("e/gone.yaml").path, withDestinationPath: "nowhere")
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        for format in Self.formats {
            let toFullOutput = try higlint(["--format", format, "d"], standardOutput: full)
            XCTAssertEqual(toFullOutput.status, 2, "\(format) to a full standard output")
            XCTAssertEqual(toFullOutput.stderr, "higlint: cannot write the report to standard output (No space left on device)\n", format)

            let toFullFile = try runThroughShell(#"trap '' XFSZ; ulimit -f 0; exec "$0" "$@""#, ["--format", format, "--output", "report.out", "d"])
            XCTAssertEqual(toFullFile.status, 2, "\(format) --output where no byte may be written")
            XCTAssertEqual(toFullFile.stderr, "higlint: cannot write the report to report.out (File too large)\n", format)

            // Standard error full: no crash; the status still says something went wrong.
            let errorsLost = try higlint(["--format", format, "e"], standardError: full)
            XCTAssertEqual(errorsLost.status, 2, "\(format) with a full standard error")
            XCTAssertTrue(errorsLost.stdout.contains("share.yaml"), format)
        }
        let summaryLost = try higlint(["d"], standardError: full)
        XCTAssertEqual(summaryLost.status, 2, "the summary line could not be written")
        for command in [["rules"], ["explain", "popover-nested"], ["explain", "invalid-document"], ["--help"]] {
            let run = try higlint(command, standardOutput: full)
            XCTAssertEqual(run.status, 2, "\(command)")
            XCTAssertTrue(run.stderr.hasPrefix("higlint: cannot write the ") && run.stderr.hasSuffix("to standard output (No space left on device)\n"),
                          run.stderr)
        }
    }

    func testTheReportGoesThroughALinkOrADeviceAndAFileIsReplacedWhole() throws {
        try writeNormalFile(in: "d")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("kept"), withIntermediateDirectories: true)
        let link = scratch.appendingPathComponent("report.out").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "kept/real.out")
        for format in ["json", "text", "sarif"] {
            let run = try higlint(["--format", format, "--output", "report.out", "d"])
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "kept/real.out", "\(format): the link stays a link")
            let written = try String(contentsOf: scratch.appendingPathComponent("kept/real.out"), encoding: .utf8)
            XCTAssertTrue(written.contains("share.yaml"), "\(format): \(written)")
        }
        // `--output /dev/stdout`, through a link of our own to it (see above), and a FIFO: the
        // report goes through, and neither is replaced by a regular file.
        let stdoutLink = scratch.appendingPathComponent("stdout.out").path
        try FileManager.default.createSymbolicLink(atPath: stdoutLink, withDestinationPath: "/dev/stdout")
        let device = try higlint(["--format", "sarif", "--output", "stdout.out", "d"])
        XCTAssertEqual(device.status, 1, device.stderr)
        XCTAssertTrue(device.stdout.contains("\"$schema\""), "the report came through the device: \(device.stdout.prefix(200))")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: stdoutLink), "/dev/stdout")
        let fifo = scratch.appendingPathComponent("pipe.out").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        // Opened for reading first, without blocking, so higlint's open finds a reader at once
        // and its small report waits in the pipe.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(reader, 0)
        defer { close(reader) }
        let piped = try higlint(["--format", "json", "--output", "pipe.out", "d"])
        XCTAssertEqual(piped.status, 1, piped.stderr)
        var bytes = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &bytes, bytes.count)
        XCTAssertTrue(count > 0 && String(decoding: bytes.prefix(count), as: UTF8.self).contains("share.yaml"), "the report came through the FIFO")
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO stays a FIFO")

        let plain = try higlint(["--format", "json", "--output", "plain.json", "d"])
        XCTAssertEqual(plain.status, 1)
        XCTAssertTrue(try String(contentsOf: scratch.appendingPathComponent("plain.json"), encoding: .utf8).contains("share.yaml"))
        let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path).filter { $0.hasPrefix(".higlint-output-") }
        XCTAssertEqual(left, [], "the temporary file of the atomic write is gone")
    }

    /// Issue #30: a pull request plants `higlint.sarif -> ../../.ssh/authorized_keys` (or a
    /// folder link) in the checkout, and CI's `--output` or `--write-baseline` wrote through it.
    func testNoReportOrBaselineIsWrittenThroughALinkOutOfTheCurrentFolder() throws {
        try writeNormalFile(in: "d")
        let victim = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-victim-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: victim, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: victim) }
        let keys = victim.appendingPathComponent("authorized_keys")
        try "ssh-ed25519 AAAA owner\n".write(to: keys, atomically: false, encoding: .utf8)
        let links = ["higlint.sarif": keys.path, "relative.sarif": "../\(victim.lastPathComponent)/authorized_keys",
                     "dangling.sarif": victim.appendingPathComponent("created").path, "out": victim.path]
        for (name, target) in links {
            try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent(name).path, withDestinationPath: target)
        }
        let attempts = [["--format", "text", "--output", "higlint.sarif"], ["--format", "sarif", "--output", "higlint.sarif"], ["--format", "sarif", "--output", "relative.sarif"],
                        ["--format", "json", "--output", "dangling.sarif"], ["--format", "json", "--output", "out/report.json"],
                        ["--write-baseline", "higlint.sarif"], ["--write-baseline", "out/baseline.json"]]
        for arguments in attempts {
            let run = try higlint(arguments + ["d"])
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("a symbolic link takes it to") && run.stderr.contains("outside the current folder"),
                          "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stderr.split(separator: "\n").count, 1, run.stderr)
        }
        for output in ["dangling.sarif", "out/.higlint.yml"] {
            let starter = try higlint(["init", "--output", output])
            XCTAssertEqual(starter.status, 2, "init --output \(output): \(starter.stderr)")
            XCTAssertTrue(starter.stderr.contains("outside the current folder"), starter.stderr)
        }
        XCTAssertEqual(try String(contentsOf: keys, encoding: .utf8), "ssh-ed25519 AAAA owner\n", "the file outside is untouched")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: victim.path), ["authorized_keys"], "nothing was created outside")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: scratch.appendingPathComponent("higlint.sarif").path), keys.path)
        // A path the command itself spells outside the folder is its own choice, and is written.
        let chosen = try higlint(["--format", "json", "--output", victim.appendingPathComponent("chosen.json").path, "d"])
        XCTAssertEqual(chosen.status, 1, chosen.stderr)
    }

    // MARK: - Names that are not UTF-8

    func testNamesThatAreNotUTF8StayApartAndOpenWhenNamed() throws {
        for byte: UInt8 in [0xE9, 0xE8] {
            let name = Array(scratch.appendingPathComponent("d").path.utf8) + Array("/caf".utf8) + [byte] + Array(".yaml".utf8)
            try FileManager.default.createDirectory(at: scratch.appendingPathComponent("d"), withIntermediateDirectories: true)
            let descriptor = (name + [0]).withUnsafeBufferPointer {
                $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: name.count + 1) { open($0, O_CREAT | O_WRONLY, 0o644) }
            }
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            _ = Screens.withError.utf8CString.withUnsafeBufferPointer { SystemCall.write(descriptor, $0.baseAddress, $0.count - 1) }
            close(descriptor)
        }
        for (format, element) in [("checkstyle", "<file name="), ("junit", "<testsuite name=")] {
            let run = try higlint(["--format", format, "d"])
            XCTAssertEqual(run.stdout.components(separatedBy: element).count - 1, 2, "\(format): two files, not one:\n\(run.stdout)")
            XCTAssertTrue(run.stdout.contains(element + #""d/caf\xE8.yaml""#), run.stdout)
            XCTAssertTrue(run.stdout.contains(element + #""d/caf\xE9.yaml""#), run.stdout)
        }
        // Named on the command line with its own bytes (the shell's printf makes them).
        let named = try runThroughShell(#"exec "$0" "$(printf 'd/caf\351.yaml')""#, [])
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertTrue(named.stdout.hasPrefix(#"d/caf\xE9.yaml:7:7: error: "#), named.stdout)
    }

    /// Runs `/bin/sh -c script` with `$0` the built binary and `$@` the arguments, in the
    /// scratch folder.
    private func runThroughShell(_ script: String, _ arguments: [String]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, HiglintBinary.path.path] + arguments
        process.currentDirectoryURL = scratch
        process.environment = ["PATH": "/usr/bin:/bin", "LANG": "C"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        let start = Date()
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                   stderr: String(decoding: stderr, as: UTF8.self), seconds: Date().timeIntervalSince(start))
    }
}
