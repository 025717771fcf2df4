import Foundation

/// The path a document URI names.
public enum DocumentURI {
    /// The path of a `file:` URI (percent-decoded); any other URI as it is, which still ends in
    /// the name whose extension picks the reader.
    public static func path(of uri: String) -> String {
        guard uri.lowercased().hasPrefix("file://") else { return uri }
        var rest = uri.dropFirst("file://".count)
        // An authority (a host name) before the path: file://host/path.
        if let slash = rest.firstIndex(of: "/") { rest = rest[slash...] }
        return String(rest).removingPercentEncoding ?? String(rest)
    }
}
