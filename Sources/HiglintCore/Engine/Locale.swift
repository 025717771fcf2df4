/// The language of messages and explanations. English is the default; Korean quotes the Korean
/// translation of the guidelines (seed 004) where one exists.
public enum MessageLocale: String, CaseIterable, Sendable {
    case en, ko

    /// `ko`, `ko_KR.UTF-8`, `ko-KR` → Korean; anything else → English.
    public init(identifier: String) {
        self = identifier.lowercased().hasPrefix("ko") ? .ko : .en
    }

    /// The locale the environment asks for (LC_ALL, LC_MESSAGES, LANG, in POSIX order).
    public static func fromEnvironment(_ environment: [String: String]) -> MessageLocale {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return MessageLocale(identifier: value) }
        }
        return .en
    }
}

/// Text in both languages.
public struct LocalizedText: Sendable, Equatable {
    public var en: String
    public var ko: String

    public init(en: String, ko: String) {
        self.en = en
        self.ko = ko
    }

    public func text(_ locale: MessageLocale) -> String {
        locale == .ko && !ko.isEmpty ? ko : en
    }
}

enum MessageTemplate {
    /// Fills `{name}` placeholders; unknown names stay visible rather than vanish.
    static func render(_ template: String, _ arguments: [String: String]) -> String {
        guard template.contains("{") else { return template }
        var result = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            result += arguments[name] ?? "{\(name)}"
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return result
    }
}
