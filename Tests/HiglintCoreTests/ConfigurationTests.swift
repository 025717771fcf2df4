import Foundation
import XCTest
@testable import HiglintCore
import HiglintTestSupport

final class ConfigurationTests: XCTestCase {
    private var scratch: ScratchFolder!
    private var folder: URL { scratch.url }

    override func setUpWithError() throws {
        scratch = try ScratchFolder(for: self)
    }

    @discardableResult
    private func write(_ text: String, _ name: String = ".higlint.yml") throws -> String {
        try scratch.write(text, name).path
    }

    private func error(_ text: String) throws -> String {
        let path = try write(text)
        do {
            _ = try ConfigurationFile.load(path)
            return "no error"
        } catch let error as ConfigurationError {
            return "\(error.position.line):\(error.position.column): \(error.message)"
        }
    }

    func testEveryKeyIsRead() throws {
        let path = try write("""
        edition: ios-2011
        locale: ko
        include: ["designs/**/*.screen"]
        exclude: "**/drafts/**"
        fail-on: warning
        baseline: baseline.json
        rules:
          popover-oversize: {severity: error, maxWidth: 640, maxViewportFraction: 0.75}
          popover-undersize: warning
          popover-nested: off
        """)
        let file = try ConfigurationFile.load(path)
        XCTAssertEqual(file.edition, .ios2011)
        XCTAssertEqual(file.locale, .ko)
        XCTAssertEqual(file.failOn, .warning)
        XCTAssertEqual(file.baseline, folder.path + "/baseline.json")
        XCTAssertEqual(file.rules["popover-oversize"], RuleSetting(severity: .some(.error), options: ["maxWidth": 640, "maxViewportFraction": 0.75]))
        XCTAssertEqual(file.rules["popover-nested"], RuleSetting(severity: .some(nil)))
        XCTAssertTrue(file.admits(walkedFile: folder.path + "/designs/a/b.screen", readers: .core))
        XCTAssertFalse(file.admits(walkedFile: folder.path + "/designs/drafts/b.screen", readers: .core))
        XCTAssertFalse(file.admits(walkedFile: folder.path + "/designs/a/b.yaml", readers: .core), "include replaces the default extensions")

        let configuration = file.configuration(for: folder.path + "/designs/a.yaml", base: LintConfiguration(edition: .ios2011), commandLine: [:])
        let oversize = lint("""
        screen: A
        platform: iPadOS
        elements:
          - type: button
            presents: {type: popover, size: {width: 630, height: 100}}
          - type: button
            presents: {type: popover, size: {width: 650, height: 100}}
        """, configuration: configuration)
        XCTAssertEqual(oversize.map { "\($0.range.start.line) \($0.ruleID) \($0.severity)" }, ["7 popover-oversize error"])
    }

    func testOverridesApplyInOrderAndTheCommandLineWins() throws {
        let path = try write("""
        rules:
          popover-oversize: warning
        overrides:
          - files: ["legacy/**"]
            rules: {popover-oversize: off}
          - files: ["legacy/keep/*.yaml"]
            rules: {popover-oversize: error}
        """)
        let file = try ConfigurationFile.load(path)
        func severity(_ relative: String, _ commandLine: [String: RuleSetting] = [:]) -> Severity?? {
            file.configuration(for: folder.path + "/" + relative, base: LintConfiguration(), commandLine: commandLine).severities["popover-oversize"]
        }
        XCTAssertEqual(severity("a.yaml"), .some(.warning))
        XCTAssertEqual(severity("legacy/a.yaml"), .some(nil))
        XCTAssertEqual(severity("legacy/keep/a.yaml"), .some(.error))
        XCTAssertEqual(severity("legacy/keep/a.yaml", ["popover-oversize": RuleSetting(severity: .some(.info))]), .some(.info))
    }

