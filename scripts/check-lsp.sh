#!/usr/bin/env bash
# End-to-end checks of `higlint lsp` with real clients (docs/editors.md):
#   - pytest-lsp 1.0.1 (pygls' client) driving the server: UTF-16 and UTF-8 positions after emoji
#     and Korean, hover, a code action applied and diagnostics re-published, incremental changes,
#     configuration reload, cancel, shutdown, malformed frames (Tests/lsp/test_*.py);
#   - Neovim's built-in client, headless, opening a fixture and reading its diagnostics
#     (Tests/lsp/neovim_smoke.lua).
#
#   bash scripts/check-lsp.sh BINARY
#
# Installs what it needs: a venv under .build/lsp-venv with pytest-lsp, and Debian's neovim when
# it is missing (as root, as in CI). Nothing is skipped: a missing client is a failure.
set -euo pipefail
cd "$(dirname "$0")/.."
binary=$(realpath "${1:?usage: bash scripts/check-lsp.sh BINARY}")
venv=.build/lsp-venv

if ! "$venv/bin/python" -c "import pytest_lsp" 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q "pytest-lsp==1.0.1"
fi
if ! command -v nvim >/dev/null; then
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
    apt-get update -qq && apt-get install -y -qq neovim </dev/null >/dev/null
  else
    echo "check-lsp.sh: Neovim (nvim) is needed for the smoke test: apt-get install neovim" >&2
    exit 2
  fi
fi

echo "==> pytest-lsp against $binary lsp"
(cd Tests/lsp && PYTHONDONTWRITEBYTECODE=1 HIGLINT_BINARY="$binary" "../../$venv/bin/python" -m pytest -q -p no:cacheprovider)

echo "==> Neovim $(nvim --version | head -1 | cut -d' ' -f2) headless smoke test"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp Tests/lsp/fixtures/share.yaml "$scratch/"
HIGLINT_BINARY="$binary" LSP_FILE="$scratch/share.yaml" \
  timeout 120 nvim --headless -u NONE -i NONE -n -c "luafile Tests/lsp/neovim_smoke.lua" </dev/null
echo
