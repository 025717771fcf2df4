"""Shared set-up for the end-to-end tests: the server binary, and a workspace folder holding a
copy of the fixtures (tests write .higlint.yml into it)."""
import os
import pathlib
import shutil

import pytest

HERE = pathlib.Path(__file__).parent
BINARY = os.environ.get("HIGLINT_BINARY", str(HERE.parent.parent / ".build" / "debug" / "higlint"))


@pytest.fixture
def workspace(tmp_path: pathlib.Path) -> pathlib.Path:
    for fixture in (HERE / "fixtures").iterdir():
        shutil.copy(fixture, tmp_path / fixture.name)
    return tmp_path
