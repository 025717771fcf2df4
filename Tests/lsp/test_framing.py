"""Malformed frames and messages over a real pipe: each is answered, and the server goes on."""
import json
import subprocess

from conftest import BINARY


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_messages(output: bytes) -> list[dict]:
    messages = []
    while output:
        header, _, rest = output.partition(b"\r\n\r\n")
        length = int(header.split(b":")[1])
        messages.append(json.loads(rest[:length]))
        output = rest[length:]
    return messages


def test_malformed_input_gets_json_rpc_errors_and_the_server_goes_on():
    stream = b"".join([
        b"Content-Type: x\r\n\r\n",                                   # no Content-Length
        frame(b"{not json"),                                          # parse error
        frame(b'{"jsonrpc":"2.0","id":1}'),                           # no method
        frame(b'{"jsonrpc":"2.0","id":2,"method":"textDocument/hover","params":{}}'),  # before initialize
        b"Content-Length: 999999999999\r\n\r\n",                      # refused, never allocated
    ])
    # The refused body would swallow what follows: a second process checks the orderly path.
    done = subprocess.run([BINARY, "lsp"], input=stream, capture_output=True, timeout=30)
    messages = read_messages(done.stdout)
    codes = [m["error"]["code"] for m in messages]
    assert codes == [-32700, -32700, -32600, -32002, -32700], messages
    assert done.returncode == 1  # standard input ended without shutdown

    orderly = b"".join([
        frame(b'{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}'),
        frame(b'{"jsonrpc":"2.0","id":2,"method":"no/such/method"}'),
        frame(b'{"jsonrpc":"2.0","id":3,"method":"shutdown"}'),
        frame(b'{"jsonrpc":"2.0","method":"exit"}'),
    ])
    done = subprocess.run([BINARY, "lsp"], input=orderly, capture_output=True, timeout=30)
    messages = read_messages(done.stdout)
    assert messages[0]["result"]["capabilities"]["positionEncoding"] == "utf-16"
    assert messages[1]["error"]["code"] == -32601
    assert messages[2]["result"] is None
    assert done.returncode == 0
