import XCTest
@testable import HiglintSwiftSource
final class SmokeTests: XCTestCase { func testNothing() { XCTAssertEqual(SwiftSourceReader().extensions, ["swift"]) } }
