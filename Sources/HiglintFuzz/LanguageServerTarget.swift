import Foundation
import HiglintCore
import HiglintLanguageServer

extension FuzzTarget {
    /// `higlint lsp`'s input: the bytes as a stream of frames, fed in pieces of varying size,
    /// each message handled by a server whose timers and lints run at once. Properties: no body
    /// over the limit comes out, and no request is answered more often than it was sent.
    static func languageServerProblems(_ bytes: [UInt8]) -> [String] {
        var problems: [String] = []
        var answers: [JSONValue: Int] = [:]
        var requests: [JSONValue: Int] = [:]
        let server = LanguageServer(environment: ServerEnvironment(
            send: { message in
                if let id = message["id"], id != .null, message["method"] == nil { answers[id, default: 0] += 1 }
            },
            after: { _, work in work() },
            lint: { job, done in done(job()) },
            exit: { _ in },
            currentDirectory: languageServerFolder), version: "fuzz")
        var reader = FrameReader(maxBodySize: 1 << 16)
        var offset = 0
        var piece = 1
        while offset < bytes.count {
            let end = min(bytes.count, offset + piece)
            reader.feed(bytes[offset..<end])
            offset = end
            piece = piece % 7 + 1
            while let event = reader.next() {
                switch event {
                case .body(let body):
                    if body.count > reader.maxBodySize { problems.append("a body of \(body.count) bytes came out") }
                    let message = IncomingMessage(body: body)
                    switch message {
                    case .request(let id, _, _), .invalid(let id?, _, _): requests[id, default: 0] += 1
                    default: break
                    }
                    server.receive(message)
                case .malformed(let problem):
                    if problem.isEmpty { problems.append("a framing problem without words") }
                    server.receiveMalformedFrame(problem)
                }
            }
        }
        for (id, count) in answers where count > requests[id, default: 0] {
            problems.append("request \(id.serialized) answered \(count) times, sent \(requests[id, default: 0])")
        }
        return problems
    }

    /// An empty folder of this process's own as the workspace: no `.higlint.yml` to find.
    private static let languageServerFolder = ProcessScratch.folder(named: "higlint-fuzz-lsp")
}
