import Foundation
import HiglintTestSupport
#if canImport(Glibc)
import Glibc
#endif
import XCTest

/// `lint --fix`, `--unsafe-fixes` and `--diff` as people run them: files written in place
/// (atomically, keeping permissions and links), what is left reported, diffs that change nothing.
final class FixCLITests: XCTestCase {
    private var folder: ScratchFolder!
    private var scratch: URL { folder.url }

    override func setUpWithError() throws {
        folder = try ScratchFolder(for: self)
    }

    private func read(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    /// Gives `diff` to `tool` (`git apply` or `patch`) on its standard input in the scratch folder:
    /// its exit status and what it said.
    private func apply(_ diff: String, with tool: [String]) throws -> (status: Int32, said: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool[0])
        process.arguments = Array(tool.dropFirst())
        process.currentDirectoryURL = scratch
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        input.fileHandleForWriting.write(Data(diff.utf8))
        try input.fileHandleForWriting.close()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, said)
    }

    /// A YAML file whose lines end in NEL (libyaml's line break, YAML 1.1's too): the finding's
    /// line is the fixer's line, so `--diff` shows the fix, `--fix` makes it, and the fixed file
    /// keeps NEL and has nothing left to report.
    func testAFileWithNELLineBreaksIsFixed() throws {
        let text = ["screen: Notes", "platform: iPadOS", "elements:", "  - id: add", "    type: barButton", "    presents:",
                    "      type: popover", "      content:", "        - {id: note, type: textView}", ""].joined(separator: "\u{85}")
        let file = try folder.write(text, "notes.yaml")
        let lint = try HiglintBinary.run([file.path])
        XCTAssertTrue(lint.stdout.contains("notes.yaml:7:7: error:"), lint.stdout)
        let diff = try HiglintBinary.run(["--diff", file.path])
        XCTAssertEqual(diff.status, 1, diff.stderr)
        XCTAssertTrue(diff.stdout.contains("\u{85}      dismiss:\u{85}        outsideTap: save\u{85}      content:"), diff.stdout)
        XCTAssertEqual(try read(file), text, "--diff changes nothing")
        let fix = try HiglintBinary.run(["--fix", file.path])
        XCTAssertEqual(fix.status, 0, fix.stdout + fix.stderr)
        XCTAssertEqual(try read(file), text.replacingOccurrences(of: "      content:", with: "      dismiss:\u{85}        outsideTap: save\u{85}      content:"))
    }

    func testFixWritesSafeFixesReportsWhatIsLeftAndChangesNothingTheSecondTime() throws {
        let file = try folder.write(Screens.share, "share.yaml")
        chmod(file.path, 0o640)
        let run = try HiglintBinary.run(["--fix", file.path])
        XCTAssertEqual(try read(file), Screens.share.replacingOccurrences(of: "compactAdaptation: none", with: "compactAdaptation: sheet"))
        XCTAssertTrue(run.stderr.contains("higlint: fixed 1 finding in 1 file; 1 more with --unsafe-fixes"), run.stderr)
        XCTAssertFalse(run.stdout.contains("popover-in-compact"), run.stdout)
        XCTAssertTrue(run.stdout.contains("[popover-no-arrow]") && run.stdout.contains("[popover-warning]"), run.stdout)
        XCTAssertEqual(run.status, 0, "only warnings are left")
        var info = stat()
        XCTAssertEqual(stat(file.path, &info), 0)
        XCTAssertEqual(info.st_mode & 0o777, 0o640, "the file keeps its permissions")

        let second = try HiglintBinary.run(["--fix", file.path])
        XCTAssertTrue(second.stderr.contains("higlint: fixed 0 findings in 0 files"), second.stderr)
        XCTAssertEqual(try read(file), Screens.share.replacingOccurrences(of: "compactAdaptation: none", with: "compactAdaptation: sheet"))

        let unsafe = try HiglintBinary.run(["--fix", "--unsafe-fixes", file.path])
        XCTAssertTrue(unsafe.stderr.contains("higlint: fixed 1 finding in 1 file"), unsafe.stderr)
        XCTAssertFalse(try read(file).contains("arrow"))
        XCTAssertFalse(unsafe.stdout.contains("popover-no-arrow"), unsafe.stdout)
    }

    func testFixWritesThroughASymbolicLink() throws {
        let file = try folder.write(Screens.share, "real.yaml")
        let link = scratch.appendingPathComponent("link.yaml")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        _ = try HiglintBinary.run(["--fix", link.path])
        XCTAssertTrue(try read(file).contains("compactAdaptation: sheet"))
        let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type] as? FileAttributeType
        XCTAssertEqual(kind, .typeSymbolicLink, "the link stays a link")
    }

    func testDiffPrintsAUnifiedDiffAndChangesNothing() throws {
        let file = try folder.write(Screens.share, "share.yaml")
        let run = try HiglintBinary.run(["--diff", file.path])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, """
        --- a/\(file.path.dropFirst())
        +++ b/\(file.path.dropFirst())
        @@ -6,7 +6,7 @@
             type: button
             presents:
               type: popover
        -      compactAdaptation: none   # stays a popover
        +      compactAdaptation: sheet   # stays a popover
               purpose: warning
         ---
         screen: Share on iPad

        """)
        XCTAssertEqual(try read(file), Screens.share)
        XCTAssertTrue(run.stderr.contains("would fix 1 finding in 1 file"), run.stderr)
        let unsafe = try HiglintBinary.run(["--diff", "--unsafe-fixes", file.path])
        XCTAssertTrue(unsafe.stdout.contains("-      arrow: none\n"), unsafe.stdout)
        _ = try HiglintBinary.run(["--fix", "--unsafe-fixes", file.path])
        let clean = try HiglintBinary.run(["--diff", file.path])
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.stdout, "")
    }

    func testFixOnStandardInputWritesTheFixedTextToStandardOutput() throws {
        let run = try HiglintBinary.run(["--fix", "--stdin-filename", "share.yaml", "-"], stdin: Screens.share)
        XCTAssertEqual(run.stdout, Screens.share.replacingOccurrences(of: "compactAdaptation: none", with: "compactAdaptation: sheet"))
        XCTAssertTrue(run.stderr.contains("[popover-no-arrow]"), run.stderr)
        XCTAssertEqual(run.status, 0)
    }

    /// Only what `lint` reports is fixed: not what a baseline hides.
    func testFindingsTheBaselineHidesAreNotFixed() throws {
        let file = try folder.write(Screens.share, "share.yaml")
        let baseline = scratch.appendingPathComponent("baseline.json").path
        _ = try HiglintBinary.run(["--write-baseline", baseline, file.path])
        let run = try HiglintBinary.run(["--fix", "--unsafe-fixes", "--baseline", baseline, file.path])
        XCTAssertEqual(try read(file), Screens.share, run.stderr)
        XCTAssertTrue(run.stderr.contains("higlint: fixed 0 findings in 0 files"), run.stderr)
    }

    /// A file with findings that no fix applies to is named once, with the reason: Interface
    /// Builder gets no fixes, not every rule has one, and a rule that has one offers it only for
    /// what it can change with certainty (a UIKit delegate's `.none` is not); a clean file is not named.
    func testFixAndDiffSayOnceWhyNoFixApplies() throws {
        let checkout = HiglintBinary.checkout
        let storyboard = scratch.appendingPathComponent("Sizes.storyboard")
        // A storyboard with findings (an iPhone storyboard's popovers are sheets, with none).
        try FileManager.default.copyItem(at: checkout.appendingPathComponent("Fixtures/interface-builder/crlf-bom-korean.storyboard"), to: storyboard)
        let nested = scratch.appendingPathComponent("Nested.swift")
        try FileManager.default.copyItem(at: checkout.appendingPathComponent("Fixtures/swift/popover-inside-popover.swift"), to: nested)
        let delegate = scratch.appendingPathComponent("Delegate.swift")
        try FileManager.default.copyItem(at: checkout.appendingPathComponent("Fixtures/swift/uikit-adaptive-delegate.swift"), to: delegate)
        try folder.write("screen: A\nplatform: iPadOS\nelements: []\n", "clean.yaml")
        let before = try read(storyboard), delegateBefore = try read(delegate)
        for flag in ["--diff", "--fix"] {
            let run = try HiglintBinary.run([flag, "Sizes.storyboard", "Nested.swift", "Delegate.swift", "clean.yaml"], in: scratch)
            let lines = run.stderr.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.filter { $0 == "Sizes.storyboard: no fix applies: Interface Builder files get no fixes; make the changes the findings say in Xcode" }.count,
                           1, "\(flag): \(run.stderr)")
            XCTAssertEqual(lines.filter { $0 == "Nested.swift: no fix applies: none of its findings' rules has a fix (docs/fixes.md lists those that do)" }.count,
                           1, "\(flag): \(run.stderr)")
            XCTAssertEqual(lines.filter { $0 == "Delegate.swift: no fix applies: its findings are not in a form a fix can change with certainty (docs/fixes.md says where each fix is offered)" }.count,
                           1, "\(flag): \(run.stderr)")
            XCTAssertFalse(run.stderr.contains("clean.yaml"), run.stderr)
            XCTAssertEqual(try read(storyboard), before)
            XCTAssertEqual(try read(delegate), delegateBefore)
        }
    }

    // MARK: - Swift

    /// Fixtures/swift-fixes copied to the scratch folder: each `.swift` file and its `.fixed` twin.
    private func swiftFixes() throws -> [(name: String, original: Data, fixed: Data)] {
        let folder = HiglintBinary.checkout.appendingPathComponent("Fixtures/swift-fixes")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        return try names.map { name in
            let original = try Data(contentsOf: folder.appendingPathComponent(name))
            try original.write(to: scratch.appendingPathComponent(name))
            return (name, original, try Data(contentsOf: folder.appendingPathComponent(name + ".fixed")))
        }
    }

    /// `--fix` takes the safe Swift fixes, `--unsafe-fixes` the rest; the files then hold exactly
    /// their `.fixed` text (comments, spacing, tabs and CRLF kept byte for byte), the report is
    /// of what is left, and a second `--fix` changes nothing.
    func testSwiftFixesAreMadeByFixAndASecondFixChangesNothing() throws {
        let files = try swiftFixes()
        let safe = try HiglintBinary.run(["--fix", "."], in: scratch)
        XCTAssertTrue(safe.stderr.contains("higlint: fixed 13 findings in 4 files; 7 more with --unsafe-fixes"), safe.stderr)
        XCTAssertFalse(safe.stdout.contains("[popover-in-compact]") || safe.stdout.contains("[popover-arrow]"), safe.stdout)
        XCTAssertTrue(safe.stdout.contains("arrow-directions.swift:26:12: warning:"), safe.stdout)
        let compact = try XCTUnwrap(files.first { $0.name == "compact-adaptation.swift" })
        XCTAssertEqual(try Data(contentsOf: scratch.appendingPathComponent(compact.name)), compact.fixed)
        let arrows = try XCTUnwrap(files.first { $0.name == "arrow-directions.swift" })
        XCTAssertEqual(try Data(contentsOf: scratch.appendingPathComponent(arrows.name)), arrows.original, "unsafe fixes wait for --unsafe-fixes")

        let unsafe = try HiglintBinary.run(["--fix", "--unsafe-fixes", "."], in: scratch)
        XCTAssertTrue(unsafe.stderr.contains("higlint: fixed 7 findings in 2 files"), unsafe.stderr)
        for file in files {
            XCTAssertEqual(try Data(contentsOf: scratch.appendingPathComponent(file.name)), file.fixed, file.name)
        }
        // What is left has no fix: the `[]` with a comment, and UIPopoverController itself.
        let left = unsafe.stdout.split(separator: "\n").filter { $0.contains(": warning:") || $0.contains(": error:") }
        XCTAssertEqual(left.map { String($0.prefix { $0 != " " }) }, [
            "./arrow-directions.swift:61:46:", "./arrow-directions.swift:66:23:", "./popover-controller-rect-bounds.swift:19:22:",
            "./popover-controller-rect-bounds.swift:24:21:", "./popover-controller-rect-bounds.swift:30:24:",
            "./popover-controller-rect-bounds.swift:37:21:", "./popover-controller-rect-bounds.swift:42:22:",
        ], unsafe.stdout)
        XCTAssertTrue(left.dropFirst(2).allSatisfy { $0.hasSuffix("[popover-deprecated-api]") }, unsafe.stdout)

        let again = try HiglintBinary.run(["--fix", "--unsafe-fixes", "."], in: scratch)
        XCTAssertTrue(again.stderr.contains("higlint: fixed 0 findings in 0 files"), again.stderr)
        for file in files {
            XCTAssertEqual(try Data(contentsOf: scratch.appendingPathComponent(file.name)), file.fixed, "\(file.name), fixed twice")
        }
        let diff = try HiglintBinary.run(["--diff", "--unsafe-fixes", "."], in: scratch)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertEqual(diff.stdout, "")
    }

    /// `--diff` shows the Swift fixes as a unified diff, changes nothing, and `git apply` and
    /// `patch -p1` take it and make the `.fixed` text.
    func testSwiftFixesAsADiffApplyWithGitApplyAndPatch() throws {
        let files = try swiftFixes()
        let run = try HiglintBinary.run(["--diff", "--unsafe-fixes", "."], in: scratch)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stderr.contains("higlint: would fix 20 findings in 5 files"), run.stderr)
        XCTAssertTrue(run.stdout.contains("""
        -                        .presentationCompactAdaptation(.none)
        +                        .presentationCompactAdaptation(.sheet)
        """), run.stdout)
        XCTAssertTrue(run.stdout.contains("-\t\tlabels.popoverPresentationController?.permittedArrowDirections = []\r\n"
                                          + "+\t\tlabels.popoverPresentationController?.permittedArrowDirections = .any\r\n"), run.stdout)
        for file in files {
            XCTAssertEqual(try Data(contentsOf: scratch.appendingPathComponent(file.name)), file.original, "--diff changes nothing")
        }
        for tool in [["/usr/bin/git", "apply", "-p1"], ["/usr/bin/patch", "-p1", "--quiet"]] {
            guard FileManager.default.isExecutableFile(atPath: tool[0]) else { continue }
            for file in files { try file.original.write(to: scratch.appendingPathComponent(file.name)) }
            let (status, said) = try apply(run.stdout, with: tool)
            XCTAssertEqual(status, 0, "\(tool[0]): \(said)")
            for file in files {
                XCTAssertEqual(try Data(contentsOf: scratch.appendingPathComponent(file.name)), file.fixed, "\(tool[0]) on \(file.name)")
            }
        }
    }

    /// Standard input: the fixed Swift on standard output, as for YAML.
    func testSwiftFixOnStandardInput() throws {
        let files = try swiftFixes()
        let compact = try XCTUnwrap(files.first { $0.name == "compact-adaptation.swift" })
        let run = try HiglintBinary.run(["--fix", "--stdin-filename", "Bar.swift", "-"], stdin: String(decoding: compact.original, as: UTF8.self))
        XCTAssertEqual(run.stdout, String(decoding: compact.fixed, as: UTF8.self))
        XCTAssertEqual(run.status, 0, run.stderr)
    }

    func testMeaninglessCombinationsAreExitStatusTwo() throws {
        let file = try folder.write(Screens.share, "share.yaml")
        for arguments in [["--unsafe-fixes", file.path], ["--fix", "--diff", file.path], ["--fix", "-", file.path],
                          ["--diff", "--output", scratch.appendingPathComponent("r.txt").path, file.path]] {
            let run = try HiglintBinary.run(arguments, stdin: "")
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("higlint: "), run.stderr)
        }
        XCTAssertEqual(try read(file), Screens.share)
    }

    /// Issue #30: a file `--fix` could not write said "fixed 1 finding" and lost its findings
    /// from the report, so a SARIF upload after `--fix || true` would close their alerts. It now
    /// keeps every finding and says it was not fixed. A read-only file is not replaced (as root
    /// the rename would succeed), nor is a file with other hard links (the rename would split them).
    func testAFileThatCannotBeWrittenKeepsItsFindingsAndSaysItWasNotFixed() throws {
        let locked = try folder.write(Screens.share, "locked.yaml")
        chmod(locked.path, 0o444)
        defer { chmod(locked.path, 0o644) }
        let linked = try folder.write(Screens.share, "linked.yaml")
        let other = scratch.appendingPathComponent("other-name.yaml")
        XCTAssertEqual(link(linked.path, other.path), 0)
        for format in ["text", "json"] {
            let run = try HiglintBinary.run(["--fix", "--format", format, locked.path, linked.path])
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertEqual(try read(locked), Screens.share)
            XCTAssertEqual(try read(linked), Screens.share)
            XCTAssertTrue(run.stderr.contains("locked.yaml: not fixed: it is read-only; make it writable to fix it; its findings are reported as they are"),
                          run.stderr)
            XCTAssertTrue(run.stderr.contains("linked.yaml: not fixed: it has 2 hard links"), run.stderr)
            XCTAssertTrue(run.stderr.contains("higlint: fixed 0 findings in 0 files; 2 files not fixed"), run.stderr)
            for name in ["locked.yaml", "linked.yaml"] {
                let fixable = run.stdout.components(separatedBy: "\n").filter { $0.contains(name) && $0.contains("popover-in-compact") }
                XCTAssertFalse(fixable.isEmpty, "\(format): \(name) keeps the finding that was not fixed:\n\(run.stdout)")
            }
        }
        var first = stat(), second = stat()
        XCTAssertEqual(stat(linked.path, &first), 0)
        XCTAssertEqual(stat(other.path, &second), 0)
        XCTAssertEqual(first.st_ino, second.st_ino, "the hard links stay one file")
        XCTAssertEqual(first.st_nlink, 2)
    }

    /// Issue #30: `--fix` as root on another user's file gave it to root.
    func testFixKeepsTheFilesOwner() throws {
        guard getuid() == 0 else { throw XCTSkip("only root can give a file to another user") }
        let file = try folder.write(Screens.share, "owned.yaml")
        XCTAssertEqual(chown(file.path, 4321, 4322), 0)
        let run = try HiglintBinary.run(["--fix", file.path])
        XCTAssertTrue(run.stderr.contains("higlint: fixed 1 finding in 1 file"), run.stderr)
        var info = stat()
        XCTAssertEqual(stat(file.path, &info), 0)
        XCTAssertEqual([info.st_uid, info.st_gid], [4321, 4322])
    }

    /// Issue #30: `--diff` headers read `a/./x.yaml`, and a name with a line feed broke the whole
    /// diff. Names are written as git writes them (quoted with C escapes where needed), and
    /// `git apply` and `patch -p1` both take every diff higlint prints.
    func testEveryDiffAppliesWithGitApplyAndPatch() throws {
        let names: [[UInt8]] = ["plain.yaml", "with space.yaml", "line\nfeed.yaml", "tab\t.yaml", "quote\".yaml",
                                "back\\slash.yaml", "caf\u{E9}.yaml", "sub/deeper.yaml"].map { Array($0.utf8) }
            + [Array("latin".utf8) + [0xE9] + Array(".yaml".utf8)]
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("sub"), withIntermediateDirectories: true)
        func put(_ name: [UInt8], _ text: String) throws {
            let path = Array(scratch.path.utf8) + [UInt8(ascii: "/")] + name
            let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
            }
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            _ = Array(text.utf8).withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
        }
        func contents(_ name: [UInt8]) -> String {
            let url = URL(fileURLWithPath: scratch.path + "/" + String(decoding: name, as: UTF8.self))
            if let text = try? String(contentsOf: url, encoding: .utf8), !name.contains(0xE9) { return text }
            let path = Array(scratch.path.utf8) + [UInt8(ascii: "/")] + name
            let descriptor = (path + [0]).withUnsafeBufferPointer { buffer in
                buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { open($0, O_RDONLY) }
            }
            defer { close(descriptor) }
            var bytes = [UInt8](repeating: 0, count: 4096)
            let count = SystemCall.read(descriptor, &bytes, bytes.count)
            return String(decoding: bytes.prefix(max(0, count)), as: UTF8.self)
        }
        let fixed = Screens.share.replacingOccurrences(of: "compactAdaptation: none", with: "compactAdaptation: sheet")
        for tool in [["/usr/bin/git", "apply", "-p1"], ["/usr/bin/patch", "-p1", "--quiet"]] {
            guard FileManager.default.isExecutableFile(atPath: tool[0]) else { continue }
            for name in names { try put(name, Screens.share) }
            let run = try HiglintBinary.run(["--diff", "."], in: scratch)
            XCTAssertEqual(run.status, 1, run.stderr)
            XCTAssertFalse(run.stdout.contains("a/./") || run.stdout.contains("b/./"), run.stdout)
            XCTAssertTrue(run.stdout.contains("--- a/plain.yaml\n+++ b/plain.yaml\n"), run.stdout)
            XCTAssertTrue(run.stdout.contains(#"--- "a/line\nfeed.yaml""#), run.stdout)
            let (status, said) = try apply(run.stdout, with: tool)
            XCTAssertEqual(status, 0, "\(tool[0]): \(said)\n\(run.stdout)")
            for name in names {
                XCTAssertEqual(contents(name), fixed, "\(tool[0]) fixed \(String(decoding: name, as: UTF8.self).debugDescription)")
            }
        }
    }
}
