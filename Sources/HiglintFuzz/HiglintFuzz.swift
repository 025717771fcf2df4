import Foundation
import HiglintCore
import HiglintSwiftSource

/// The whole pipeline over one input: read (YAML, JSON, Interface Builder XML and Swift), parse,
/// model, every guideline rule (opt-in ones too), every reporter; and the other readers of
/// untrusted text: configuration files, baselines and the suppression-comment lexer. The first
/// byte of an input picks one (`FuzzTarget`). Built two ways (docs/security.md):
///
/// - `scripts/fuzz.sh SECONDS` builds it with `-DHIGLINT_FUZZING --sanitize=fuzzer`: libFuzzer
///   provides `main` and calls `LLVMFuzzerTestOneInput`.
/// - A plain `swift build` builds the replay driver below: `HiglintFuzz FILE...` runs each file
///   through the same function, so a crashing input from `fuzz-artifacts/` reproduces in a
///   debugger without the sanitizer runtime.
enum FuzzPipeline {
    /// Every reporter in Sources/HiglintCore/Reporting. `FuzzTargetTests` fails when a reporter
    /// there is missing from this list.
    /// Built once: SARIF's rule descriptors quote every guideline, too costly to rebuild per input.
    static func reporters() -> [(name: String, reporter: any Reporter)] { allReporters }

    private static let allReporters: [(name: String, reporter: any Reporter)] = {
        ReportFormat.allCases.map { format in
            (format.rawValue, format.reporter(toolVersion: "fuzz"))
        } + [("text.color", ReportFormat.text.reporter(color: true))]
    }()

    /// One lint session per edition and language, as the command line and a language server
    /// make theirs: every rule on, opt-in ones included, at its default severity; no
    /// configuration file, so a run does not depend on the folder it starts in.
    static let sessions: [LintSession] = Edition.allCases.flatMap { edition in
        MessageLocale.allCases.map { locale in
            let everyRule = RuleRegistry.guidelineRules.map { type(of: $0).description }
                .map { "\($0.id)=\($0.defaultSeverity.rawValue)" }
            let options = LintOptions(readsConfiguration: false, edition: edition, locale: locale, ruleSettings: everyRule,
                                      readers: .standard)
            do {
                return try LintSession(options: options)
            } catch {
                fatalError("the fuzz target's own lint options are refused: \(error)")
            }
        }
    }

    /// Runs `bytes` through the target its first byte picks; returns what is wrong (empty when
    /// all is well). A crash or a hang is found by libFuzzer itself; these are the properties it
    /// cannot see.
    static func problems(_ bytes: [UInt8]) -> [String] {
        if let pinned = FuzzTarget.pinned { return pinned.problems(bytes) }
        let rest = Array(bytes.dropFirst())
        switch FuzzTarget(selector: bytes.first) {
        case .pipeline: return pipelineProblems(bytes)
        case .configuration: return FuzzTarget.configurationProblems(rest)
        case .baseline: return FuzzTarget.baselineProblems(rest)
        case .suppressions: return FuzzTarget.suppressionProblems(rest) + pipelineProblems(rest)
        case .languageServer: return FuzzTarget.languageServerProblems(rest)
        case .xcodeProject: return FuzzTarget.xcodeProjectProblems(rest)
        }
    }

    /// One reader's part of the pipeline: the input linted under one name (and, as Swift or a
    /// storyboard, beside the companion file), checked and rendered by every reporter.
    static func readerProblems(_ bytes: [UInt8], name: String) -> [String] {
        let session = sessions[bytes.count % sessions.count]
        let linted = session.lintAndDrawDocument(bytes, path: name)
        let diagnostics = linted.diagnostics
        var problems = check(diagnostics, name: name, drawings: linted.drawings)
        problems += fixProblems(bytes, diagnostics, session: session, name: name)
        if ReaderRegistry.standard.reader(for: name)?.readsProject == true { problems += acrossFilesProblems(bytes, session: session) }
        return problems
    }

    /// The names the pipeline lints an input under: one for each reader, and one with no
    /// extension (read by its content).
    static let pipelineNames = ReaderRegistry.standard.readers.compactMap { $0.extensions.first.map { "fuzz." + $0 } } + ["fuzz"]

    /// The whole pipeline: lint as every reader and by content, then every reporter.
    static func pipelineProblems(_ bytes: [UInt8]) -> [String] {
        // The edition and language vary with the input, so each gets exercised without doubling the cost.
        let session = sessions[bytes.count % sessions.count]
        var problems: [String] = []
        // Bytes that are not text (a NUL, invalid UTF-8) are never passed over in silence.
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        let notText = !utf16 && (bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil)
        for name in pipelineNames {
            let linted = session.lintAndDrawDocument(bytes, path: name)
            let diagnostics = linted.diagnostics
            problems += check(diagnostics, name: name, drawings: linted.drawings)
            if notText, !diagnostics.contains(where: { $0.ruleID == "invalid-document" }) {
                problems.append("\(name): not UTF-8 text, yet no invalid-document")
            }
            problems += fixProblems(bytes, diagnostics, session: session, name: name)
        }
        return problems + acrossFilesProblems(bytes, session: session)
    }

    /// A Swift file the input runs beside: it shows views the input may declare, declares views the
    /// input may show, and a class a storyboard scene may name, so that the run's index, following
    /// content into another file and joining a scene to its class all see the input.
    private static let companion = Array("""
        import SwiftUI
        import UIKit

        struct Companion: View {
            @State var shown = false
            var body: some View {
                Button("Open") { shown = true }
                    .popover(isPresented: $shown) { Content(); Detail(); FuzzView() }
            }
        }

        struct Shared: View {
            var body: some View { Text("A popover").interactiveDismissDisabled() }
        }

        final class ViewController: UIViewController, UIPopoverPresentationControllerDelegate {
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                segue.destination.popoverPresentationController?.delegate = self
                isModalInPresentation = true
            }
            func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
        }
        """.utf8)

