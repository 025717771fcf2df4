@testable import HiglintCore
import XCTest

/// An Xcode project file is an old-style (NeXTSTEP) property list; the reader takes it whole or
/// not at all, and says where it stops.
final class OldStylePropertyListTests: XCTestCase {
    private func parse(_ text: String) throws -> OldStylePropertyList {
        try OldStylePropertyList.parse(Array(text.utf8))
    }

    private func error(_ text: String) -> OldStylePropertyList.SyntaxError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? OldStylePropertyList.SyntaxError
        }
    }

    func testReadsAProjectFilesShapes() throws {
        let plist = try parse("""
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tclasses = {
        \t};
        /* Begin PBXBuildFile section */
        \t\tA1 /* App.swift in Sources */ = {isa = PBXBuildFile; fileRef = A2 /* App.swift */; settings = {ATTRIBUTES = (RemoveHeadersOnCopy, ); }; };
        /* End PBXBuildFile section */
        \t\tA3 = {
        \t\t\tpath = "My App/Sources";
        \t\t\tsourceTree = "<group>";
        \t\t\tLD_RUNPATH_SEARCH_PATHS = (
        \t\t\t\t"$(inherited)",
        \t\t\t\t"@executable_path/Frameworks",
        \t\t\t);
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t\tname = com.example.app-1;
        \t\t\tescaped = "a\\"b\\\\c\\nd\\U00e9\\101";
        \t\t\tsingle = 'single "quoted"';
        \t\t\tdata = <0fbd 7a>;
        \t\t\tempty = ();
        \t\t};
        \trootObject = A3 /* Project object */;
        }
        """)
        XCTAssertEqual(plist["archiveVersion"], .string("1"))
        XCTAssertEqual(plist["classes"], .dictionary([:]))
        XCTAssertEqual(plist["A1"]?["fileRef"]?.string, "A2")
        XCTAssertEqual(plist["A1"]?["settings"]?["ATTRIBUTES"]?.strings, ["RemoveHeadersOnCopy"])
        let group = try XCTUnwrap(plist["A3"])
        XCTAssertEqual(group["path"]?.string, "My App/Sources")
        XCTAssertEqual(group["sourceTree"]?.string, "<group>")
        XCTAssertEqual(group["LD_RUNPATH_SEARCH_PATHS"]?.strings, ["$(inherited)", "@executable_path/Frameworks"])
        XCTAssertEqual(group["productType"]?.string, "com.apple.product-type.application")
        XCTAssertEqual(group["name"]?.string, "com.example.app-1")
        XCTAssertEqual(group["escaped"]?.string, "a\"b\\c\nd\u{e9}A")
        XCTAssertEqual(group["single"]?.string, "single \"quoted\"")
        XCTAssertEqual(group["data"]?.string, "0fbd 7a")
        XCTAssertEqual(group["empty"], .array([]))
        XCTAssertEqual(plist["rootObject"]?.string, "A3")
    }

    func testASecondValueOfAKeyWins() throws {
        XCTAssertEqual(try parse("{ a = b; a = c; }")["a"]?.string, "c")
    }

    func testMalformedTextIsAnErrorWithItsPosition() {
        XCTAssertEqual(error("{\n  a = b\n}"), .init(line: 3, column: 1, reason: "expected ';' after the value of 'a'"))
        XCTAssertEqual(error("{ a = (1, 2 }"), .init(line: 1, column: 13, reason: "expected ',' or ')' in an array"))
        XCTAssertEqual(error("{ a = \"open; }"), .init(line: 1, column: 7, reason: "a quoted string is not closed"))
        XCTAssertEqual(error("{ a = <0f; }"), .init(line: 1, column: 7, reason: "data is not closed with '>'"))
        XCTAssertEqual(error("{ a = b; "), .init(line: 1, column: 10, reason: "a dictionary is not closed with '}'"))
        XCTAssertEqual(error("{ = b; }"), .init(line: 1, column: 3, reason: "unexpected '='"))
        XCTAssertEqual(error("{ a = b; } }"), .init(line: 1, column: 12, reason: "text after the property list's value"))
        XCTAssertEqual(error(""), .init(line: 1, column: 1, reason: "the text ends where a value was expected"))
        XCTAssertEqual(error("{ a = \"\\"), .init(line: 1, column: 7, reason: "a quoted string is not closed"))
    }

    /// Nesting deeper than a project's is refused before it can exhaust a thread's stack, and a
    /// project file's worth of brackets is read in one pass.
    func testDeepNestingIsRefusedWithoutExhaustingTheStack() {
        let depth = OldStylePropertyList.maxDepth
        XCTAssertNotNil(try? parse(String(repeating: "(", count: depth - 1) + String(repeating: ")", count: depth - 1)))
        XCTAssertEqual(error(String(repeating: "(", count: 8 << 20))?.reason, "nested more than \(depth) deep")
        XCTAssertEqual(error(String(repeating: "{a=", count: 1 << 20))?.reason, "nested more than \(depth) deep")
    }

    /// A comment left open runs to the end of the text: what came before it is all there is.
    func testAnOpenCommentEndsTheText() throws {
        XCTAssertEqual(try parse("{ a = b; } /* open"), .dictionary(["a": .string("b")]))
        XCTAssertEqual(error("{ a = b; /* open"), .init(line: 1, column: 17, reason: "a dictionary is not closed with '}'"))
    }
}
