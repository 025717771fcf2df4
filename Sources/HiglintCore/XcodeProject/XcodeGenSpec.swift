/// An XcodeGen project spec (`project.yml`), read where a folder holds one and no `.xcodeproj`
/// (a team that generates its project often keeps only the spec in git): the targets the project
/// made from it would have, with the folders their `sources` name and the devices their settings
/// say (docs/sources.md, "Which devices the app runs on").
///
/// XcodeGen gives every iOS target `TARGETED_DEVICE_FAMILY = 1,2` (its iOS setting preset) unless
/// the target's own `settings` or `configFiles` set another, so a target is iPhone only when those
/// say `1` in every configuration. What the spec does not settle is not sure, and leaves the
/// standard context alone: a value set only at the project level (whether the preset overrides
/// it depends on XcodeGen's options), a setting group or template the target uses, a spec that
/// includes other files (`include`), a value that is not a literal.
enum XcodeGenSpec {
    /// The spec file's name, as `xcodegen generate` looks for it.
    static let fileName = "project.yml"

    /// The spec's targets, or nil when `bytes` are not an XcodeGen spec (a mapping with a `name`
    /// and a mapping of `targets`), or one this reading does not take whole (`include`).
    /// `readFile` reads an `.xcconfig` file a target names.
    static func targets(in bytes: [UInt8], specFolder: String, readFile: (String) -> [UInt8]?) -> [XcodeTarget]? {
        let stream = YAMLReader.read(bytes)
        guard stream.failure == nil, stream.documents.count == 1, let root = stream.documents.first?.root,
              root.value("name")?.scalar != nil, let targets = root.value("targets")?.entries,
              root.value("include") == nil else { return nil }
        return targets.compactMap { entry -> XcodeTarget? in
            guard let name = entry.name, !XcodeTarget.isTestBundle(productType: entry.value.value("type")?.scalar?.text) else { return nil }
            let devices = devices(of: entry.value, specFolder: specFolder, readFile: readFile)
            var target = XcodeTarget(name: name, devices: devices, folders: folders(of: entry.value, specFolder: specFolder))
            target.iOSDevices = devices.isIOS ? devices : .mayRunOnIPad
            return target
        }
    }

