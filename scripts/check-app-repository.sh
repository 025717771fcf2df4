#!/usr/bin/env bash
# A team's first run on its real repository (issue #29): Fixtures/app-repository looks like an app's
# root (asset catalogs, XcodeGen, SwiftGen, Renovate and Codecov configuration, test-fixture JSON,
# localizations, Pods, vendor, node_modules, nested .gitignore files with a negation, screens,
# a storyboard and Swift with popovers). This script copies it into a fresh git work tree, adds
# what a checkout holds but does not commit (ignored build output, generated code, Swift files
# over the size limit, a hidden folder), and compares higlint's output, standard error and exit
# status with Fixtures/expected/app-repository-*.out, case by case:
#
#   git       `higlint .` with git's own ignore rules
#   no-git    the same with git not installed (HIGLINT_GIT points nowhere): .gitignore files read
#             by higlint itself; the output must be identical
#   no-ignore `higlint --no-ignore .`: build and dependency folders and ignored files read too
#   not-a-work-tree  the same tree without .git: nothing is ignored but build and dependency folders
#   popovers, popovers-json  `higlint popovers .`: the summary's popover count is the listing's
#   named-file  a file named on the command line is always a screen description
#
#   scripts/check-app-repository.sh [BINARY]            compare (CI)
#   scripts/check-app-repository.sh [BINARY] --update   rewrite the expected outputs
set -uo pipefail
cd "$(dirname "$0")/.."
checkout=$PWD
binary=$(cd "$(dirname "${1:-.build/debug/higlint}")" && pwd)/$(basename "${1:-.build/debug/higlint}")
update=${2:-}
expected=$checkout/Fixtures/expected

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
make_tree() {  # $1: folder to make; $2: "git" to make it a git work tree
  local tree=$1
  cp -R "$checkout/Fixtures/app-repository" "$tree"
  # What a checkout holds but git ignores, or that no one commits.
  mkdir -p "$tree/build/Notes.build" "$tree/Notes/Notes/Generated" "$tree/.hidden" "$tree/DerivedData/Notes" "$tree/Notes/Notes/Resources"
  cp "$checkout/Fixtures/app-repository/Notes/Notes/Views/NoteToolbar.swift" "$tree/build/Notes.build/NoteToolbar.swift"
  cp "$checkout/Fixtures/app-repository/Notes/Notes/Views/NoteToolbar.swift" "$tree/Notes/Notes/Generated/NoteToolbar+Copy.swift"
  cp "$checkout/Fixtures/app-repository/Notes/Notes/Views/NoteToolbar.swift" "$tree/DerivedData/Notes/NoteToolbar.swift"
  sed 's/"dismiss": {"onSelection": true}/"dismiss": {"onSelection": false}/' "$checkout/Fixtures/app-repository/Design/screens/tag-picker.json" >"$tree/Design/exports/tag-picker-2025.json"
  cp "$checkout/Fixtures/app-repository/Design/screens/note-editor.yaml" "$tree/.hidden/note-editor.yaml"
  # Generated Swift over the 1 MiB Swift limit: asset constants (no presentation API: passed over)
  # and an API client that names present( (one skipped-file warning).
  python3 - "$tree/Notes/Notes/Resources" <<'PY'
import sys
folder = sys.argv[1]
lines = [f"    static let image{i} = ImageAsset(name: \"image{i}\")\n" for i in range(24000)]
open(f"{folder}/Assets+Generated.swift", "w").write("enum Asset {\n" + "".join(lines) + "}\n")
lines = [f"    func call{i}() {{ client.send(Request{i}()) }}\n" for i in range(24000)]
open(f"{folder}/Client+Generated.swift", "w").write("extension Client {\n" + "".join(lines) + "    func show() { present(alert, animated: true) }\n}\n")
PY
  if [[ ${2:-} == git ]]; then
    git -C "$tree" init -q
    git -C "$tree" add -A >/dev/null 2>&1
  fi
}
make_tree "$work/Notes" git
make_tree "$work/NotesNoGit"

failed=0
check() {  # name, folder, environment (NAME=VALUE or -), arguments...
  local name=$1 folder=$2 env=$3
  shift 3
  local out err status actual
  err=$(mktemp)
  if [[ $env == - ]]; then
    out=$(cd "$folder" && NO_COLOR=1 LANG=C "$binary" "$@" 2>"$err")
  else
    out=$(cd "$folder" && env "$env" NO_COLOR=1 LANG=C "$binary" "$@" 2>"$err")
  fi
  status=$?
  actual=$(printf '%s\nstderr:\n%s\nexit status: %s\n' "$out" "$(cat "$err")" "$status")
  rm -f "$err"
  local file=$expected/app-repository-$name.out
  if [[ $update == --update ]]; then
    printf '%s' "$actual" >"$file"
    echo "updated ${file#"$checkout/"}"
  elif ! diff -u "$file" <(printf '%s' "$actual") >"$work/diff"; then
    echo "FAIL app-repository $name: output differs from ${file#"$checkout/"}"
    head -40 "$work/diff"
    failed=1
  else
    echo "ok   app-repository $name"
  fi
}

check git "$work/Notes" - .
# With git missing, .gitignore files are read by higlint itself: the same output, byte for byte.
check no-git "$work/Notes" HIGLINT_GIT=/nonexistent/git .
if [[ $update != --update ]] && ! cmp -s "$expected/app-repository-git.out" "$expected/app-repository-no-git.out"; then
  echo "FAIL app-repository: the walk without git differs from the walk with git"
  failed=1
fi
check no-ignore "$work/Notes" - --no-ignore .
check not-a-work-tree "$work/NotesNoGit" - .
check popovers "$work/Notes" - popovers .
check popovers-json "$work/Notes" - popovers --format json .
check named-file "$work/Notes" - Notes/NotesTests/Fixtures/note-response.json renovate.json

# The summary's popover count is the listing's.
lint_count=$(cd "$work/Notes" && "$binary" . 2>&1 >/dev/null | sed -n 's/.* \([0-9]*\) popovers\{0,1\},.*/\1/p')
listed=$(cd "$work/Notes" && "$binary" popovers . 2>/dev/null | grep -c ': popover')
if [[ $lint_count != "$listed" ]]; then
  echo "FAIL app-repository: the summary counts $lint_count popovers, 'higlint popovers' lists $listed"
  failed=1
else
  echo "ok   app-repository: summary and listing agree ($listed popovers)"
fi
exit $failed
