import Foundation
import XCTest
@testable import HiglintCore

/// Korean output reads as seed 004 does: particles chosen for the word printed (never 이(가) or
/// 을(를)), vocabulary values as Korean words, 컨텐츠 as 004 writes it, the element that revealed
/// a popover named as such rather than 소스, and no English word of the vocabulary left bare in
/// a Korean sentence.
final class KoreanTextTests: XCTestCase {
    /// Written alternatives for a particle: the renderer chooses instead.
    static let alternatives = ["(가)", "(이)", "(를)", "(을)", "(는)", "(은)", "(와)", "(과)", "(으)로", "(이)나", "(이)라는"]
    /// Spellings 004 does not use for terms the catalog uses.
    static let foreignTerms = ["콘텐츠", "소스"]

    static func problems(in text: String) -> [String] {
        (alternatives + foreignTerms).filter { text.contains($0) }
    }

    /// Vocabulary values that print as Korean words (`Korean.words`) found as bare ASCII words in
    /// Korean text, outside quotes and backticks (values quoted from the file or spelled as
    /// people type them) and outside `key: value` spellings.
    static func bareVocabulary(in text: String) -> [String] {
        var stripped = text
        // Quoted text, `key: value` spellings, and hyphenated ids (popover-in-compact).
        for pattern in ["'[^']*'", "`[^`]*`", "\"[^\"]*\"", "[A-Za-z.]+: [A-Za-z]+", "[A-Za-z]+(-[A-Za-z]+)+"] {
            stripped = stripped.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        let words = stripped.split { !($0.isASCII && $0.isLetter) }.map(String.init)
        return words.filter { Korean.words[$0] != nil }
    }

    // MARK: Representative arguments

    /// Values each placeholder of a guideline rule's messages is filled with: every value of a
    /// vocabulary, and ids and numbers that end in a vowel, a consonant and ㄹ.
    static let samples: [String: [String]] = {
        let ids = ["nameField", "title", "tagPicker", "popover (12:9)", "map"]
        let numbers = ["12", "320", "4.5", "7"]
        let colours = ["#1E1E1E", "#FFFFFF", "#000000"]
        var samples: [String: [String]] = [
            "type": ElementType.presentationTypes.map(\.rawValue),
            "purpose": Purpose.allCases.map(\.rawValue),
            "role": Role.allCases.map(\.rawValue),
            "bar": ["toolbar", "navigationBar", "tabBar"],
            "key": CopyKey.allCases.map(\.rawValue),
            "platform": Platform.allCases.map(\.rawValue),
            // An id (omits), or the type of a sibling without one (unnamed).
            "sibling": ["nameField", "barButton", "button", "menuButton", "title"],
            "foreground": colours, "background": colours, "detached": colours,
            "fix": ["y: 64", "x: 0, y: 0, width: 320, height: 200"],
            "suggestion": ["up", "any", "down, left"],
            "permitted": ["up, down", "left", "right"],
            "fitting": ["up", "down, left"],
            "adaptation": ["none", "popover"],
            "method": ["presentOptionsMenu(from:in:animated:)", "present(from:in:animated:completionHandler:)"],
            "word": ["popover", "popovers", "팝오버"],
        ]
        for name in ["source", "popover", "other", "outer", "child", "element", "view"] { samples[name] = ids }
        for name in ["width", "height", "ratio", "minRatio", "percent", "maxPercent", "size", "viewport", "maxWidth",
                     "minWidth", "left", "right", "top", "bottom", "difference", "maxDifference"] {
            samples[name] = numbers
        }
        return samples
    }()

    /// Renders `template` once for every sample of every placeholder (the others at their first).
    static func renderings(of template: String, locale: MessageLocale = .ko,
                           samples: [String: [String]] = samples) throws -> [String] {
        let names = MessageTemplate.placeholderNames(in: template)
        var base: [String: String] = [:]
        for name in names {
            base[name] = try XCTUnwrap(samples[name]?.first, "no sample value for {\(name)}: add one to KoreanTextTests.samples")
        }
        var result = [MessageTemplate.render(template, base, locale: locale)]
        for name in names {
            for value in samples[name]!.dropFirst() {
                var arguments = base
                arguments[name] = value
                result.append(MessageTemplate.render(template, arguments, locale: locale))
            }
        }
        return result
    }

    // MARK: Guideline rules' messages

    func testEveryKoreanMessageOfEveryRuleRendersAsKorean() throws {
        var checked = 0
        for entry in RuleCatalog.shared.entries.values.sorted(by: { $0.id < $1.id }) {
            for (key, text) in entry.messages.sorted(by: { $0.key < $1.key }) {
                let label = "\(entry.id).\(key)"
                XCTAssertEqual(MessageTemplate.unknownModifiers(in: text.ko), [], label)
                XCTAssertEqual(MessageTemplate.unknownModifiers(in: text.en), [], label)
                XCTAssertEqual(Set(MessageTemplate.placeholderNames(in: text.ko)), Set(MessageTemplate.placeholderNames(in: text.en)),
                               "\(label): the Korean message fills other placeholders than the English")
                for rendered in try Self.renderings(of: text.ko) {
                    checked += 1
                    XCTAssertEqual(Self.problems(in: rendered), [], "\(label): \(rendered)")
                    XCTAssertEqual(Self.bareVocabulary(in: rendered), [], "\(label): English word in Korean: \(rendered)")
                    XCTAssertFalse(rendered.contains("{"), "\(label): a placeholder is left: \(rendered)")
                }
                for rendered in try Self.renderings(of: text.en, locale: .en) {
                    let unquoted = rendered.replacingOccurrences(of: "'[^']*'", with: "", options: .regularExpression)
                    XCTAssertTrue(unquoted.unicodeScalars.allSatisfy { !(0xAC00...0xD7A3).contains($0.value) },
                                  "\(label): Korean in the English message: \(rendered)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 200)
    }

    /// The rules whose English prints a vocabulary value as a word: the Korean prints its word.
    func testVocabularyValuesPrintAsKoreanWords() throws {
        func message(_ id: String, _ key: String, _ arguments: [String: String]) throws -> String {
            let template = try XCTUnwrap(RuleCatalog.shared[id]?.messages[key]?.ko, "\(id).\(key)")
            return MessageTemplate.render(template, arguments, locale: .ko)
        }
        XCTAssertEqual(try message("popover-over-popover", "over", ["type": "sheet", "popover": "eventDetails"]),
                       "이 시트가 팝오버 'eventDetails' 위에 표시됩니다. 팝오버 위에는 얼러트만 표시할 수 있으므로, 시트를 표시하기 전에 'eventDetails'를 닫거나 이 단계를 팝오버 안에서 보여 주십시오.")
        let panel = try message("popover-over-popover", "over", ["type": "panel", "popover": "tags"])
        XCTAssertTrue(panel.hasPrefix("이 패널이 팝오버 'tags' 위에") && panel.contains("패널을 표시하기 전에 'tags'를 닫거나"), panel)
        XCTAssertTrue(try message("popover-over-popover", "over", ["type": "fullScreen", "popover": "p"]).hasPrefix("이 전체 화면 뷰가"))
        XCTAssertTrue(try message("popover-menu-stays-open", "staysOpen", ["purpose": "selection"]).hasPrefix("용도가 선택인 이 팝오버는"))
        XCTAssertTrue(try message("popover-menu-stays-open", "staysOpen", ["purpose": "actionSheet"]).hasPrefix("용도가 액션 시트인"))
        XCTAssertTrue(try message("popover-task-scrolls", "scrolls", ["purpose": "task"]).hasPrefix("용도가 작업인 이 팝오버는"))
        XCTAssertTrue(try message("popover-close-button", "noEdits", ["child": "doneButton", "role": "done"])
            .hasPrefix("'doneButton'(완료) 버튼은"))
        XCTAssertTrue(try message("popover-close-button", "close", ["child": "close"]).hasPrefix("'close'는 닫기 버튼입니다."))
        XCTAssertTrue(try message("popover-unsupported-platform", "platform", ["platform": "tvOS"]).hasPrefix("tvOS는 팝오버를"))
        XCTAssertTrue(try message("popover-single-tap-switch", "unnamed", ["sibling": "barButton", "bar": "navigationBar"])
            .hasPrefix("같은 내비게이션 바의 바 버튼도"))
        XCTAssertTrue(try message("popover-single-tap-switch", "omits", ["sibling": "share", "bar": "toolbar"])
            .contains("같은 툴바의 'share'도") )
        XCTAssertTrue(try message("popover-word-in-copy", "word", ["key": "placeholder", "word": "popover"])
            .hasPrefix("이 플레이스홀더 문구에 'popover'라는 단어가"))
        XCTAssertTrue(try message("popover-covers-source", "overlap", ["source": "share", "width": "44", "height": "24", "fix": "y: 64"])
            .hasPrefix("이 팝오버의 frame이 팝오버를 드러낸 요소 'share'와 44×24포인트 겹칩니다."))
    }

    /// End to end: every bad example of the catalog, linted in Korean.
    func testEveryBadExampleReadsAsKorean() throws {
        for entry in RuleCatalog.shared.entries.values.sorted(by: { $0.id < $1.id }) {
            for (offset, example) in entry.badExamples.enumerated() where example.format != "swift" {
                let diagnostics = lint(example.text, name: "bad-\(offset).\(example.format)", edition: example.edition,
                                       locale: .ko, enabling: [entry.id])
                for diagnostic in diagnostics {
                    XCTAssertEqual(Self.problems(in: diagnostic.message), [], "\(entry.id): \(diagnostic.message)")
                    XCTAssertEqual(Self.bareVocabulary(in: diagnostic.message), [], "\(entry.id): \(diagnostic.message)")
                }
            }
        }
    }

    // MARK: Everything else in Korean

    func testCatalogTextsOptionsExplanationsAndDescriptorsHaveNoAlternativesOrForeignTerms() throws {
        for rule in RuleRegistry.guidelineRules {
            let description = type(of: rule).description
            let entry = try XCTUnwrap(RuleCatalog.shared[description.id])
            for (field, text) in [("title", entry.title.ko), ("summary", entry.summary.ko), ("rationale", entry.rationale.ko)] {
                XCTAssertEqual(Self.problems(in: text), [], "\(entry.id) \(field): \(text)")
                XCTAssertEqual(Self.bareVocabulary(in: text), [], "\(entry.id) \(field): \(text)")
            }
            for option in description.options {
                XCTAssertEqual(Self.problems(in: option.koreanSummary), [], "\(entry.id).\(option.name)")
            }
            for edition in Edition.allCases {
                let explained = ExplainText.render(entry, description: description, edition: edition, locale: .ko)
                XCTAssertEqual(Self.problems(in: explained), [], "explain \(entry.id) (\(edition))")
                for english in ["API reference", "Severity:", "off by default", "Rationale:\n", "Options:\n"] {
                    XCTAssertFalse(explained.contains(english), "explain \(entry.id) (\(edition)) says '\(english)'")
                }
            }
        }
        for descriptor in RuleDescriptor.all(edition: .ios2017, locale: .ko) {
            XCTAssertEqual(Self.problems(in: descriptor.helpText), [], descriptor.id)
        }
        let closeButton = try XCTUnwrap(RuleDescriptor.all(edition: .current, locale: .ko).first { $0.id == "popover-close-button" })
        XCTAssertTrue(closeButton.helpText.hasSuffix("`higlint explain popover-close-button`으로 좋은 예와 나쁜 예를 볼 수 있습니다."),
                      closeButton.helpText)
    }

    func testSchemaAndSuppressionMessagesChooseTheirParticles() throws {
        let samples: [String: [String]] = [
            "format": ["YAML", "JSON"], "problem": ["did not find expected key"], "size": ["20000000"], "limit": ["1000"],
            "owner": ["element", "screen", "frame"], "key": ["tpye", "title", "frame"], "expected": ["a string", "a number",
            "true or false", "one of sheet, popover", "a list of element ids"], "found": ["a list", "a mapping", "nothing (null)"],
            "value": ["sheet", "bogus"], "allowed": ["popover, sheet"], "suggestion": ["type", "popover"],
            "type": ["sheet", "fullScreen", "button", "panel"], "id": ["a", "nameField", "title"], "line": ["3", "10"],
            "rule": ["popover-arrow", "popover-close-button"],
        ]
        let localizedSamples = samples.mapValues { values in values.map { SchemaRule.localized(["found": $0], .ko)["found"]! } }
        var templates = SchemaRule.messages.map { ($0.key, $0.value.en, $0.value.ko) }
        templates += Suppressions.messages.map { ("suppression.\($0.key)", $0.value.en, $0.value.ko) }
        for (key, english, korean) in templates {
            XCTAssertEqual(MessageTemplate.unknownModifiers(in: korean), [], key)
            XCTAssertEqual(Set(MessageTemplate.placeholderNames(in: korean)), Set(MessageTemplate.placeholderNames(in: english)), key)
            for rendered in try Self.renderings(of: korean, samples: samples) + Self.renderings(of: korean, samples: localizedSamples) {
                XCTAssertEqual(Self.problems(in: rendered), [], "\(key): \(rendered)")
                XCTAssertFalse(rendered.contains("{"), "\(key): \(rendered)")
            }
        }
        XCTAssertEqual(lint("screen: A\nplatform: iOS\nelements:\n  - id: a\n    type: sheet\n", locale: .ko).map(\.message),
                       ["시트는 프레젠테이션이므로 'presents' 아래에만 올 수 있습니다."])
        for rule in SchemaRule.allCases {
            XCTAssertTrue(rule.summary(.ko).unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }, rule.rawValue)
        }
    }
}
