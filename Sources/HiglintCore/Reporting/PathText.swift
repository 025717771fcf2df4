/// File paths as higlint writes them: the text of a path given as bytes, and the form every
/// message meant for people shows it in (the text report, standard error, the baseline's
/// stale-entry lines). One place, so that every message agrees (docs/security.md).
public enum PathText {
    /// The text of a file-system path: its bytes as UTF-8, each byte that is not part of valid
    /// UTF-8 written `\xE9`. Two names that differ only in such bytes stay two names in every
    /// report (U+FFFD would make `caf\xE9` and `caf\xE8` one file).
    public static func decoded<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var result = ""
        var parser = Unicode.UTF8.ForwardParser()
        var remaining = bytes.makeIterator()
        var consumed = bytes.startIndex
        while true {
            switch parser.parseScalar(from: &remaining) {
            case .valid(let encoded):
                result.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                consumed = bytes.index(consumed, offsetBy: encoded.count)
            case .error(let length):
                for byte in bytes[consumed...].prefix(length) { result += "\\x" + hexByte(byte) }
                consumed = bytes.index(consumed, offsetBy: length)
            case .emptyInput:
                return result
            }
        }
    }

    /// `path` as a message shows it: as it is, or in double quotes when it begins or ends with
    /// white space or holds a character that must not reach a terminal raw (`isUnsafeScalar`).
    /// Inside the quotes `"` and `\` are escaped and unsafe characters are `\u{…}` escapes. So
    /// a line never starts with white space taken from a name (the GitHub Actions runner trims
    /// it, then reads `::error …` as a workflow command), and `new\u{A}line.yaml` (a name with
    /// a backslash) and `"new\u{A}line.yaml"` (a name with a line feed) stay apart.
    public static func displayed(_ path: String) -> String {
        guard needsQuotes(path) else { return path }
        var result = "\""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if isUnsafeScalar(scalar) { result += visibleEscape(scalar) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    private static func needsQuotes(_ path: String) -> Bool {
        // Most paths are printable ASCII with no space at either end: one pass over the bytes.
        let bytes = path.utf8
        if let first = bytes.first, let last = bytes.last, first != 0x20, last != 0x20,
           bytes.allSatisfy({ (0x20...0x7E).contains($0) }) {
            return false
        }
        guard let first = path.unicodeScalars.first, let last = path.unicodeScalars.last else { return false }
        return first.properties.isWhitespace || last.properties.isWhitespace || path.unicodeScalars.contains(where: isUnsafeScalar)
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return byte < 0x10 ? "0" + digits : digits
    }
}
