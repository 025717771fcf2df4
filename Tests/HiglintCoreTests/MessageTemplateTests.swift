import XCTest
@testable import HiglintCore

/// The template language of messages: `{name}`, `{name|word}`, particles after placeholders, and
/// the final-sound heuristic the particles use.
final class MessageTemplateTests: XCTestCase {
    // MARK: Plain placeholders, as before

    func testPlainPlaceholdersFillAndUnknownOnesStayVisible() {
        XCTAssertEqual(MessageTemplate.render("no braces", ["a": "b"]), "no braces")
        XCTAssertEqual(MessageTemplate.render("'{id}' at {line}", ["id": "nameField", "line": "3"]), "'nameField' at 3")
        XCTAssertEqual(MessageTemplate.render("{missing} and {id}", ["id": "x"]), "{missing} and x")
        XCTAssertEqual(MessageTemplate.render("open { without close", [:]), "open { without close")
        XCTAssertEqual(MessageTemplate.render("{id}{id}", ["id": "팝오버"], locale: .ko), "팝오버팝오버")
    }

    // MARK: |word

    func testWordTranslatesVocabularyInKoreanOnly() {
        let arguments = ["type": "actionSheet", "role": "cancel", "id": "nameField", "purpose": "information"]
        XCTAssertEqual(MessageTemplate.render("{type|word}, {role|word}, {id|word}, {purpose|word}", arguments, locale: .ko),
                       "액션 시트, 취소, nameField, 정보")
        XCTAssertEqual(MessageTemplate.render("{type|word}, {role|word}, {id|word}", arguments, locale: .en),
                       "actionSheet, cancel, nameField")
        XCTAssertEqual(MessageTemplate.render("{type|word}", ["type": "fullScreen"], locale: .ko), "전체 화면 뷰")
        XCTAssertEqual(MessageTemplate.render("{bar|word}", ["bar": "navigationBar"], locale: .ko), "내비게이션 바")
    }

    func testEveryVocabularyValueHasAKoreanWord() {
        let values = ElementType.allCases.map(\.rawValue) + Role.allCases.map(\.rawValue) + Purpose.allCases.map(\.rawValue)
        for value in values {
            let word = Korean.word(for: value)
            XCTAssertNotEqual(word, value, "\(value) has no Korean word")
            XCTAssertTrue(word.unicodeScalars.allSatisfy { $0 == " " || (0xAC00...0xD7A3).contains($0.value) },
                          "\(value) → \(word) is not a Korean word")
        }
        XCTAssertEqual(Korean.word(for: "popover"), "팝오버")
        XCTAssertEqual(Korean.word(for: "alert"), "얼러트")
        XCTAssertEqual(Korean.word(for: "destructive"), "삭제")
        XCTAssertEqual(Korean.word(for: "toolbar"), "툴바")
        XCTAssertEqual(Korean.word(for: "tabBar"), "탭 바")
    }

    // MARK: Particles

    private func ko(_ template: String, _ value: String) -> String {
        MessageTemplate.render(template, ["x": value], locale: .ko)
    }

    func testParticlesFollowTheFinalSoundOfWhatIsPrinted() {
        XCTAssertEqual(ko("{x|을}", "팝오버"), "팝오버를")
        XCTAssertEqual(ko("{x|를}", "버튼"), "버튼을")
        XCTAssertEqual(ko("{x|word|을}", "sheet"), "시트를")
        XCTAssertEqual(ko("{x|word|을}", "menu"), "메뉴를")
        XCTAssertEqual(ko("{x|word|이}", "panel"), "패널이")
        XCTAssertEqual(ko("{x|word|가}", "sheet"), "시트가")
        XCTAssertEqual(ko("{x|word|은}", "fullScreen"), "전체 화면 뷰는")
        XCTAssertEqual(ko("{x|word|와}", "button"), "버튼과")
        XCTAssertEqual(ko("{x|word|과}", "alert"), "얼러트와")
        XCTAssertEqual(ko("{x|word|으로}", "panel"), "패널로")
        XCTAssertEqual(ko("{x|word|로}", "button"), "버튼으로")
        XCTAssertEqual(ko("{x|word|으로}", "sheet"), "시트로")
        XCTAssertEqual(ko("{x|word|나}", "panel"), "패널이나")
        XCTAssertEqual(ko("{x|word|이나}", "menu"), "메뉴나")
        XCTAssertEqual(ko("{x|라는}", "popover"), "popover라는")
        XCTAssertEqual(ko("{x|이라는}", "팝오버 창"), "팝오버 창이라는")
        XCTAssertEqual(ko("{x|여야}", "문자열"), "문자열이어야")
        XCTAssertEqual(ko("{x|이어야}", "true 또는 false"), "true 또는 false여야")
    }

