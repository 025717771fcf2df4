/// Korean for messages: the words the screen format's vocabulary values print as, and the
/// particle (조사) that follows a printed word, chosen by how that word ends when read aloud.
/// Message templates use both through `MessageTemplate` (`{type|word|을}`).
enum Korean {
    /// The one table of Korean words for vocabulary values, by raw value (the spelling files
    /// use). A value that is in two vocabularies (`menu`, `actionSheet`, `warning`, `popover`…)
    /// has one word in both. Terms follow the Korean translation of the guidelines (seed 004:
    /// 얼러트, 팝오버, 툴바, 내비게이션 바, 탭 바, 바 버튼, 지도, 커스텀 뷰) and the catalog's
    /// Korean summaries (목록, 레이블, 폼, 제목, 도움말).
    static let words: [String: String] = [
        // Presentations (ElementType, CompactAdaptation)
        "popover": "팝오버", "sheet": "시트", "fullScreen": "전체 화면 뷰", "alert": "얼러트",
        "actionSheet": "액션 시트", "menu": "메뉴", "panel": "패널",
        // Purposes (menu and actionSheet above)
        "information": "정보", "task": "작업", "inspector": "인스펙터", "selection": "선택", "warning": "경고",
        // Roles (warning above)
        "cancel": "취소", "done": "완료", "close": "닫기", "destructive": "삭제", "default": "기본",
        // Containers
        "view": "뷰", "stack": "스택", "scrollView": "스크롤 뷰", "toolbar": "툴바", "navigationBar": "내비게이션 바",
        "tabBar": "탭 바", "sidebar": "사이드바", "list": "목록", "table": "테이블", "collection": "컬렉션",
        "form": "폼", "section": "섹션",
        // Controls
        "button": "버튼", "barButton": "바 버튼", "link": "링크", "menuButton": "메뉴 버튼", "textField": "텍스트 필드",
        "secureField": "보안 텍스트 필드", "textView": "텍스트 뷰", "searchField": "검색 필드", "toggle": "토글",
        "slider": "슬라이더", "stepper": "스테퍼", "picker": "피커", "datePicker": "날짜 피커",
        "colorPicker": "색상 피커", "segmentedControl": "세그먼트 컨트롤",
        // Content
        "label": "레이블", "text": "텍스트", "image": "이미지", "map": "지도", "webView": "웹 뷰", "video": "비디오",
        "progress": "진행 표시기", "separator": "구분선", "custom": "커스텀 뷰",
        // Keys of copy (title, label, text, placeholder, help; label and text above)
        "title": "제목", "placeholder": "플레이스홀더", "help": "도움말",
        // What rules name when the file gives no type
        "element": "요소", "bar": "바",
    ]

    /// The Korean word for a vocabulary value; any other value (an id, a number) as it is.
    static func word(for value: String) -> String {
        words[value] ?? value
    }

    /// How a word ends when read aloud, which is all a particle depends on.
    enum FinalSound: Equatable, Sendable {
        /// No final consonant (받침): 시트, 메뉴, "toolbar" (툴바).
        case vowel
        /// The final consonant ㄹ, which takes 로 rather than 으로: 패널, "panel", "title", 1 (일).
        case rieul
        /// Any other final consonant: 버튼, "name" (네임), 3 (삼), 20 (이십).
        case consonant
    }

    /// A particle with its forms after a final consonant, after a vowel, and after ㄹ.
    struct Particle: Equatable, Sendable {
        let afterConsonant: String
        let afterVowel: String
        let afterRieul: String

        func form(after sound: FinalSound) -> String {
            switch sound {
            case .consonant: return afterConsonant
            case .vowel: return afterVowel
            case .rieul: return afterRieul
            }
        }
    }

    /// The particles a template may put after a placeholder, by either of their written forms.
    static let particles: [String: Particle] = {
        let pairs: [(String, String, String)] = [
            ("은", "는", "은"), ("이", "가", "이"), ("을", "를", "을"), ("과", "와", "과"),
            ("으로", "로", "로"), ("이나", "나", "이나"), ("이라는", "라는", "이라는"),
            ("이라고", "라고", "이라고"), ("이어야", "여야", "이어야"),
        ]
        var table: [String: Particle] = [:]
        for (consonant, vowel, rieul) in pairs {
            let particle = Particle(afterConsonant: consonant, afterVowel: vowel, afterRieul: rieul)
            table[consonant] = particle
            table[vowel] = particle
        }
        return table
    }()

    /// `text` followed by `particle` in the form its final sound takes.
    static func attach(_ particle: Particle, to text: String) -> String {
        text + particle.form(after: finalSound(of: text))
    }

