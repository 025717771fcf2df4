/// JSON-RPC 2.0 error codes, and the two LSP adds.
public enum ErrorCode: Int, Sendable {
    case parseError = -32700
    case invalidRequest = -32600
    case methodNotFound = -32601
    case invalidParams = -32602
    case internalError = -32603
    case serverNotInitialized = -32002
    case requestCancelled = -32800
}

/// A message from the client, classified. What is not a well-formed request, notification or
/// response is `invalid`, with the id to answer when one could be read.
public enum IncomingMessage: Equatable, Sendable {
    case request(id: JSONValue, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// An answer to a request the server sent (it sends none it waits for): read and dropped.
    case response(id: JSONValue)
    case invalid(id: JSONValue?, code: ErrorCode, reason: String)

    public init(body: [UInt8]) {
        let value: JSONValue
        do {
            value = try JSONValue.parse(body)
        } catch {
            self = .invalid(id: nil, code: .parseError, reason: "the message is not JSON")
            return
        }
        self.init(value)
    }

    public init(_ value: JSONValue) {
        guard let members = value.object else {
            self = .invalid(id: nil, code: .invalidRequest, reason: "a message must be a JSON object (batches are not part of LSP)")
            return
        }
        let rawID = members["id"]
        // An id is a number or a string; anything else cannot be answered by it.
        let id = rawID.flatMap { id -> JSONValue? in
            switch id {
            case .int, .string: return id
            default: return nil
            }
        }
        guard members["jsonrpc"]?.string == "2.0" else {
            self = .invalid(id: id, code: .invalidRequest, reason: "\"jsonrpc\" must be \"2.0\"")
            return
        }
        if rawID != nil, id == nil {
            self = .invalid(id: nil, code: .invalidRequest, reason: "\"id\" must be a number or a string")
            return
        }
        // `"params": null` is read as no params: JSON-RPC says omit them, but clients send null
        // for LSP's `void` params (`shutdown`, `exit`), and refusing it would strand the client.
        let params = members["params"] == .null ? nil : members["params"]
        if let params, params.object == nil, params.array == nil {
            self = .invalid(id: id, code: .invalidRequest, reason: "\"params\" must be an object or an array")
            return
        }
        switch members["method"] {
        case .string(let method)?:
            if let id { self = .request(id: id, method: method, params: params) } else { self = .notification(method: method, params: params) }
        case nil where id != nil && (members["result"] != nil || members["error"] != nil):
            self = .response(id: id!)
        default:
            self = .invalid(id: id, code: .invalidRequest, reason: "a request needs a \"method\" string")
        }
    }
}

/// Messages the server writes.
public enum Outgoing {
    public static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    public static func error(id: JSONValue?, code: ErrorCode, message: String) -> JSONValue {
        ["jsonrpc": "2.0", "id": id ?? .null, "error": ["code": .int(code.rawValue), "message": .string(message)]]
    }

    public static func notification(_ method: String, _ params: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "method": .string(method), "params": params]
    }
}
