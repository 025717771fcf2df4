"""`higlint lsp` driven by pytest-lsp (pygls' client), as an editor would drive it."""
import asyncio
import json
import pathlib
import subprocess

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

from conftest import BINARY

CONFIG = ClientServerConfig(server_command=[BINARY, "lsp"])


def initialize_params(workspace: pathlib.Path, encodings=None, watch=False) -> types.InitializeParams:
    return types.InitializeParams(
        root_uri=workspace.as_uri(),
        capabilities=types.ClientCapabilities(
            general=types.GeneralClientCapabilities(position_encodings=encodings) if encodings else None,
            workspace=types.WorkspaceClientCapabilities(
                did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=watch)
            ),
        ),
    )


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient, workspace: pathlib.Path):
    result = await lsp_client.initialize_session(initialize_params(workspace))
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf16
    yield
    await lsp_client.shutdown_session()


@pytest_lsp.fixture(config=CONFIG)
async def utf8_client(lsp_client: LanguageClient, workspace: pathlib.Path):
    result = await lsp_client.initialize_session(
        initialize_params(workspace, encodings=[types.PositionEncodingKind.Utf16, types.PositionEncodingKind.Utf8]))
    assert result.capabilities.position_encoding == types.PositionEncodingKind.Utf8
    yield
    await lsp_client.shutdown_session()


async def open_document(client: LanguageClient, path: pathlib.Path, version: int = 1) -> list[types.Diagnostic]:
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=path.as_uri(), language_id="yaml", version=version, text=path.read_text())))
    return await next_diagnostics(client, path)


async def next_diagnostics(client: LanguageClient, path: pathlib.Path) -> list[types.Diagnostic]:
    while True:
        params = await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), 20)
        if params.uri == path.as_uri():
            return list(params.diagnostics)


def by_rule(diagnostics, rule):
    found = [d for d in diagnostics if d.code == rule]
    assert found, f"no {rule} in {[(d.code, d.range) for d in diagnostics]}"
    return found[0]


async def test_diagnostics_count_utf16_units_after_emoji_and_korean(client: LanguageClient, workspace: pathlib.Path):
    diagnostics = await open_document(client, workspace / "share.yaml")
    oversize = by_rule(diagnostics, "popover-oversize")
    assert oversize.range.start == types.Position(line=12, character=6)
    assert oversize.source == "higlint"
    assert oversize.severity == types.DiagnosticSeverity.Warning
    assert oversize.code_description.href.startswith("https://developer.apple.com/")
    # `- {id: 팝오버-😀-안내, type: text, text: …}`: the emoji is two UTF-16 units, so the
    # `text` key is at character 38, where a count of characters would say 37.
    copy = by_rule(diagnostics, "popover-word-in-copy")
    assert copy.range.start == types.Position(line=14, character=38)


async def test_utf8_when_the_client_offers_it(utf8_client: LanguageClient, workspace: pathlib.Path):
    diagnostics = await open_document(utf8_client, workspace / "share.yaml")
    # The same key counted in bytes: 팝오버 and 안내 are three bytes a syllable, the emoji four.
    assert by_rule(diagnostics, "popover-word-in-copy").range.start == types.Position(line=14, character=50)


async def test_hover_shows_the_guideline(client: LanguageClient, workspace: pathlib.Path):
    await open_document(client, workspace / "share.yaml")
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=(workspace / "share.yaml").as_uri()),
        position=types.Position(line=12, character=7)))
    assert hover.contents.kind == types.MarkupKind.Markdown
    assert "**popover-oversize**" in hover.contents.value
    assert "\n> " in hover.contents.value, hover.contents.value
    assert "Rationale" in hover.contents.value


def apply(text: str, edits: list[types.TextEdit]) -> str:
    """Applies edits given in UTF-16 positions, as an editor does (an emoji is two units)."""
    def offset(position: types.Position) -> int:
        lines = text.split("\n")
        start = sum(len(line) + 1 for line in lines[:position.line])
        line, units, index = lines[position.line], 0, 0
        while units < position.character:
            units += len(line[index].encode("utf-16-le")) // 2
            index += 1
        assert units == position.character, f"character {position.character} splits a surrogate pair"
        return start + index
    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start, end = offset(edit.range.start), offset(edit.range.end)
        text = text[:start] + edit.new_text + text[end:]
    return text


async def test_suppress_on_this_line_applied_and_diagnostics_republished(client: LanguageClient, workspace: pathlib.Path):
    path = workspace / "share.yaml"
    diagnostics = await open_document(client, path)
    oversize = by_rule(diagnostics, "popover-oversize")
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
        range=oversize.range, context=types.CodeActionContext(diagnostics=[oversize])))
    suppress = [a for a in actions if a.title == "Suppress popover-oversize on this line"]
    assert suppress, [a.title for a in actions]
    assert suppress[0].kind == types.CodeActionKind.QuickFix
    edits = suppress[0].edit.changes[path.as_uri()]
    assert edits[0].new_text == "      # higlint-disable-next-line popover-oversize\n"
    text = apply(path.read_text(), edits)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    after = await next_diagnostics(client, path)
    assert not [d for d in after if d.code in ("popover-oversize", "unused-suppression")]
    assert [d for d in after if d.code == "popover-word-in-copy"], "the other finding went too"


