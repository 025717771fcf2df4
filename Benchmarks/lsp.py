#!/usr/bin/env python3
"""The language server's speed and memory, as an editor uses it (docs/performance.md).

    python3 Benchmarks/lsp.py path/to/higlint [--lines 2000] [--edits 10000]

- Latency: a 2,000-line screen file is opened, then changed whole 15 times, each change waited
  for; the time from sending the change to the diagnostics arriving, less the server's 200 ms
  debounce, is what the target (30 ms) is about. Median and worst are printed.
- Memory: 10,000 incremental edits (typing and deleting a character in a comment), sent as fast
  as a client can; the server's resident memory (VmRSS) after the first 1,000 and after all of
  them, once the last diagnostics arrived, should be flat.

- Workspace (`--workspace 1500`, run alone): a folder of that many generated Swift files
  (generate_swift.py: a third of the screens show a view another file declares); `higlint lint
  Sources/` over it is timed, then the server is started in it and one of those shown views is
  opened at once: the time from `didOpen` to its first diagnostics (the folder is walked and
  indexed meanwhile; target 1 s), whether they are the CLI's, and 15 whole changes to it, each
  timed to its diagnostics less the debounce (target 30 ms). Then a controller that makes itself
  a popover, presented from another file, is opened and changed 15 times the same way: linting it
  asks the workspace which files present it.

Speaks JSON-RPC over the server's standard input and output with nothing but the standard library,
so it runs wherever python3 does.
"""
import argparse
import json
import os
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

DEBOUNCE = 0.200


def screen(lines: int) -> str:
    """A screen file of about `lines` lines: popovers with content, some of them with findings."""
    out = ["# lsp benchmark", "screen: Library", "platform: iPadOS", "viewport: {width: 1024, height: 768}", "elements:"]
    index = 0
    while len(out) < lines:
        out += [f"  - id: button{index}", "    type: button", f"    text: Open {index}",
                f"    frame: {{x: {index % 900}, y: {index % 700}, width: 44, height: 44}}",
                "    presents:", "      type: popover", "      size: {width: 320, height: 400}",
                "      content:", f"        - id: label{index}", "          type: label",
                f"          text: Details for item {index} in this popover" if index % 10 == 0 else f"          text: Details for item {index}"]
        index += 1
    return "\n".join(out[:lines]) + "\n"


