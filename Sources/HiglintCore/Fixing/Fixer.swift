/// Applies the fixes of one file's diagnostics: the safe ones, and the unsafe ones too when asked.
/// What `lint --fix`, `--diff` and the language server's "fix all" share.
public struct Fixer: Sendable {
    public var includesUnsafe: Bool

    public init(includesUnsafe: Bool = false) {
        self.includesUnsafe = includesUnsafe
    }

    public struct Result: Sendable, Equatable {
        /// The file with the fixes made (the bytes given, when none applied).
        public var bytes: [UInt8]
        /// Findings whose fix was made.
        public var fixed: Int
        public var edits: [FixApplier.ByteEdit]

        public var changed: Bool { !edits.isEmpty }
    }

    /// The fixes to apply, in the order of the diagnostics (file order).
    public func fixes(in diagnostics: [Diagnostic]) -> [Fix] {
        diagnostics.compactMap(\.fix).filter { includesUnsafe || $0.applicability == .safe }
    }

    /// `lineBreaks` are those of the reader that read the file (`Linter.lineBreaks(for:bytes:)`).
    public func apply(to bytes: [UInt8], diagnostics: [Diagnostic], lineBreaks: LineBreaks) -> Result {
        let outcome = FixApplier.apply(fixes(in: diagnostics), to: bytes, lineBreaks: lineBreaks)
        return Result(bytes: outcome.bytes, fixed: outcome.applied.count, edits: outcome.edits)
    }
}

extension LintRunner.Result {
    /// What `lint --fix` reports for a file instead: what is left after its fixes, or why it
    /// could not be written (the memberwise initializer is the package's own).
    public static func reporting(_ diagnostics: [Diagnostic], failure: String? = nil) -> LintRunner.Result {
        LintRunner.Result(diagnostics: diagnostics, failure: failure)
    }
}
