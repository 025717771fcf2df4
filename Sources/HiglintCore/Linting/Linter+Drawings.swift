extension Linter {
    /// The drawing of every screen of one file that has geometry, for reports that draw
    /// (`--format html`). The file is read again instead of keeping every screen from the lint:
    /// only a drawing report pays for it, and the lint itself keeps one document at a time. It is
    /// read by the reader that lints it, in the same configured context.
    public func drawings(bytes: [UInt8], path: String) -> [ScreenDrawing] {
        guard bytes.count <= limits.maxFileSize else { return [] }
        var drawings: [ScreenDrawing] = []
        _ = readers.reader(for: path, bytes: bytes).read(bytes, path: path, limits: limits, context: configuration.reading) { screen in
            if let drawing = ScreenDrawing(screen) { drawings.append(drawing) }
        }
        return drawings
    }
}
