import Foundation
@testable import HiglintCore
import XCTest

/// Which files each native target of an Xcode project builds, and which devices it runs on
/// (docs/sources.md, "Which devices the app runs on").
final class XcodeProjectReaderTests: XCTestCase {
    /// A project file of `objects` (`id = {…};` lines) whose root object is `P`.
    private func projectText(_ objects: [String], root: String = "P") -> String {
        "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n"
            + objects.map { "\t\t\($0)\n" }.joined() + "\t};\n\trootObject = \(root) /* Project object */;\n}\n"
    }

    private func targets(_ objects: [String], folder: String = "/work/App") -> [XcodeTarget] {
        XcodeProjectDevices.targets(in: Array(projectText(objects).utf8), projectFolder: folder)
    }

    /// The project `P` (main group `G`, configurations `PD`/`PR`) with targets `T1`, `T2`, … .
    private func project(targets: [String], projectDirPath: String = "", projectSettings: (String, String) = ("SDKROOT = iphoneos;", "SDKROOT = iphoneos;"),
                         projectXcconfig: Bool = false) -> [String] {
        let base = projectXcconfig ? " baseConfigurationReference = X /* Base.xcconfig */;" : ""
        return [
            "P = {isa = PBXProject; buildConfigurationList = PL; mainGroup = G; projectDirPath = \"\(projectDirPath)\"; targets = (\(targets.joined(separator: ", "))); };",
            "PL = {isa = XCConfigurationList; buildConfigurations = (PD, PR); };",
            "PD = {isa = XCBuildConfiguration;\(base) buildSettings = {\(projectSettings.0)}; name = Debug; };",
            "PR = {isa = XCBuildConfiguration;\(base) buildSettings = {\(projectSettings.1)}; name = Release; };",
        ]
    }

    /// A native target `id` building `files` (build file ids) whose Debug and Release set `settings`.
    private func target(_ id: String, name: String? = nil, settings: (String, String) = ("TARGETED_DEVICE_FAMILY = 1;", "TARGETED_DEVICE_FAMILY = 1;"),
                        files: [String] = [], synchronized: [String] = [], xcconfig: Bool = false) -> [String] {
        let base = xcconfig ? " baseConfigurationReference = X /* Target.xcconfig */;" : ""
        return [
            "\(id) = {isa = PBXNativeTarget; buildConfigurationList = \(id)L; buildPhases = (\(id)S, \(id)F, \(id)R); fileSystemSynchronizedGroups = (\(synchronized.joined(separator: ", "))); name = \(name ?? id); };",
            "\(id)L = {isa = XCConfigurationList; buildConfigurations = (\(id)D, \(id)E); defaultConfigurationName = Release; };",
            "\(id)D = {isa = XCBuildConfiguration;\(base) buildSettings = {\(settings.0)}; name = Debug; };",
            "\(id)E = {isa = XCBuildConfiguration;\(base) buildSettings = {\(settings.1)}; name = Release; };",
            "\(id)S = {isa = PBXSourcesBuildPhase; files = (\(files.filter { !$0.hasSuffix("res") }.joined(separator: ", "))); };",
            "\(id)R = {isa = PBXResourcesBuildPhase; files = (\(files.filter { $0.hasSuffix("res") }.joined(separator: ", "))); };",
            // A frameworks phase's files are linked, not built from the project's folder.
            "\(id)F = {isa = PBXFrameworksBuildPhase; files = (FW); };",
        ]
    }

    private func devices(_ settings: (String, String), projectSettings: (String, String) = ("SDKROOT = iphoneos;", "SDKROOT = iphoneos;"),
                         xcconfig: Bool = false, projectXcconfig: Bool = false) -> XcodeTarget.Devices? {
        let objects = project(targets: ["T"], projectSettings: projectSettings, projectXcconfig: projectXcconfig)
            + target("T", settings: settings, xcconfig: xcconfig) + ["G = {isa = PBXGroup; children = (); sourceTree = \"<group>\"; };"]
        return targets(objects).first?.devices
    }

    // MARK: Files

