import Foundation

/// Which devices the app of a linted tree runs on, from its Xcode projects (docs/sources.md,
/// "Which devices the app runs on"). Each native target's files and device family are read from
/// its `project.pbxproj`: a file that only iPhone-only iOS targets build is read on iOS in a
/// compact width. A file no target builds (or a tree whose projects cannot be read) gets the
/// whole tree's answer: iPhone only where every `TARGETED_DEVICE_FAMILY` line of every project
/// found says `1`. Anything not sure leaves the standard context (iPadOS, regular) alone.
public enum XcodeProjectDevices {
    /// How deep below a linted folder a project is looked for (`App/App.xcodeproj` is depth 2).
    static let maxDepth = 4
    /// How many folder entries the search lists in all, and how large a project file it reads.
    static let maxEntries = 20_000
    static let maxProjectSize = 8 << 20
    /// Folders that hold no project of the app's own.
    static let skippedFolders: Set<String> = ["Pods", "Carthage", "DerivedData", "node_modules", "SourcePackages", "vendor", "build"]

    /// Whether the projects under `roots` make the whole app iPhone only (`AppDevices.isPhoneOnly`).
    public static func isPhoneOnly(roots: [String]) -> Bool {
        scan(roots: roots).isPhoneOnly
    }

    /// The projects under `roots` (folders; files are passed over): their targets, and the whole
    /// tree's answer (at least one project, and every iOS target's device family exactly `1`).
    public static func scan(roots: [String]) -> AppDevices {
        var entriesLeft = maxEntries
        var families: [String] = []
        var targets: [XcodeTarget] = []
        var found = false
        // The folders holding a project, a spec or a package, and whether that project is a Mac
        // app's alone: a file no target lists is the nearest one's.
        var boundaries: [(folder: String, macOnly: Bool)] = []
        for root in roots {
            var pending: [(path: String, depth: Int)] = [(FileCollector.absolute(root), 0)]
            while let (folder, depth) = pending.popLast() {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
                entriesLeft -= names.count
                guard entriesLeft >= 0 else { return AppDevices(isPhoneOnly: false) }
                // A spec a project is generated from, where the project is not there: its targets.
                let generatesProject = names.contains(XcodeGenSpec.fileName) && !names.contains { $0.hasSuffix(".xcodeproj") }
                for name in names.sorted() {
                    let path = folder + "/" + name
                    if generatesProject, name == XcodeGenSpec.fileName {
                        guard let bytes = projectBytes(at: path),
                              let specTargets = XcodeGenSpec.targets(in: bytes, specFolder: folder, readFile: configFileBytes) else { continue }
                        found = true
                        families += specTargets.compactMap(\.family)
                        targets += specTargets
                        boundaries.append((folder, false))
                    } else if name.hasSuffix(".xcodeproj") {
                        guard let bytes = projectBytes(at: path + "/project.pbxproj") else { continue }
                        found = true
                        let projectFamilies = deviceFamilies(in: String(decoding: bytes, as: UTF8.self))
                        let read = project(in: bytes, projectFolder: folder, readFile: configFileBytes)
                        // A project whose targets are read answers by them (a test bundle's family
                        // aside); one that lists none, or cannot be read, by its family lines.
                        families += read.targets.isEmpty ? projectFamilies + read.configFileFamilies : read.targets.compactMap(\.family)
                        targets += read.targets
                        let macOnly = projectFamilies.isEmpty && read.configFileFamilies.isEmpty && !read.targets.isEmpty
                            && read.targets.allSatisfy { $0.devices == .macOS }
                        boundaries.append((folder, macOnly))
                    } else if name == "Package.swift" {
                        // A package says its platforms itself: not the Mac project's around it.
                        boundaries.append((folder, false))
                    } else if depth < maxDepth, !name.contains("."), !skippedFolders.contains(name), isFolder(path) {
                        // A name with a dot is a file, a hidden folder or a bundle (`Base.lproj`,
                        // `Assets.xcassets`): no project of the app's lies inside, and not asking
                        // the file system about each file keeps the search cheap beside the lint.
                        pending.append((path, depth + 1))
                    }
                }
            }
        }
        return AppDevices(isPhoneOnly: found && isPhoneOnly(families: families), isPadOnly: found && isPadOnly(families: families),
                          macOnlyFolders: boundaries.map { ($0.folder, $0.macOnly) }, targets: targets)
    }

