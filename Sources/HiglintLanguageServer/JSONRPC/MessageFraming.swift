/// The base protocol's framing: `Content-Length: N\r\n` (other headers allowed), an empty line,
/// then N bytes of JSON. Bytes are fed as they arrive from standard input, in pieces of any
/// size; complete bodies come out one at a time.
///
/// Nothing the peer sends makes it allocate more than `maxBodySize` (plus one read buffer): a
/// larger Content-Length is refused before any of that body is kept, and its bytes are skipped
/// as they come so the next message is read where it starts.
public struct FrameReader: Sendable {
    public enum Event: Equatable, Sendable {
        case body([UInt8])
        /// A header block that cannot be read, or a body too large to accept: answered with a
        /// JSON-RPC parse error (there is no id to answer).
        case malformed(String)
    }

    /// 64 MiB: six times the largest screen file the linter parses (10 MiB), the worst a JSON
    /// string escape (`\u0000`) could grow it, with room for the message around it.
    public static let defaultMaxBodySize = 64 * 1024 * 1024
    /// A header block longer than this is not LSP's (two short headers).
    public static let maxHeaderSize = 8 * 1024

    public let maxBodySize: Int
    private var buffer: [UInt8] = []
    /// Where unread bytes start in `buffer` (consumed bytes are dropped in batches).
    private var start = 0
    private var expectedBody: Int?
    private var bytesToSkip = 0

    public init(maxBodySize: Int = FrameReader.defaultMaxBodySize) {
        self.maxBodySize = maxBodySize
    }

    /// Adds bytes read from the stream.
    public mutating func feed<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var rest = bytes[...]
        if bytesToSkip > 0 {
            let skipped = min(bytesToSkip, rest.count)
            bytesToSkip -= skipped
            rest = rest.dropFirst(skipped)
        }
        buffer.append(contentsOf: rest)
    }

    /// The next complete message or problem, or nil until more bytes are fed.
    public mutating func next() -> Event? {
        while true {
            if let length = expectedBody {
                guard buffer.count - start >= length else { return nil }
                let body = Array(buffer[start..<start + length])
                start += length
                expectedBody = nil
                compact()
                return .body(body)
            }
            guard let end = headerEnd() else {
                if buffer.count - start > Self.maxHeaderSize {
                    // No empty line within a header's size: drop what came and read on from here.
                    start = buffer.count
                    compact()
                    return .malformed("a header block longer than \(Self.maxHeaderSize) bytes, or no empty line after the headers")
                }
                return nil
            }
            let header = buffer[start..<end]
            start = end + 4
            switch Self.contentLength(in: header) {
            case .failure(let problem):
                compact()
                return .malformed(problem.text)
            case .success(let length) where length > maxBodySize:
                // Skip the body as it arrives rather than keep it.
                let available = min(length, buffer.count - start)
                start += available
                bytesToSkip = length - available
                compact()
                return .malformed("a message of \(length) bytes, more than the \(maxBodySize) this server accepts")
            case .success(let length):
                expectedBody = length
            }
        }
    }

    /// The offset of the `\r\n\r\n` that ends the header block, if it has arrived.
    private func headerEnd() -> Int? {
        guard buffer.count - start >= 4 else { return nil }
        var index = start
        let last = min(buffer.count - 4, start + Self.maxHeaderSize)
        while index <= last {
            if buffer[index] == 13, buffer[index + 1] == 10, buffer[index + 2] == 13, buffer[index + 3] == 10 {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func contentLength(in header: ArraySlice<UInt8>) -> Result<Int, Problem> {
        var length: Int?
        for line in header.split(separator: 10, omittingEmptySubsequences: true) {
            let text = String(decoding: line.last == 13 ? line.dropLast() : line, as: UTF8.self)
            guard let colon = text.firstIndex(of: ":") else {
                return .failure(Problem("a header line without a colon: '\(text.prefix(80))'"))
            }
            let name = text[..<colon].trimmingSpaces.lowercased()
            let value = text[text.index(after: colon)...].trimmingSpaces
            guard name == "content-length" else { continue }
            guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(value) else {
                return .failure(Problem("Content-Length is not a number of bytes: '\(value.prefix(80))'"))
            }
            length = number
        }
        guard let length else { return .failure(Problem("a message without a Content-Length header")) }
        return .success(length)
    }

    /// Drops consumed bytes once they are most of the buffer, so reading stays linear.
    private mutating func compact() {
        if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
        } else if start > 65_536, start * 2 > buffer.count {
            buffer.removeFirst(start)
            start = 0
        }
    }

    struct Problem: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}

/// Frames one message body for the stream.
public func framed(_ body: String) -> [UInt8] {
    let bytes = Array(body.utf8)
    return Array("Content-Length: \(bytes.count)\r\n\r\n".utf8) + bytes
}
