/// Reads an Xcode project's native targets from its `project.pbxproj` (docs/sources.md, "Which
/// devices the app runs on"): the files each builds, through its sources and resources build
/// phases, their file references and the group tree that gives their paths, or Xcode 16's
/// folders kept in sync with the disk; and the devices it runs on, from its build settings.
struct XcodeProjectReader {
    typealias Object = [String: OldStylePropertyList]

    let objects: [String: Object]
    let project: Object
    /// The folder paths are resolved from (`SOURCE_ROOT`): the folder holding the `.xcodeproj`,
    /// moved by the project's `projectDirPath`.
    let sourceRoot: String
    /// The absolute path of each group, file reference and synchronized folder reached from
    /// the project's main group.
    private(set) var paths: [String: String] = [:]
    /// Xcode 16's folders kept in sync with the disk, sorted by id.
    private let synchronizedGroups: [(id: String, object: Object)]

    /// nil when `plist` is not an Xcode project (no `objects`, or its `rootObject` is no `PBXProject`).
    init?(_ plist: OldStylePropertyList, projectFolder: String) {
        guard let entries = plist["objects"]?.dictionary, let rootID = plist["rootObject"]?.string else { return nil }
        var objects: [String: Object] = [:]
        for (id, value) in entries {
            if let object = value.dictionary { objects[id] = object }
        }
        guard let project = objects[rootID], project["isa"]?.string == "PBXProject" else { return nil }
        self.objects = objects
        self.project = project
        self.sourceRoot = XcodeTarget.joined(projectFolder, project["projectDirPath"]?.string ?? "")
        self.synchronizedGroups = objects.filter { $0.value["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" }
            .map { (id: $0.key, object: $0.value) }.sorted { $0.id < $1.id }
        if let mainGroup = project["mainGroup"]?.string { resolvePaths(from: mainGroup) }
    }

    /// The project's build settings, its `.xcconfig` files read by `readFile`.
    func settings(readFile: (String) -> [UInt8]?) -> XcodeBuildSettings {
        XcodeBuildSettings(objects: objects, project: project, paths: paths, readFile: readFile)
    }

    /// The project's native targets, in its order. Aggregate and legacy targets build no files.
    func targets(_ settings: XcodeBuildSettings) -> [XcodeTarget] {
        (project["targets"]?.strings ?? []).compactMap { id -> XcodeTarget? in
            guard let target = objects[id], target["isa"]?.string == "PBXNativeTarget",
                  !XcodeTarget.isTestBundle(productType: target["productType"]?.string) else { return nil }
            let (files, filtered) = builtFiles(of: target)
            var made = XcodeTarget(name: target["name"]?.string ?? id, devices: settings.devices(of: target),
                                   files: files, folders: synchronizedFolders(of: target, id: id))
            made.filtered = filtered.merging(synchronizedFilters(of: id)) { own, _ in own }
            made.iOSDevices = settings.iOSDevices(of: target)
            return made
        }
    }

    /// Walks the group tree from the main group, giving each member its path: relative to its
    /// group's (`<group>`), to the project's folder (`SOURCE_ROOT`), or absolute. A member under
    /// another source tree (`BUILT_PRODUCTS_DIR`, `SDKROOT`) is no file of the project's folder.
    /// Each object is visited once, so a group listed twice or inside itself ends the walk there.
    private mutating func resolvePaths(from mainGroup: String) {
        var pending: [(id: String, parent: String)] = [(mainGroup, sourceRoot)]
        while let (id, parent) = pending.popLast() {
            guard paths[id] == nil, let object = objects[id] else { continue }
            let base: String
            switch object["sourceTree"]?.string ?? "<group>" {
            case "<group>": base = parent
            case "SOURCE_ROOT": base = sourceRoot
            case "<absolute>": base = "/"
            default: continue
            }
            // A group without a path is its parent's folder; a path that is not a string is no path.
            let path: String
            switch object["path"] {
            case nil: path = base
            case .string(let own)?: path = XcodeTarget.joined(base, own)
            default: continue
            }
            paths[id] = path
            for child in (object["children"]?.strings ?? []).reversed() { pending.append((child, path)) }
        }
    }

    /// The paths of the files named by the target's sources and resources build phases; a
    /// localized file (`PBXVariantGroup`) or a versioned model (`XCVersionGroup`) is its members.
    /// Those whose every build file is built for some platforms only (`platformFilter = ios;`,
    /// `platformFilters = (ios, maccatalyst);`) are in `filtered`, with those platforms.
    private func builtFiles(of target: Object) -> (files: Set<String>, filtered: [String: Set<String>]) {
        var files: Set<String> = []
        var filtered: [String: Set<String>] = [:]
        var unfiltered: Set<String> = []
        for phaseID in target["buildPhases"]?.strings ?? [] {
            guard let phase = objects[phaseID],
                  ["PBXSourcesBuildPhase", "PBXResourcesBuildPhase"].contains(phase["isa"]?.string) else { continue }
            for buildFileID in phase["files"]?.strings ?? [] {
                guard let buildFile = objects[buildFileID], let referenceID = buildFile["fileRef"]?.string,
                      let reference = objects[referenceID] else { continue }
                var named: [String] = []
                if ["PBXVariantGroup", "XCVersionGroup"].contains(reference["isa"]?.string) {
                    named = (reference["children"]?.strings ?? []).compactMap { paths[$0] }
                } else if let path = paths[referenceID] {
                    named = [path]
                }
                let platforms = Self.platformFilters(of: buildFile)
                for path in named {
                    files.insert(path)
                    if let platforms { filtered[path, default: []].formUnion(platforms) } else { unfiltered.insert(path) }
                }
            }
        }
        for path in unfiltered { filtered[path] = nil }
        return (files, filtered)
    }

    /// The platforms a build file is built for, when it names some: `platformFilter` (one) or
    /// `platformFilters` (a list). A value that is not a string or a list of them names none it
    /// can be sure of: the file is read as built for every platform.
    static func platformFilters(of buildFile: Object) -> Set<String>? {
        var platforms: Set<String> = []
        if let one = buildFile["platformFilter"] {
            guard let name = one.string else { return nil }
            platforms.insert(name)
        }
        if let list = buildFile["platformFilters"] {
            guard list.array != nil, list.strings.count == list.array?.count else { return nil }
            platforms.formUnion(list.strings)
        }
        return platforms.isEmpty ? nil : platforms
    }

    /// The files of Xcode 16's synchronized folders that the target's exceptions build for some
    /// platforms only (`platformFiltersByRelativePath`), with those platforms.
    private func synchronizedFilters(of targetID: String) -> [String: Set<String>] {
        var filtered: [String: Set<String>] = [:]
        for (groupID, group) in synchronizedGroups {
            guard let path = paths[groupID] else { continue }
            for exception in (group["exceptions"]?.strings ?? []).compactMap({ objects[$0] })
            where exception["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && exception["target"]?.string == targetID {
                for (relative, platforms) in exception["platformFiltersByRelativePath"]?.dictionary ?? [:] {
                    // Not a list of names: read as built for every platform.
                    guard let list = platforms.array, platforms.strings.count == list.count, !list.isEmpty else { continue }
                    filtered[XcodeTarget.joined(path, relative), default: []].formUnion(platforms.strings)
                }
            }
        }
        return filtered
    }

    /// Xcode 16's synchronized folders: every file of a folder the target lists in
    /// `fileSystemSynchronizedGroups` but its exceptions for this target; of a folder it does
    /// not list, the files its exceptions for this target name (how Xcode adds one file of
    /// another target's folder).
    private func synchronizedFolders(of target: Object, id targetID: String) -> [XcodeTarget.Folder] {
        let listed = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
        var folders: [XcodeTarget.Folder] = []
        for (groupID, group) in synchronizedGroups {
            guard let path = paths[groupID] else { continue }
            let exceptions = (group["exceptions"]?.strings ?? []).compactMap { objects[$0] }.filter {
                $0["isa"]?.string == "PBXFileSystemSynchronizedBuildFileExceptionSet" && $0["target"]?.string == targetID
            }
            let named = exceptions.flatMap { $0["membershipExceptions"]?.strings ?? [] }.map { XcodeTarget.joined(path, $0) }
            if listed.contains(groupID) {
                folders.append(XcodeTarget.Folder(path: path, exceptions: named.sorted()))
            } else {
                folders += named.sorted().map { XcodeTarget.Folder(path: $0) }
            }
        }
        return folders.sorted { $0.path < $1.path }
    }
}
