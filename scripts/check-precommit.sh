#!/usr/bin/env bash
# Checks that the pre-commit hooks lose no cross-file finding (docs/ci.md, "pre-commit"), with the
# real pre-commit:
#
#   scripts/check-precommit.sh path/to/higlint
#
# Makes a throwaway git repository with two Swift files where the finding needs both (a popover
# in FilterPanel.swift is nested only because Toolbar.swift shows FilterPanel in a popover), then,
# for the `higlint` hook of this checkout's .pre-commit-hooks.yaml (pre-commit try-repo, so the
# working copy's hooks file is what is tested) and for docs/ci.md's `repo: local` hook, commits a
# change to one file at a time and runs `pre-commit run` on what is staged: the popover-nested
# finding must be reported whichever of the two files changed. pre-commit goes into a virtual
# environment in a temporary folder (or, without the venv module, a --target folder).
set -euo pipefail

if [[ $# -ne 1 ]]; then
    echo "usage: $0 path/to/higlint" >&2
    exit 2
fi
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
[[ -x "$binary" ]] || { echo "check-precommit: $1 is not an executable" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

work="$(mktemp -d "${TMPDIR:-/tmp}/higlint-check-precommit.XXXXXX")"
trap 'rm -rf "$work"' EXIT

python="${PYTHON:-python3}"
export PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1
if "$python" -m venv "$work/venv" >/dev/null 2>&1 && [[ -x "$work/venv/bin/pip" ]]; then
    "$work/venv/bin/pip" install -q pre-commit
    precommit=("$work/venv/bin/pre-commit")
else
    "$python" -m pip install -q --target "$work/site" pre-commit
    export PYTHONPATH="$work/site${PYTHONPATH:+:$PYTHONPATH}"
    precommit=("$python" -m pre_commit)
fi
echo "ok   pre-commit installed ($("${precommit[@]}" --version))"
export PRE_COMMIT_HOME="$work/pre-commit-home"
export PATH="$(dirname "$binary"):$PATH"

repo="$work/app"
mkdir -p "$repo/Sources"
git -C "$repo" init -q
git -C "$repo" config user.email "check@example.invalid"
git -C "$repo" config user.name "check-precommit"
git -C "$repo" config commit.gpgsign false
cat > "$repo/Sources/Toolbar.swift" <<'SWIFT'
import SwiftUI

struct LibraryToolbar: View {
    @State private var showsFilters = false
    var body: some View {
        Button("Filters") { showsFilters = true }
            .popover(isPresented: $showsFilters) {
                FilterPanel()
            }
    }
}
SWIFT
cat > "$repo/Sources/FilterPanel.swift" <<'SWIFT'
import SwiftUI

struct FilterPanel: View {
    @State private var showsSort = false
    var body: some View {
        Button("Sort") { showsSort = true }
            .popover(isPresented: $showsSort) {
                Text("By date")
            }
    }
}
SWIFT
printf 'repos: []\n' > "$repo/.pre-commit-config.yaml"
git -C "$repo" add -A
git -C "$repo" commit -q -m "two files, one finding"

# The finding needs both files: named alone, neither file shows it.
if "$binary" lint "$repo/Sources/FilterPanel.swift" >/dev/null 2>&1 && ! "$binary" lint "$repo/Sources" >/dev/null 2>&1; then
    echo "ok   the fixture's finding needs both files"
else
    echo "FAIL the fixture's finding does not need both files (higlint changed?)"; exit 1
fi

status=0
expect_finding() {  # $1: what is run, $2: the log
    if grep -q "Sources/FilterPanel.swift:7:13: error: .*\[popover-nested\]" "$2"; then
        echo "ok   $1 reports the cross-file finding"
    else
        echo "FAIL $1 lost the cross-file finding"; sed 's/^/     /' "$2"; status=1
    fi
}

for changed in Toolbar.swift FilterPanel.swift; do
    # A change to one file only, staged: pre-commit's default run sees that file alone.
    printf '// touched\n' >> "$repo/Sources/$changed"
    git -C "$repo" add "Sources/$changed"
    log="$work/try-repo-$changed.log"
    if (cd "$repo" && "${precommit[@]}" try-repo "$root" higlint >"$log" 2>&1); then
        echo "FAIL hook 'higlint' (try-repo) passes with only $changed changed"; sed 's/^/     /' "$log"; status=1
    else
        expect_finding "hook 'higlint' (try-repo), only $changed changed," "$log"
    fi
    git -C "$repo" commit -q -m "touch $changed" --no-verify
done

# docs/ci.md's repo: local hook.
cat > "$repo/.pre-commit-config.yaml" <<'YAML'
repos:
  - repo: local
    hooks:
      - id: higlint
        name: higlint
        entry: higlint lint
        language: system
        files: \.(ya?ml|json|storyboard|xib|swift)$
        pass_filenames: false
        require_serial: true
YAML
git -C "$repo" add .pre-commit-config.yaml
git -C "$repo" commit -q -m "local hook" --no-verify
for changed in Toolbar.swift FilterPanel.swift; do
    printf '// touched again\n' >> "$repo/Sources/$changed"
    git -C "$repo" add "Sources/$changed"
    log="$work/local-$changed.log"
    if (cd "$repo" && "${precommit[@]}" run >"$log" 2>&1); then
        echo "FAIL the repo: local hook passes with only $changed changed"; sed 's/^/     /' "$log"; status=1
    else
        expect_finding "the repo: local hook, only $changed changed," "$log"
    fi
    git -C "$repo" commit -q -m "touch $changed again" --no-verify
done

# A commit that changes no file the hook matches does not run it.
printf 'notes\n' > "$repo/NOTES.txt"
git -C "$repo" add NOTES.txt
if (cd "$repo" && "${precommit[@]}" run >"$work/skip.log" 2>&1) && grep -q "no files to check" "$work/skip.log"; then
    echo "ok   a commit that changes no UI file skips the hook"
else
    echo "FAIL the hook ran (or failed) on a commit with no UI file"; sed 's/^/     /' "$work/skip.log"; status=1
fi

if [[ $status -eq 0 ]]; then echo "ok   all pre-commit checks passed"; else echo "FAIL some pre-commit checks failed"; fi
exit $status
