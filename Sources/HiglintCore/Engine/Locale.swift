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
    /// Fills `{name}` placeholders; unknown names stay visible rather than vanish. Works on the
    /// UTF-8 bytes: walking `Character`s cost tens of thousands of instructions per message.
    static func render(_ template: String, _ arguments: [String: String]) -> String {
        guard template.holds(ascii: "{") else { return template }
        let bytes = Array(template.utf8)
        var result = ""
        result.reserveCapacity(bytes.count + 32)
        var literalStart = 0
        var index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "{"),
                  let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
                index += 1
                continue
            }
            result += String(decoding: bytes[literalStart..<index], as: UTF8.self)
            let name = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            result += arguments[name] ?? "{\(name)}"
            index = close + 1
            literalStart = index
        }
        result += String(decoding: bytes[literalStart...], as: UTF8.self)
        return result
    }
}
