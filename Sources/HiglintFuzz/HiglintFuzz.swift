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

    static let linters: [Linter] = Edition.allCases.flatMap { edition in
        MessageLocale.allCases.map { locale in
            // Every rule on, opt-in ones included, at its default severity.
            var severities: [String: Severity?] = [:]
            for rule in RuleRegistry.guidelineRules {
                severities[type(of: rule).description.id] = type(of: rule).description.defaultSeverity
            }
            return Linter(configuration: LintConfiguration(edition: edition, locale: locale, severities: severities),
                          readers: [InterfaceBuilderReader(), SwiftSourceReader()])
        }
    }

    /// Runs `bytes` through the target its first byte picks; returns what is wrong (empty when
    /// all is well). A crash or a hang is found by libFuzzer itself; these are the properties it
    /// cannot see.
    static func problems(_ bytes: [UInt8]) -> [String] {
        let rest = Array(bytes.dropFirst())
        switch FuzzTarget(selector: bytes.first) {
        case .pipeline: return pipelineProblems(bytes)
        case .configuration: return FuzzTarget.configurationProblems(rest)
        case .baseline: return FuzzTarget.baselineProblems(rest)
        case .suppressions: return FuzzTarget.suppressionProblems(rest) + pipelineProblems(rest)
        case .languageServer: return FuzzTarget.languageServerProblems(rest)
        }
    }

    /// The whole pipeline: lint as YAML, JSON and by content, then every reporter.
    static func pipelineProblems(_ bytes: [UInt8]) -> [String] {
        // The edition and language vary with the input, so each gets exercised without doubling the cost.
        let linter = linters[bytes.count % linters.count]
        var problems: [String] = []
        // Bytes that are not text (a NUL, invalid UTF-8) are never passed over in silence.
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        let notText = !utf16 && (bytes.contains(0) || String(validating: bytes, as: UTF8.self) == nil)
        for name in ["fuzz.yaml", "fuzz.json", "fuzz", "fuzz.storyboard", "fuzz.swift"] {
            let diagnostics = linter.lint(bytes: bytes, path: name)
            problems += check(diagnostics, name: name)
            if notText, !diagnostics.contains(where: { $0.ruleID == "invalid-document" }) {
                problems.append("\(name): not UTF-8 text, yet no invalid-document")
            }
        }
        return problems
    }

    static func check(_ diagnostics: [Diagnostic], name: String) -> [String] {
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
        let report = LintReport(diagnostics: diagnostics, files: [name])
        for (reporterName, reporter) in reporters() {
            let output = reporter.render(report)
            if reporterName == "TextReporter" {
                // One line per diagnostic, and nothing from the file may reach a terminal raw.
                let lines = output.split(separator: "\n", omittingEmptySubsequences: false).count - 1
                if lines != diagnostics.count {
                    problems.append("\(name): text report has \(lines) lines for \(diagnostics.count) diagnostics")
                }
                if let bad = output.unicodeScalars.first(where: { $0 != "\n" && neutralizingControlCharacters(String($0)) != String($0) }) {
                    problems.append("\(name): text report carries control character U+\(String(bad.value, radix: 16))")
                }
            }
            if reporterName == "JSONReporter", (try? JSONSerialization.jsonObject(with: Data(output.utf8))) == nil {
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
