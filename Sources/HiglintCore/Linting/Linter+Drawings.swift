extension Linter {
    /// The drawing of every screen of one file that has geometry, for reports that draw
    /// (`--format html`). The file is read again instead of keeping every screen from the lint:
    /// only a drawing report pays for it, and the lint itself keeps one document at a time.
    public func drawings(bytes: [UInt8], path: String) -> [ScreenDrawing] {
        guard bytes.count <= limits.maxFileSize else { return [] }
        if let reader = readers.reader(for: path) {
            return reader.read(bytes, path: path, limits: limits).screens.compactMap(ScreenDrawing.init)
        }
        var decoder = ScreenDecoder()
        decoder.findingLimit = max(1, limits.maxProblemsPerFile)
        var drawings: [ScreenDrawing] = []
        let draw: (Document) -> Void = { document in
            drawings += decoder.decode(document).compactMap(ScreenDrawing.init)
        }
        if InputFormat.detect(path: path, bytes: bytes) == .json {
            JSONReader.read(bytes, limits: limits).documents.forEach(draw)
        } else {
            _ = YAMLReader.read(bytes, limits: limits, each: draw)
        }
        return drawings
    }
}