    /// The devices a target of the spec runs on.
    static func devices(of target: Node, specFolder: String, readFile: (String) -> [UInt8]?) -> XcodeTarget.Devices {
        if isMacOnly(target) { return .macOS }
        switch isIOS(target) {
        case false?: return .notIOS
        case nil: return .mayRunOnIPad
        case true?: break
        }
        if target.value("templates") != nil { return .mayRunOnIPad }
        let settings = target.value("settings")
        if case .set(let catalyst) = value("SUPPORTS_MACCATALYST", in: settings), catalyst == "YES" { return .mayRunOnIPad }
        let destinations = (target.value("supportedDestinations")?.items ?? []).compactMap { $0.scalar?.text }
        if destinations.contains("macCatalyst") { return .mayRunOnIPad }
        var family = value("TARGETED_DEVICE_FAMILY", in: settings)
        if family == .unset { family = configFileValue("TARGETED_DEVICE_FAMILY", of: target, specFolder: specFolder, readFile: readFile) }
        switch family {
        case .set(let text):
            return XcodeTarget.Devices(iOSFamilies: Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }))
        case .unset, .notSure:
            // XcodeGen's preset: iPhone and iPad.
            return .mayRunOnIPad
        }
    }

    /// Whether the target is built for macOS alone: `platform: macOS`, or only the `macOS`
    /// destination where the platform is not named (`auto`, or no `platform`).
    private static func isMacOnly(_ target: Node) -> Bool {
        let platform = target.value("platform")
        let names = platform?.items?.compactMap(\.scalar?.text) ?? [platform?.scalar?.text].compactMap { $0 }
        if names == ["macOS"] { return true }
        guard names.isEmpty || names == ["auto"] else { return false }
        return target.value("supportedDestinations")?.items?.compactMap(\.scalar?.text) == ["macOS"]
    }

    /// Whether the target is built for iOS: its `platform` (or one of them), else its
    /// `supportedDestinations`; nil when neither says.
    private static func isIOS(_ target: Node) -> Bool? {
        if let platform = target.value("platform") {
            let names = platform.items?.compactMap(\.scalar?.text) ?? [platform.scalar?.text].compactMap { $0 }
            if names.contains("iOS") { return true }
            if names.contains(where: { ["macOS", "tvOS", "watchOS", "visionOS"].contains($0) }) { return false }
            if target.value("supportedDestinations") == nil { return nil }
        }
        guard let destinations = target.value("supportedDestinations")?.items?.compactMap(\.scalar?.text) else { return nil }
        return destinations.contains("iOS") || destinations.contains("macCatalyst")
    }

    /// `key` in a spec's `settings`: a plain mapping of settings, or `base` with `configs`; the
    /// same literal wherever it is set, or not sure. A `groups` list may set anything.
    static func value(_ key: String, in settings: Node?) -> XcodeBuildSettings.Value {
        guard let settings, let entries = settings.entries else { return settings == nil ? .unset : .notSure }
        let advanced = entries.contains { ["base", "configs", "groups"].contains($0.name ?? "") }
        var layers: [Node] = advanced ? [settings.value("base")].compactMap { $0 } : [settings]
        if advanced { layers += settings.value("configs")?.entries?.map(\.value) ?? [] }
        var found: XcodeBuildSettings.Value = .unset
        for layer in layers {
            guard let pairs = layer.entries else { return .notSure }
            if pairs.contains(where: { $0.name?.hasPrefix(key + "[") == true }) { return .notSure }
            guard let setting = layer.value(key) else { continue }
            guard let text = setting.scalar?.text, !text.contains("$") else { return .notSure }
            let value = XcodeBuildSettings.Value.set(text.trimmingCharacters(in: .whitespaces))
            if found != .unset, found != value { return .notSure }
            found = value
        }
        if found == .unset, advanced, settings.value("groups") != nil { return .notSure }
        return found
    }

    /// `key` in the `.xcconfig` files the target's `configFiles` name (by configuration): the same
    /// literal in each, unset when none sets it, not sure when one cannot be read whole.
    private static func configFileValue(_ key: String, of target: Node, specFolder: String,
                                        readFile: (String) -> [UInt8]?) -> XcodeBuildSettings.Value {
        guard let files = target.value("configFiles")?.entries else { return .unset }
        var found: XcodeBuildSettings.Value = .unset
        for file in files {
            guard let path = file.value.scalar?.text else { return .notSure }
            let value = XcodeConfigFile.read(XcodeTarget.joined(specFolder, path), readFile: readFile).value(key)
            if value == .notSure || (found != .unset && value != found) { return .notSure }
            if value != .unset { found = value }
        }
        return found
    }

    /// The folders (or files) a target's `sources` name, relative to the spec's folder, with the
    /// `excludes` that name a path rather than a pattern.
    private static func folders(of target: Node, specFolder: String) -> [XcodeTarget.Folder] {
        guard let sources = target.value("sources") else { return [] }
        return (sources.items ?? [sources]).compactMap { source in
            guard let path = source.scalar?.text ?? source.value("path")?.scalar?.text else { return nil }
            let folder = XcodeTarget.joined(specFolder, path)
            let excludes = (source.value("excludes")?.items ?? []).compactMap(\.scalar?.text)
                .filter { !$0.contains(where: { "*?[{".contains($0) }) }
                .map { XcodeTarget.joined(folder, $0) }
            return XcodeTarget.Folder(path: folder, exceptions: excludes)
        }
    }
}

extension Node {
    /// The value of the last `key` of a mapping (YAML's own rule for a repeated key); nil for a
    /// key it does not hold, or a node that is no mapping.
    func value(_ key: String) -> Node? {
        entries?.last { $0.name == key }?.value
    }
}
