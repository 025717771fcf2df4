import Foundation
import SwiftParser
import SwiftSyntax

// swift-syntax's bare parse of every `.swift` file under the folders given, one after another on
// one thread: the baseline the Swift reader's throughput is measured against (Benchmarks/run.sh).
// It reads the files as higlint does (whole, into bytes) and parses them with the nesting limit the
// Swift reader uses; nothing else. Prints the number of files and bytes parsed.
let maxNesting = 100
var files = 0
var bytes = 0
for root in CommandLine.arguments.dropFirst() {
    let url = URL(fileURLWithPath: root)
    let paths: [String]
    if url.pathExtension == "swift" {
        paths = [url.path]
    } else {
        let walker = FileManager.default.enumerator(atPath: url.path)
        paths = ((walker?.allObjects as? [String]) ?? []).filter { $0.hasSuffix(".swift") }.sorted().map { url.path + "/" + $0 }
    }
    for path in paths {
        guard let data = FileManager.default.contents(atPath: path) else { continue }
        let source = [UInt8](data)
        let tree = source.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: maxNesting) }
        files += 1
        bytes += tree.totalLength.utf8Length
    }
}
print("\(files) files, \(bytes) bytes")
