import Foundation

/// A target's build settings as far as a project file says them: the target's own configurations
/// over the project's of the same name. A setting that an `.xcconfig` file may give
/// (`baseConfigurationReference`), that depends on a condition (`KEY[sdk=iphoneos*]`) or that
/// differs between configurations is not sure.
struct XcodeBuildSettings {
    typealias Object = XcodeProjectReader.Object

    /// A setting resolved over every configuration of a target.
    enum Value: Equatable {
        case set(String)
        /// No configuration sets it, and no `.xcconfig` file could.
        case unset
        case notSure
    }

    let objects: [String: Object]
    /// The project's configurations by name (`Debug`, `Release`).
    let projectConfigurations: [String: Object]

    init(objects: [String: Object], project: Object) {
        self.objects = objects
        var byName: [String: Object] = [:]
        for configuration in Self.configurations(of: project, in: objects) {
            if let name = configuration["name"]?.string { byName[name] = configuration }
        }
        projectConfigurations = byName
    }

    /// The devices a native target runs on. Its platform comes from `SUPPORTED_PLATFORMS`
    /// (`iphoneos` among them: iOS) or else `SDKROOT`; a target whose platform is not sure is
    /// read as iOS unless its device family is only tvOS (`3`), watchOS (`4`) or visionOS (`7`).
    func devices(of target: Object) -> XcodeTarget.Devices {
        let configurations = Self.configurations(of: target, in: objects)
        let family = value("TARGETED_DEVICE_FAMILY", in: configurations)
        let families: Set<String>? = if case .set(let text) = family {
            Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        } else {
            nil
        }
        switch platform(in: configurations) {
        case .some(false): return .notIOS
        case .none: if let families, !families.isEmpty, families.isSubset(of: ["3", "4", "7"]) { return .notIOS }
        case .some(true): break
        }
        // A Mac Catalyst build is a Mac's window, whatever the iOS family says.
        guard let families, families.subtracting(["3", "4", "7"]) == ["1"],
              value("SUPPORTS_MACCATALYST", in: configurations) != .set("YES") else { return .mayRunOnIPad }
        return .iPhoneOnly
    }

    /// Whether the target is an iOS target; nil when its settings do not say.
    private func platform(in configurations: [Object]) -> Bool? {
        if case .set(let supported) = value("SUPPORTED_PLATFORMS", in: configurations) {
            return supported.split(separator: " ").contains("iphoneos")
        }
        guard case .set(let sdk) = value("SDKROOT", in: configurations) else { return nil }
        if sdk.hasPrefix("iphoneos") { return true }
        if ["macosx", "appletvos", "watchos", "xros"].contains(where: sdk.hasPrefix) { return false }
        return nil
    }

    /// `key` over every configuration of a target: the same literal in each, or not sure.
    func value(_ key: String, in configurations: [Object]) -> Value {
        guard !configurations.isEmpty else { return .notSure }
        let values = configurations.map { value(key, in: $0) }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return .notSure }
        return first
    }

    /// `key` in one configuration of a target: its own setting, else (with no `.xcconfig` file
    /// under it) the project's configuration of the same name.
    private func value(_ key: String, in configuration: Object) -> Value {
        let own = Self.literal(key, in: configuration)
        guard own == .unset else { return own }
        guard configuration["baseConfigurationReference"] == nil else { return .notSure }
        guard let name = configuration["name"]?.string, let project = projectConfigurations[name] else { return .unset }
        let inherited = Self.literal(key, in: project)
        guard inherited == .unset else { return inherited }
        return project["baseConfigurationReference"] == nil ? .unset : .notSure
    }

    /// A configuration's own setting of `key`, when it is a literal (no `$(…)`) set for every SDK.
    private static func literal(_ key: String, in configuration: Object) -> Value {
        guard let settings = configuration["buildSettings"]?.dictionary else { return .unset }
        if settings.keys.contains(where: { $0.hasPrefix(key + "[") }) { return .notSure }
        guard let setting = settings[key] else { return .unset }
        // A list (`SUPPORTED_PLATFORMS = (iphoneos, iphonesimulator)`) reads as its words.
        let text = setting.string ?? (setting.array == nil ? nil : setting.strings.joined(separator: " "))
        guard let text, !text.contains("$") else { return .notSure }
        return .set(text.trimmingCharacters(in: .whitespaces))
    }

    /// The configurations an object's (a target's or the project's) `buildConfigurationList` lists.
    static func configurations(of object: Object, in objects: [String: Object]) -> [Object] {
        guard let listID = object["buildConfigurationList"]?.string, let list = objects[listID] else { return [] }
        return (list["buildConfigurations"]?.strings ?? []).compactMap { objects[$0] }
    }
}
