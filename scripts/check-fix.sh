#!/usr/bin/env bash
# End-to-end check of `lint --fix` (docs/fixes.md) on copies of the shipped fixtures:
#
#   scripts/check-fix.sh path/to/higlint
#
# - `--diff --unsafe-fixes` changes nothing, exits 1 when it shows changes, and prints a diff
#   `git apply --check` and `patch -p1 --dry-run` accept (YAML, JSON and Swift: Fixtures/swift-fixes);
# - `--fix --unsafe-fixes` fixes the findings that offer a fix: every finding left was there
#   before (same file, rule and message), and at least as many are gone as it says it fixed;
# - a second `--fix` changes no byte, and `--diff` then prints nothing and exits 0;
# - the files without findings are left byte for byte as they were;
# - a thousand fixes on one 3 MB line of JSON with characters of up to four bytes take seconds,
#   not the minutes that counting columns from the line's start would.
set -euo pipefail

if [[ $# -ne 1 ]]; then
    echo "usage: $0 path/to/higlint" >&2
    exit 2
fi
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/tree"
cp -R Fixtures/examples Fixtures/rules Fixtures/swift-fixes "$work/tree/"
cp -R "$work/tree" "$work/original"
cd "$work/tree"

fail() { echo "check-fix: $*" >&2; exit 1; }

"$binary" --format json . > "$work/before.json" 2>/dev/null || true

set +e
"$binary" --diff --unsafe-fixes . > "$work/diff.txt" 2> "$work/diff.err"
status=$?
set -e
[[ $status == 1 ]] || fail "--diff with something to fix exited $status, not 1: $(cat "$work/diff.err")"
diff -r "$work/original" "$work/tree" > /dev/null || fail "--diff changed files"
grep -q '^--- a/' "$work/diff.txt" || fail "--diff printed no unified diff"
grep -q '^--- a/swift-fixes/.*\.swift$' "$work/diff.txt" || fail "--diff printed no fix of a Swift file"
# The diff is one `git apply` and `patch -p1` take as it is.
if command -v git > /dev/null; then
    git apply --check -p1 < "$work/diff.txt" || fail "git apply --check refused the diff"
fi
if command -v patch > /dev/null; then
    patch -p1 --dry-run --quiet < "$work/diff.txt" > /dev/null || fail "patch -p1 --dry-run refused the diff"
fi

"$binary" --fix --unsafe-fixes --format json . > "$work/after.json" 2> "$work/fix.err" || true
fixed=$(sed -n 's/^higlint: fixed \([0-9]*\) findings\{0,1\} in .*/\1/p' "$work/fix.err")
[[ -n $fixed && $fixed -gt 0 ]] || fail "--fix said no 'fixed N findings' line: $(cat "$work/fix.err")"

python3 - "$work/before.json" "$work/after.json" "$fixed" <<'PY'
import collections, json, sys
before, after = (json.load(open(p))["diagnostics"] for p in sys.argv[1:3])
key = lambda d: (d["file"], d["rule"], d["message"])
left = collections.Counter(map(key, before))
left.subtract(collections.Counter(map(key, after)))
new = [k for k, n in left.items() if n < 0]
if new:
    sys.exit(f"check-fix: new findings after --fix: {new[:5]}")
gone = sum(left.values())
# A fix may resolve more than its own finding (a frame shrunk into the viewport is no longer
# oversize), never less.
if gone < int(sys.argv[3]):
    sys.exit(f"check-fix: --fix said it fixed {sys.argv[3]} findings, but only {gone} are gone")
print(f"check-fix: {sys.argv[3]} findings fixed ({gone} gone), none new")
PY

cp -R "$work/tree" "$work/once"
"$binary" --fix --unsafe-fixes . > /dev/null 2> "$work/second.err" || true
diff -r "$work/once" "$work/tree" > /dev/null || fail "a second --fix changed files"
grep -q '^higlint: fixed 0 findings in 0 files' "$work/second.err" || fail "a second --fix said: $(cat "$work/second.err")"
set +e
"$binary" --diff --unsafe-fixes . > "$work/diff2.txt" 2>/dev/null
status=$?
set -e
[[ $status == 0 && ! -s "$work/diff2.txt" ]] || fail "--diff after --fix exited $status and printed $(wc -l < "$work/diff2.txt") lines"

# Files that had no finding are untouched.
python3 - "$work" <<'PY'
import filecmp, json, os, sys
work = sys.argv[1]
linted = {d["file"].removeprefix("./") for d in json.load(open(f"{work}/before.json"))["diagnostics"]}
stray = []
for folder, _, names in os.walk(f"{work}/original"):
    for name in names:
        path = os.path.relpath(os.path.join(folder, name), f"{work}/original")
        if path not in linted and not filecmp.cmp(f"{work}/original/{path}", f"{work}/tree/{path}", shallow=False):
            stray.append(path)
if stray:
    sys.exit(f"check-fix: files without findings changed: {stray}")
PY
echo "check-fix: a second --fix and --diff change nothing"

python3 - "$work/long/line.json" <<'PY'
import json, os, sys
os.makedirs(os.path.dirname(sys.argv[1]))
element = lambda i: {"id": f"b{i}", "type": "button", "title": "가ü😀" * 30,
                     "presents": {"type": "popover", "resize": {"animated": False}, "content": [{"type": "textField"}]}}
screen = {"screen": "S", "platform": "iPadOS", "elements": [element(i) for i in range(7000)]}
open(sys.argv[1], "w").write(json.dumps(screen, ensure_ascii=False, separators=(",", ":")))
PY
start=$(date +%s)
set +e
"$binary" --diff --unsafe-fixes "$work/long/line.json" > "$work/long.diff" 2> "$work/long.err"
status=$?
set -e
took=$(( $(date +%s) - start ))
[[ $status == 1 ]] || fail "--diff on the long line exited $status: $(cat "$work/long.err")"
grep -q '^higlint: would fix 1000 findings in 1 file' "$work/long.err" || fail "--diff on the long line said: $(cat "$work/long.err")"
(( took < 30 )) || fail "a thousand fixes on one long line took ${took}s"
echo "check-fix: a thousand fixes on one 3 MB line in ${took}s"
