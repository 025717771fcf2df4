enum EmbeddedCatalog { static let files: [String: String] = [:] }
