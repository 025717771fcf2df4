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

/// Message templates: text with `{name}` placeholders, filled from a finding's arguments.
///
/// A placeholder may carry modifiers after `|`, applied in order:
/// - `{type|word}`: in a Korean message, the Korean word for a vocabulary value (`sheet` → 시트,
///   `cancel` → 취소; `Korean.words`); other values, and every value in English, print as they are.
/// - `{child|을}`: the value followed by a particle in the form its final sound takes
///   (`'nameField'를`, `'title'을`, `panel로`, `sheet로`). The pairs 은/는, 이/가, 을/를, 과/와,
///   으로/로, 이나/나, 이라는/라는, 이라고/라고 and 이어야/여야 may be written in either form.
/// - Combined: `{type|word|을}` → 시트를.
/// - `{을}` alone (any particle, either form): the particle for the text printed just before it,
///   for a value in quotes or brackets: `'{child}'{을}` → `'nameField'를`, `'title'을`.
/// A placeholder whose name has no argument, or with a modifier that is neither, stays visible as
/// written rather than vanish.
enum MessageTemplate {
    /// Fills the placeholders of `template` from `arguments`. Works on the UTF-8 bytes: walking
    /// `Character`s cost tens of thousands of instructions per message.
    static func render(_ template: String, _ arguments: [String: String], locale: MessageLocale = .en) -> String {
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
            let placeholder = String(decoding: bytes[(index + 1)..<close], as: UTF8.self)
            // A particle alone is Hangul; names are ASCII, so most placeholders skip the lookup.
            if bytes[index + 1] >= 0x80, let particle = Korean.particles[placeholder] {
                result += particle.form(after: Korean.finalSound(of: result))
            } else {
                result += fill(placeholder, arguments, locale) ?? "{\(placeholder)}"
            }
            index = close + 1
            literalStart = index
        }
        result += String(decoding: bytes[literalStart...], as: UTF8.self)
        return result
    }

    /// The text for one placeholder (what is between the braces), or nil when it cannot be filled.
    private static func fill(_ placeholder: String, _ arguments: [String: String], _ locale: MessageLocale) -> String? {
        guard placeholder.holds(ascii: "|") else { return arguments[placeholder] }
        let parts = placeholder.split(separator: "|", omittingEmptySubsequences: false)
        guard var value = arguments[String(parts[0])] else { return nil }
        for modifier in parts.dropFirst() {
            if modifier == "word" {
                if locale == .ko { value = Korean.word(for: value) }
            } else if let particle = Korean.particles[String(modifier)] {
                value = Korean.attach(particle, to: value)
            } else {
                return nil
            }
        }
        return value
    }

    /// The names a template fills, without their modifiers, in order of first use (particles
    /// standing alone are not names).
    static func placeholderNames(in template: String) -> [String] {
        placeholders(in: template).reduce(into: []) { names, placeholder in
            guard Korean.particles[placeholder] == nil else { return }
            let name = String(placeholder.split(separator: "|", omittingEmptySubsequences: false)[0])
            if !names.contains(name) { names.append(name) }
        }
    }

    /// Placeholders of `template` (between braces, modifiers included) whose modifiers are not
    /// `word` or a known particle: mistakes a catalog test reports.
    static func unknownModifiers(in template: String) -> [String] {
        placeholders(in: template).filter { placeholder in
            placeholder.split(separator: "|", omittingEmptySubsequences: false).dropFirst()
                .contains { $0 != "word" && Korean.particles[String($0)] == nil }
        }
    }

    private static func placeholders(in template: String) -> [String] {
        var result: [String] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result.append(String(rest[rest.index(after: open)..<close]))
            rest = rest[rest.index(after: close)...]
        }
        return result
    }
}
