/// People don't think of "a popover": help and interface copy that names the component makes them
/// translate it back into the task. Any string of copy in the screen (not only a popover's) is
/// checked, once per string, and reported at that string's key, since one element may hold two.
public struct PopoverWordInCopyRule: Rule {
    public init() {}

    public func check(_ screen: Screen, _ context: inout RuleContext) {
        // By index, so that no element is copied (see `Rule`).
        for index in screen.elements.indices where screen.elements[index].type != nil {
            for key in CopyKey.allCases {
                if let text = screen.elements[index][copy: key], let word = PopoverWord.firstMatch(in: text) {
                    context.report(at: screen.elements[index].range(of: .copy(key)), "word", ["key": key.rawValue, "word": word])
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
    /// "팝오버" in UTF-8.
    private static let hangul: [UInt8] = Array("팝오버".utf8)

    /// The first occurrence as written ("Popovers", "팝오버"), or nil.
    static func firstMatch(in text: String) -> String? {
        var text = text
        // Straight over the UTF-8 bytes: this runs on every string of copy, and decoding each
        // into scalars first cost more than the rest of the rule.
        return text.withUTF8 { bytes in
            let count = bytes.count
            var index = 0
            while index < count {
                let byte = bytes[index]
                if byte == 0xED, matchesHangul(bytes, at: index) {
                    return "팝오버"
                }
                if byte | 0x20 == 0x70 /* p */, index + 7 <= count, matchesLatin(bytes, at: index) {
                    var end = index + 7
                    if end < count, bytes[end] | 0x20 == 0x73 /* s */ { end += 1 }
                    if !isWordScalar(scalar(endingAt: index, in: bytes)), !isWordScalar(scalar(startingAt: end, in: bytes)) {
                        return String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self)
                    }
                }
                index += 1
            }
            return nil
        }
    }

    /// "popover" in any ASCII case at `start`; the caller has checked there are seven bytes.
    private static func matchesLatin(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        // `| 0x20` folds ASCII capitals to small letters, and maps no other byte onto "popover"'s.
        bytes[start + 1] | 0x20 == 0x6F && bytes[start + 2] | 0x20 == 0x70 && bytes[start + 3] | 0x20 == 0x6F
            && bytes[start + 4] | 0x20 == 0x76 && bytes[start + 5] | 0x20 == 0x65 && bytes[start + 6] | 0x20 == 0x72
    }

    private static func matchesHangul(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        guard start + hangul.count <= bytes.count else { return false }
        for offset in 1..<hangul.count where bytes[start + offset] != hangul[offset] { return false }
        return true
    }

    /// The scalar whose UTF-8 ends just before `index`, or nil at the start.
    private static func scalar(endingAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var before = bytes[..<index].reversed().makeIterator()
        var parser = Unicode.UTF8.ReverseParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &before) else { return nil }
        return Unicode.UTF8.decode(encoded)
    }

    /// The scalar whose UTF-8 starts at `index`, or nil at the end.
    private static func scalar(startingAt index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var after = bytes[index...].makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        guard case .valid(let encoded) = parser.parseScalar(from: &after) else { return nil }
        return Unicode.UTF8.decode(encoded)
    }

    /// Letters and digits that would make "popover" part of a longer word.
    private static func isWordScalar(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
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
