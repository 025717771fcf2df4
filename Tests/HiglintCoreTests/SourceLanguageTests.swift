import Foundation
import XCTest
@testable import HiglintCore

/// sources.md, "Findings speak the file's language": a finding in Swift says what to change in
/// Swift, one in a storyboard or xib what to change in Interface Builder, and neither names a key
/// of the screen format.
final class SourceLanguageTests: XCTestCase {
    /// Ways a message names a key of the screen format (docs/screen-format.md): words only a
    /// screen description has, and a key written as code (`arrow`, `frame:`, `dismiss.…`).
    static let yamlKeyPatterns = [
        #"\bcompactAdaptation\b"#, #"\boutsideTap\b"#, #"\bonSelection\b"#, #"\bmultipleSelection\b"#, #"\bsizeClass\b"#,
        #"\bpassthrough\b(?!Views)"#, #"\bresize\.animated\b"#, #"\bdismiss\."#, #"`arrow\b"#, #"\barrow:"#, #"`frame\b"#,
        #"\bframe:"#, #"\bvisible:"#, #"`visible\b"#, #"\bpurpose:"#, #"\bapi:"#, #"\bmodal:"#, #"\bcontent:"#, #"\bsize:"#,
        #"\bid\b"#, #"\bframe\b(?!\()"#,
    ]

    static func yamlKeys(in text: String) -> [String] {
        yamlKeyPatterns.filter { text.range(of: $0, options: .regularExpression) != nil }
    }

    /// The `{name}` arguments a template fills in.
    static func arguments(of template: String) -> Set<String> {
        let pattern = try! NSRegularExpression(pattern: #"\{(\w+)[}|]"#)
        let range = NSRange(template.startIndex..., in: template)
        return Set(pattern.matches(in: template, range: range).compactMap { match in
            Range(match.range(at: 1), in: template).map { String(template[$0]) }
        })
    }

    /// Every template of every rule, as chosen for a finding in Swift and in a storyboard or xib,
    /// names no key of the screen format, in English and Korean: a template that names one has
    /// `swift:` and `interfaceBuilder:` wordings (but for a kind in the rule's `notIn`), which fill
    /// in only what the finding gives.
    func testEveryTemplateHasASwiftAndAnInterfaceBuilderWordingThatNamesNoYAMLKey() throws {
        var variants = 0
        for rule in RuleRegistry.guidelineRules {
            let id = type(of: rule).description.id
            let entry = try XCTUnwrap(RuleCatalog.shared[id], id)
            for key in entry.messages.keys.sorted() {
                let given = Self.arguments(of: entry.messages[key]!.en).union(Self.arguments(of: entry.messages[key]!.ko))
                for kind in [SourceKind.swift, .interfaceBuilder] {
                    if entry.variants[key]?[kind] != nil { variants += 1 }
                    // A kind of file the rule cannot fire on (`notIn`) has no finding to word.
                    guard entry.notIn[kind] == nil else { continue }
                    let text = try XCTUnwrap(entry.message(key, for: kind), "\(id).\(key)")
                    for (language, words) in [("en", text.en), ("ko", text.ko)] {
                        XCTAssertEqual(Self.yamlKeys(in: words), [], "\(id).\(key) for \(kind) (\(language)) names a YAML key: \(words)")
                        XCTAssertTrue(Self.arguments(of: words).isSubset(of: given),
                                      "\(id).\(key) for \(kind) (\(language)) fills in what the finding does not give: \(words)")
                    }
                }
            }
        }
        XCTAssertGreaterThan(variants, 20)
        // A screen description's finding keeps the message itself.
        let compact = try XCTUnwrap(RuleCatalog.shared["popover-in-compact"])
        XCTAssertEqual(compact.message("compact", for: .screenDescription)?.en, compact.messages["compact"]?.en)
        // In code, a SwiftUI popover and a UIKit one are changed in different places.
        XCTAssertTrue(compact.message("compact", for: .swift)?.en.contains(".presentationCompactAdaptation(.sheet)") ?? false)
        XCTAssertFalse(compact.message("compact", for: .swift)?.en.contains("`.formSheet`") ?? true)
        XCTAssertTrue(compact.message("compactUIKit", for: .swift)?.en.contains("`.formSheet`") ?? false)
        XCTAssertFalse(compact.message("compactUIKit", for: .swift)?.en.contains("presentationCompactAdaptation") ?? true)
    }

    /// In a storyboard the old popover segue is changed by its kind, not by code: its findings say
    /// which Kind to choose, and no UIKit class to write.
    func testTheOldPopoverSegueIsToldToBecomeAPresentAsPopoverSegue() throws {
        let url = Checkout.fixtures.appendingPathComponent("interface-builder/legacy-popover-segue.storyboard")
        let diagnostics = Linter().lint(bytes: [UInt8](try Data(contentsOf: url)), path: "Legacy.storyboard")
        XCTAssertEqual(diagnostics.map(\.ruleID).sorted(), ["popover-deprecated-api", "popover-in-compact"])
        for diagnostic in diagnostics {
            XCTAssertTrue(diagnostic.message.contains("Present As Popover (`kind=\"popoverPresentation\"`)"), diagnostic.message)
            XCTAssertFalse(diagnostic.message.contains("UIPopoverPresentationController"), diagnostic.message)
        }
    }
}
