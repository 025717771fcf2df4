import Foundation

/// Which devices the app of a linted tree runs on, from its Xcode projects' build settings
/// (docs/sources.md, "Which devices an app runs on"): where every iOS target of every
/// `*.xcodeproj/project.pbxproj` found says `TARGETED_DEVICE_FAMILY = 1` (iPhone only), iPad is
/// no platform of the app, and code is read on iOS in a compact width. Not a parser: only the
/// build-setting lines are looked at, in a bounded search, and a project that says anything else
/// (`1,2`, a value that is not a literal, no setting at all) leaves the standard context alone.
public enum XcodeProjectDevices {
    /// How deep below a linted folder a project is looked for (`App/App.xcodeproj` is depth 2).
    static let maxDepth = 4
    /// How many folder entries the search lists in all, and how large a project file it reads.
    static let maxEntries = 20_000
    static let maxProjectSize = 8 << 20
    /// Folders that hold no project of the app's own.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages", "vendor", "build"]

    /// Whether the projects under `roots` (folders; files are passed over) make the app iPhone
    /// only: at least one project, and every iOS target's device family exactly `1`.
    public static func isPhoneOnly(roots: [String]) -> Bool {
        var entriesLeft = maxEntries
        var families: [String] = []
        var found = false
        for root in roots {
            var pending: [(path: String, depth: Int)] = [(root, 0)]
            while let (folder, depth) = pending.popLast() {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                entriesLeft -= names.count
                guard entriesLeft >= 0 else { return false }
                for name in names.sorted() {
                    let path = folder + "/" + name
                    if name.hasSuffix(".xcodeproj") {
                        guard let text = projectText(at: path + "/project.pbxproj") else { continue }
                        found = true
                        families += deviceFamilies(in: text)
                    } else if depth < maxDepth, !name.contains("."), !skippedFolders.contains(name), isFolder(path) {
                        // A name with a dot is a file, a hidden folder or a bundle (`Base.lproj`,
                        // `Assets.xcassets`): no project of the app's lies inside, and not asking
                        // the file system about each file keeps the search cheap beside the lint.
                        pending.append((path, depth + 1))
                    }
                }
            }
        }
        return found && isPhoneOnly(families: families)
    }

    /// Every iOS family is exactly `1`, and there is one. tvOS (`3`), watchOS (`4`) and visionOS
    /// (`7`) targets are not iOS targets; a Mac Catalyst family (`6`) is a Mac's wide window.
    static func isPhoneOnly(families: [String]) -> Bool {
        let iOS = families.filter { !["3", "4", "7"].contains($0) }
        return !iOS.isEmpty && iOS.allSatisfy { $0 == "1" }
    }

    /// The values of the `TARGETED_DEVICE_FAMILY = …;` lines: `1`, `"1,2"` → `1,2`.
    static func deviceFamilies(in text: String) -> [String] {
        var values: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("TARGETED_DEVICE_FAMILY"), let equals = trimmed.firstIndex(of: "=") else { continue }
            var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            values.append(value.trimmingCharacters(in: CharacterSet(charactersIn: "\" ")))
        }
        return values
    }

    // lstat, not FileManager's attributes: those look up the owner's and group's names, two reads
    // of /etc/passwd and /etc/group for every entry listed (they doubled a 400-file run's system time).
    private static func projectText(at path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maxProjectSize,
              let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// A folder, not a link to one: the walk does not follow links by default either.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