    // MARK: - The final sound of printed text
    //
    // The heuristic, from the end of the text:
    // 1. Closing marks are skipped: spaces, quotes (' " ` ‘ ’ “ ”), closing brackets and
    //    sentence punctuation, so `'nameField'` is decided by its `d`.
    // 2. A Hangul syllable decides by its batchim (ㄹ apart). A lone Hangul consonant letter
    //    counts as that consonant.
    // 3. Digits are read as Korean numbers: the last digit (0 영, 1 일, 2 이, 3 삼, 4 사, 5 오,
    //    6 육, 7 칠, 8 팔, 9 구) unless the number ends in zeros, which read as a unit (20 이십,
    //    300 삼백, 4000 사천, 10000 만, 10⁸ 억, 10¹² 조). Digits after a decimal point are read one
    //    by one (4.50 사 점 오 영).
    // 4. Latin letters are read as Korean speakers read them:
    //    - an uppercase final letter, or a lone letter (`1e`, `x`), is a letter name, and of the
    //      letter names only L 엘, R 알 (ㄹ), M 엠 and N 엔 end in a consonant (iOS 아이오에스,
    //      URL 유알엘, #1E1E1E …이);
    //    - otherwise the last word (of camelCase, the part from the last capital) is read as a
    //      loanword: final l → ㄹ (panel 패널), m, n, ng → a consonant (form 폼, button 버튼,
    //      string 스트링); a silent e after l, m or n counts as that letter (title 타이틀,
    //      name 네임, done 던); p, t, b after a single short vowel close the syllable (app 앱,
    //      set 셋, tab 탭), as do -ck, -ook, -ic and -out (stack 스택, book 북, graphic 그래픽,
    //      layout 레이아웃); every other ending reads with a vowel (sheet 시트, field 필드,
    //      toolbar 툴바, link 링크, close 클로즈), and a short list of exceptions fixes common
    //      words the rules read wrongly (type 타입, group 그룹, check 체크, theme 테마).
    //    All-caps words of five letters or more that hold a vowel read as words (WARNING 워닝).
    // 5. Symbols read as their Korean names where common (% 퍼센트, # 샵); anything else, and
    //    text of other scripts, takes the form after a vowel (Japanese ん/ン apart).

    static func finalSound(of text: String) -> FinalSound {
        // The end of the text is enough, however long a message has grown before a particle.
        let scalars = Array(text.unicodeScalars.suffix(64))
        var end = scalars.count
        while end > 0, isClosingMark(scalars[end - 1]) { end -= 1 }
        guard end > 0 else { return .vowel }
        let last = scalars[end - 1]
        switch last.value {
        case 0xAC00...0xD7A3:
            let batchim = (last.value - 0xAC00) % 28
            return batchim == 0 ? .vowel : (batchim == 8 ? .rieul : .consonant)
        case 0x3131...0x314E:
            return last.value == 0x3139 ? .rieul : .consonant
        case 0x3093, 0x30F3:
            return .consonant
        case 0x30...0x39:
            return numberSound(scalars[..<end])
        case 0x41...0x5A, 0x61...0x7A:
            return latinSound(scalars[..<end])
        case 0x23:
            return .consonant
        default:
            return .vowel
        }
    }