    func testAFilesPathIsFoundThroughItsGroups() throws {
        let objects = project(targets: ["T"], projectDirPath: "Client")
            + target("T", files: ["B1", "B2", "B3", "B4", "B5", "B6res", "B7", "B8"])
            + [
                "G = {isa = PBXGroup; children = (S, SR, AB, PR, LOST); sourceTree = \"<group>\"; };",
                // A group's path is relative to its parent's; a group with only a name is its parent's folder.
                "S = {isa = PBXGroup; children = (F1, N, L); path = Sources; sourceTree = \"<group>\"; };",
                "N = {isa = PBXGroup; children = (F2, F3); name = \"Share Sheet\"; sourceTree = \"<group>\"; };",
                "F1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = \"<group>\"; };",
                "F2 = {isa = PBXFileReference; path = ShareController.swift; sourceTree = \"<group>\"; };",
                // `name` is what Xcode shows; `path` is where the file is.
                "F3 = {isa = PBXFileReference; name = Exporter.swift; path = \"../Shared/Export/Exporter.swift\"; sourceTree = \"<group>\"; };",
                "SR = {isa = PBXFileReference; name = Theme.swift; path = Support/Theme.swift; sourceTree = SOURCE_ROOT; };",
                "AB = {isa = PBXFileReference; path = /opt/shared/Logger.swift; sourceTree = \"<absolute>\"; };",
                "PR = {isa = PBXFileReference; path = App.app; sourceTree = BUILT_PRODUCTS_DIR; };",
                // A localized storyboard: the build file names the variant group, its members are the files.
                "L = {isa = PBXVariantGroup; children = (LB, LF); name = Main.storyboard; sourceTree = \"<group>\"; };",
                "LB = {isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = \"<group>\"; };",
                "LF = {isa = PBXFileReference; name = fr; path = fr.lproj/Main.strings; sourceTree = \"<group>\"; };",
                "B1 = {isa = PBXBuildFile; fileRef = F1; };", "B2 = {isa = PBXBuildFile; fileRef = F2; };",
                "B3 = {isa = PBXBuildFile; fileRef = F3; };", "B4 = {isa = PBXBuildFile; fileRef = SR; };",
                "B5 = {isa = PBXBuildFile; fileRef = AB; };", "B6res = {isa = PBXBuildFile; fileRef = L; };",
                // Referenced, but in no group: where it lies is not known.
                "B7 = {isa = PBXBuildFile; fileRef = ORPHAN; };", "ORPHAN = {isa = PBXFileReference; path = Orphan.swift; sourceTree = \"<group>\"; };",
                "B8 = {isa = PBXBuildFile; productRef = PKG; };",
            ]
        let built = try XCTUnwrap(targets(objects, folder: "/work/App").first)
        XCTAssertEqual(built.files, [
            "/work/App/Client/Sources/AppDelegate.swift",
            "/work/App/Client/Sources/ShareController.swift",
            "/work/App/Client/Shared/Export/Exporter.swift",
            "/work/App/Client/Support/Theme.swift",
            "/opt/shared/Logger.swift",
            "/work/App/Client/Sources/Base.lproj/Main.storyboard",
            "/work/App/Client/Sources/fr.lproj/Main.strings",
        ])
        XCTAssertTrue(built.builds("/work/App/Client/Sources/ShareController.swift"))
        XCTAssertFalse(built.builds("/work/App/Client/Sources/Share Sheet/ShareController.swift"), "a group with only a name is no folder")
        XCTAssertFalse(built.builds("/work/App/Client/Sources"), "a group is not built")
    }