    func testParticlesAfterQuotesDecideOnTheQuotedText() {
        XCTAssertEqual(ko("'{x}'{을}", "nameField"), "'nameField'를")
        XCTAssertEqual(ko("'{x}'{를}", "name"), "'name'을")
        XCTAssertEqual(ko("'{x}'{와}", "title"), "'title'과")
        XCTAssertEqual(ko("요소 '{x}'{으로}", "panel"), "요소 'panel'로")
        XCTAssertEqual(ko("({x}){는}", "12"), "(12)는")
        XCTAssertEqual(ko("버튼{을} 누르고 {x|word}{를}", "sheet"), "버튼을 누르고 시트를")
        XCTAssertEqual(ko("{x|을}", "'name'"), "'name'을")
        XCTAssertEqual(ko("{x|을}", "'title'"), "'title'을")
        XCTAssertEqual(ko("{x|을}", "'nameField'"), "'nameField'를")
        XCTAssertEqual(ko("{x|으로}", "`frame: [0, 0, 320, 200]`"), "`frame: [0, 0, 320, 200]`으로")
        XCTAssertEqual(ko("{x|은}", "(\"저장\")"), "(\"저장\")은")
    }

    func testParticlesWithoutWordUseTheValueAsPrintedInEnglishToo() {
        // A particle is Korean text: it goes where it is written, in either locale.
        XCTAssertEqual(MessageTemplate.render("{x|을}", ["x": "sheet"], locale: .en), "sheet를")
        XCTAssertEqual(MessageTemplate.render("{x|word|을}", ["x": "panel"], locale: .en), "panel을")
    }

    func testUnknownModifiersStayVisible() {
        XCTAssertEqual(ko("{x|bogus}", "sheet"), "{x|bogus}")
        XCTAssertEqual(ko("{y|을}", "sheet"), "{y|을}")
        XCTAssertEqual(MessageTemplate.unknownModifiers(in: "{a|word|을} {b|을를} {c} {d|word}"), ["b|을를"])
        XCTAssertEqual(MessageTemplate.placeholderNames(in: "{a|word|을} '{b}'{를} {a} {c|와}"), ["a", "b", "c"])
    }

    // MARK: The final-sound heuristic