async def test_incremental_change_relints(client: LanguageClient, workspace: pathlib.Path):
    path = workspace / "share.yaml"
    await open_document(client, path)
    # `      size: {width: 390, height: 700}`: 700 → 300.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=12, character=33), end=types.Position(line=12, character=36)),
            text="300")]))
    after = await next_diagnostics(client, path)
    assert not [d for d in after if d.code == "popover-oversize"]
    # An edit after the emoji, in UTF-16 units: rename the text key's value to one without "popover".
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=3),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=14, character=54), end=types.Position(line=14, character=61)),
            text="options")]))
    after = await next_diagnostics(client, path)
    assert after == [], [(d.code, d.message) for d in after]


async def test_configuration_reload(client: LanguageClient, workspace: pathlib.Path):
    path = workspace / "share.yaml"
    by_rule(await open_document(client, path), "popover-word-in-copy")
    (workspace / ".higlint.yml").write_text("rules:\n  popover-word-in-copy: off\n")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=(workspace / ".higlint.yml").as_uri(), type=types.FileChangeType.Created)]))
    after = await next_diagnostics(client, path)
    assert not [d for d in after if d.code == "popover-word-in-copy"]
    assert [d for d in after if d.code == "popover-oversize"]


async def test_cancel_a_request_waiting_for_a_lint(client: LanguageClient, workspace: pathlib.Path):
    path = workspace / "share.yaml"
    await open_document(client, path)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=path.read_text() + "# edited\n")]))
    # The hover waits for the debounced lint of version 2; the cancel comes first.
    request = client.protocol.send_request_async(types.TEXT_DOCUMENT_HOVER, types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()), position=types.Position(line=12, character=7)),
        msg_id="hover-to-cancel")
    client.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id="hover-to-cancel"))
    with pytest.raises(JsonRpcException) as error:
        await asyncio.wait_for(request, 20)
    assert error.value.code == -32800
    # The server goes on: the lint of version 2 arrives.
    by_rule(await next_diagnostics(client, path), "popover-oversize")


@pytest_lsp.fixture(config=CONFIG)
async def bare_client(lsp_client: LanguageClient, workspace: pathlib.Path):
    await lsp_client.initialize_session(initialize_params(workspace))
    yield


async def test_shutdown_then_exit_ends_with_status_zero(bare_client: LanguageClient):
    await bare_client.shutdown_async(None)
    bare_client.exit(None)
    assert await asyncio.wait_for(bare_client._server.wait(), 20) == 0


async def test_configuration_named_in_settings(client: LanguageClient, workspace: pathlib.Path):
    path = workspace / "share.yaml"
    by_rule(await open_document(client, path), "popover-oversize")
    (workspace / "strict.yml").write_text("rules:\n  popover-oversize: off\n")
    client.workspace_did_change_configuration(types.DidChangeConfigurationParams(
        settings={"higlint": {"config": str(workspace / "strict.yml")}}))
    after = await next_diagnostics(client, path)
    assert not [d for d in after if d.code == "popover-oversize"]
    assert [d for d in after if d.code == "popover-word-in-copy"]


async def test_rule_fix_applied_as_code_action_and_fix_all(client: LanguageClient, workspace: pathlib.Path):
    path = workspace / "fixable.yaml"
    diagnostics = await open_document(client, path)
    finding = by_rule(diagnostics, "popover-in-compact")
    # Line 8, after `title: "공유 🎉 Share", `: the emoji is two UTF-16 units.
    line = path.read_text().splitlines()[7]
    assert finding.range.start.line == 7
    assert finding.range.start.character == len(line[:line.index("compactAdaptation")].encode("utf-16-le")) // 2
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
        range=finding.range, context=types.CodeActionContext(diagnostics=[finding])))
    fixes = [a for a in actions if a.kind == types.CodeActionKind.QuickFix and a.title.startswith("Suppress") is False]
    assert fixes, [a.title for a in actions]
    assert fixes[0].is_preferred, "a safe fix is the preferred action"
    text = apply(path.read_text(), fixes[0].edit.changes[path.as_uri()])
    assert "compactAdaptation: sheet}" in text, text
    # source.fixAll.higlint takes every safe fix: here the same one.
    fix_all = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=path.as_uri()),
        range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
        context=types.CodeActionContext(diagnostics=[], only=[types.CodeActionKind.SourceFixAll + ".higlint"])))
    assert [a.kind for a in fix_all] == [types.CodeActionKind.SourceFixAll + ".higlint"], fix_all
    assert apply(path.read_text(), fix_all[0].edit.changes[path.as_uri()]) == text
    # `higlint --fix -` makes the same text from the same file.
    cli = subprocess.run([BINARY, "--fix", "--stdin-filename", "fixable.yaml", "-"], input=path.read_bytes(),
                         capture_output=True, cwd=workspace)
    assert cli.stdout.decode() == text, cli.stderr.decode()
    assert text.replace("compactAdaptation: sheet", "compactAdaptation: none") == path.read_text(), "only the value changed"
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=path.as_uri(), version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    after = await next_diagnostics(client, path)
    assert not [d for d in after if d.code == "popover-in-compact"], [(d.code, d.message) for d in after]



