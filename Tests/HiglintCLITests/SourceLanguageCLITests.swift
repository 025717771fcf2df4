import Foundation
import XCTest

/// sources.md, "Findings speak the file's language", through the binary: over every Swift,
/// storyboard and xib fixture, in every edition and both languages, no finding's message names a
/// key of the screen format, an Interface Builder object id, or a popover as `'popover'` or by
/// its position (`popover (5:34)`), in the text and JSON reports alike.
final class SourceLanguageCLITests: XCTestCase {
    static let yamlKeyPatterns = [
        #"\bcompactAdaptation\b"#, #"\boutsideTap\b"#, #"\bonSelection\b"#, #"\bmultipleSelection\b"#, #"\bsizeClass\b"#,
        #"\bpassthrough\b(?!Views)"#, #"\bresize\.animated\b"#, #"\bdismiss\."#, #"`arrow\b"#, #"\barrow:"#, #"`frame\b"#,
        #"\bframe:"#, #"\bvisible:"#, #"`visible\b"#, #"\bpurpose:"#, #"\bapi:"#, #"\bmodal:"#, #"\bcontent:"#, #"\bsize:"#,
        #"\bid\b"#, #"\bframe\b(?!\()"#,
        // What people never see: object ids, a popover named by its type or position.
        #"'[A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3}'"#, #"'popover'"#, #"\w+ \(\d+:\d+\)"#,
    ]

    func testSwiftAndInterfaceBuilderFindingsNameNoYAMLKeyAndNoObjectID() throws {
        let fixtures = ["Fixtures/swift", "Fixtures/interface-builder", "Fixtures/joins", "Fixtures/examples/ipad-library.storyboard"]
            .map { HiglintBinary.checkout.appendingPathComponent($0).path }
        var messages = 0
        for locale in ["en", "ko"] {
            for edition in ["current", "ios-2017", "ios-2011"] {
                let run = try HiglintBinary.run(["--format", "json", "--locale", locale, "--edition", edition] + fixtures)
                let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
                for diagnostic in report["diagnostics"] as? [[String: Any]] ?? [] {
                    let file = diagnostic["file"] as? String ?? ""
                    guard [".swift", ".storyboard", ".xib"].contains(where: file.hasSuffix) else { continue }
                    let message = diagnostic["message"] as? String ?? ""
                    messages += 1
                    // popover-word-in-copy quotes the copy that says 'popover'.
                    let quotesCopy = diagnostic["rule"] as? String == "popover-word-in-copy"
                    for pattern in Self.yamlKeyPatterns where message.range(of: pattern, options: .regularExpression) != nil
                        && !(quotesCopy && pattern == #"'popover'"#) {
                        XCTFail("\(file) (\(locale), \(edition)): `\(pattern)` in: \(message)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(messages, 50)
    }

    /// The words chosen for each kind of file, and popovers named by what people see.
    func testAFindingSaysWhatToChangeInItsFilesLanguage() throws {
        let swift = try HiglintBinary.run([HiglintBinary.checkout.appendingPathComponent("Fixtures/swift/iphone-popover-kept-in-compact.swift").path])
        XCTAssertTrue(swift.stdout.contains("`.presentationCompactAdaptation(.sheet)`"), swift.stdout)
        let storyboard = try HiglintBinary.run([HiglintBinary.checkout.appendingPathComponent("Fixtures/interface-builder/crlf-bom-korean.storyboard").path])
        XCTAssertTrue(storyboard.stdout.contains("Attributes inspector"), storyboard.stdout)
        let nested = try HiglintBinary.run([HiglintBinary.checkout.appendingPathComponent("Fixtures/examples/ipad-library.storyboard").path])
        XCTAssertTrue(nested.stdout.contains("inside popover 'Filter'"), nested.stdout)
        // A bar button item is named as the Attributes inspector names its system item.
        let bar = try HiglintBinary.run([HiglintBinary.checkout.appendingPathComponent("Fixtures/interface-builder/ipad-bar-buttons.storyboard").path])
        XCTAssertTrue(bar.stdout.contains("'Cancel' (cancel) closes a popover"), bar.stdout)
        let yaml = try HiglintBinary.run([HiglintBinary.checkout.appendingPathComponent("Fixtures/examples/iphone-share.yaml").path])
        XCTAssertTrue(yaml.stdout.contains("set dismiss.outsideTap to save"), yaml.stdout)
    }
}