    private static func isClosingMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case " ", "\t", "\n", "'", "\"", "`", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}",
             ")", "]", "}", ">", "\u{300D}", "\u{300F}", "\u{300B}", "\u{3009}", "\u{3011}",
             ".", ",", ";", ":", "!", "?", "\u{2026}":
            return true
        default:
            return false
        }
    }

    private static let digitSounds: [FinalSound] = [
        .consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel,
    ]

    private static func numberSound(_ scalars: ArraySlice<Unicode.Scalar>) -> FinalSound {
        // The digits of the last number, thousands separators dropped.
        var digits: [UInt32] = []
        var index = scalars.endIndex
        var decimal = false
        while index > scalars.startIndex {
            let scalar = scalars[index - 1]
            if (0x30...0x39).contains(scalar.value) {
                digits.append(scalar.value - 0x30)
            } else if scalar == ",", index - 1 > scalars.startIndex, (0x30...0x39).contains(scalars[index - 2].value) {
                // 1,000: the comma joins the digits
            } else {
                decimal = scalar == "." && index - 1 > scalars.startIndex
                    && (0x30...0x39).contains(scalars[index - 2].value)
                break
            }
            index -= 1
        }
        // `digits` runs from the last digit back.
        if decimal { return digitSounds[Int(digits[0])] }
        guard let firstNonZero = digits.firstIndex(where: { $0 != 0 }) else { return digitSounds[0] }
        let zeros = firstNonZero
        if zeros == 0 { return digitSounds[Int(digits[0])] }
        switch zeros % 4 {
        case 1, 2, 3: return .consonant  // 십, 백, 천
        default:
            switch zeros / 4 {
            case 1, 2, 4: return .consonant  // 만, 억, 경
            default: return .vowel  // 조, and beyond any unit people say
            }
        }
    }

    /// Letter names: only L 엘, R 알 (ㄹ), M 엠 and N 엔 end in a consonant.
    private static func letterNameSound(_ letter: UInt8) -> FinalSound {
        switch letter | 0x20 {
        case UInt8(ascii: "l"), UInt8(ascii: "r"): return .rieul
        case UInt8(ascii: "m"), UInt8(ascii: "n"): return .consonant
        default: return .vowel
        }
    }

    private static let wordExceptions: [String: FinalSound] = [
        "type": .consonant, "group": .consonant, "keep": .consonant, "check": .vowel, "theme": .vowel,
        "hit": .vowel, "bit": .vowel, "kit": .vowel, "hub": .vowel, "mac": .consonant,
    ]

    private static func latinSound(_ scalars: ArraySlice<Unicode.Scalar>) -> FinalSound {
        // The trailing run of ASCII letters.
        var start = scalars.endIndex
        while start > scalars.startIndex, scalars[start - 1].isASCII, isLetter(UInt8(scalars[start - 1].value)) {
            start -= 1
        }
        let letters = scalars[start...].map { UInt8($0.value) }
        let last = letters[letters.count - 1]
        if isUpper(last) {
            let capitals = letters.reversed().prefix(while: isUpper)
            let readAsWord = capitals.count >= 5 && capitals.contains(where: isVowel)
            guard readAsWord else { return letterNameSound(last) }
            return wordSound(capitals.reversed().map { $0 | 0x20 })
        }
        if letters.count == 1 { return letterNameSound(last) }
        // The last word of camelCase: the lowercase tail and the capital before it.
        var wordStart = letters.count - 1
        while wordStart > 0, !isUpper(letters[wordStart - 1]) { wordStart -= 1 }
        if wordStart > 0 { wordStart -= 1 }
        return wordSound(letters[wordStart...].map { $0 | 0x20 })
    }

    /// The final sound of a lowercase English word read as a Korean loanword.
    private static func wordSound(_ word: [UInt8]) -> FinalSound {
        if let exception = wordExceptions[String(decoding: word, as: UTF8.self)] { return exception }
        let count = word.count
        let last = word[count - 1]
        func at(_ back: Int) -> UInt8? { count - back >= 0 ? word[count - back] : nil }
        // A single vowel letter before the last letter, itself after a consonant or at the start.
        let shortVowelBefore = at(2).map(isVowel) == true && at(3).map { !isVowel($0) } != false
        switch last {
        case UInt8(ascii: "l"): return .rieul
        case UInt8(ascii: "m"), UInt8(ascii: "n"): return .consonant
        case UInt8(ascii: "g"): return at(2) == UInt8(ascii: "n") ? .consonant : .vowel
        case UInt8(ascii: "e"):
            // A silent e: -le after anything (title 타이틀, file 파일), -me and -ne after a vowel
            // (name 네임, done 던).
            guard count >= 3, let before = at(2) else { return .vowel }
            if before == UInt8(ascii: "l") { return .rieul }
            let afterVowel = at(3).map(isVowel) == true
            return afterVowel && (before == UInt8(ascii: "m") || before == UInt8(ascii: "n")) ? .consonant : .vowel
        case UInt8(ascii: "k"):
            if at(2) == UInt8(ascii: "c") { return .consonant }
            return at(2) == UInt8(ascii: "o") && at(3) == UInt8(ascii: "o") ? .consonant : .vowel
        case UInt8(ascii: "c"):
            return at(2) == UInt8(ascii: "i") ? .consonant : .vowel
        case UInt8(ascii: "t"):
            if at(2) == UInt8(ascii: "u") && at(3) == UInt8(ascii: "o") { return .consonant }
            return shortVowelBefore ? .consonant : .vowel
        case UInt8(ascii: "p"):
            if at(2) == UInt8(ascii: "p") { return .consonant }
            return shortVowelBefore ? .consonant : .vowel
        case UInt8(ascii: "b"):
            return shortVowelBefore ? .consonant : .vowel
        default:
            return .vowel
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
    private static func isUpper(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) }
    private static func isVowel(_ byte: UInt8) -> Bool {
        switch byte | 0x20 {
        case UInt8(ascii: "a"), UInt8(ascii: "e"), UInt8(ascii: "i"), UInt8(ascii: "o"), UInt8(ascii: "u"): return true
        default: return false
        }
    }
}