class Server:
    def __init__(self, binary: str, root: pathlib.Path):
        self.process = subprocess.Popen([binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        cwd=root)
        self.next_id = 1

    def send(self, message: dict):
        body = json.dumps({"jsonrpc": "2.0", **message}).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def request(self, method: str, params: dict) -> dict:
        ident = self.next_id
        self.next_id += 1
        self.send({"id": ident, "method": method, **({} if params is None else {"params": params})})
        while True:
            message = self.receive()
            if message.get("id") == ident and "method" not in message:
                return message

    def notify(self, method: str, params: dict):
        self.send({"method": method, **({} if params is None else {"params": params})})

    def receive(self) -> dict:
        length = None
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise SystemExit("lsp benchmark: the server closed its output")
            line = line.strip()
            if not line:
                break
            name, _, value = line.partition(b":")
            if name.lower() == b"content-length":
                length = int(value)
        return json.loads(self.process.stdout.read(length))

    def diagnostics(self, uri: str, version: int) -> list:
        while True:
            message = self.receive()
            if message.get("method") == "textDocument/publishDiagnostics":
                params = message["params"]
                if params["uri"] == uri and params.get("version") == version:
                    return params["diagnostics"]

    def rss_kib(self) -> int:
        for line in pathlib.Path(f"/proc/{self.process.pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
        return 0

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=10)


SELF_POPOVER_CONTROLLER = """import UIKit

final class SelfPopoverPicker: UIViewController, UIPopoverPresentationControllerDelegate {
    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
        popoverPresentationController?.delegate = self
        preferredContentSize = CGSize(width: 320, height: 400)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }
}
"""

SELF_POPOVER_PRESENTER = """import UIKit

final class SelfPopoverPresenter: UIViewController {
    @IBOutlet var pickButton: UIButton!

    @IBAction func pick(_ sender: UIButton) {
        let picker = SelfPopoverPicker()
        picker.popoverPresentationController?.sourceView = sender
        present(picker, animated: true)
    }
}
"""


def workspace(binary: str, count: int) -> int:
    """The workspace case: the CLI over the folder, then the server's first diagnostics and edits."""
    with tempfile.TemporaryDirectory(prefix="higlint-lsp-workspace.") as folder:
        root = pathlib.Path(folder)
        generator = pathlib.Path(__file__).with_name("generate_swift.py")
        subprocess.run([sys.executable, str(generator), str(root / "corpus"), "--files", str(count)], check=True)
        (root / "corpus" / "swift").rename(root / "Sources")
        files = sorted((root / "Sources").rglob("*.swift"))
        # A view another file shows: its findings come from linting that file too.
        opened = next(path for path in files if path.name.startswith("Options"))
        relative = str(opened.relative_to(root))
        # Findings only the presenter's popover makes (no way out of it) and one of its own.
        text = opened.read_text().replace('Button("Done", role: .cancel) { count = 0 }', 'Text("Pick one in this popover")')
        text = text.replace("        }\n    }\n}\n", "        }\n        .interactiveDismissDisabled()\n    }\n}\n")
        opened.write_text(text)
        # A controller that makes itself a popover, presented from another file: linting it asks
        # the workspace which files present it, so its edits are timed too.
        controller = root / "Sources" / "SelfPopoverPicker.swift"
        controller.write_text(SELF_POPOVER_CONTROLLER)
        (root / "Sources" / "SelfPopoverPresenter.swift").write_text(SELF_POPOVER_PRESENTER)

        start = time.perf_counter()
        cli = subprocess.run([binary, "lint", "--format", "json", "Sources/"], cwd=root, capture_output=True)
        cli_seconds = time.perf_counter() - start
        cli_found = sorted((d["line"], d["column"], d["rule"]) for d in json.loads(cli.stdout)["diagnostics"]
                           if d["file"] == relative) if cli.stdout else None

        uri = opened.as_uri()
        server = Server(binary, root)
        server.request("initialize", {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": {}})
        start = time.perf_counter()
        server.notify("initialized", {})
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift", "version": 1, "text": text}})
        found = server.diagnostics(uri, 1)
        first = time.perf_counter() - start
        rss = server.rss_kib()

        latencies = []
        for round in range(15):
            version = round + 2
            changed = text + f"\n// edit {round}\n"
            start = time.perf_counter()
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                     "contentChanges": [{"text": changed}]})
            server.diagnostics(uri, version)
            latencies.append(time.perf_counter() - start - DEBOUNCE)

        controller_uri = controller.as_uri()
        server.notify("textDocument/didOpen", {"textDocument": {"uri": controller_uri, "languageId": "swift", "version": 1,
                                                                "text": SELF_POPOVER_CONTROLLER}})
        controller_found = server.diagnostics(controller_uri, 1)
        controller_latencies = []
        for round in range(15):
            version = round + 2
            start = time.perf_counter()
            server.notify("textDocument/didChange", {"textDocument": {"uri": controller_uri, "version": version},
                                                     "contentChanges": [{"text": SELF_POPOVER_CONTROLLER + f"\n// edit {round}\n"}]})
            server.diagnostics(controller_uri, version)
            controller_latencies.append(time.perf_counter() - start - DEBOUNCE)
        # Memory over a UIKit file's edits: what is read of a controller's code must go with the
        # text it was read from.
        controller_rss = [server.rss_kib()]
        for round in range(300):
            version = round + 17
            server.notify("textDocument/didChange", {"textDocument": {"uri": controller_uri, "version": version},
                                                     "contentChanges": [{"text": SELF_POPOVER_CONTROLLER + f"\n// edit {round}\n"}]})
            server.diagnostics(controller_uri, version)
        controller_rss.append(server.rss_kib())
        server.close()

    lsp_found = sorted((d["range"]["start"]["line"] + 1, d["range"]["start"]["character"] + 1, d["code"]) for d in found)
    same = "the same as the CLI's" if lsp_found == cli_found else f"CLI {cli_found}, server {lsp_found}"
    print(f"lsp workspace: {len(files)} Swift files; higlint lint Sources/ {cli_seconds * 1000:.0f} ms")
    print(f"lsp workspace: first diagnostics {first * 1000:.0f} ms after didOpen (target 1 s); {len(found)} findings, {same}")
    print(f"lsp workspace: diagnostics {statistics.median(latencies) * 1000:.1f} ms after the debounce "
          f"(median of {len(latencies)}; worst {max(latencies) * 1000:.1f} ms); target 30 ms; "
          f"resident memory {rss / 1024:.1f} MB once indexed")
    print(f"lsp workspace: a self-popover controller presented from another file: {len(controller_found)} findings; "
          f"diagnostics {statistics.median(controller_latencies) * 1000:.1f} ms after the debounce "
          f"(median of {len(controller_latencies)}; worst {max(controller_latencies) * 1000:.1f} ms); target 30 ms")
    print(f"lsp workspace: resident memory {controller_rss[0] / 1024:.1f} MB after the controller's first 15 edits, "
          f"{controller_rss[1] / 1024:.1f} MB after 300 more (flat: met when within 1 MB)")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("binary")
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--edits", type=int, default=10000)
    parser.add_argument("--workspace", type=int, metavar="FILES", help="only the workspace case, over this many Swift files")
    arguments = parser.parse_args()
    if arguments.workspace:
        return workspace(os.path.abspath(arguments.binary), arguments.workspace)

    with tempfile.TemporaryDirectory(prefix="higlint-lsp-bench.") as folder:
        root = pathlib.Path(folder)
        path = root / "library.yaml"
        text = screen(arguments.lines)
        path.write_text(text)
        uri = path.as_uri()
        server = Server(os.path.abspath(arguments.binary), root)
        server.request("initialize", {"processId": os.getpid(), "rootUri": root.as_uri(), "capabilities": {}})
        server.notify("initialized", {})
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "yaml", "version": 1, "text": text}})
        found = server.diagnostics(uri, 1)

        latencies = []
        version = 1
        for round in range(15):
            version += 1
            changed = text.replace("# lsp benchmark", f"# lsp benchmark {round}")
            start = time.perf_counter()
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                     "contentChanges": [{"text": changed}]})
            server.diagnostics(uri, version)
            latencies.append(time.perf_counter() - start - DEBOUNCE)

        # Typing then deleting one character at the end of the first line, over and over.
        column = len("# lsp benchmark 14")
        rss = {}
        checkpoints = sorted({n for n in (1000, 2500, 5000, 10000, 20000, 40000) if n < arguments.edits} | {arguments.edits})
        for edit in range(arguments.edits):
            version += 1
            if edit % 2 == 0:
                change = {"range": {"start": {"line": 0, "character": column}, "end": {"line": 0, "character": column}}, "text": "x"}
            else:
                change = {"range": {"start": {"line": 0, "character": column}, "end": {"line": 0, "character": column + 1}}, "text": ""}
            server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
            if edit + 1 in checkpoints:
                server.diagnostics(uri, version)
                rss[edit + 1] = server.rss_kib()
        server.close()

    median = statistics.median(latencies) * 1000
    worst = max(latencies) * 1000
    print(f"lsp: {arguments.lines}-line file, {len(found)} findings")
    print(f"lsp: diagnostics {median:.1f} ms after the debounce (median of {len(latencies)}; worst {worst:.1f} ms); target 30 ms")
    print("lsp: resident memory " + ", ".join(f"{kib / 1024:.1f} MB after {n:,} edits" for n, kib in sorted(rss.items())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
