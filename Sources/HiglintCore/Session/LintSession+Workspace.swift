extension LintSession {
    /// The files `higlint lint` run in `options.directory` with no path would lint, as absolute
    /// paths in the walk's order: the same walk (hidden, build and dependency folders and what git
    /// ignores passed over; links as `--follow-links` and `--no-ignore` say) and the configuration's
    /// `include` and `exclude`. A folder that cannot be read is left out. For a language server,
    /// which indexes what a run over the workspace would read.
    public func workspaceFiles() -> [String] {
        var collector = walkCollector()
        let root = FileCollector.absolute(options.directory)
        _ = try? collector.add(root, stdinName: nil)
        return collector.inputs.map(\.displayPath)
    }

    /// The walk a run makes, as options and configuration set it: which readers, links, ignored
    /// files, and the configuration's `include` and `exclude`.
    func walkCollector() -> FileCollector {
        var collector = FileCollector()
        collector.readers = options.readers
        collector.followsLinks = options.followLinks
        collector.readsIgnored = options.readsIgnored
        if let configurationFile {
            collector.admits = { [readers = options.readers] in configurationFile.admits(walkedFile: $0, readers: readers) }
            collector.includesExplicitly = configurationFile.includes(walkedFile:)
        }
        return collector
    }

    /// The reading context configuration gives the file at `path` (its `platform`, `sizeClass`,
    /// `viewport`, with overrides), as a run's index reads it.
    public func readingContext(for path: String) -> ReadingContext {
        configuration(for: path).reading
    }
}