    /// Xcode 16's synchronized folders: every file below the folder, but its exceptions; and a
    /// file of another target's folder, added through an exception set for this target.
    func testSynchronizedFoldersBuildTheirFilesButTheirExceptions() throws {
        let objects = project(targets: ["T1", "T2"])
            + target("T1", synchronized: ["SA"]) + target("T2", settings: ("TARGETED_DEVICE_FAMILY = 2;", "TARGETED_DEVICE_FAMILY = 2;"), synchronized: ["SB"])
            + [
                "G = {isa = PBXGroup; children = (SA, APPS); sourceTree = \"<group>\"; };",
                "APPS = {isa = PBXGroup; children = (SB); path = Apps; sourceTree = \"<group>\"; };",
                "SA = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EA1, EA2); path = Phone; sourceTree = \"<group>\"; };",
                "SB = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (EB1, EB2); path = Pad; sourceTree = \"<group>\"; };",
                "EA1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Info.plist, Legacy, \"Docs/Read Me.swift\"); target = T1; };",
                "EA2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Shared/Colors.swift); target = T2; };",
                "EB1 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Tips.swift); target = T2; };",
                "EB2 = {isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Tips.swift); target = T1; };",
                // Which build phase a file goes to is no exception from the target.
                "EB3 = {isa = PBXFileSystemSynchronizedGroupBuildPhaseMembershipExceptionSet; buildPhase = T2S; membershipExceptions = (Share.swift); };",
            ]
        let read = targets(objects, folder: "/p")
        let phone = try XCTUnwrap(read.first { $0.name == "T1" })
        let pad = try XCTUnwrap(read.first { $0.name == "T2" })
        XCTAssertTrue(phone.builds("/p/Phone/Home.swift"))
        XCTAssertTrue(phone.builds("/p/Phone/Sub/Deep/Row.swift"), "files in folders below the folder")
        XCTAssertFalse(phone.builds("/p/Phone/Info.plist"))
        XCTAssertFalse(phone.builds("/p/Phone/Legacy/Old.swift"), "an exception that is a folder holds its files")
        XCTAssertTrue(phone.builds("/p/Phone/LegacyViews.swift"), "a name that begins like an exception is not under it")
        XCTAssertFalse(phone.builds("/p/Phone/Docs/Read Me.swift"))
        XCTAssertFalse(phone.builds("/p/PhoneExtras/Home.swift"))
        XCTAssertTrue(phone.builds("/p/Apps/Pad/Tips.swift"), "taken from the other target's folder")
        XCTAssertFalse(phone.builds("/p/Apps/Pad/Share.swift"))
        XCTAssertTrue(pad.builds("/p/Apps/Pad/Share.swift"))
        XCTAssertFalse(pad.builds("/p/Apps/Pad/Tips.swift"))
        XCTAssertTrue(pad.builds("/p/Phone/Shared/Colors.swift"))
        XCTAssertFalse(pad.builds("/p/Phone/Home.swift"))
    }

    // MARK: Devices

