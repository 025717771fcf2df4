import Foundation
@testable import HiglintCore
import XCTest

/// `.xcconfig` files a project's configurations name, read for the devices a target runs on
/// (docs/sources.md, "Which devices the app runs on").
final class XcodeConfigFileTests: XCTestCase {
    /// Files by absolute path, as the reader is given them.
    private func reader(_ files: [String: String]) -> (String) -> [UInt8]? {
        { path in files[path].map { Array($0.utf8) } }
    }

    private func family(_ text: String, files: [String: String] = [:]) -> XcodeBuildSettings.Value {
        XcodeConfigFile.parse(Array(text.utf8), path: "/app/Config/App.xcconfig", readFile: reader(files)).value("TARGETED_DEVICE_FAMILY")
    }

    func testSettingsCommentsAndTheLastValue() {
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY = 1"), .set("1"))
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY=1,2 // iPhone and iPad"), .set("1,2"))
        XCTAssertEqual(family("  TARGETED_DEVICE_FAMILY = \"1,2\";\r\n"), .set("1,2"), "quotes, a semicolon, CRLF")
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY = 1,2\nTARGETED_DEVICE_FAMILY = 1"), .set("1"), "a later line replaces an earlier one")
        XCTAssertEqual(family("// TARGETED_DEVICE_FAMILY = 2\nSWIFT_VERSION = 5.0"), .unset)
        XCTAssertEqual(family(""), .unset)
        XCTAssertEqual(family("\u{FEFF}TARGETED_DEVICE_FAMILY = 1"), .set("1"), "a byte-order mark")
    }