@pytest_lsp.fixture(config=CONFIG)
async def two_folder_client(lsp_client: LanguageClient, tmp_path: pathlib.Path):
    """A multi-root workspace: `quiet/` turns popover-oversize off, `loud/` does not."""
    for name in ("quiet", "loud"):
        folder = tmp_path / name
        folder.mkdir()
        for fixture in (pathlib.Path(__file__).parent / "fixtures").iterdir():
            (folder / fixture.name).write_bytes(fixture.read_bytes())
    (tmp_path / "quiet" / ".higlint.yml").write_text("rules:\n  popover-oversize: off\n")
    result = await lsp_client.initialize_session(types.InitializeParams(
        capabilities=types.ClientCapabilities(),
        workspace_folders=[types.WorkspaceFolder(uri=(tmp_path / name).as_uri(), name=name) for name in ("quiet", "loud")]))
    assert result.capabilities.workspace.workspace_folders.change_notifications is True
    yield
    await lsp_client.shutdown_session()


async def test_each_workspace_folder_has_its_own_configuration(two_folder_client: LanguageClient, tmp_path: pathlib.Path):
    quiet = await open_document(two_folder_client, tmp_path / "quiet" / "share.yaml")
    loud = await open_document(two_folder_client, tmp_path / "loud" / "share.yaml")
    assert not [d for d in quiet if d.code == "popover-oversize"]
    by_rule(loud, "popover-oversize")
    by_rule(quiet, "popover-word-in-copy")


async def test_the_popovers_read_are_the_documents_outline(client: LanguageClient, workspace: pathlib.Path):
    # What `higlint popovers` lists, as document symbols: a client's outline shows what was read.
    path = workspace / "share.yaml"
    await open_document(client, path)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=path.as_uri())))
    assert len(symbols) == 1
    assert symbols[0].name.startswith("popover")
    assert "read as iPadOS regular" in symbols[0].detail and "size 390×700" in symbols[0].detail
    assert symbols[0].kind == types.SymbolKind.Object


TOOLBAR = """import SwiftUI

struct NotesToolbar: View {
    @State private var editing = false
    @State private var note = ""

    var body: some View {
        Button("Note") { editing = true }
            .popover(isPresented: $editing) {
                NoteEditor(note: $note)
            }
    }
}
"""

EDITOR = """import SwiftUI

struct NoteEditor: View {
    @Binding var note: String

    var body: some View {
        VStack {
            Text("Type your note here")
            TextEditor(text: $note)
        }
        .interactiveDismissDisabled()
    }
}
"""


@pytest.fixture
def swift_workspace(workspace: pathlib.Path) -> pathlib.Path:
    """Written before the server starts: it walks the folder once, at `initialized`."""
    (workspace / "Sources").mkdir()
    (workspace / "Sources" / "NotesToolbar.swift").write_text(TOOLBAR)
    (workspace / "Sources" / "NoteEditor.swift").write_text(EDITOR)
    return workspace


@pytest_lsp.fixture(config=CONFIG)
async def swift_client(lsp_client: LanguageClient, swift_workspace: pathlib.Path):
    await lsp_client.initialize_session(initialize_params(swift_workspace))
    yield
    await lsp_client.shutdown_session()


async def test_a_view_shown_from_a_file_not_open_gets_the_command_lines_findings(
        swift_client: LanguageClient, swift_workspace: pathlib.Path):
    editor = swift_workspace / "Sources" / "NoteEditor.swift"
    diagnostics = await open_document(swift_client, editor)
    # Only NotesToolbar's popover, in a file the editor has not opened, makes this a finding.
    assert by_rule(diagnostics, "popover-close-button").range.start == types.Position(line=10, character=8)
    cli = subprocess.run([BINARY, "lint", "--format", "json", "Sources/"], cwd=swift_workspace, capture_output=True, text=True)
    expected = sorted((d["line"] - 1, d["column"] - 1, d["rule"]) for d in json.loads(cli.stdout)["diagnostics"]
                      if d["file"] == "Sources/NoteEditor.swift")
    assert sorted((d.range.start.line, d.range.start.character, d.code) for d in diagnostics) == expected
