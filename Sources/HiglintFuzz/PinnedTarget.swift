import Foundation
import HiglintCore
import HiglintSwiftSource

/// A campaign fuzzes one target at a time (`HIGLINT_FUZZ_TARGET=swift bash scripts/fuzz.sh …`):
/// the whole input goes to that target, with no selector byte, and each execution costs one lint
/// instead of the ten the whole pipeline runs, so a campaign reaches millions of inputs in hours
/// (docs/security.md, "The fuzz campaign"). Each reader of `ReaderRegistry.standard` is a target,
/// named by its first extension (`yaml`, `json`, `storyboard`, `swift`).
enum PinnedTarget: Equatable {
    /// The input linted as `fuzz.<extension>`.
    case reader(extension: String)
    case configuration, baseline, suppressions, lsp, xcodeproj

    static let others: [(name: String, target: PinnedTarget)] = [
        ("configuration", .configuration), ("baseline", .baseline), ("suppressions", .suppressions), ("lsp", .lsp),
        ("xcodeproj", .xcodeproj),
    ]

    /// Every target's name: the readers' first, then the others.
    static var names: [String] {
        ReaderRegistry.standard.readers.compactMap(\.extensions.first) + others.map(\.name)
    }

    init?(name: String) {
        if ReaderRegistry.standard.readers.contains(where: { $0.extensions.first == name }) {
            self = .reader(extension: name)
        } else if let other = Self.others.first(where: { $0.name == name }) {
            self = other.target
        } else {
            return nil
        }
    }

    func problems(_ bytes: [UInt8]) -> [String] {
        switch self {
        case .reader(let ext): return FuzzPipeline.readerProblems(bytes, name: "fuzz." + ext)
        case .configuration: return FuzzTarget.configurationProblems(bytes)
        case .baseline: return FuzzTarget.baselineProblems(bytes)
        case .suppressions: return FuzzTarget.suppressionProblems(bytes)
        case .lsp: return FuzzTarget.languageServerProblems(bytes)
        case .xcodeproj: return FuzzTarget.xcodeProjectProblems(bytes)
        }
    }
}

extension FuzzTarget {
    /// The target `HIGLINT_FUZZ_TARGET` pins, if any; an unknown name stops the run at once
    /// rather than fuzzing something else for hours.
    static let pinned: PinnedTarget? = {
        guard let name = ProcessInfo.processInfo.environment["HIGLINT_FUZZ_TARGET"], !name.isEmpty, name != "all" else { return nil }
        guard let target = PinnedTarget(name: name) else {
            fatalError("HIGLINT_FUZZ_TARGET=\(name): not one of all, \(PinnedTarget.names.joined(separator: ", "))")
        }
        return target
    }()
}