    private func assertSound(_ cases: [String: Korean.FinalSound], file: StaticString = #filePath, line: UInt = #line) {
        for (text, expected) in cases.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(Korean.finalSound(of: text), expected, "final sound of \(text)", file: file, line: line)
        }
    }

    func testHangulDecidesByItsBatchim() {
        assertSound(["팝오버": .vowel, "시트": .vowel, "메뉴": .vowel, "얼러트": .vowel, "액션 시트": .vowel,
                     "버튼": .consonant, "컨텐츠 영역": .consonant, "목록": .consonant, "정보": .vowel,
                     "패널": .rieul, "레이블": .rieul, "구분선": .consonant, "닫기": .vowel, "ㄹ": .rieul, "ㅂ": .consonant])
    }

    func testDigitsReadAsKoreanNumbers() {
        assertSound(["0": .consonant, "1": .rieul, "2": .vowel, "3": .consonant, "4": .vowel, "5": .vowel,
                     "6": .consonant, "7": .rieul, "8": .rieul, "9": .vowel, "12": .vowel, "13": .consonant,
                     "10": .consonant, "20": .consonant, "100": .consonant, "600": .consonant, "1000": .consonant,
                     "1,000": .consonant, "10000": .consonant, "120000": .consonant, "100000000": .consonant,
                     "1000000000000": .vowel, "4.5": .vowel, "4.50": .consonant, "2.1": .rieul, "320": .consonant,
                     "4.5:1": .rieul, "3:1": .rieul, "line 12": .vowel, "x 0–400": .consonant, "007": .rieul])
    }

    func testLatinWordsReadAsLoanwords() {
        assertSound([
            // final l, m, n, ng
            "panel": .rieul, "cancel": .rieul, "label": .rieul, "toolbar": .vowel, "form": .consonant,
            "item": .consonant, "button": .consonant, "screen": .consonant, "string": .consonant, "warning": .consonant,
            // silent e
            "name": .consonant, "title": .rieul, "toggle": .rieul, "table": .rieul, "file": .rieul, "done": .consonant,
            "none": .consonant, "inline": .consonant, "frame": .consonant, "close": .vowel, "image": .vowel,
            "save": .vowel, "free": .vowel, "true": .vowel, "false": .vowel, "type": .consonant,
            // closed syllables
            "app": .consonant, "map": .consonant, "popup": .consonant, "tab": .consonant, "set": .consonant,
            "input": .consonant, "format": .consonant, "widget": .consonant, "layout": .consonant,
            "stack": .consonant, "click": .consonant, "book": .consonant, "graphic": .consonant, "group": .consonant,
            // open endings
            "sheet": .vowel, "text": .vowel, "alert": .vowel, "default": .vowel, "point": .vowel, "right": .vowel,
            "link": .vowel, "network": .vowel, "help": .vowel, "field": .vowel, "dialog": .vowel, "box": .vowel,
            "menu": .vowel, "sync": .vowel, "search": .vowel, "check": .vowel, "loop": .vowel, "pt": .vowel,
            // camelCase reads its last word
            "nameField": .vowel, "tabBar": .vowel, "navigationBar": .vowel, "actionSheet": .vowel,
            "fullScreen": .consonant, "datePicker": .vowel, "scrollView": .vowel, "segmentedControl": .rieul,
            "saveButton": .consonant, "colorPicker": .vowel, "deleteItem": .consonant, "shareApp": .consonant,
        ])
    }

    func testLetterNamesOfAcronymsAndLoneLetters() {
        assertSound(["iOS": .vowel, "iPadOS": .vowel, "macOS": .vowel, "visionOS": .vowel, "tvOS": .vowel,
                     "watchOS": .vowel, "URL": .rieul, "HTML": .rieul, "API": .vowel, "UI": .vowel, "PDF": .vowel,
                     "ID": .vowel, "CPU": .vowel, "RAM": .consonant, "IBM": .consonant, "PNG": .vowel, "CAN": .consonant,
                     "#1E1E1E": .vowel, "#1e1e1e": .vowel, "#FFFFFF": .vowel, "#00000A": .vowel, "#FFFFFL": .rieul,
                     "x": .vowel, "m": .consonant, "pageN": .consonant, "HTTPS": .vowel, "WARNING": .consonant,
                     "CANCEL": .rieul, "UIPopoverController": .vowel, "NSPopover": .vowel,
                     "SwiftUI.popover": .vowel, "UIPopoverPresentationController": .vowel])
    }

    func testClosingMarksAreSkipped() {
        assertSound(["'nameField'": .vowel, "'name'": .consonant, "'title'": .rieul, "\"Done\"": .consonant,
                     "(panel)": .rieul, "[up, down]": .consonant, "`arrow: up`": .consonant, "sheet.": .vowel,
                     "\u{2018}패널\u{2019}": .rieul, "「버튼」": .consonant, "title…": .rieul, "'": .vowel, "": .vowel])
    }

    func testSymbolsAndOtherScripts() {
        assertSound(["50%": .vowel, "#": .consonant, "a+": .vowel, "ほん": .consonant, "メニュー": .vowel, "菜单": .vowel])
    }

    func testTheBriefsExamples() {
        XCTAssertEqual(ko("{x|을}", "팝오버"), "팝오버를")
        XCTAssertEqual(ko("{x|을}", "시트"), "시트를")
        XCTAssertEqual(ko("{x|을}", "메뉴"), "메뉴를")
        XCTAssertEqual(ko("'{x}'{을}", "name"), "'name'을")
        XCTAssertEqual(ko("'{x}'{을}", "nameField"), "'nameField'를")
        XCTAssertEqual(ko("{x|을}", "'name'"), "'name'을")
        XCTAssertEqual(ko("{x|을}", "'title'"), "'title'을")
        XCTAssertEqual(ko("{x|을}", "12"), "12를")
        XCTAssertEqual(ko("{x|을}", "#1E1E1E"), "#1E1E1E를")
        XCTAssertEqual(ko("{x|을}", "panel"), "panel을")
        XCTAssertEqual(ko("{x|을}", "toolbar"), "toolbar를")
    }
}

/// Schema messages translate only the words higlint supplies, never what the file says.
final class SchemaArgumentTests: XCTestCase {
    func testOnlyDescribingArgumentsAreTranslated() {
        let arguments = ["owner": "element", "found": "a list", "expected": "one of a, b", "value": "element", "key": "screen"]
        let korean = SchemaRule.localized(arguments, .ko)
        XCTAssertEqual(korean["owner"], "요소")
        XCTAssertEqual(korean["found"], "목록")
        XCTAssertEqual(korean["expected"], "a, b 중 하나")
        XCTAssertEqual(korean["value"], "element")
        XCTAssertEqual(korean["key"], "screen")
        XCTAssertEqual(SchemaRule.localized(arguments, .en), arguments)
    }
}