    func testExtendsFoldsTheBaseUnderThisFile() throws {
        try write("edition: ios-2017\nfail-on: warning\nrules:\n  popover-oversize: {severity: error, maxWidth: 500}\n  popover-nested: warning\n", "shared/base.yml")
        let path = try write("extends: shared/base.yml\nfail-on: error\nrules:\n  popover-oversize: {maxWidth: 650}\n")
        let file = try ConfigurationFile.load(path)
        XCTAssertEqual(file.edition, .ios2017)
        XCTAssertEqual(file.failOn, .error)
        XCTAssertEqual(file.rules["popover-oversize"], RuleSetting(severity: .some(.error), options: ["maxWidth": 650]))
        XCTAssertEqual(file.rules["popover-nested"], RuleSetting(severity: .some(.warning)))
    }

    func testExtendsCyclesAndMissingFilesAreErrorsAtTheKey() throws {
        try write("extends: ../.higlint.yml\n", "sub/b.yml")
        XCTAssertEqual(try error("rules: {}\nextends: sub/b.yml\n"), "1:10: 'extends' makes a cycle: .higlint.yml → b.yml → .higlint.yml")
        XCTAssertEqual(try error("extends: nowhere.yml\n"), "1:10: the extended configuration file '\(folder.path)/nowhere.yml' does not exist")
    }

    /// Issue #30: `extends: /etc/shadow` quoted the file's first line into the error (`unknown
    /// key 'root:*:…'`). Only `.yml` and `.yaml` files are read, and none over 256 KiB.
    func testExtendsReadsOnlyConfigurationFilesAndNoneTooLarge() throws {
        try write("root:*:19000:0:99999:7:::\nsecret: hunter2\n", "shadow")
        let refused = try error("extends: shadow\n")
        XCTAssertEqual(refused, "1:10: 'extends' names '\(folder.path)/shadow', which is not a configuration file (.yml or .yaml); higlint reads no other")
        XCTAssertFalse(refused.contains("root:") || refused.contains("hunter2"))
        XCTAssertFalse(try error("extends: /etc/passwd\n").contains("root"))
        try write("# " + String(repeating: "x", count: ConfigurationFile.maxFileSize) + "\n", "big.yml")
        XCTAssertEqual(try error("extends: big.yml\n"),
                       "1:10: the extended configuration file '\(folder.path)/big.yml' is 262147 bytes, over the 262144 higlint reads (a configuration is a few kilobytes)")
        try write("github.com:\n  oauth_token: gho_secret\n", "hosts.yml")
        let foreign = try error("extends: hosts.yml\n")
        XCTAssertEqual(foreign, "1:10: 'extends' names '\(folder.path)/hosts.yml', which holds no higlint setting; it is not a configuration file")
        try write("edition: current\n", "base.YAML")
        XCTAssertNoThrow(try ConfigurationFile.load(try write("extends: base.YAML\n")))
    }

    /// Issue #30: `maxViewportFraction: -5` was taken silently (every popover was oversize).
    func testOptionValuesOutOfRangeAreErrorsNamingTheRange() throws {
        XCTAssertEqual(try error("rules:\n  popover-oversize: {maxViewportFraction: -5}\n"),
                       "2:43: option 'maxViewportFraction' of popover-oversize is -5; the valid range is greater than 0 and at most 1 "
                       + "(a share of the viewport's area), or up to 100 as a percentage")
        XCTAssertEqual(try error("rules:\n  popover-oversize: {maxWidth: 0}\n"),
                       "2:32: option 'maxWidth' of popover-oversize is 0; the valid range is a number of points greater than 0")
        XCTAssertNotEqual(try error("rules:\n  popover-oversize: {maxWidth: .inf}\n"), "no error")
        XCTAssertNotEqual(try error("overrides:\n  - files: [a.yaml]\n    rules: {popover-oversize: {maxViewportFraction: 101}}\n"), "no error")
        for valid in ["maxViewportFraction: 0.75", "maxViewportFraction: 80", "maxWidth: 640"] {
            XCTAssertEqual(try error("rules:\n  popover-oversize: {\(valid)}\n"), "no error", valid)
        }
        for id in RuleRegistry.allIDs {
            for option in RuleRegistry.rule(id).map({ type(of: $0).description.options }) ?? [] {
                XCTAssertNotNil(ConfigurationFile.optionRanges[option.name], "\(option.name) has a range")
                XCTAssertTrue(ConfigurationFile.optionRanges[option.name]?.admits(option.defaultValue) ?? false, "\(option.name)'s default")
            }
        }
    }

