/// The schema rules of screen-format.md: what is wrong with a file as a screen description,
/// before any guideline is asked. Ids are public API.
public enum SchemaRule: String, CaseIterable, Sendable {
    case invalidDocument = "invalid-document"
    case missingKey = "missing-key"
    case invalidValue = "invalid-value"
    case unknownKey = "unknown-key"
    case duplicateID = "duplicate-id"
    case duplicateKey = "duplicate-key"
    case unknownReference = "unknown-reference"
    /// Notices that are not findings about the file (cli.md): a file over the size limit that was
    /// not parsed, and the problem cap reached.
    case skippedFile = "skipped-file"
    case tooManyProblems = "too-many-problems"

    public var defaultSeverity: Severity {
        switch self {
        case .unknownKey, .skippedFile: return .warning
        case .tooManyProblems: return .info
        default: return .error
        }
    }

    public var summary: String {
        switch self {
        case .invalidDocument: return "The file cannot be read: not valid YAML or JSON, not a well-formed storyboard or xib, Swift that does not parse, or over a safety limit."
        case .missingKey: return "A screen description (YAML, JSON) lacks a required key (screen, platform, elements, an element's type)."
        case .invalidValue: return "A value has the wrong type or is outside its enumeration."
        case .unknownKey: return "A key the screen format does not define (a close known key is suggested, and read in its place)."
        case .duplicateID: return "An element id is used again in the same screen."
        case .duplicateKey: return "A key is repeated in one mapping."
        case .unknownReference: return "A passthrough id names no element of the screen."
        case .skippedFile: return "A storyboard, xib or Swift file with presentation code is over the size limit and was not checked."
        case .tooManyProblems: return "A file has more problems than the cap; the first ones are reported."
        }
    }

    /// The summary in `locale`'s language (`higlint rules`).
    public func summary(_ locale: MessageLocale) -> String {
        guard locale == .ko else { return summary }
        switch self {
        case .invalidDocument: return "파일을 읽을 수 없습니다. 올바른 YAML이나 JSON이 아니거나, 올바른 스토리보드나 xib가 아니거나, 구문 분석되지 않는 Swift이거나, 안전 한도를 넘습니다."
        case .missingKey: return "화면 설명(YAML, JSON)에 필수 키(screen, platform, elements, 요소의 type)가 없습니다."
        case .invalidValue: return "값의 종류가 틀렸거나 허용된 값이 아닙니다."
        case .unknownKey: return "화면 형식에 정의되지 않은 키입니다(가까운 키가 있으면 제안하고 그 키로 읽습니다)."
        case .duplicateID: return "같은 화면에서 요소 id가 다시 쓰였습니다."
        case .duplicateKey: return "한 매핑 안에서 키가 반복됩니다."
        case .unknownReference: return "passthrough의 id가 화면의 어느 요소도 가리키지 않습니다."
        case .skippedFile: return "표시 코드가 있는 스토리보드, xib 또는 Swift 파일이 크기 한도를 넘어 검사하지 않았습니다."
        case .tooManyProblems: return "파일의 문제가 한도를 넘어 처음 것만 보고합니다."
        }
    }

    /// Korean for the words schema messages fill in (what a value is, what owns a key), so a
    /// Korean message does not carry English fragments.
    static let koreanArguments: [String: String] = [
        "screen": "화면", "element": "요소", "presentation": "프레젠테이션", "frame": "frame", "viewport": "viewport",
        "a mapping": "매핑", "a list": "목록", "a string": "문자열", "a number": "숫자", "a boolean": "불리언",
        "nothing (null)": "빈 값(null)", "true or false": "true 또는 false", "a list of element ids": "요소 id 목록",
    ]

    /// The arguments that carry higlint's own words (what owns a key, what a value should be and
    /// is); the others quote the file (a key, a value, an id) and are never translated.
    static let describingArguments: Set<String> = ["owner", "expected", "found"]

    /// The arguments of a finding in `locale`'s words.
    static func localized(_ arguments: [String: String], _ locale: MessageLocale) -> [String: String] {
        guard locale == .ko else { return arguments }
        var result = arguments
        for (name, value) in arguments where describingArguments.contains(name) {
            if let korean = koreanArguments[value] {
                result[name] = korean
            } else if value.hasPrefix("one of ") {
                result[name] = value.dropFirst("one of ".count) + " 중 하나"
            }
        }
        return result
    }

