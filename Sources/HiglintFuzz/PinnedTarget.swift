import Foundation

/// A campaign fuzzes one reader at a time (`HIGLINT_FUZZ_TARGET=swift bash scripts/fuzz.sh …`):
/// the whole input goes to that reader, with no selector byte, and each execution costs one lint
/// instead of the ten the whole pipeline runs, so a campaign reaches millions of inputs in hours
/// (docs/security.md, "The fuzz campaign").
enum PinnedTarget: String, CaseIterable {
    case yaml, json, storyboard, swift, configuration, baseline, suppressions, lsp

    func problems(_ bytes: [UInt8]) -> [String] {
        switch self {
        case .yaml: return FuzzPipeline.readerProblems(bytes, name: "fuzz.yaml")
        case .json: return FuzzPipeline.readerProblems(bytes, name: "fuzz.json")
        case .storyboard: return FuzzPipeline.readerProblems(bytes, name: "fuzz.storyboard")
        case .swift: return FuzzPipeline.readerProblems(bytes, name: "fuzz.swift")
        case .configuration: return FuzzTarget.configurationProblems(bytes)
        case .baseline: return FuzzTarget.baselineProblems(bytes)
        case .suppressions: return FuzzTarget.suppressionProblems(bytes)
        case .lsp: return FuzzTarget.languageServerProblems(bytes)
        }
    }
}

extension FuzzTarget {
    /// The target `HIGLINT_FUZZ_TARGET` pins, if any; an unknown name stops the run at once
    /// rather than fuzzing something else for hours.
    static let pinned: PinnedTarget? = {
        guard let name = ProcessInfo.processInfo.environment["HIGLINT_FUZZ_TARGET"], !name.isEmpty, name != "all" else { return nil }
        guard let target = PinnedTarget(rawValue: name) else {
            fatalError("HIGLINT_FUZZ_TARGET=\(name): not one of all, \(PinnedTarget.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return target
    }()
}