    func testConfigurationErrorsPointAtTheirLineAndColumn() throws {
        XCTAssertEqual(try error("rules:\n  popover-nestd: error\n"), "2:3: unknown rule 'popover-nestd'; did you mean 'popover-nested'?")
        XCTAssertEqual(try error("edtion: current\n"), "1:1: unknown key 'edtion' in the configuration; did you mean 'edition'?")
        XCTAssertEqual(try error("fail-on: fatal\n"), "1:10: 'fail-on' is 'fatal'; expected one of info, warning, error")
        XCTAssertEqual(try error("fail-on: eror\n"), "1:10: 'fail-on' is 'eror'; expected one of info, warning, error; did you mean 'error'?")
        XCTAssertEqual(try error("rules:\n  popover-oversize: {maxWidht: 5}\n"),
                       "2:22: unknown key 'maxWidht' in rule 'popover-oversize'; did you mean 'maxWidth'?")
        XCTAssertEqual(try error("rules:\n  popover-oversize: {maxWidth: wide}\n"), "2:32: option 'maxWidth' of popover-oversize must be a number, not a string")
        XCTAssertEqual(try error("exclude: [\"designs/[abc\"]\n"), "1:11: bad glob: '[' is not closed in 'designs/[abc'")
        XCTAssertEqual(try error("rules: [1]\n"), "1:8: 'rules' must be a mapping, not a list")
        XCTAssertEqual(try error("rules:\n  popover-oversize: loud\n"), "2:21: severity is 'loud'; expected off, info, warning or error")
    }

    func testDiscoveryWalksUpToTheNearestFile() throws {
        let path = try write("edition: current\n")
        let nested = folder.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        XCTAssertEqual(ConfigurationFile.find(from: nested.path).map { URL(fileURLWithPath: $0).standardizedFileURL.path },
                       URL(fileURLWithPath: path).standardizedFileURL.path)
    }

    func testTheStarterConfigurationLintsExactlyLikeNoConfiguration() throws {
        let path = try write(StarterConfiguration.text())
        let file = try ConfigurationFile.load(path)
        let configured = file.configuration(for: folder.path + "/a.yaml", base: LintConfiguration(), commandLine: [:])
        for rule in RuleRegistry.guidelineRules {
            let description = type(of: rule).description
            XCTAssertEqual(configured.severity(of: description), LintConfiguration().severity(of: description), description.id)
        }
    }

    func testGlobs() throws {
        let cases: [(String, String, Bool)] = [
            ("*.yaml", "a.yaml", true), ("*.yaml", "x/y/a.yaml", true), ("*.yaml", "a.json", false),
            ("designs/*.yaml", "designs/a.yaml", true), ("designs/*.yaml", "designs/x/a.yaml", false),
            ("designs/**/*.yaml", "designs/a.yaml", true), ("designs/**/*.yaml", "designs/x/y/a.yaml", true),
            ("**/drafts/**", "a/drafts/b/c.yaml", true), ("**/drafts/**", "drafts/c.yaml", true), ("**/drafts/**", "draftsman/c.yaml", false),
            ("screen-?.json", "screen-1.json", true), ("screen-[0-4].json", "screen-7.json", false), ("screen-[!0-4].json", "screen-7.json", true),
            ("*.{yaml,yml}", "a.yml", true), ("{legacy,old}/**", "old/a.yaml", true), ("{legacy,old}/**", "new/a.yaml", false),
        ]
        for (pattern, path, expected) in cases {
            XCTAssertEqual(try Glob(pattern).matches(path), expected, "\(pattern) ~ \(path)")
        }
        XCTAssertThrowsError(try Glob("{a,b"))
        XCTAssertThrowsError(try Glob(""))
    }

