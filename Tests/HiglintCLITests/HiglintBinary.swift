import Foundation
import HiglintTestSupport
import XCTest

/// What one run of the binary did.
struct BinaryRun {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built `higlint` as CI and people do: its own process, a clean locale, no colour
/// unless asked, standard input closed after what the test sends.
enum HiglintBinary {
    static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var path: URL {
        let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return products.appendingPathComponent("higlint")
    }

    @discardableResult
    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], in directory: URL? = nil) throws -> BinaryRun {
        let process = Process()
        process.executableURL = path
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? checkout
        var env = ProcessInfo.processInfo.environment
        for name in ["NO_COLOR", "LC_ALL", "LC_MESSAGES"] { env[name] = nil }
        env["LANG"] = "C"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        // Read both pipes at once so a large report on one cannot block the other.
        let stderrReader = PipeReader(err.fileHandleForReading)
        let stdoutData = out.fileHandleForReading.readDataToEndOfFile()
        let stderrData = stderrReader.wait()
        process.waitUntilExit()
        return BinaryRun(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                         stderr: String(decoding: stderrData, as: UTF8.self))
    }
}

/// Reads a pipe to its end on another thread, so that a child writing a lot to one pipe cannot
/// block while the test reads the other.
private final class PipeReader: @unchecked Sendable {
    // Written once on the reading thread before `done` is signalled, read after `wait()`.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        DispatchQueue.global().async {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }
    }

    func wait() -> Data {
        done.wait()
        return data
    }
}

extension ScratchFolder {
    /// Runs the binary with this folder as its current folder.
    @discardableResult
    func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) throws -> BinaryRun {
        try HiglintBinary.run(arguments, stdin: stdin, environment: environment, in: url)
    }
}
