import Foundation

/// The build settings an `.xcconfig` file gives (docs/sources.md, "Which devices the app runs
/// on"): `KEY = value` lines, read in order, a later one replacing an earlier one; `//` starts a
/// comment (Xcode reads `http://` so too); `#include "Other.xcconfig"` reads that file in place,
/// its path relative to the including file's folder, and `#include?` the same where it may be
/// missing. A setting for some SDKs, architectures or configurations only (`KEY[sdk=iphoneos*] =
/// …`) is not sure, whatever else sets it; so is a value that refers to another (`$(inherited)`).
/// A file that cannot be read whole (a line that is none of these, a missing `#include`, a cycle
/// of includes, past the limits) leaves every setting not sure: what it would set is not known.
struct XcodeConfigFile: Sendable, Equatable {
    /// How large a file is read, how deep includes go, and how many files one configuration reads.
    static let maxSize = 1 << 20
    static let maxDepth = 16
    static let maxFiles = 64

    /// The unconditional literal values, by key.
    private(set) var values: [String: String] = [:]
    /// Keys whose last value refers to another setting (`$(inherited)`).
    private var dynamic: Set<String> = []
    /// Keys set under a condition somewhere: not sure whatever else sets them.
    private var conditional: Set<String> = []
    /// Whether every line of every file was read.
    private(set) var isWhole = true

    /// The setting of `key`: set, not set by this file, or not sure.
    func value(_ key: String) -> XcodeBuildSettings.Value {
        guard isWhole, !dynamic.contains(key), !conditional.contains(key) else { return .notSure }
        return values[key].map(XcodeBuildSettings.Value.set) ?? .unset
    }

    /// The file at `path` (absolute) with what it includes, each read by `readFile`.
    static func read(_ path: String, readFile: (String) -> [UInt8]?) -> XcodeConfigFile {
        var file = XcodeConfigFile()
        var filesLeft = maxFiles
        file.read(path, optional: false, stack: [], filesLeft: &filesLeft, readFile: readFile)
        return file
    }

    /// The settings of `bytes` alone, its includes resolved from `path`'s folder.
    static func parse(_ bytes: [UInt8], path: String, readFile: (String) -> [UInt8]?) -> XcodeConfigFile {
        var file = XcodeConfigFile()
        var filesLeft = maxFiles - 1
        file.apply(bytes, path: path, stack: [path], filesLeft: &filesLeft, readFile: readFile)
        return file
    }

    private mutating func read(_ path: String, optional: Bool, stack: [String], filesLeft: inout Int, readFile: (String) -> [UInt8]?) {
        filesLeft -= 1
        guard filesLeft >= 0, stack.count < Self.maxDepth, !stack.contains(path) else {
            isWhole = false
            return
        }
        guard let bytes = readFile(path), bytes.count <= Self.maxSize else {
            if !optional { isWhole = false }
            return
        }
        apply(bytes, path: path, stack: stack + [path], filesLeft: &filesLeft, readFile: readFile)
    }

    private mutating func apply(_ bytes: [UInt8], path: String, stack: [String], filesLeft: inout Int, readFile: (String) -> [UInt8]?) {
        guard bytes.count <= Self.maxSize, let text = String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self) else {
            isWhole = false
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = Self.trimmed(line)
            if line.isEmpty { continue }
            if line.hasPrefix("#include") {
                guard let (included, optional) = Self.include(line) else {
                    isWhole = false
                    return
                }
                // A path of Xcode's own folders (`<DEVELOPER_DIR>/…`) or a setting is not one on this disk.
                guard !included.contains("$"), !included.hasPrefix("<") else {
                    isWhole = false
                    return
                }
                read(XcodeTarget.joined(folder, included), optional: optional, stack: stack, filesLeft: &filesLeft, readFile: readFile)
                guard isWhole else { return }
                continue
            }
            guard let (key, isConditional, value) = Self.assignment(line) else {
                isWhole = false
                return
            }
            if isConditional {
                conditional.insert(key)
            } else if value.contains("$") {
                values[key] = nil
                dynamic.insert(key)
            } else {
                values[key] = value
                dynamic.remove(key)
            }
        }
    }

    /// `#include "path"` or `#include? "path"`: the path and whether it may be missing.
    private static func include(_ line: Substring) -> (String, Bool)? {
        var rest = line.dropFirst("#include".count)
        let optional = rest.first == "?"
        if optional { rest = rest.dropFirst() }
        rest = trimmed(rest)
        guard rest.count >= 2, rest.first == "\"", rest.last == "\"" else { return nil }
        let path = String(rest.dropFirst().dropLast())
        return path.isEmpty ? nil : (path, optional)
    }

    /// `KEY = value`, `KEY[sdk=iphoneos*][arch=*] = value`: the key, whether a condition is
    /// written, and the value without a trailing `;` or surrounding quotes.
    private static func assignment(_ line: Substring) -> (String, Bool, String)? {
        guard var equals = line.firstIndex(of: "=") else { return nil }
        // The `=` of a condition (`[sdk=iphoneos*][arch=*]`) is not the assignment's.
        if let bracket = line.firstIndex(of: "["), bracket < equals {
            var at = bracket
            while at < line.endIndex, line[at] == "[" {
                guard let close = line[at...].firstIndex(of: "]") else { return nil }
                at = line.index(after: close)
            }
            guard let after = line[at...].firstIndex(of: "=") else { return nil }
            equals = after
        }
        var name = trimmed(line[..<equals])
        var conditional = false
        if let bracket = name.firstIndex(of: "[") {
            guard name.last == "]" else { return nil }
            conditional = true
            name = trimmed(name[..<bracket])
        }
        guard let first = name.first, first == "_" || first.isASCII && first.isLetter,
              name.allSatisfy({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) else { return nil }
        var value = trimmed(line[line.index(after: equals)...])
        if value.hasSuffix(";") { value = trimmed(value.dropLast()) }
        if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
        return (String(name), conditional, String(value))
    }

    private static func trimmed(_ text: Substring) -> Substring {
        var text = text
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
