/// People don't think of "a popover": help and interface copy that names the component makes them
/// translate it back into the task. Any string of copy in the screen (not only a popover's) is
/// checked, once per string, and reported at that string's key, since one element may hold two.
public struct PopoverWordInCopyRule: Rule {
    public static let description = RuleDescription(
        id: "popover-word-in-copy", severity: .warning, messageKeys: ["word"])

    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        // By index, so that no element is copied (see `Rule`).
        for index in screen.elements.indices where screen.elements[index].type != nil {
            for (key, text) in screen.elements[index].copy {
                if let word = PopoverWord.firstMatch(in: text) {
                    context.report(at: screen.elements[index].range(of: key), "word", ["key": key, "word": word])
                }
            }
        }
    }
}

/// Finds the word "popover" in copy without a regular expression (this runs on every string of
/// every screen): "popover" or "popovers" in any ASCII case, as a whole word, or "팝오버" anywhere.
///
/// A whole word is one not joined to a Latin, Greek or Cyrillic letter or a digit on either side:
/// "popover's", "popover-style" and "(popovers)" count; "popoverish", "NSPopover" and
/// "UIPopoverController" do not. Scripts that attach particles or write no spaces (Hangul, kana,
/// CJK ideographs, Thai) are boundaries, so "popover를" and "popoverを" count; "팝오버" itself is
/// matched as a substring because Korean attaches particles to it ("팝오버를", "팝오버에서").
enum PopoverWord {
    private static let latin: [UInt32] = "popover".unicodeScalars.map(\.value)
    private static let hangul: [UInt32] = "팝오버".unicodeScalars.map(\.value)

    /// The first occurrence as written ("Popovers", "팝오버"), or nil.
    static func firstMatch(in text: String) -> String? {
        // Most copy holds neither a "p" nor the lead byte of "팝" (U+D31D, UTF-8 ED 8C 9D): skip it
        // without decoding.
        guard text.utf8.contains(where: { $0 == 0x70 || $0 == 0x50 || $0 == 0xED }) else { return nil }
        let scalars = Array(text.unicodeScalars)
        let count = scalars.count
        var index = 0
        while index < count {
            let value = scalars[index].value
            if value == hangul[0], matches(hangul, scalars, at: index, folding: false) {
                return "팝오버"
            }
            if lowercased(value) == latin[0], matches(latin, scalars, at: index, folding: true) {
                var end = index + latin.count
                if end < count, lowercased(scalars[end].value) == 0x73 /* s */ { end += 1 }
                let before = index == 0 || !isWordScalar(scalars[index - 1])
                let after = end == count || !isWordScalar(scalars[end])
                if before, after {
                    var word = ""
                    word.unicodeScalars.append(contentsOf: scalars[index..<end])
                    return word
                }
            }
            index += 1
        }
        return nil
    }

    private static func matches(_ word: [UInt32], _ scalars: [Unicode.Scalar], at start: Int, folding: Bool) -> Bool {
        guard start + word.count <= scalars.count else { return false }
        for offset in 0..<word.count {
            let value = scalars[start + offset].value
            if (folding ? lowercased(value) : value) != word[offset] { return false }
        }
        return true
    }

    private static func lowercased(_ value: UInt32) -> UInt32 {
        (0x41...0x5A).contains(value) ? value + 0x20 : value
    }

    /// Letters and digits that would make "popover" part of a longer word.
    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            return (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
        }
        switch value {
        case 0x0E00...0x0E7F, // Thai
             0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC, // Hangul
             0x3040...0x30FF, 0x31F0...0x31FF, 0xFF65...0xFF9F, // kana
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: // CJK ideographs
            return false
        default:
            let properties = scalar.properties
            return properties.isAlphabetic || properties.numericType == .decimal
        }
    }
}