    func testTheDeviceFamilyOfEveryConfiguration() {
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 1;", "TARGETED_DEVICE_FAMILY = \"1\";")), .iPhoneOnly)
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = \"1,2\";", "TARGETED_DEVICE_FAMILY = \"1,2\";")), .mayRunOnIPad)
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 2;", "TARGETED_DEVICE_FAMILY = 2;")), .iPadOnly)
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = \"2,6\";", "TARGETED_DEVICE_FAMILY = \"2,6\";")), .mayRunOnIPad, "Mac Catalyst")
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 2; SUPPORTS_MACCATALYST = YES;", "TARGETED_DEVICE_FAMILY = 2; SUPPORTS_MACCATALYST = YES;")), .mayRunOnIPad)
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 2;", "TARGETED_DEVICE_FAMILY = \"1,2\";")), .mayRunOnIPad, "configurations that disagree")
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = \"1,6\";", "TARGETED_DEVICE_FAMILY = \"1,6\";")), .mayRunOnIPad, "Mac Catalyst")
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 1; SUPPORTS_MACCATALYST = YES;", "TARGETED_DEVICE_FAMILY = 1; SUPPORTS_MACCATALYST = YES;")), .mayRunOnIPad)
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 1;", "TARGETED_DEVICE_FAMILY = \"1,2\";")), .mayRunOnIPad, "configurations that disagree")
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 1;", "")), .mayRunOnIPad, "one configuration leaves it unset")
        XCTAssertEqual(devices(("", "")), .mayRunOnIPad, "set nowhere")
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = \"$(DEVICES)\";", "TARGETED_DEVICE_FAMILY = \"$(DEVICES)\";")), .mayRunOnIPad)
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 1; \"TARGETED_DEVICE_FAMILY[sdk=iphoneos*]\" = \"1,2\";", "TARGETED_DEVICE_FAMILY = 1;")), .mayRunOnIPad,
                       "a setting for one SDK")
    }

    /// A target's own setting wins over its `.xcconfig` file, which wins over the project's.
    func testATargetInheritsTheProjectsSettingsUnlessAnXcconfigFileMay() {
        let family1 = ("TARGETED_DEVICE_FAMILY = 1; SDKROOT = iphoneos;", "TARGETED_DEVICE_FAMILY = 1; SDKROOT = iphoneos;")
        XCTAssertEqual(devices(("", ""), projectSettings: family1), .iPhoneOnly)
        XCTAssertEqual(devices(("", ""), projectSettings: family1, xcconfig: true), .mayRunOnIPad)
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 1;", "TARGETED_DEVICE_FAMILY = 1;"), xcconfig: true), .iPhoneOnly)
        XCTAssertEqual(devices(("", ""), projectSettings: family1, projectXcconfig: true), .iPhoneOnly, "the project's own setting is over its file's")
        XCTAssertEqual(devices(("", ""), projectXcconfig: true), .mayRunOnIPad)
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 2;", "TARGETED_DEVICE_FAMILY = 2;"), projectSettings: family1), .iPadOnly)
    }

    func testTargetsOfOtherPlatformsAreNoIOSTargets() {
        XCTAssertEqual(devices(("SDKROOT = macosx;", "SDKROOT = macosx;")), .macOS)
        XCTAssertEqual(devices(("SUPPORTED_PLATFORMS = macosx;", "SUPPORTED_PLATFORMS = macosx;")), .macOS)
        XCTAssertEqual(devices(("", ""), projectSettings: ("SDKROOT = iphoneos;", "SDKROOT = iphoneos;")), .mayRunOnIPad)
        XCTAssertEqual(devices(("SDKROOT = macosx;", "SDKROOT = macosx;"), projectSettings: ("SDKROOT = iphoneos;", "SDKROOT = iphoneos;")), .macOS,
                       "the target's own SDK over the project's")
        let macAndVision = "SDKROOT = auto; SUPPORTED_PLATFORMS = \"macosx xros xrsimulator\";"
        XCTAssertEqual(devices((macAndVision, macAndVision)), .notIOS, "not a Mac's alone")
        XCTAssertEqual(devices(("SDKROOT = watchos; TARGETED_DEVICE_FAMILY = 4;", "SDKROOT = watchos; TARGETED_DEVICE_FAMILY = 4;")), .notIOS)
        XCTAssertEqual(devices(("SDKROOT = appletvos;", "SDKROOT = appletvos;")), .notIOS)
        let auto = ("SDKROOT = auto; TARGETED_DEVICE_FAMILY = 3;", "SDKROOT = auto; TARGETED_DEVICE_FAMILY = 3;")
        XCTAssertEqual(devices(auto, projectSettings: ("", "")), .notIOS, "a tvOS family on a platform not said")
        // A multiplatform target: its iOS devices are what its family says beside visionOS.
        let multiplatform = "SDKROOT = auto; SUPPORTED_PLATFORMS = \"iphoneos iphonesimulator xros xrsimulator\"; TARGETED_DEVICE_FAMILY = \"1,7\";"
        XCTAssertEqual(devices((multiplatform, multiplatform)), .iPhoneOnly)
        let macAndIPhone = "SDKROOT = macosx; SUPPORTED_PLATFORMS = \"macosx iphoneos iphonesimulator\"; TARGETED_DEVICE_FAMILY = \"1,2\";"
        XCTAssertEqual(devices((macAndIPhone, macAndIPhone)), .mayRunOnIPad)
        XCTAssertEqual(devices(("TARGETED_DEVICE_FAMILY = 1;", "TARGETED_DEVICE_FAMILY = 1;"), projectSettings: ("", "")), .iPhoneOnly,
                       "a platform not said, read as iOS")
    }

    // MARK: A file's devices

    func testAFileRunsOnIPhoneOnlyWhenEveryIOSTargetBuildingItDoes() {
        let phone = XcodeTarget(name: "Phone", devices: .iPhoneOnly, files: ["/a/Phone.swift", "/a/Both.swift", "/a/Watch.swift"])
        let pad = XcodeTarget(name: "Pad", devices: .mayRunOnIPad, files: ["/a/Pad.swift", "/a/Both.swift"])
        let watch = XcodeTarget(name: "Watch", devices: .notIOS, files: ["/a/Watch.swift", "/a/WatchOnly.swift"])
        for tree in [false, true] {
            let app = AppDevices(isPhoneOnly: tree, targets: [phone, pad, watch])
            XCTAssertTrue(app.isPhoneOnly(file: "/a/Phone.swift"))
            XCTAssertTrue(app.isPhoneOnly(file: "/a/./b/../Phone.swift"), "the path is standardized")
            XCTAssertTrue(app.isPhoneOnly(file: "/a/Watch.swift"), "a watch target is no iOS target")
            XCTAssertFalse(app.isPhoneOnly(file: "/a/Both.swift"))
            XCTAssertFalse(app.isPhoneOnly(file: "/a/Pad.swift"))
            XCTAssertFalse(app.isPhoneOnly(file: "/a/WatchOnly.swift"), "no iOS target builds it")
            XCTAssertEqual(app.isPhoneOnly(file: "/a/Elsewhere.swift"), tree, "no target builds it: the whole tree's answer")
        }
    }

    /// A file only iPad-only targets build never runs on an iPhone: iPadOS is its standard context,
    /// whatever device a storyboard was previewed on. One an iPhone's target builds too does not.
    func testAFileOnlyIPadTargetsBuildIsReadForIPadOS() {
        let pad = XcodeTarget(name: "Pad", devices: .iPadOnly, files: ["/a/Pad.storyboard", "/a/Both.swift", "/a/PadAndWatch.swift"])
        let padExtension = XcodeTarget(name: "PadWidgets", devices: .iPadOnly, files: ["/a/Pad.storyboard"])
        let phone = XcodeTarget(name: "Phone", devices: .iPhoneOnly, files: ["/a/Both.swift"])
        let universal = XcodeTarget(name: "Universal", devices: .mayRunOnIPad, files: ["/a/Universal.swift"])
        let watch = XcodeTarget(name: "Watch", devices: .notIOS, files: ["/a/PadAndWatch.swift"])
        let app = AppDevices(isPhoneOnly: false, targets: [pad, padExtension, phone, universal, watch])
        XCTAssertEqual(app.platform(ofFile: "/a/Pad.storyboard"), .iPadOS)
        XCTAssertEqual(app.platform(ofFile: "/a/PadAndWatch.swift"), .iPadOS, "a watch target is no iOS target")
        XCTAssertNil(app.platform(ofFile: "/a/Both.swift"), "an iPhone-only target builds it too")
        XCTAssertNil(app.platform(ofFile: "/a/Universal.swift"))
        XCTAssertNil(app.platform(ofFile: "/a/Elsewhere.swift"), "no target builds it: the whole tree's answer")
        let padOnlyTree = AppDevices(isPhoneOnly: false, isPadOnly: true, targets: [pad])
        XCTAssertEqual(padOnlyTree.platform(ofFile: "/a/Elsewhere.swift"), .iPadOS)
        XCTAssertTrue(XcodeProjectDevices.isPadOnly(families: ["2", "4"]))
        XCTAssertFalse(XcodeProjectDevices.isPadOnly(families: ["2", "1,2"]))
        XCTAssertFalse(XcodeProjectDevices.isPadOnly(families: ["2", "?"]), "a family not sure")
        XCTAssertFalse(XcodeProjectDevices.isPadOnly(families: ["2,6"]), "Mac Catalyst")
        XCTAssertFalse(XcodeProjectDevices.isPadOnly(families: []))
    }

    /// A file only macOS targets build runs in a Mac's window: macOS is its standard context. One
    /// an iOS target builds too keeps the iOS target's.
    func testAFileOnlyMacTargetsBuildIsReadForMacOS() {
        let pad = XcodeTarget(name: "Pad", devices: .mayRunOnIPad, files: ["/a/Pad.swift", "/a/Shared.swift"])
        let phone = XcodeTarget(name: "Phone", devices: .iPhoneOnly, files: ["/a/Phone.swift", "/a/PhoneAndMac.swift"])
        let mac = XcodeTarget(name: "Mac", devices: .macOS, files: ["/a/Mac.swift", "/a/Shared.swift", "/a/PhoneAndMac.swift", "/a/MacAndWatch.swift"])
        let macHelper = XcodeTarget(name: "MacHelper", devices: .macOS, files: ["/a/Mac.swift"])
        let watch = XcodeTarget(name: "Watch", devices: .notIOS, files: ["/a/MacAndWatch.swift"])
        let app = AppDevices(isPhoneOnly: false, targets: [pad, phone, mac, macHelper, watch])
        XCTAssertEqual(app.platform(ofFile: "/a/Mac.swift"), .macOS)
        XCTAssertNil(app.platform(ofFile: "/a/Shared.swift"), "an iPad target builds it too")
        XCTAssertEqual(app.platform(ofFile: "/a/PhoneAndMac.swift"), .iOS, "the iOS target that builds it is iPhone only")
        XCTAssertNil(app.platform(ofFile: "/a/MacAndWatch.swift"), "not a Mac's alone")
        XCTAssertNil(app.platform(ofFile: "/a/Pad.swift"))
        XCTAssertNil(app.platform(ofFile: "/a/Elsewhere.swift"), "no target builds it: the whole tree's answer")
        var filtered = XcodeTarget(name: "Both", devices: .mayRunOnIPad, files: ["/a/MacOnly.swift", "/a/IOSOnly.swift"])
        filtered.filtered = ["/a/MacOnly.swift": ["macos"], "/a/IOSOnly.swift": ["ios"]]
        let multiplatform = AppDevices(isPhoneOnly: false, targets: [filtered])
        XCTAssertEqual(multiplatform.platform(ofFile: "/a/MacOnly.swift"), .macOS, "a build file filtered to macOS")
        XCTAssertNil(multiplatform.platform(ofFile: "/a/IOSOnly.swift"))
    }

    // MARK: Bad input

    /// A project that cannot be read gives no targets: its files get the whole tree's answer.
    func testAProjectThatCannotBeReadHasNoTargets() {
        let good = project(targets: ["T"]) + target("T", files: ["B"]) + [
            "G = {isa = PBXGroup; children = (F); sourceTree = \"<group>\"; };",
            "F = {isa = PBXFileReference; path = A.swift; sourceTree = \"<group>\"; };",
            "B = {isa = PBXBuildFile; fileRef = F; };",
        ]
        XCTAssertEqual(targets(good).first?.files, ["/work/App/A.swift"])
        let text = projectText(good)
        for cut in [text.count / 3, text.count / 2, text.count - 3] {
            XCTAssertEqual(XcodeProjectDevices.targets(in: Array(text.prefix(cut).utf8), projectFolder: "/work/App"), [], "cut at \(cut)")
        }
        XCTAssertEqual(targets(good.filter { !$0.hasPrefix("P = ") }), [], "no project object")
        XCTAssertEqual(XcodeProjectDevices.targets(in: Array("{ objects = (); rootObject = P; }".utf8), projectFolder: "/"), [])
        XCTAssertEqual(XcodeProjectDevices.targets(in: Array("( a, b )".utf8), projectFolder: "/"), [])
        XCTAssertEqual(XcodeProjectDevices.targets(in: [0xFF, 0xFE, 0x00, 0x7B], projectFolder: "/"), [])
    }

    /// Objects of the wrong kind, missing, or groups that hold each other: read as far as they go.
    func testOddObjectsEndTheWalkThere() throws {
        let objects = project(targets: ["T", "MISSING", "G"]) + target("T", files: ["B1", "B2", "B3"]) + [
            "G = {isa = PBXGroup; children = (A, F1); sourceTree = \"<group>\"; };",
            "A = {isa = PBXGroup; children = (C, G); path = A; sourceTree = \"<group>\"; };",
            "C = {isa = PBXGroup; children = (A, F2); path = C; sourceTree = \"<group>\"; };",
            "F1 = {isa = PBXFileReference; path = (not, a, string); sourceTree = \"<group>\"; };",
            "F2 = {isa = PBXFileReference; path = Deep.swift; sourceTree = \"<group>\"; };",
            "B1 = {isa = PBXBuildFile; fileRef = F1; };", "B2 = {isa = PBXBuildFile; fileRef = F2; };", "B3 = (1, 2);",
        ]
        let read = targets(objects, folder: "/r")
        XCTAssertEqual(read.map(\.name), ["T"], "a missing target and a group listed as one are passed over")
        XCTAssertEqual(read.first?.files, ["/r/A/C/Deep.swift"], "a path that is not a string is no file")
    }

    /// The fixtures' projects with bytes cut, doubled or changed: read or refused, never a crash,
    /// and what is read still names absolute files.
    func testMangledProjectsAreReadOrRefused() throws {
        let joins = Checkout.fixtures.appendingPathComponent("joins")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var read = 0
        for name in ["fires-swift-ipad-target-beside-iphone-target/Studio.xcodeproj", "fires-swift-synchronized-folders-per-target/Journal.xcodeproj"] {
            let original = try [UInt8](Data(contentsOf: joins.appendingPathComponent(name + "/project.pbxproj")))
            for _ in 0..<300 {
                var bytes = original
                for _ in 0...next(4) {
                    let at = next(max(1, bytes.count))
                    switch next(3) {
                    case 0: bytes.removeSubrange(at..<min(bytes.count, at + next(40)))
                    case 1: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + next(80))], at: at)
                    default: bytes[at] = Array("{}();=,\"/* \\<>".utf8)[next(14)]
                    }
                }
                let targets = XcodeProjectDevices.targets(in: bytes, projectFolder: "/work/App")
                if !targets.isEmpty { read += 1 }
                for target in targets {
                    XCTAssertTrue(target.files.allSatisfy { $0.hasPrefix("/") && !$0.contains("/../") }, target.name)
                    XCTAssertTrue(target.folders.allSatisfy { $0.path.hasPrefix("/") }, target.name)
                }
            }
        }
        XCTAssertGreaterThan(read, 0, "some mangled projects still read")
    }

    // MARK: The fixtures, as a run finds them

    func testTheFixturesProjectsAsFound() throws {
        let joins = Checkout.fixtures.appendingPathComponent("joins")
        let perTarget = joins.appendingPathComponent("fires-swift-ipad-target-beside-iphone-target").path
        let app = XcodeProjectDevices.scan(roots: [perTarget])
        XCTAssertFalse(app.isPhoneOnly, "one target runs on iPad")
        XCTAssertEqual(app.targets.map(\.name), ["Studio", "Board"])
        XCTAssertEqual(app.targets.map(\.devices), [.iPhoneOnly, .iPadOnly])
        XCTAssertTrue(app.isPhoneOnly(file: perTarget + "/Studio/PhoneShareController.swift"))
        XCTAssertTrue(app.isPhoneOnly(file: perTarget + "/Studio/PhoneActivityController.swift"))
        XCTAssertFalse(app.isPhoneOnly(file: perTarget + "/Studio/Shared/ExportMenu.swift"))
        XCTAssertFalse(app.isPhoneOnly(file: perTarget + "/Board/BoardShareController.swift"))

        let synchronized = joins.appendingPathComponent("fires-swift-synchronized-folders-per-target").path
        let journal = XcodeProjectDevices.scan(roots: [synchronized + "/."])
        XCTAssertEqual(journal.targets.map(\.name), ["Journal", "JournalPad"])
        XCTAssertTrue(journal.isPhoneOnly(file: synchronized + "/Journal/Entries/EntryActionsController.swift"))
        XCTAssertTrue(journal.isPhoneOnly(file: synchronized + "/JournalPad/PhoneOnlyTips.swift"))
        XCTAssertFalse(journal.isPhoneOnly(file: synchronized + "/Journal/Shared/ComposerShortcuts.swift"))
        XCTAssertFalse(journal.isPhoneOnly(file: synchronized + "/JournalPad/PadShareController.swift"))

        // Two projects (one refers to the other, a workspace lists both), `.xcconfig` files and
        // platform filters: each project's targets decide for their own files.
        let ledger = joins.appendingPathComponent("fires-swift-device-family-in-xcconfig-files").path
        let books = XcodeProjectDevices.scan(roots: [ledger])
        XCTAssertEqual(books.targets.map(\.name).sorted(), ["Charts", "Ledger", "LedgerDesk", "LedgerPad", "LedgerWidgets"])
        XCTAssertEqual(books.targets.first { $0.name == "Ledger" }?.devices, .iPhoneOnly, "its .xcconfig file says 1")
        XCTAssertEqual(books.targets.first { $0.name == "LedgerPad" }?.devices, .mayRunOnIPad, "the project's .xcconfig file says 1,2")
        XCTAssertEqual(books.targets.first { $0.name == "LedgerWidgets" }?.devices, .mayRunOnIPad, "set for one SDK")
        XCTAssertTrue(books.isPhoneOnly(file: ledger + "/Ledger/PhoneExportController.swift"))
        XCTAssertTrue(books.isPhoneOnly(file: ledger + "/Shared/ExportMenu.swift"), "LedgerDesk builds it for macOS only")
        XCTAssertFalse(books.isPhoneOnly(file: ledger + "/Shared/ShareMenu.swift"), "LedgerDesk builds it for iOS, iPad among them")
        XCTAssertFalse(books.isPhoneOnly(file: ledger + "/Vendor/Charts/ChartShareController.swift"))
        XCTAssertFalse(books.isPhoneOnly, "some families are iPad's")

        // The project with build settings only (no targets): the whole tree's answer, as before.
        let settingsOnly = XcodeProjectDevices.scan(roots: [joins.appendingPathComponent("passes-swift-iphone-only-project").path])
        XCTAssertTrue(settingsOnly.isPhoneOnly)
        XCTAssertFalse(settingsOnly.decidesPerFile)
    }
}
