import HiglintLanguageServer
import XCTest

final class FramingTests: XCTestCase {
    private func events(_ reader: inout FrameReader) -> [FrameReader.Event] {
        var result: [FrameReader.Event] = []
        while let event = reader.next() { result.append(event) }
        return result
    }

    func testAMessageFedOneByteAtATimeComesOutWhole() {
        var reader = FrameReader()
        var seen: [FrameReader.Event] = []
        for byte in framed(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#) {
            reader.feed([byte])
            seen += events(&reader)
        }
        XCTAssertEqual(seen, [.body(Array(#"{"jsonrpc":"2.0","method":"initialized","params":{}}"#.utf8))])
    }

    func testTwoMessagesInOneReadAndOtherHeadersAreRead() {
        var reader = FrameReader()
        let second = Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n[]".utf8)
        reader.feed(framed("{}") + second)
        XCTAssertEqual(events(&reader), [.body(Array("{}".utf8)), .body(Array("[]".utf8))])
    }

    func testAMultibyteBodyIsCountedInBytes() {
        var reader = FrameReader()
        reader.feed(framed(#""팝오버 😀""#))
        XCTAssertEqual(events(&reader), [.body(Array(#""팝오버 😀""#.utf8))])
    }

    func testAHeaderBlockWithoutContentLengthIsReportedAndTheNextMessageStillRead() {
        var reader = FrameReader()
        reader.feed(Array("Content-Type: x\r\n\r\n".utf8) + framed("{}"))
        let seen = events(&reader)
        XCTAssertEqual(seen.count, 2)
        guard case .malformed(let problem) = seen.first else { return XCTFail("\(seen)") }
        XCTAssertTrue(problem.contains("Content-Length"), problem)
        XCTAssertEqual(seen.last, .body(Array("{}".utf8)))
    }

    func testANonNumericOrNegativeContentLengthIsMalformed() {
        for value in ["abc", "-5", "1e3", "", "99999999999999999999999"] {
            var reader = FrameReader()
            reader.feed(Array("Content-Length: \(value)\r\n\r\n".utf8))
            guard case .malformed = reader.next() else { return XCTFail("Content-Length: \(value) was accepted") }
        }
    }

    func testAHugeContentLengthIsRefusedAndItsBodySkippedWithoutKeepingIt() {
        var reader = FrameReader(maxBodySize: 100)
        reader.feed(Array("Content-Length: 1000\r\n\r\n".utf8))
        guard case .malformed(let problem) = reader.next() else { return XCTFail("a 1000-byte body was accepted") }
        XCTAssertTrue(problem.contains("1000"), problem)
        // The refused body arrives in pieces and is passed over; the message after it is read.
        reader.feed([UInt8](repeating: 0x41, count: 600))
        XCTAssertNil(reader.next())
        reader.feed([UInt8](repeating: 0x41, count: 400) + framed("{}"))
        XCTAssertEqual(reader.next(), .body(Array("{}".utf8)))
    }

    func testALengthBeyondMemoryIsRefusedAtOnce() {
        var reader = FrameReader()
        reader.feed(Array("Content-Length: 900000000000000000\r\n\r\n".utf8))
        guard case .malformed = reader.next() else { return XCTFail("accepted") }
    }

    func testEndlessHeaderBytesAreCutOff() {
        var reader = FrameReader()
        reader.feed([UInt8](repeating: 0x58, count: FrameReader.maxHeaderSize + 10))
        guard case .malformed = reader.next() else { return XCTFail("a header without end was kept") }
        reader.feed(framed("{}"))
        XCTAssertEqual(reader.next(), .body(Array("{}".utf8)))
    }
}

final class MessageTests: XCTestCase {
    private func message(_ text: String) -> IncomingMessage { IncomingMessage(body: Array(text.utf8)) }

    func testRequestsNotificationsAndResponsesAreToldApart() {
        XCTAssertEqual(message(#"{"jsonrpc":"2.0","id":1,"method":"shutdown"}"#), .request(id: 1, method: "shutdown", params: nil))
        XCTAssertEqual(message(#"{"jsonrpc":"2.0","id":"a","method":"x","params":{"k":[true,null,1.5]}}"#),
                       .request(id: "a", method: "x", params: ["k": [true, nil, .double(1.5)]]))
        XCTAssertEqual(message(#"{"jsonrpc":"2.0","method":"exit"}"#), .notification(method: "exit", params: nil))
        // Clients send null for LSP's `void` params; it reads as none.
        XCTAssertEqual(message(#"{"jsonrpc":"2.0","id":2,"method":"shutdown","params":null}"#), .request(id: 2, method: "shutdown", params: nil))
        XCTAssertEqual(message(#"{"jsonrpc":"2.0","method":"exit","params":null}"#), .notification(method: "exit", params: nil))
        XCTAssertEqual(message(#"{"jsonrpc":"2.0","id":7,"result":null}"#), .response(id: 7))
    }

    func testBrokenMessagesGetTheRightErrorCode() {
        XCTAssertEqual(message("{not json"), .invalid(id: nil, code: .parseError, reason: "the message is not JSON"))
        guard case .invalid(nil, .invalidRequest, _) = message("[1,2]") else { return XCTFail("a batch was accepted") }
        guard case .invalid(.int(3), .invalidRequest, _) = message(#"{"jsonrpc":"1.0","id":3,"method":"x"}"#) else { return XCTFail() }
        guard case .invalid(.int(4), .invalidRequest, _) = message(#"{"jsonrpc":"2.0","id":4}"#) else { return XCTFail() }
        guard case .invalid(nil, .invalidRequest, _) = message(#"{"jsonrpc":"2.0","id":{},"method":"x"}"#) else { return XCTFail() }
        guard case .invalid(.int(5), .invalidRequest, _) = message(#"{"jsonrpc":"2.0","id":5,"method":"x","params":3}"#) else { return XCTFail() }
    }

    func testDeepNestingIsAnErrorNotACrash() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .invalid(_, .parseError, _) = message(deep) else { return XCTFail("100,000 nested arrays were accepted") }
    }

    func testSerializedTextEscapesWhatJSONNeeds() {
        let value: JSONValue = ["a": "quote \" back \\ line\n tab\t bell\u{7} 😀", "b": [1, false, nil]]
        XCTAssertEqual(value.serialized, #"{"a":"quote \" back \\ line\n tab\t bell\u0007 😀","b":[1,false,null]}"#)
        XCTAssertEqual(try JSONValue.parse(Array(value.serialized.utf8)), value)
    }
}
