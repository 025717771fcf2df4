extension Linter {
    /// The drawing of every screen of one file that has geometry, for reports that draw
    /// (`--format html`), as `lintFile` draws them: read by the reader that lints the file, in the
    /// same configured context and `project`.
    public func drawings(bytes: [UInt8], path: String, project: (any ProjectIndex)? = nil) -> [ScreenDrawing] {
        var linter = self
        linter.drawsScreens = true
        linter.plansFixes = false
        return linter.lintFile(bytes: bytes, path: path, project: project).drawings
    }
}
