import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// End to end, the built binary against hostile files and folders (docs/security.md): each
/// hostile case gives one clear diagnostic (with a position where one exists) in under 2 seconds,
/// and the normal file beside it is still linted and reported.
final class HostileInputTests: XCTestCase {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var seconds: Double
    }

    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        // `rm -rf` copes with modes and paths longer than PATH_MAX that FileManager does not.
        _ = chmod(scratch.path, 0o755)
        let rm = Process()
        rm.executableURL = URL(fileURLWithPath: "/bin/rm")
        rm.arguments = ["-rf", scratch.path]
        try rm.run()
        rm.waitUntilExit()
    }

    /// Runs higlint in the scratch folder; `whileWaitingOnStandardInput` runs once higlint has
    /// collected its files and is blocked reading standard input (which it reads before any file).
    /// `standardOutput` or `standardError` replace the pipe it is read from (`/dev/full`, say).
    func higlint(_ arguments: [String], stdin: [UInt8] = [], standardOutput: FileHandle? = nil, standardError: FileHandle? = nil,
                 whileWaitingOnStandardInput: (() throws -> Void)? = nil) throws -> Run {
        let process = Process()
        process.executableURL = HiglintBinary.path
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = nil
        environment["LANG"] = "C"
        environment["LC_ALL"] = nil
        environment["LC_MESSAGES"] = nil
        process.environment = environment
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = standardOutput ?? out
        process.standardError = standardError ?? err
        process.standardInput = input
        let start = Date()
        try process.run()
        if let whileWaitingOnStandardInput {
            try waitUntilReadingStandardInput(process.processIdentifier)
            try whileWaitingOnStandardInput()
        }
        if !stdin.isEmpty {
            // Written on another thread: higlint may stop reading at its size limit.
            let writer = input.fileHandleForWriting
            DispatchQueue.global().async {
                signal(SIGPIPE, SIG_IGN)
                try? writer.write(contentsOf: Data(stdin))
                try? writer.close()
            }
        } else {
            try input.fileHandleForWriting.close()
        }
        // Read both pipes at once so a large report cannot block the process on a full pipe.
        final class Box: @unchecked Sendable { var data = Data() }
        let stderrBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            stderrBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        // A pipe the process was not given gets no data: close it, so reading it ends at once.
        if standardOutput != nil { try out.fileHandleForWriting.close() }
        if standardError != nil { try err.fileHandleForWriting.close() }
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        let stderrData = stderrBox.data
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                   stderr: String(decoding: stderrData, as: UTF8.self), seconds: Date().timeIntervalSince(start))
    }

    /// Linux: `/proc/PID/task/TID/syscall` starts with `0 0x0 ` while that thread is in
    /// read(0, ...); the run works on a thread of its own (`ThreadStack.run`), so every thread is looked at.
    private func waitUntilReadingStandardInput(_ pid: Int32) throws {
        guard FileManager.default.fileExists(atPath: "/proc/\(pid)/syscall") else { throw XCTSkip("needs /proc/PID/syscall") }
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            for thread in threads {
                if let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(thread)/syscall", encoding: .utf8), text.hasPrefix("0 0x0 ") { return }
            }
            usleep(10_000)
        }
        XCTFail("higlint never waited on standard input")
    }

    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> URL {
        let url = scratch.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
        return url
    }

    @discardableResult
    func write(_ text: String, to name: String) throws -> URL {
        try write(Array(text.utf8), to: name)
    }

    /// The normal file beside each hostile one: `share.yaml:7:7: error: … [popover-in-compact]`.
    func writeNormalFile(in folder: String) throws {
        try write(Screens.withError, to: "\(folder)/share.yaml")
    }

    func assertNormalFileReported(_ run: Run, in folder: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(run.stdout.contains("\(folder)/share.yaml:7:7: error: "), "the other file's finding is missing:\n\(run.stdout)",
                      file: file, line: line)
        XCTAssertTrue(run.stdout.contains("[popover-in-compact]"), run.stdout, file: file, line: line)
    }

    /// Lints the hostile file and the normal one in `folder`, both named (a folder walk would pass
    /// over a YAML or JSON file that does not say it is a screen), and checks: exit status 1,
    /// exactly one diagnostic for the hostile file, `invalid-document` at `position` and saying
    /// `words`, the normal file's finding, under 2 seconds.
    private func assertOneDiagnostic(folder: String, hostile name: String, position: String, saying words: [String],
                                     arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws {
        try writeNormalFile(in: folder)
        let run = try higlint(arguments + ["\(folder)/\(name)", "\(folder)/share.yaml"])
        XCTAssertLessThan(run.seconds, 2, "\(name) took \(run.seconds) s", file: file, line: line)
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        let lines = run.stdout.split(separator: "\n").filter { $0.hasPrefix("\(folder)/\(name):") }
        XCTAssertEqual(lines.count, 1, "one diagnostic for \(name):\n\(run.stdout)", file: file, line: line)
        if let only = lines.first {
            XCTAssertTrue(only.hasPrefix("\(folder)/\(name):\(position): error: "), String(only), file: file, line: line)
            XCTAssertTrue(only.hasSuffix("[invalid-document]"), String(only), file: file, line: line)
            for word in words { XCTAssertTrue(only.contains(word), "'\(word)' not in: \(only)", file: file, line: line) }
        }
        assertNormalFileReported(run, in: folder, file: file, line: line)
        XCTAssertTrue(run.stderr.contains("2 files"), run.stderr, file: file, line: line)
    }

    // MARK: - Limits

    func testBillionLaughs() throws {
        var yaml = "screen: Laughs\nplatform: iOS\nelements: []\nlol0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            yaml += "lol\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        try write(yaml, to: "d/bomb.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "bomb.yaml", position: "8:47", saying: ["aliases expand", "alias bomb"])
    }

    func testAliasesUsedAsMappingKeys() throws {
        var yaml = "screen: Keys\nplatform: iOS\nelements: []\nk0: &k0 x\n"
        for level in 1..<40 { yaml += "k\(level): &k\(level) {? *k\(level - 1) : 1, ? *k\(level - 1) : 2}\n" }
        try write(yaml, to: "d/keys.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "keys.yaml", position: "18:26", saying: ["aliases expand"])
    }

    func testAliasesInsideTheElementTree() throws {
        var yaml = "screen: Tree\nplatform: iPadOS\nelements:\n  - &e0 {type: button, presents: {type: popover, size: {width: 900, height: 100}}}\n"
        for level in 1..<12 {
            yaml += "  - &e\(level) {type: stack, children: [" + Array(repeating: "*e\(level - 1)", count: 8).joined(separator: ", ") + "]}\n"
        }
        try write(yaml, to: "d/tree.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "tree.yaml", position: "9:34", saying: ["aliases expand"])
    }

    func testAliasOfALongStringRepeated() throws {
        let yaml = "screen: S\nplatform: iOS\nlong: &s \"\(String(repeating: "x", count: 100_000))\"\nelements: ["
            + Array(repeating: "{type: *s}", count: 5000).joined(separator: ", ") + "]\n"
        try write(yaml, to: "d/strings.yaml")
        try writeNormalFile(in: "d")
        let run = try higlint(["d"])
        XCTAssertLessThan(run.seconds, 2)
        let lines = run.stdout.split(separator: "\n").filter { $0.hasPrefix("d/strings.yaml:") }
        XCTAssertTrue(lines.contains { $0.contains("aliases expand") && $0.hasSuffix("[invalid-document]") }, run.stdout.prefix(2000).description)
        XCTAssertLessThan(lines.count, 100, "a long string repeated by aliases is stopped early")
        XCTAssertTrue(lines.allSatisfy { $0.count < 1000 }, "values quoted in messages are clipped")
        assertNormalFileReported(run, in: "d")
    }

    func testMergeKeyBomb() throws {
        var yaml = "screen: M\nplatform: iOS\nm0: &m0 {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8}\n"
        for level in 1..<12 {
            yaml += "m\(level): &m\(level)\n  <<: [" + Array(repeating: "*m\(level - 1)", count: 10).joined(separator: ", ") + "]\n  k\(level): 1\n"
        }
        yaml += "elements: []\n"
        try write(yaml, to: "d/merge.yaml")
        try writeNormalFile(in: "d")
        let run = try higlint(["d"])
        XCTAssertLessThan(run.seconds, 2)
        assertNormalFileReported(run, in: "d")
        XCTAssertTrue(run.stdout.contains("d/merge.yaml:14:28: error: Not valid YAML: aliases expand"), run.stdout)
    }

    func testDeepNestingYAMLAndJSON() throws {
        try write("screen: Deep\nplatform: iOS\nelements: " + String(repeating: "[", count: 100_000) + "\n", to: "d/deep.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "deep.yaml", position: "3:266", saying: ["nesting is deeper than 256 levels"])
        try write("{\"elements\": " + String(repeating: "[", count: 100_000), to: "j/deep.json")
        try assertOneDiagnostic(folder: "j", hostile: "deep.json", position: "1:269", saying: ["nesting is deeper than 256 levels"])
    }

    func testDeepestAllowedElementTreeIsLintedWithManyWorkers() throws {
        // 124 levels of `children` (253 of nesting in all): the model and rules follow it on worker threads.
        var yaml = "screen: A\nplatform: iPadOS\nelements:\n"
        var indent = "  "
        for _ in 0..<124 {
            yaml += indent + "- type: view\n" + indent + "  children:\n"
            indent += "    "
        }
        yaml += indent + "- {type: button, presents: {type: popover, purpose: warning}}\n"
        for index in 0..<4 { try write(yaml, to: "d/deep\(index).yaml") }
        try writeNormalFile(in: "d")
        let run = try higlint(["--jobs", "4", "d"])
        XCTAssertLessThan(run.seconds, 2)
        XCTAssertEqual(run.stdout.components(separatedBy: "[popover-warning]").count - 1, 4, run.stdout)
        assertNormalFileReported(run, in: "d")
    }

    func testFileOverTheDefaultSizeLimitIsNotParsed() throws {
        let size = 10 * 1024 * 1024 + 1
        try write([UInt8](repeating: UInt8(ascii: "["), count: size), to: "d/huge.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "huge.yaml", position: "1:1",
                                saying: ["\(size) bytes", "over the limit of 10485760", "--max-file-size", "not linted"])
    }

    func testMaxFileSizeOption() throws {
        try write(Screens.withError + "# " + String(repeating: "padding ", count: 20) + "\n", to: "d/share-copy.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "share-copy.yaml", position: "1:1", saying: ["is 296 bytes, over the limit of 150"],
                                arguments: ["--max-file-size", "150"])
        // Standard input over the limit is read no further than the limit.
        let run = try higlint(["--max-file-size", "1000", "--stdin-filename", "in.yaml", "-"],
                              stdin: [UInt8](repeating: UInt8(ascii: "#"), count: 50_000_000))
        XCTAssertLessThan(run.seconds, 2)
        XCTAssertEqual(run.stdout, "in.yaml:1:1: error: The file is more than 1000 bytes, over the limit of 1000 (--max-file-size); it is not linted. [invalid-document]\n")
        XCTAssertEqual(try higlint(["--max-file-size", "-1", "d"]).status, 2)
    }

    /// In a folder walk the same hostile files are passed over, counted, and never an error: they
    /// do not say they are screens (docs/sources.md, "Which files").
    func testAWalkPassesOverHostileFilesThatAreNoScreens() throws {
        try write([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D], to: "w/logo.json")
        try write("", to: "w/empty.yaml")
        try write("[" + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "]", to: "w/deep.json")
        // YAML flow collections 40,000 deep: libyaml's cost grows with the square of the depth,
        // and looking for a screen's keys past the readers' limit took 12 seconds.
        try write(String(repeating: "[", count: 40_000) + String(repeating: "]", count: 40_000) + "\n", to: "w/deep-flow.yml")
        try write(String(repeating: "{a: ", count: 40_000) + "1" + String(repeating: "}", count: 40_000) + "\n", to: "w/deep-keys.yaml")
        try writeNormalFile(in: "w")
        let run = try higlint(["w"])
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, run.stdout)
        assertNormalFileReported(run, in: "w")
        XCTAssertTrue(run.stderr.contains("1 file, 1 popover, 5 passed over"), run.stderr)
        XCTAssertLessThan(run.seconds, 2, "the walk took \(run.seconds) s")
    }

    func testBinaryFileRenamedYAMLAndJSON() throws {
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1]
        try write(png, to: "d/logo.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "logo.yaml", position: "1:1", saying: ["byte 0x89", "not UTF-8 text"])
        try write(png, to: "j/logo.json")
        try assertOneDiagnostic(folder: "j", hostile: "logo.json", position: "1:1", saying: ["byte 0x89", "not UTF-8 text"])
    }

    func testInvalidUTF8() throws {
        try write(Array("screen: Caf".utf8) + [0xE9] + Array("\nplatform: iOS\nelements: []\n".utf8), to: "d/latin1.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "latin1.yaml", position: "1:12", saying: ["invalid UTF-8", "0xE9"])
        try write(Array("{\"screen\": \"Caf".utf8) + [0xE9] + Array("\"}".utf8), to: "j/latin1.json")
        try assertOneDiagnostic(folder: "j", hostile: "latin1.json", position: "1:16", saying: ["invalid UTF-8"])
    }

    func testNULByte() throws {
        try write(Array("screen: A\nplatform: iOS\ntitle: a".utf8) + [0] + Array("b\n".utf8), to: "d/nul.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "nul.yaml", position: "3:9", saying: ["NUL byte"])
        try write(Array("{\"screen\": \"A\"}".utf8) + [0], to: "j/nul.json")
        try assertOneDiagnostic(folder: "j", hostile: "nul.json", position: "1:16", saying: ["NUL byte"])
    }

    func testEmptyFilesAndFilesOfOnlyComments() throws {
        try write("", to: "a/empty.yaml")
        try assertOneDiagnostic(folder: "a", hostile: "empty.yaml", position: "1:1", saying: ["holds no screen"])
        try write("# nothing yet\n\n  # still nothing\n---\n# an empty document\n", to: "b/comments.yaml")
        try assertOneDiagnostic(folder: "b", hostile: "comments.yaml", position: "1:1", saying: ["holds no screen"])
        try write("  \n", to: "c/empty.json")
        try assertOneDiagnostic(folder: "c", hostile: "empty.json", position: "2:1", saying: ["holds no JSON value"])
    }

    func testUTF16WithAByteOrderMarkIsReadLikeUTF8() throws {
        let yaml = Screens.withError
        try write([0xFF, 0xFE] + Array(yaml.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, to: "d/le.yaml")
        try write([0xFE, 0xFF] + Array(yaml.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, to: "d/be.yaml")
        let json = "{\"screen\": \"Share\", \"platform\": \"iOS\", \"elements\": [\n  {\"id\": \"share\", \"type\": \"button\", \"presents\": {\"compactAdaptation\": \"none\", \"type\": \"popover\"}}]}\n"
        try write(Array(json.utf8), to: "d/utf8.json")
        try write([0xFF, 0xFE] + Array(json.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, to: "d/le.json")
        try writeNormalFile(in: "d")
        let run = try higlint(["d"])
        XCTAssertLessThan(run.seconds, 2)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        // Each UTF-16 file reports what its UTF-8 copy reports, at the same place.
        for (file, position) in [("be.yaml", "7:7"), ("le.yaml", "7:7"), ("le.json", "2:50"), ("utf8.json", "2:50")] {
            XCTAssertTrue(lines.contains { $0.hasPrefix("d/\(file):\(position): error: ") && $0.hasSuffix("[popover-in-compact]") },
                          "\(file):\n\(run.stdout)")
        }
        XCTAssertEqual(lines.count, 5, run.stdout)
        assertNormalFileReported(run, in: "d")
    }

    func testUTF16WithoutAByteOrderMarkAndUTF32() throws {
        try write(Array(Screens.withError.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }, to: "d/wide.yaml")
        try assertOneDiagnostic(folder: "d", hostile: "wide.yaml", position: "1:2", saying: ["NUL byte", "UTF-16"])
        try write([0xFF, 0xFE, 0, 0] + Array(Screens.withError.unicodeScalars).flatMap { scalar in
            (0..<4).map { UInt8((scalar.value >> (8 * $0)) & 0xFF) }
        }, to: "e/wide.yaml")
        try assertOneDiagnostic(folder: "e", hostile: "wide.yaml", position: "1:1", saying: ["UTF-32"])
    }

    // MARK: - Files and folders

    func testSymbolicLinkLoopsAndLinkedFilesAreWalkedOnce() throws {
        try writeNormalFile(in: "d")
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("d/again.yaml").path, withDestinationPath: "share.yaml")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("d/sub"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("d/sub/up").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("d/sub/self").path, withDestinationPath: ".")
        // Links to folders are followed only when asked; then loops end and each file is linted once.
        let run = try higlint(["--follow-links", "d", "d/share.yaml", "d/sub"])
        XCTAssertLessThan(run.seconds, 2)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout.split(separator: "\n").count, 1, "one real file, linted once:\n\(run.stdout)")
        XCTAssertTrue(run.stderr.contains("1 file,"), run.stderr)
    }

    func testUnreadableFileAndFolderWithChmod() throws {
        try XCTSkipIf(getuid() == 0, "root reads files whatever their mode; the root-proof variants are below")
        try writeNormalFile(in: "d")
        let file = try write(Screens.withError, to: "d/locked.yaml")
        let folder = scratch.appendingPathComponent("d/closed")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write(Screens.withError, to: "d/closed/inside.yaml")
        XCTAssertEqual(chmod(file.path, 0), 0)
        XCTAssertEqual(chmod(folder.path, 0), 0)
        defer { _ = chmod(folder.path, 0o755) }
        let run = try higlint(["d"])
        XCTAssertEqual(run.status, 2)
        assertNormalFileReported(run, in: "d")
        XCTAssertTrue(run.stderr.contains("d/locked.yaml: permission denied"), run.stderr)
        XCTAssertTrue(run.stderr.contains("d/closed: cannot read folder"), run.stderr)
    }

    /// A file whose read fails even for root: a link to /proc/self/mem, whose first page is never
    /// mapped, so read() fails with EIO. (The link leads out of the folder: only `--follow-links`
    /// reads it.)
    func testFileWhoseReadFailsEvenAsRoot() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/proc/self/mem"), "needs Linux /proc")
        try writeNormalFile(in: "d")
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("d/mem.yaml").path, withDestinationPath: "/proc/self/mem")
        let run = try higlint(["--follow-links", "d"])
        XCTAssertLessThan(run.seconds, 2)
        XCTAssertEqual(run.status, 2, "a file that cannot be read is exit status 2, after the report")
        assertNormalFileReported(run, in: "d")
        XCTAssertTrue(run.stderr.contains("d/mem.yaml: cannot be read"), run.stderr)
        XCTAssertTrue(run.stderr.contains("2 files"), "the summary still comes: \(run.stderr)")
    }

    /// A folder that cannot be walked even as root: its path is longer than PATH_MAX.
    func testFolderBeyondPathMaxIsReportedEvenAsRoot() throws {
        try writeNormalFile(in: "d")
        let name = String(repeating: "n", count: 200)
        var directory = open(scratch.appendingPathComponent("d").path, O_RDONLY | O_DIRECTORY)
        XCTAssertGreaterThanOrEqual(directory, 0)
        for _ in 0..<25 {
            XCTAssertEqual(mkdirat(directory, name, 0o755), 0)
            let next = openat(directory, name, O_RDONLY | O_DIRECTORY)
            close(directory)
            directory = next
        }
        let file = openat(directory, "deep.yaml", O_CREAT | O_WRONLY, 0o644)
        XCTAssertGreaterThanOrEqual(file, 0)
        close(file)
        close(directory)
        let run = try higlint(["d"])
        XCTAssertLessThan(run.seconds, 2)
        XCTAssertEqual(run.status, 2)
        assertNormalFileReported(run, in: "d")
        XCTAssertTrue(run.stderr.contains("cannot read folder") || run.stderr.contains("cannot be read"), run.stderr)
        XCTAssertTrue(run.stderr.contains("File name too long"), run.stderr)
    }

    func testBrokenLinkSocketAndFIFONamedYAML() throws {
        try writeNormalFile(in: "d")
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("d/gone.yaml").path, withDestinationPath: "nowhere.yaml")
        try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("d/loop.yaml").path, withDestinationPath: "loop.yaml")
        XCTAssertEqual(mkfifo(scratch.appendingPathComponent("d/pipe.yaml").path, 0o644), 0)
        let socketPath = scratch.appendingPathComponent("d/socket.yaml").path
        let socketFD = try bindSocket(at: socketPath)
        defer { close(socketFD) }
        let run = try higlint(["d"])
        XCTAssertLessThan(run.seconds, 2)
        XCTAssertEqual(run.status, 2)
        assertNormalFileReported(run, in: "d")
        XCTAssertTrue(run.stderr.contains("d/gone.yaml: cannot be read (a broken symbolic link)"), run.stderr)
        XCTAssertTrue(run.stderr.contains("d/loop.yaml: cannot be read"), run.stderr)
        XCTAssertTrue(run.stderr.contains("d/pipe.yaml: not a regular file"), run.stderr)
        XCTAssertTrue(run.stderr.contains("d/socket.yaml: not a regular file"), run.stderr)

        // Named on the command line: a socket cannot be opened; a FIFO with no writer is empty.
        let named = try higlint(["d/share.yaml", "d/socket.yaml", "d/pipe.yaml"])
        XCTAssertLessThan(named.seconds, 2)
        XCTAssertEqual(named.status, 2)
        XCTAssertTrue(named.stderr.contains("d/socket.yaml: cannot be read"), named.stderr)
        XCTAssertTrue(named.stdout.contains("d/pipe.yaml:1:1: error: The file holds no screen"), named.stdout)
        assertNormalFileReported(named, in: "d")
    }

    private func bindSocket(at path: String) throws -> Int32 {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw XCTSkip("no Unix sockets") }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw XCTSkip("socket path too long") }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: bytes + [0])
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        XCTAssertEqual(bound, 0)
        return descriptor
    }

    func testFileThatVanishesAfterTheWalk() throws {
        try writeNormalFile(in: "d")
        let doomed = try write(Screens.withError, to: "d/doomed.yaml")
        // With one worker, higlint walks the folder, then lints in report order on its main
        // thread: standard input first (its name sorts first), so remove the file while it waits.
        let run = try higlint(["--jobs", "1", "--stdin-filename", "0-stdin.yaml", "-", "d"], whileWaitingOnStandardInput: {
            try FileManager.default.removeItem(at: doomed)
        })
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("d/doomed.yaml: no longer exists"), run.stderr)
        XCTAssertTrue(run.stdout.contains("0-stdin.yaml:1:1: error: The file holds no screen"), run.stdout)
        assertNormalFileReported(run, in: "d")
    }

    func testNamesWithSpacesNewlinesNonASCIIAndNonUTF8Bytes() throws {
        try writeNormalFile(in: "d")
        try write(Screens.withError, to: "d/with space.yaml")
        try write(Screens.withError, to: "d/new\nline.yaml")
        try write(Screens.withError, to: "d/화면 ✓.yaml")
        // A name that is not UTF-8 (Latin-1 "é"): linted, its bad byte shown as `\xE9`.
        let raw = Array(scratch.appendingPathComponent("d").path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".yaml".utf8)
        let descriptor = (raw + [0]).withUnsafeBufferPointer {
            $0.baseAddress!.withMemoryRebound(to: CChar.self, capacity: raw.count + 1) { open($0, O_CREAT | O_WRONLY, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        _ = Screens.withError.utf8CString.withUnsafeBufferPointer { SystemCall.write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)

        let run = try higlint(["d"])
        XCTAssertLessThan(run.seconds, 2)
        XCTAssertEqual(run.status, 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 5, run.stdout)
        for shown in ["d/caf\\xE9.yaml", "\"d/new\\u{A}line.yaml\"", "d/share.yaml", "d/with space.yaml", "d/화면 ✓.yaml"] {
            XCTAssertTrue(lines.contains { $0.hasPrefix(shown + ":7:7: error: ") }, "\(shown):\n\(run.stdout)")
        }
        // JSON keeps the real names, escaped as JSON.
        let json = try higlint(["--format", "json", "d"])
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let files = Set((report["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String })
        XCTAssertEqual(files, ["d/caf\\xE9.yaml", "d/new\nline.yaml", "d/share.yaml", "d/with space.yaml", "d/화면 ✓.yaml"])
    }

    // MARK: - Terminal safety

    func testControlCharactersInNamesAndContentsNeverReachTheTerminal() throws {
        let names = ["esc\u{1B}[31mred.yaml", "cr\rreturn.yaml", "lf\nfeed.yaml", "bidi\u{202E}lmth.yaml", "bell\u{07}.yaml"]
        for name in names { try write(Screens.withError, to: "d/\(name)") }
        // A key and a value written with YAML escapes: ESC sequences, OSC title, bidi override.
        try write("screen: \"\\e[2J\"\nplatform: iOS\nelements:\n  - type: button\n    \"\\e]0;pwned\\a\\u202E\": 1\n", to: "d/keys.yaml")
        // An unreadable file with control characters in its name: the stderr line is neutralised too.
        if FileManager.default.fileExists(atPath: "/proc/self/mem") {
            try FileManager.default.createSymbolicLink(atPath: scratch.appendingPathComponent("d/evil\u{1B}]0;x\u{07}\r.yaml").path,
                                                       withDestinationPath: "/proc/self/mem")
        }
        try writeNormalFile(in: "d")
        for color in ["never", "always"] {
            let run = try higlint(["--color", color, "--follow-links", "d"])
            XCTAssertLessThan(run.seconds, 2)
            let fromFiles = run.stdout.replacingOccurrences(of: "\u{1B}[", with: "").replacingOccurrences(of: "\n", with: "")
            if color == "always" {
                // Only our own SGR colour codes may appear, never a sequence from a file.
                XCTAssertFalse(run.stdout.contains("\u{1B}]"), run.stdout)
                XCTAssertFalse(run.stdout.contains("\u{1B}[2J"), run.stdout)
                XCTAssertFalse(run.stdout.contains("\u{1B}[31mred"), run.stdout)
            } else {
                XCTAssertFalse(run.stdout.contains("\u{1B}"), run.stdout)
            }
            for scalar in fromFiles.unicodeScalars {
                XCTAssertFalse([0x07, 0x0D, 0x202E].contains(scalar.value), "U+\(String(scalar.value, radix: 16)) reached stdout")
            }
            for scalar in run.stderr.unicodeScalars where scalar != "\n" {
                XCTAssertFalse(scalar.value < 0x20 || scalar.value == 0x7F || (0x202A...0x202E).contains(scalar.value),
                               "U+\(String(scalar.value, radix: 16)) reached stderr: \(run.stderr)")
            }
            XCTAssertEqual(run.stdout.split(separator: "\n").count, names.count + 1 + 1, "one line per diagnostic:\n\(run.stdout)")
            XCTAssertTrue(run.stdout.contains("\"d/esc\\u{1B}[31mred.yaml\":7:7:"), run.stdout)
            XCTAssertTrue(run.stdout.contains("\"d/cr\\u{D}return.yaml\":7:7:"), run.stdout)
            XCTAssertTrue(run.stdout.contains("\"d/lf\\u{A}feed.yaml\":7:7:"), run.stdout)
            XCTAssertTrue(run.stdout.contains("\"d/bidi\\u{202E}lmth.yaml\":7:7:"), run.stdout)
            XCTAssertTrue(run.stdout.contains("\\u{1B}]0;pwned\\u{7}\\u{202E}"), run.stdout)
            if FileManager.default.fileExists(atPath: "/proc/self/mem") {
                XCTAssertTrue(run.stderr.contains("\"d/evil\\u{1B}]0;x\\u{7}\\u{D}.yaml\": cannot be read"), run.stderr)
            }
        }
    }

    // MARK: - Determinism

    func testManyWorkersGiveByteIdenticalJSONOverAllFixtures() throws {
        let fixtures = CLITests.checkout.appendingPathComponent("Fixtures").path
        let one = try higlint(["--jobs", "1", "--format", "json", fixtures])
        XCTAssertFalse(one.stdout.isEmpty)
        for jobs in ["2", "8", "32"] {
            let many = try higlint(["--jobs", jobs, "--format", "json", fixtures])
            XCTAssertEqual(one.stdout, many.stdout, "--jobs \(jobs) differs from --jobs 1")
            XCTAssertEqual(one.stderr, many.stderr)
            XCTAssertEqual(one.status, many.status)
        }
    }
}
