import Foundation

/// A target's build settings as far as a project file and its `.xcconfig` files say them, in
/// Xcode's order: the target's own configuration, its `.xcconfig` file
/// (`baseConfigurationReference`), the project's configuration of the same name, the project's
/// `.xcconfig` file. A setting that depends on a condition (`KEY[sdk=iphoneos*]`), that differs
/// between configurations, or that an `.xcconfig` file not read whole may give is not sure.
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
    /// The `.xcconfig` file of each configuration that names one, by the file's path; nil for a
    /// configuration whose file's path is not known (not read: not sure), and for a CocoaPods file
    /// that is not there.
    private let configFiles: [String: XcodeConfigFile]
    /// The paths of the project's file references and groups (`XcodeProjectReader.paths`).
    private let paths: [String: String]

    init(objects: [String: Object], project: Object, paths: [String: String] = [:], readFile: (String) -> [UInt8]? = { _ in nil }) {
        self.objects = objects
        self.paths = paths
        var byName: [String: Object] = [:]
        for configuration in Self.configurations(of: project, in: objects) {
            if let name = configuration["name"]?.string { byName[name] = configuration }
        }
        projectConfigurations = byName
        var files: [String: XcodeConfigFile] = [:]
        for object in objects.values where object["isa"]?.string == "XCBuildConfiguration" {
            guard case .path(let path)? = Self.configFile(of: object, paths: paths), files[path] == nil else { continue }
            // CocoaPods' generated file, missing from the checkout: `configFileValue` knows what it never sets.
            if Self.isCocoaPodsSupportFile(path), readFile(path) == nil { continue }
            files[path] = XcodeConfigFile.read(path, readFile: readFile)
        }
        configFiles = files
    }

    /// Where a configuration's `.xcconfig` file is: none, a path, or a file it names whose path
    /// is not known. Xcode 16 names one inside a synchronized folder by that folder and a path
    /// relative to it (`baseConfigurationReferenceAnchor`, `…RelativePath`).
    private enum ConfigFile: Equatable {
        case path(String)
        case unknown
    }

    private static func configFile(of configuration: Object, paths: [String: String]) -> ConfigFile? {
        if let reference = configuration["baseConfigurationReference"] {
            guard let id = reference.string, let path = paths[id] else { return .unknown }
            return .path(path)
        }
        if let anchor = configuration["baseConfigurationReferenceAnchor"] {
            guard let id = anchor.string, let folder = paths[id],
                  let relative = configuration["baseConfigurationReferenceRelativePath"]?.string else { return .unknown }
            return .path(XcodeTarget.joined(folder, relative))
        }
        return configuration["baseConfigurationReferenceRelativePath"] == nil ? nil : .unknown
    }

    /// `key` in a configuration's `.xcconfig` file: unset when it names none.
    private func configFileValue(_ key: String, of configuration: Object) -> Value {
        switch Self.configFile(of: configuration, paths: paths) {
        case nil: return .unset
        case .unknown?: return .notSure
        case .path(let path)?:
            if let file = configFiles[path] { return file.value(key) }
            return Self.isCocoaPodsSupportFile(path) && Self.settingsCocoaPodsNeverWrites.contains(key) ? .unset : .notSure
        }
    }

    /// CocoaPods' generated `Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig`, which an
    /// app target is based on: often not in the repository (`Pods/` is ignored), but it sets only
    /// search paths, linker flags and `PODS_…` settings, never the ones listed here.
    static func isCocoaPodsSupportFile(_ path: String) -> Bool {
        path.contains("/Pods/Target Support Files/") && path.hasSuffix(".xcconfig")
    }

    static let settingsCocoaPodsNeverWrites: Set<String> = ["TARGETED_DEVICE_FAMILY", "SUPPORTED_PLATFORMS", "SDKROOT", "SUPPORTS_MACCATALYST"]

    /// What the project's `.xcconfig` files say of the device family, for the whole tree's
    /// answer: each value they set (`1`, `1,2`), `?` for one not sure.
    var configFileFamilies: [String] {
        configFiles.keys.sorted().compactMap { path in
            switch configFiles[path]!.value("TARGETED_DEVICE_FAMILY") {
            case .set(let value): return value
            case .notSure: return "?"
            case .unset: return nil
            }
        }
    }

    /// The devices a native target runs on. Its platform comes from `SUPPORTED_PLATFORMS`
    /// (`iphoneos` among them: iOS) or else `SDKROOT`; a target whose platform is not sure is
    /// read as iOS unless its device family is only tvOS (`3`), watchOS (`4`) or visionOS (`7`).
    func devices(of target: Object) -> XcodeTarget.Devices {
        devices(of: target, builtForCatalyst: true)
    }

    /// The devices a file of the target that its build file filters to iOS (`platformFilters =
    /// (ios)`) runs on: Mac Catalyst does not build it.
    func iOSDevices(of target: Object) -> XcodeTarget.Devices {
        devices(of: target, builtForCatalyst: false)
    }

    private func devices(of target: Object, builtForCatalyst: Bool) -> XcodeTarget.Devices {
        let configurations = Self.configurations(of: target, in: objects)
        let family = value("TARGETED_DEVICE_FAMILY", in: configurations)
        let families: Set<String>? = if case .set(let text) = family {
            Set(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        } else {
            nil
        }
        switch platform(in: configurations) {
        case .macOS?: return .macOS
        case .other?: return .notIOS
        case .none: if let families, !families.isEmpty, families.isSubset(of: ["3", "4", "7"]) { return .notIOS }
        case .iOS?: break
        }
        // A Mac Catalyst build is a Mac's window, whatever the iOS family says.
        guard builtForCatalyst else { return XcodeTarget.Devices(iOSFamilies: families?.subtracting(["6"])) }
        guard value("SUPPORTS_MACCATALYST", in: configurations) != .set("YES") else { return .mayRunOnIPad }
        return XcodeTarget.Devices(iOSFamilies: families)
    }

    /// The platforms a target's settings name.
    private enum TargetPlatform {
        /// iOS, with or without others (a multiplatform target, Mac Catalyst).
        case iOS
        case macOS
        /// tvOS, watchOS or visionOS, perhaps with macOS.
        case other
    }

    /// The platform the target is built for; nil when its settings do not say.
    private func platform(in configurations: [Object]) -> TargetPlatform? {
        if case .set(let supported) = value("SUPPORTED_PLATFORMS", in: configurations) {
            let platforms = supported.split(separator: " ")
            if platforms.contains("iphoneos") { return .iOS }
            return platforms.allSatisfy { $0 == "macosx" } ? .macOS : .other
        }
        guard case .set(let sdk) = value("SDKROOT", in: configurations) else { return nil }
        if sdk.hasPrefix("iphoneos") { return .iOS }
        if sdk.hasPrefix("macosx") { return .macOS }
        if ["appletvos", "watchos", "xros"].contains(where: sdk.hasPrefix) { return .other }
        return nil
    }

    /// `key` over every configuration of a target: the same literal in each, or not sure.
    func value(_ key: String, in configurations: [Object]) -> Value {
        guard !configurations.isEmpty else { return .notSure }
        let values = configurations.map { value(key, in: $0) }
        guard let first = values.first, values.allSatisfy({ $0 == first }) else { return .notSure }
        return first
    }

    /// `key` in one configuration of a target: its own setting, else its `.xcconfig` file's, else
    /// the project's configuration of the same name, else that one's `.xcconfig` file's.
    private func value(_ key: String, in configuration: Object) -> Value {
        let own = Self.literal(key, in: configuration)
        guard own == .unset else { return own }
        let file = configFileValue(key, of: configuration)
        guard file == .unset else { return file }
        guard let name = configuration["name"]?.string, let project = projectConfigurations[name] else { return .unset }
        let inherited = Self.literal(key, in: project)
        guard inherited == .unset else { return inherited }
        return configFileValue(key, of: project)
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