    /// The input as a Swift file and as a storyboard beside `companion`, indexed together: each
    /// diagnostic must name one of the files linted, at a place inside it.
    static func acrossFilesProblems(_ bytes: [UInt8], session: LintSession) -> [String] {
        let files: [(path: String, bytes: [UInt8])] = [("fuzz.swift", bytes), ("Companion.swift", companion)]
        let project = SwiftSourceReader().index(files, limits: session.limits)
        var problems: [String] = []
        let lineCounts = ["fuzz.swift": bytes, "fuzz.storyboard": bytes, "Companion.swift": companion].mapValues { text in
            LineMap(text, lineBreaks: .standard).lineCount
        }
        for (name, text) in files + [("fuzz.storyboard", bytes)] {
            let diagnostics = session.lintDocument(text, path: name, project: project)
            problems += check(diagnostics, name: name)
            for diagnostic in diagnostics {
                guard let lines = lineCounts[diagnostic.file] else {
                    problems.append("\(name): a diagnostic in \(diagnostic.file), which is not linted")
                    continue
                }
                if diagnostic.range.end.line > lines {
                    problems.append("\(name): \(diagnostic.ruleID) at line \(diagnostic.range.end.line) of \(diagnostic.file), which has \(lines)")
                }
            }
        }
        return problems
    }

    /// Every fix offered (`--fix --unsafe-fixes`) applied: the fixed file still parses wherever
    /// the original did, and fixing it again is possible without a crash.
    static func fixProblems(_ bytes: [UInt8], _ diagnostics: [Diagnostic], session: LintSession, name: String) -> [String] {
        guard diagnostics.contains(where: { $0.fix != nil }) else { return [] }
        let lineBreaks = ReaderRegistry.standard.reader(for: name, bytes: bytes).lineBreaks
        let fixed = Fixer(includesUnsafe: true).apply(to: bytes, diagnostics: diagnostics, lineBreaks: lineBreaks)
        guard fixed.changed else { return [] }
        let syntax = { (diagnostics: [Diagnostic]) in diagnostics.filter { $0.ruleID == "invalid-document" }.count }
        let after = session.lintDocument(fixed.bytes, path: name)
        _ = Fixer(includesUnsafe: true).apply(to: fixed.bytes, diagnostics: after, lineBreaks: lineBreaks)
        if syntax(after) > syntax(diagnostics) {
            return ["\(name): a fix broke the file: \(after.filter { $0.ruleID == "invalid-document" }.map(\.message).prefix(2))"]
        }
        return []
    }

    static func check(_ diagnostics: [Diagnostic], name: String, drawings: [ScreenDrawing] = []) -> [String] {
        var problems: [String] = []
        for diagnostic in diagnostics {
            let range = diagnostic.range
            if range.start.line < 1 || range.start.column < 1 || range.end < range.start {
                problems.append("\(name): bad range \(range) for \(diagnostic.ruleID)")
            }
            if diagnostic.message.unicodeScalars.count > 4096 {
                problems.append("\(name): a message of \(diagnostic.message.unicodeScalars.count) characters")
            }
        }
        var report = LintReport(diagnostics: diagnostics, files: [name])
        report.drawings = [name: drawings]
        for (reporterName, reporter) in reporters() {
            let output = reporter.render(report)
            if reporterName == "text" || reporterName == "xcode" {
                // One line per diagnostic, and nothing from the file may reach a terminal raw.
                let lines = output.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                if lines != diagnostics.count {
                    problems.append("\(name): text report has \(lines) lines for \(diagnostics.count) diagnostics")
                }
                if let bad = output.unicodeScalars.first(where: { $0 != "\n" && neutralizingControlCharacters(String($0)) != String($0) }) {
                    problems.append("\(name): text report carries control character U+\(String(bad.value, radix: 16))")
                }
            }
            // The HTML page shows what a file holds as text: no control or bidirectional character raw.
            if reporterName == "html", let bad = output.unicodeScalars.first(where: { $0 != "\n" && $0 != "\t" && neutralizingControlCharacters(String($0)) != String($0) }) {
                problems.append("\(name): HTML report carries control character U+\(String(bad.value, radix: 16))")
            }
            if reporterName == "json", (try? JSONSerialization.jsonObject(with: Data(output.utf8))) == nil {
                problems.append("\(name): JSON report does not parse")
            }
        }
        _ = TextReporter.summary(report, locale: .en)
        _ = TextReporter.summary(report, locale: .ko)
        return problems
    }
}

#if HIGLINT_FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let problems = FuzzPipeline.problems(bytes)
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    return 0
}
#else
@main
struct Replay {
    static func main() {
        let paths = CommandLine.arguments.dropFirst()
        if paths.isEmpty {
            FileHandle.standardError.write(Data("usage: HiglintFuzz FILE... (runs each through the fuzz pipeline)\n".utf8))
            exit(2)
        }
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): cannot be read\n".utf8))
                exit(2)
            }
            let problems = FuzzPipeline.problems([UInt8](data))
            if problems.isEmpty {
                print("\(path): ok")
            } else {
                print("\(path):\n  " + problems.joined(separator: "\n  "))
                failed = true
            }
        }
        exit(failed ? 1 : 0)
    }
}
#endif