    /// Issue #30: `{a,b}` alternatives were expanded into one pattern per combination when the
    /// configuration loaded: 110 bytes of them took 28 s and 3.7 GB. They are branches now.
    func testAlternativesAreMatchedWithoutBeingExpanded() throws {
        let start = Date()
        let many = try Glob(String(repeating: "{a,b}", count: 40) + "/**/{x,{y,{z,w}}}.yaml")
        XCTAssertTrue(many.matches(String(repeating: "ab", count: 20) + "/d/e/w.yaml"))
        XCTAssertFalse(many.matches(String(repeating: "ab", count: 20) + "/d/e/v.yaml"))
        XCTAssertFalse(many.matches(String(repeating: "ab", count: 19) + "/w.yaml"))
        let nested = try Glob(String(repeating: "{a,", count: 2_000) + String(repeating: "}", count: 2_000))
        XCTAssertTrue(nested.matches("a"))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1, "alternatives cost time in proportion to the pattern")
        XCTAssertThrowsError(try Glob("a}")) { XCTAssertEqual("\($0)", "'}' without '{' in 'a}'") }
        XCTAssertThrowsError(try Glob("{a,{b}")) { XCTAssertEqual("\($0)", "'{' is not closed in '{a,{b}'") }
    }

    /// The branches match what expanding them would: small random patterns against every path.
    func testAlternativesMatchAsTheirExpansionsWould() throws {
        func expansions(_ pattern: [Character]) -> [String] {
            guard let open = pattern.firstIndex(of: "{") else { return [String(pattern)] }
            var depth = 0, options: [[Character]] = [[]], close = open
            for index in (open + 1)..<pattern.count {
                let character = pattern[index]
                if character == "{" { depth += 1 }
                if character == "}" { if depth == 0 { close = index; break }; depth -= 1 }
                if character == ",", depth == 0 { options.append([]) } else { options[options.count - 1].append(character) }
            }
            return options.flatMap { expansions(Array(pattern[..<open]) + $0 + Array(pattern[(close + 1)...])) }
        }
        var generator = SystemRandomNumberGenerator()
        let paths = ["a", "b", "ab", "a/b", "b/a", "aa/b", "a/b/a", "ba/ab", "a/a/a/b", ""].filter { !$0.isEmpty }
        for _ in 0..<400 {
            var pattern = "", depth = 0
            for _ in 0..<Int.random(in: 1...9, using: &generator) {
                let pick = Int.random(in: 0..<9, using: &generator)
                switch pick {
                case 0: pattern += "{"; depth += 1
                case 1 where depth > 0: pattern += ","
                case 2 where depth > 0: pattern += "}"; depth -= 1
                case 3: pattern += "*"
                case 4: pattern += "/"
                case 5: pattern += "?"
                case 6: pattern += "**/"
                default: pattern += Bool.random(using: &generator) ? "a" : "b"
                }
            }
            pattern += String(repeating: "}", count: depth)
            let expanded = expansions(Array(pattern))
            // A pattern without `/` matches at any depth; judge only where each expansion agrees.
            // Expanding can also join stars (`*{*/}` to `**/`), which the branches do not: a
            // star next to a brace or comma is left out of the comparison.
            guard pattern.range(of: #"\*[{},]|[{},]\*"#, options: .regularExpression) == nil else { continue }
            guard expanded.allSatisfy({ $0.contains("/") == pattern.contains("/") }), !expanded.contains("") else { continue }
            let glob = try Glob(pattern)
            for path in paths {
                let expected = try expanded.contains { try Glob($0).matches(path) }
                XCTAssertEqual(glob.matches(path), expected, "\(pattern) ~ \(path)")
            }
        }
    }

    private func lint(_ text: String, configuration: LintConfiguration) -> [Diagnostic] {
        Linter(configuration: configuration).lint(bytes: Array(text.utf8), path: "a.yaml")
    }
}

final class OversizeOptionTests: XCTestCase {
    /// rules.md writes the area threshold as "[80]%": 75 and 0.75 mean the same.
    func testViewportFractionAcceptsAPercentage() {
        let screen = """
        screen: A
        platform: iPadOS
        viewport: {width: 100, height: 100}
        elements:
          - type: button
            presents: {type: popover, size: {width: 90, height: 85}}
        """
        for value in [0.75, 75] {
            let diagnostics = lint(screen, options: ["popover-oversize": ["maxViewportFraction": value]])
            XCTAssertEqual(diagnostics.map(\.ruleID), ["popover-oversize"], "\(value)")
        }
        XCTAssertEqual(lint(screen, options: ["popover-oversize": ["maxViewportFraction": 80]]).map(\.ruleID), [])
    }
}