    /// Message templates by key, English and Korean. `{name}` is filled from the finding.
    static let messages: [String: (en: String, ko: String)] = [
        "invalid-document.syntax": ("Not valid {format}: {problem}.", "올바른 {format} 문서가 아닙니다. 파서의 설명(영어): {problem}."),
        "invalid-document.notRead": ("higlint does not read this {format} file: {problem}.",
                                     "higlint는 이 {format} 파일을 읽지 않습니다. 이유(영어): {problem}."),
        "invalid-document.read": ("The file cannot be read as text: {problem}.", "파일을 텍스트로 읽을 수 없습니다: {problem}."),
        "invalid-document.empty": ("The file holds no screen: it is empty, or holds only comments or empty documents.",
                                   "파일에 화면이 없습니다. 비어 있거나 주석 또는 빈 문서만 있습니다."),
        "invalid-document.tooLarge": ("The file is {size} bytes, over the limit of {limit} (--max-file-size); it is not linted.",
                                      "파일 크기가 {size}바이트로 한도 {limit}바이트(--max-file-size)를 넘어 검사하지 않습니다."),
        "too-many-problems.tooManyProblems": ("More than {limit} problems in this file; the first {limit} are reported. Fix them and lint again to see the rest.",
                                              "이 파일에 문제가 {limit}개를 넘어 처음 {limit}개만 보고합니다. 이를 고친 뒤 다시 검사하면 나머지를 볼 수 있습니다."),
        "skipped-file.tooLarge": ("The file is {size} bytes, over the size limit of {limit} bytes, so its popovers were not checked; raise --max-file-size (or max-file-size in .higlint.yml) to check it, or exclude it if it is generated.",
                                  "파일 크기가 {size}바이트로 크기 한도 {limit}바이트를 넘어 팝오버를 검사하지 않았습니다. 검사하려면 --max-file-size(또는 .higlint.yml의 max-file-size)를 늘리고, 생성된 파일이면 제외하세요."),
        "missing-key.missing": ("The {owner} has no '{key}' key.", "{owner}에 '{key}' 키가 없습니다."),
        "invalid-value.type": ("'{key}' must be {expected}, not {found}.", "'{key}'의 값은 {expected|이어야} 합니다(지금 값: {found})."),
        "invalid-value.enum": ("'{key}' is '{value}'; expected one of {allowed}. Did you mean '{suggestion}'?",
                               "'{key}'의 값 '{value}'{은} 허용되지 않습니다. 허용 값: {allowed}. '{suggestion}'{을} 의도하셨나요?"),
        "invalid-value.negative": ("'{key}' must not be negative.", "'{key}'의 값은 음수일 수 없습니다."),
        "invalid-value.color": ("'{key}' must be a colour written \"#RRGGBB\" (quote it in YAML: an unquoted # starts a comment).",
                                "'{key}'의 값은 \"#RRGGBB\" 형식의 색이어야 합니다(YAML에서는 따옴표로 감싸십시오. 따옴표 없는 #은 주석을 시작합니다)."),
        "invalid-value.placement": ("A {type} is a presentation: it appears only under 'presents'.",
                                    "{type|word|은} 프레젠테이션이므로 'presents' 아래에만 올 수 있습니다."),
        "invalid-value.notPresentation": ("'presents' holds presentations ({allowed}); {type} is not one.",
                                          "'presents'에는 프레젠테이션({allowed})만 올 수 있습니다. {type|word|은} 프레젠테이션이 아닙니다."),
        "invalid-value.document": ("A document must be a screen (a mapping) or a list of screens, not {found}.",
                                   "문서는 화면(매핑) 또는 화면의 목록이어야 합니다. {found|은} 허용되지 않습니다."),
        "invalid-value.element": ("An element must be a mapping with a 'type', not {found}.",
                                  "요소는 'type'을 가진 매핑이어야 합니다. {found|은} 허용되지 않습니다."),
        "unknown-key.unknown": ("Unknown key '{key}' in {owner}; did you mean '{suggestion}'?",
                                "{owner}에 알 수 없는 키 '{key}'{가} 있습니다. '{suggestion}'{을} 의도하셨나요?"),
        "unknown-key.unknownFar": ("Unknown key '{key}' in {owner}; the keys a screen description may hold are described in docs/screen-format.md.",
                                   "{owner}에 알 수 없는 키 '{key}'{가} 있습니다. 화면 설명에 쓸 수 있는 키는 docs/screen-format.md에 설명되어 있습니다."),
        "unknown-key.notScalar": ("A key in {owner} must be a plain name, not {found}.",
                                  "{owner}의 키는 {found|이} 아니라 이름이어야 합니다."),
        "duplicate-id.duplicate": ("The id '{id}' is already used at line {line}; ids must be unique within a screen.",
                                   "id '{id}'{은} {line}행에서 이미 사용되었습니다. id는 화면 안에서 고유해야 합니다."),
        "duplicate-key.duplicate": ("The key '{key}' is repeated; it is first given at line {line}.",
                                    "키 '{key}'{가} 반복됩니다. 처음 나온 곳은 {line}행입니다."),
        "unknown-reference.passthrough": ("'passthrough' names '{id}', but no element of the screen has that id.",
                                          "'passthrough'가 '{id}'{을} 가리키지만 화면에 그 id를 가진 요소가 없습니다."),
    ]
}
