extension LintSession {
    /// Whether one linter lints every file: no configuration file, and no Xcode target that
    /// tells files apart.
    var lintsEveryFileAlike: Bool {
        configurationFile == nil && !devices.decidesPerFile
    }

    /// What the file at `path` starts from: `base`, with the standard context the targets that
    /// build it give (iOS, compact, where only iPhone-only targets build it; iPadOS where only
    /// iPad-only ones do; macOS where only macOS targets do). Configuration's `platform` is laid over it, and wins.
    func base(for path: String) -> LintConfiguration {
        guard devices.decidesPerFile else { return base }
        var configuration = base
        // The projects are all that sets `base`'s platform: nil is the standard context.
        configuration.reading.platform = devices.platform(ofFile: absolute(path))
        configuration.reading.runsOnIPadOnly = configuration.reading.platform == .iPadOS
        return configuration
    }
}