    func testConditionsAndReferencesAreNotSure() {
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY = 1\nTARGETED_DEVICE_FAMILY[sdk=iphoneos*] = 1,2"), .notSure)
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY[config=Release][arch=*] = 2\nTARGETED_DEVICE_FAMILY = 1"), .notSure,
                       "a condition stays whatever follows")
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY = $(inherited),2"), .notSure)
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY = $(FAMILY)\nTARGETED_DEVICE_FAMILY = 1"), .set("1"), "a literal after it replaces it")
        XCTAssertEqual(family("SWIFT_VERSION[sdk=macosx*] = 6\nTARGETED_DEVICE_FAMILY = 1"), .set("1"), "another key's condition")
    }

    func testIncludesAreReadInPlaceFromTheIncludingFilesFolder() {
        let files = [
            "/app/Config/Shared/Base.xcconfig": "TARGETED_DEVICE_FAMILY = 1,2\n#include \"Phone.xcconfig\"",
            "/app/Config/Shared/Phone.xcconfig": "TARGETED_DEVICE_FAMILY = 1",
            "/app/Config/Pad.xcconfig": "TARGETED_DEVICE_FAMILY = 2",
        ]
        XCTAssertEqual(family("#include \"Shared/Base.xcconfig\"", files: files), .set("1"), "an include of an include, relative to its own folder")
        XCTAssertEqual(family("#include \"Shared/Base.xcconfig\"\nTARGETED_DEVICE_FAMILY = 2", files: files), .set("2"))
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY = 1\n#include \"Pad.xcconfig\"", files: files), .set("2"), "the include comes later")
        XCTAssertEqual(family("#include? \"Local.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1", files: files), .set("1"), "an optional file missing")
        XCTAssertEqual(family("#include \"Local.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1", files: files), .notSure, "a file missing")
        XCTAssertEqual(family("#include \"/app/Config/Pad.xcconfig\"", files: files), .set("2"), "an absolute path")
        XCTAssertEqual(family("#include \"<DEVELOPER_DIR>/Makefiles/CoreOS/Xcode/BSD.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1"), .notSure)
    }

    /// Bad input: not sure (every key), never a crash or a hang.
    func testFilesNotReadWholeLeaveEverySettingNotSure() {
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY 1"), .notSure, "no `=`")
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY = 1\nthis is not a setting"), .notSure)
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY = 1\n#include Base.xcconfig"), .notSure, "an include without quotes")
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY[sdk=iphoneos* = 1"), .notSure)
        XCTAssertEqual(family("TARGETED_DEVICE_FAMILY = 1\n\u{FFFD}"), .notSure)
        XCTAssertEqual(XcodeConfigFile.parse([0x54, 0xFF, 0x3D, 0x31], path: "/a.xcconfig", readFile: { _ in nil }).value("T"), .notSure, "not UTF-8")
        let cycle = ["/app/Config/A.xcconfig": "#include \"B.xcconfig\"", "/app/Config/B.xcconfig": "#include \"A.xcconfig\"\nTARGETED_DEVICE_FAMILY = 1"]
        XCTAssertEqual(family("#include \"A.xcconfig\"", files: cycle), .notSure, "a cycle of includes")
        let itself = ["/app/Config/App.xcconfig": "#include \"App.xcconfig\""]
        XCTAssertEqual(family("#include \"App.xcconfig\"", files: itself), .notSure, "a file that includes itself")
        var deep: [String: String] = [:]
        for level in 0..<40 { deep["/app/Config/L\(level).xcconfig"] = "#include \"L\(level + 1).xcconfig\"" }
        deep["/app/Config/L40.xcconfig"] = "TARGETED_DEVICE_FAMILY = 1"
        XCTAssertEqual(family("#include \"L0.xcconfig\"", files: deep), .notSure, "includes past the depth limit")
        var wide = (0..<100).map { "#include? \"W\($0).xcconfig\"" }.joined(separator: "\n")
        wide += "\nTARGETED_DEVICE_FAMILY = 1"
        XCTAssertEqual(family(wide), .notSure, "more files than one configuration reads")
    }

    // MARK: In a project

    private func projectText(_ objects: [String]) -> String {
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n" + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = P;\n}\n"
    }

    /// A project `P` with one target `T` building `A.swift` (build file `B`), the project's and
    /// the target's configurations naming `Config/Project.xcconfig` and `Config/Target.xcconfig`
    /// when asked, with these settings.
    private func targets(projectSettings: String = "SDKROOT = iphoneos;", targetSettings: String = "", projectFile: Bool = false,
                         targetFile: Bool = false, buildFile: String = "B = {isa = PBXBuildFile; fileRef = F; };",
                         files: [String: String]) -> [XcodeTarget] {
        let projectBase = projectFile ? " baseConfigurationReference = XP;" : ""
        let targetBase = targetFile ? " baseConfigurationReference = XT;" : ""
        let objects = [
            "P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T); };",
            "PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); };",
            "PD = {isa = XCBuildConfiguration;\(projectBase) buildSettings = {\(projectSettings)}; name = Debug; };",
            "PR = {isa = XCBuildConfiguration;\(projectBase) buildSettings = {\(projectSettings)}; name = Release; };",
            "T = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (TS); name = T; };",
            "TL = {isa = XCConfigurationList; buildConfigurations = (TD, TR); };",
            "TD = {isa = XCBuildConfiguration;\(targetBase) buildSettings = {\(targetSettings)}; name = Debug; };",
            "TR = {isa = XCBuildConfiguration;\(targetBase) buildSettings = {\(targetSettings)}; name = Release; };",
            "TS = {isa = PBXSourcesBuildPhase; files = (B); };",
            "G = {isa = PBXGroup; children = (F, C); sourceTree = \"<group>\"; };",
            "C = {isa = PBXGroup; children = (XP, XT); path = Config; sourceTree = \"<group>\"; };",
            "XP = {isa = PBXFileReference; path = Project.xcconfig; sourceTree = \"<group>\"; };",
            "XT = {isa = PBXFileReference; path = Target.xcconfig; sourceTree = \"<group>\"; };",
            "F = {isa = PBXFileReference; path = A.swift; sourceTree = \"<group>\"; };",
            buildFile,
        ]
        return XcodeProjectDevices.targets(in: Array(projectText(objects).utf8), projectFolder: "/app", readFile: reader(files))
    }

    /// CocoaPods' generated file a target is based on, not checked in (`Pods/` ignored): it never
    /// sets the device family, so the project's setting decides. Another missing file may.
    func testAMissingCocoaPodsFileLeavesTheFamilyToTheProject() {
        func devices(configFolder: String, files: [String: String] = [:]) -> XcodeTarget.Devices? {
            let objects = [
                "P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T); };",
                "PL = {isa = XCConfigurationList; buildConfigurations = (PD); };",
                "PD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 2;}; name = Debug; };",
                "T = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (); name = T; };",
                "TL = {isa = XCConfigurationList; buildConfigurations = (TD); };",
                "TD = {isa = XCBuildConfiguration; baseConfigurationReference = XT; buildSettings = {}; name = Debug; };",
                "G = {isa = PBXGroup; children = (C); sourceTree = \"<group>\"; };",
                "C = {isa = PBXGroup; children = (XT); path = \"\(configFolder)\"; sourceTree = \"<group>\"; };",
                "XT = {isa = PBXFileReference; path = \"Pods-App.debug.xcconfig\"; sourceTree = \"<group>\"; };",
            ]
            return XcodeProjectDevices.targets(in: Array(projectText(objects).utf8), projectFolder: "/app", readFile: reader(files)).first?.devices
        }
        XCTAssertEqual(devices(configFolder: "Pods/Target Support Files/Pods-App"), .iPadOnly)
        XCTAssertEqual(devices(configFolder: "Pods/Target Support Files/Pods-App",
                               files: ["/app/Pods/Target Support Files/Pods-App/Pods-App.debug.xcconfig": "TARGETED_DEVICE_FAMILY = 1"]),
                       .iPhoneOnly, "a file that is there is read")
        XCTAssertEqual(devices(configFolder: "Config"), .mayRunOnIPad, "a missing file of the team's own may set it")
    }

    /// A test bundle runs no scenes: it is no target of the app's, whatever its family.
    func testATestBundleIsNoTargetOfTheApps() {
        let objects = [
            "P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T, U, V); };",
            "PL = {isa = XCConfigurationList; buildConfigurations = (PD); };",
            "PD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Debug; };",
            "T = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (); name = Tablet; productType = \"com.apple.product-type.application\"; };",
            "TL = {isa = XCConfigurationList; buildConfigurations = (TD); };",
            "TD = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = 2;}; name = Debug; };",
            "U = {isa = PBXNativeTarget; buildConfigurationList = UL; buildPhases = (); name = TabletTests; productType = \"com.apple.product-type.bundle.unit-test\"; };",
            "V = {isa = PBXNativeTarget; buildConfigurationList = UL; buildPhases = (); name = TabletUITests; productType = \"com.apple.product-type.bundle.ui-testing\"; };",
            "UL = {isa = XCConfigurationList; buildConfigurations = (UD); };",
            "UD = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = \"1,2\";}; name = Debug; };",
            "G = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };",
        ]
        let targets = XcodeProjectDevices.targets(in: Array(projectText(objects).utf8), projectFolder: "/app")
        XCTAssertEqual(targets.map(\.name), ["Tablet"])
        XCTAssertEqual(targets.map(\.devices), [.iPadOnly])
    }

    /// Xcode's order: the target's setting, its file's, the project's setting, the project's file's.
    func testATargetsDevicesComeFromItsSettingsAndFilesInXcodesOrder() {
        let files = ["/app/Config/Project.xcconfig": "TARGETED_DEVICE_FAMILY = 1,2", "/app/Config/Target.xcconfig": "TARGETED_DEVICE_FAMILY = 1"]
        XCTAssertEqual(targets(targetFile: true, files: files).first?.devices, .iPhoneOnly, "the target's file")
        XCTAssertEqual(targets(projectFile: true, targetFile: true, files: files).first?.devices, .iPhoneOnly, "the target's file over the project's")
        XCTAssertEqual(targets(projectFile: true, files: files).first?.devices, .mayRunOnIPad, "the project's file")
        XCTAssertEqual(targets(targetSettings: "TARGETED_DEVICE_FAMILY = 2;", targetFile: true, files: files).first?.devices, .iPadOnly,
                       "the target's own setting over its file's")
        XCTAssertEqual(targets(projectSettings: "SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1;", projectFile: true,
                               files: ["/app/Config/Project.xcconfig": "TARGETED_DEVICE_FAMILY = 2"]).first?.devices, .iPhoneOnly,
                       "the project's own setting over the project's file's")
        XCTAssertEqual(targets(projectFile: true, targetFile: true, files: ["/app/Config/Target.xcconfig": "SWIFT_VERSION = 5",
                                                                            "/app/Config/Project.xcconfig": "TARGETED_DEVICE_FAMILY = 1"]).first?.devices,
                       .iPhoneOnly, "a target's file that does not set it")
        XCTAssertEqual(targets(targetFile: true, files: [:]).first?.devices, .mayRunOnIPad, "a file that is not there")
        XCTAssertEqual(targets(targetFile: true, files: ["/app/Config/Target.xcconfig": "TARGETED_DEVICE_FAMILY = 1\nSUPPORTS_MACCATALYST = YES"]).first?.devices,
                       .mayRunOnIPad, "Mac Catalyst, set in the file")
        XCTAssertEqual(targets(targetFile: true, files: ["/app/Config/Target.xcconfig": "TARGETED_DEVICE_FAMILY = 1\nbad line"]).first?.devices,
                       .mayRunOnIPad, "a file not read whole")
    }

    /// A build file built for some platforms only decides for its file in that target.
    func testPlatformFiltersOfABuildFile() {
        let catalyst = "TARGETED_DEVICE_FAMILY = 1; SUPPORTS_MACCATALYST = YES;"
        func devices(_ settings: String, _ filter: String) -> XcodeTarget.Devices? {
            targets(targetSettings: settings, buildFile: "B = {isa = PBXBuildFile; fileRef = F; \(filter) };", files: [:])
                .first.map { $0.devices(of: "/app/A.swift") }
        }
        XCTAssertEqual(devices(catalyst, ""), .mayRunOnIPad)
        XCTAssertEqual(devices(catalyst, "platformFilter = ios;"), .iPhoneOnly, "Mac Catalyst does not build it")
        XCTAssertEqual(devices(catalyst, "platformFilters = (ios, maccatalyst, );"), .mayRunOnIPad)
        XCTAssertEqual(devices(catalyst, "platformFilters = (maccatalyst, );"), .mayRunOnIPad)
        XCTAssertEqual(devices("TARGETED_DEVICE_FAMILY = \"1,2\";", "platformFilter = ios;"), .mayRunOnIPad)
        XCTAssertEqual(devices("TARGETED_DEVICE_FAMILY = \"1,2\"; SUPPORTED_PLATFORMS = \"iphoneos macosx\";", "platformFilters = (macos, );"), .macOS,
                       "built for the Mac only")
        XCTAssertEqual(devices("TARGETED_DEVICE_FAMILY = \"1,2\"; SUPPORTED_PLATFORMS = \"iphoneos xros\";", "platformFilters = (xros, );"), .notIOS,
                       "built for visionOS only")
        XCTAssertEqual(devices("SDKROOT = macosx;", "platformFilter = ios;"), .macOS, "a filter adds no platform")
        XCTAssertEqual(devices(catalyst, "platformFilter = (ios);"), .mayRunOnIPad, "not a name: read as built everywhere")
        XCTAssertEqual(devices(catalyst, "platformFilters = (ios, (x));"), .mayRunOnIPad)
    }

    /// Xcode 16 names a file inside a synchronized folder by the folder and a path below it.
    func testAFileInASynchronizedFolderNamedByItsAnchor() {
        let objects = [
            "P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T); };",
            "PL = {isa = XCConfigurationList; buildConfigurations = (PD); };",
            "PD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos;}; name = Debug; };",
            "T = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (); name = T; };",
            "TL = {isa = XCConfigurationList; buildConfigurations = (TD); };",
            "TD = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = S; baseConfigurationReferenceRelativePath = Config/App.xcconfig; buildSettings = {}; name = Debug; };",
            "G = {isa = PBXGroup; children = (S); sourceTree = \"<group>\"; };",
            "S = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = \"<group>\"; };",
        ]
        let text = Array(projectText(objects).utf8)
        XCTAssertEqual(XcodeProjectDevices.targets(in: text, projectFolder: "/app", readFile: reader(["/app/App/Config/App.xcconfig": "TARGETED_DEVICE_FAMILY = 1"]))
                        .first?.devices, .iPhoneOnly)
        XCTAssertEqual(XcodeProjectDevices.targets(in: text, projectFolder: "/app", readFile: reader([:])).first?.devices, .mayRunOnIPad)
    }

    /// What a project names is read only when it is a regular file of at most 1 MiB: a device or
    /// a folder named as an `.xcconfig` file is not sure, never a hang.
    func testOnlyRegularFilesAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcconfig-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder + "/Config", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("#include \"/dev/zero\"\nTARGETED_DEVICE_FAMILY = 1".utf8).write(to: URL(fileURLWithPath: folder + "/Config/Zero.xcconfig"))
        try Data("#include \"../Config\"\nTARGETED_DEVICE_FAMILY = 1".utf8).write(to: URL(fileURLWithPath: folder + "/Config/Folder.xcconfig"))
        try Data(repeating: UInt8(ascii: "\n"), count: XcodeConfigFile.maxSize + 1).write(to: URL(fileURLWithPath: folder + "/Config/Big.xcconfig"))
        XCTAssertNil(XcodeProjectDevices.configFileBytes(at: "/dev/zero"))
        XCTAssertNil(XcodeProjectDevices.configFileBytes(at: folder + "/Config"))
        XCTAssertNil(XcodeProjectDevices.configFileBytes(at: folder + "/Config/Big.xcconfig"))
        for name in ["Zero", "Folder", "Big"] {
            let file = XcodeConfigFile.read(folder + "/Config/\(name).xcconfig", readFile: XcodeProjectDevices.configFileBytes)
            XCTAssertEqual(file.value("TARGETED_DEVICE_FAMILY"), .notSure, name)
        }
    }

    /// An Xcode 16 exception set filters files of a synchronized folder to some platforms.
    func testPlatformFiltersOfASynchronizedFoldersFiles() {
        let objects = [
            "P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; targets = (T); };",
            "PL = {isa = XCConfigurationList; buildConfigurations = (PD); };",
            "PD = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = 1; SUPPORTS_MACCATALYST = YES;}; name = Debug; };",
            "T = {isa = PBXNativeTarget; buildConfigurationList = TL; buildPhases = (); fileSystemSynchronizedGroups = (S); name = T; };",
            "TL = {isa = XCConfigurationList; buildConfigurations = (TD); };",
            "TD = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };",
            "G = {isa = PBXGroup; children = (S); sourceTree = \"<group>\"; };",
            "S = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E); path = App; sourceTree = \"<group>\"; };",
            "E = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; platformFiltersByRelativePath = {Phone/Share.swift = (ios, ); Odd.swift = ios; }; target = T; };",
        ]
        let app = AppDevices(isPhoneOnly: false, targets: XcodeProjectDevices.targets(in: Array(projectText(objects).utf8), projectFolder: "/app"))
        XCTAssertTrue(app.isPhoneOnly(file: "/app/App/Phone/Share.swift"), "built for iOS, not Mac Catalyst")
        XCTAssertFalse(app.isPhoneOnly(file: "/app/App/Other.swift"), "Mac Catalyst builds it")
        XCTAssertFalse(app.isPhoneOnly(file: "/app/App/Odd.swift"), "not a list: read as built everywhere")
    }
}
