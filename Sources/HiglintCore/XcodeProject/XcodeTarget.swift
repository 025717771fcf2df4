/// One native target of an Xcode project: the files it builds and the devices it runs on
/// (docs/sources.md, "Which devices the app runs on").
struct XcodeTarget: Sendable, Equatable {
    /// The devices a target's app runs on, as far as its build settings say.
    enum Devices: Sendable, Hashable {
        /// An iOS target whose `TARGETED_DEVICE_FAMILY` is `1` in every configuration.
        case iPhoneOnly
        /// An iOS target whose `TARGETED_DEVICE_FAMILY` is `2` in every configuration, not built
        /// for Mac Catalyst: its app never runs on an iPhone.
        case iPadOnly
        /// An iOS target for iPhone and iPad (`1,2`), Mac Catalyst (`6`), or whose family is not
        /// sure (not a literal, in an `.xcconfig` file, different between configurations, not set).
        case mayRunOnIPad
        /// A macOS target (not Mac Catalyst, which is an iOS target): its files run in a Mac's windows.
        case macOS
        /// A tvOS, watchOS or visionOS target: no iOS scene at all.
        case notIOS

        /// An iOS target's devices from its device families (`1`, `2`, `1,2`; nil when not sure):
        /// tvOS (`3`), watchOS (`4`) and visionOS (`7`) are other targets' families.
        init(iOSFamilies families: Set<String>?) {
            switch families?.subtracting(["3", "4", "7"]) {
            case ["1"]?: self = .iPhoneOnly
            case ["2"]?: self = .iPadOnly
            default: self = .mayRunOnIPad
            }
        }

        /// Whether its app runs on iPhone or iPad.
        var isIOS: Bool {
            self == .iPhoneOnly || self == .iPadOnly || self == .mayRunOnIPad
        }
    }

    /// Every file below `path` (a folder Xcode 16 keeps in sync with the disk) except those at
    /// or below one of `exceptions`.
    struct Folder: Sendable, Equatable {
        var path: String
        var exceptions: [String] = []

        func holds(_ file: String) -> Bool {
            XcodeTarget.isAtOrBelow(file, path) && !exceptions.contains { XcodeTarget.isAtOrBelow(file, $0) }
        }
    }

    var name: String
    var devices: Devices
    /// Absolute, standardized paths of the files its sources and resources build phases name.
    var files: Set<String> = []
    var folders: [Folder] = []
    /// The files of `files` built for some platforms only (`platformFilters`), with those
    /// platforms (`ios`, `maccatalyst`, `macos`, …).
    var filtered: [String: Set<String>] = [:]
    /// The devices of a file built for iOS but not Mac Catalyst.
    var iOSDevices: Devices = .mayRunOnIPad

    /// The device family its devices stand for in the whole tree's answer (`isPhoneOnly(families:)`):
    /// none for a target that is not for iOS.
    var family: String? {
        switch devices {
        case .iPhoneOnly: return "1"
        case .iPadOnly: return "2"
        case .mayRunOnIPad: return "?"
        case .macOS, .notIOS: return nil
        }
    }

    /// A unit or UI test bundle (`com.apple.product-type.bundle.unit-test`, XcodeGen's
    /// `bundle.ui-testing`): it runs no app's scenes, whatever its device family (Xcode's template
    /// gives it `1,2` beside an iPad-only app), so it is no target of the app's here.
    static func isTestBundle(productType: String?) -> Bool {
        guard let productType else { return false }
        return productType.hasSuffix("bundle.unit-test") || productType.hasSuffix("bundle.ui-testing")
    }

    /// Whether the target builds the file at `path` (absolute, standardized).
    func builds(_ path: String) -> Bool {
        files.contains(path) || folders.contains { $0.holds(path) }
    }

    /// The devices the file at `path`, which the target builds, runs on: the target's, unless its
    /// build file is filtered to some platforms. Built for iOS only, Mac Catalyst does not build
    /// it; built for neither iOS nor Mac Catalyst, the target builds no iOS scene of it (a Mac's
    /// where the filter is `macos`).
    func devices(of path: String) -> Devices {
        guard let platforms = filtered[path], devices.isIOS else { return devices }
        if platforms.contains("maccatalyst") { return .mayRunOnIPad }
        if platforms.contains("ios") { return iOSDevices }
        return platforms.contains("macos") ? .macOS : .notIOS
    }

    static func isAtOrBelow(_ path: String, _ folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }

    /// `path` joined to `base` unless absolute, with `.` and `..` resolved and no doubled or
    /// trailing `/` (links are not followed: a linted file's path is standardized the same way).
    static func joined(_ base: String, _ path: String) -> String {
        var components: [Substring] = []
        for component in ((path.hasPrefix("/") ? "" : base) + "/" + path).split(separator: "/") {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }
}