    /// The nearest folder from `path` (a file's folder, or the folder itself) up to `top` that holds
    /// an Xcode project or an XcodeGen spec; nil when none does, or `path` is not inside `top`.
    static func projectFolder(around path: String, within top: String) -> String? {
        guard XcodeTarget.isAtOrBelow(path, top) else { return nil }
        var folder = isFolder(path) ? path : (path as NSString).deletingLastPathComponent
        while XcodeTarget.isAtOrBelow(folder, top) {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
               names.contains(where: { $0.hasSuffix(".xcodeproj") || $0 == XcodeGenSpec.fileName }) {
                return folder
            }
            guard folder != top, folder != "/" else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return nil
    }

    /// The nearest folder at or above `path` that holds `.git` (a repository's root, or a
    /// worktree's or submodule's, where `.git` is a file); nil outside a repository.
    static func repositoryRoot(of path: String) -> String? {
        var folder = path
        while true {
            var info = stat()
            if lstat(folder + (folder == "/" ? ".git" : "/.git"), &info) == 0 { return folder }
            guard folder != "/" else { return nil }
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    /// The native targets of one project file; none when it is not a well-formed project.
    static func targets(in bytes: [UInt8], projectFolder: String, readFile: (String) -> [UInt8]? = { _ in nil }) -> [XcodeTarget] {
        project(in: bytes, projectFolder: projectFolder, readFile: readFile).targets
    }

    /// One project file's native targets and the device families its `.xcconfig` files set
    /// (`XcodeBuildSettings.configFileFamilies`), those files read by `readFile`.
    static func project(in bytes: [UInt8], projectFolder: String,
                        readFile: (String) -> [UInt8]?) -> (targets: [XcodeTarget], configFileFamilies: [String]) {
        guard let plist = try? OldStylePropertyList.parse(bytes),
              let project = XcodeProjectReader(plist, projectFolder: projectFolder) else { return ([], []) }
        let settings = project.settings(readFile: readFile)
        return (project.targets(settings), settings.configFileFamilies)
    }

    /// The device family an `.xcconfig` file of `bytes` at `path` sets (its includes read from
    /// disk): the value, nil where it sets none, `?` where that is not sure.
    public static func deviceFamily(inConfigFile bytes: [UInt8], path: String) -> String? {
        switch XcodeConfigFile.parse(bytes, path: path, readFile: configFileBytes).value("TARGETED_DEVICE_FAMILY") {
        case .set(let value): return value
        case .notSure: return "?"
        case .unset: return nil
        }
    }

    /// An `.xcconfig` file's bytes: a regular file (not a device, whatever a project names) of at
    /// most `XcodeConfigFile.maxSize`.
    static func configFileBytes(at path: String) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= XcodeConfigFile.maxSize,
              let data = FileManager.default.contents(atPath: path), data.count <= XcodeConfigFile.maxSize else { return nil }
        return [UInt8](data)
    }

    /// Every iOS family is exactly `1`, and there is one. tvOS (`3`), watchOS (`4`) and visionOS
    /// (`7`) targets are not iOS targets; a Mac Catalyst family (`6`) is a Mac's wide window.
    static func isPhoneOnly(families: [String]) -> Bool {
        everyIOSFamily(of: families, is: "1")
    }

    /// Every iOS family is exactly `2` (iPad, without Mac Catalyst's `6`), and there is one.
    static func isPadOnly(families: [String]) -> Bool {
        everyIOSFamily(of: families, is: "2")
    }

    private static func everyIOSFamily(of families: [String], is family: String) -> Bool {
        let iOS = families.filter { !["3", "4", "7"].contains($0) }
        return !iOS.isEmpty && iOS.allSatisfy { $0 == family }
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
    private static func projectBytes(at path: String) -> [UInt8]? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= maxProjectSize,
              let data = FileManager.default.contents(atPath: path), data.count <= maxProjectSize else { return nil }
        return [UInt8](data)
    }

    /// A folder, not a link to one: the walk does not follow links by default either.
    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}

/// What a linted tree's Xcode projects say about the devices its files run on.
public struct AppDevices: Sendable {
    /// The whole tree's answer, for files no target builds: every project's every iOS target
    /// says iPhone only.
    public var isPhoneOnly: Bool
    /// Likewise, every project's every iOS target says iPad only: the app never runs on an iPhone.
    public var isPadOnly = false
    /// The folders holding a project, an XcodeGen spec or a package, and whether that folder's
    /// project is a Mac app's alone (every target macOS, no iOS device family): a file no target
    /// builds (a project that lists no build phases, a file left out of one) is a Mac app's when
    /// the nearest such folder around it is one.
    var macOnlyFolders: [(folder: String, macOnly: Bool)] = []
    /// The native targets of the projects found that could be read.
    var targets: [XcodeTarget] = []

    /// Whether some file's answer may differ from the whole tree's.
    public var decidesPerFile: Bool {
        !targets.isEmpty
    }

    /// The standard context's platform for the file at `path` (absolute), nil where it stays the
    /// standard one: iOS (a compact width) where every iOS target that builds it is iPhone only
    /// (and one does), iPadOS where every one is iPad only (then no preview device makes it an
    /// iPhone's), macOS where only macOS targets build it. A file no target builds gets the whole
    /// tree's answer (iPhone only, iPad only, or a Mac's); one that only tvOS, watchOS or visionOS
    /// targets build, or a mix of those and macOS ones, keeps the standard context.
    public func platform(ofFile path: String) -> Platform? {
        let file = XcodeTarget.joined("/", path)
        let building = targets.filter { $0.builds(file) }
        guard !building.isEmpty else {
            return isPhoneOnly ? .iOS : isPadOnly ? .iPadOS : isInMacOnlyFolder(file) ? .macOS : nil
        }
        let devices = building.map { $0.devices(of: file) }
        if devices.allSatisfy({ $0 == .macOS }) { return .macOS }
        let iOS = Set(devices.filter(\.isIOS))
        return iOS == [.iPhoneOnly] ? .iOS : iOS == [.iPadOnly] ? .iPadOS : nil
    }

    /// Whether the nearest folder around `file` that holds a project, a spec or a package holds a
    /// Mac app's project alone.
    private func isInMacOnlyFolder(_ file: String) -> Bool {
        let around = macOnlyFolders.filter { XcodeTarget.isAtOrBelow(file, $0.folder) }
        guard let nearest = around.map(\.folder.count).max() else { return false }
        // Two projects side by side (a Mac app's and an iPad app's): the file may be either's.
        return around.filter { $0.folder.count == nearest }.allSatisfy(\.macOnly)
    }

    /// Whether the file at `path` (absolute) runs on iPhone only (`platform(ofFile:)`).
    public func isPhoneOnly(file path: String) -> Bool {
        platform(ofFile: path) == .iOS
    }
}
