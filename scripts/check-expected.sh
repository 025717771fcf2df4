#!/usr/bin/env bash
# Runs the built higlint over Fixtures/ and compares its reports (standard output and standard
# error) and exit statuses with the committed ones in Fixtures/expected/, so that any change in
# any diagnostic or summary is seen in review. `swift test` runs it too (GoldenReportTests).
#
#   scripts/check-expected.sh [BINARY]            compare (CI)
#   scripts/check-expected.sh [BINARY] --update   rewrite Fixtures/expected/ after an intended change
set -uo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/higlint}
update=${2:-}
expected=Fixtures/expected
mkdir -p "$expected"

# name | arguments (run from the checkout root, so paths in reports are relative)
cases=(
  "examples-text|Fixtures/examples"
  "examples-json|--format json Fixtures/examples"
  "examples-html|--format html Fixtures/examples"
  "examples-html-ko|--format html --locale ko Fixtures/examples/mac-inspector.json"
  "rules-text|Fixtures/rules"
  "rules-json|--format json Fixtures/rules"
  "rules-ko|--locale ko Fixtures/rules"
  "edition-ios-2017|--edition ios-2017 --format json Fixtures/rules"
  "edition-ios-2011|--edition ios-2011 --format json Fixtures/rules"
  "fail-on-warning|--fail-on warning --quiet Fixtures/examples/mac-inspector.json"
  "missing-path|Fixtures/does-not-exist.yaml"
  "bad-format|--format xml Fixtures/examples"
  "swift-popovers|popovers Fixtures/swift"
  "interface-builder-popovers|popovers Fixtures/interface-builder"
  "no-source-popovers|popovers Fixtures/rules/popover-no-source"
  "extension-popovers|popovers Fixtures/joins/fires-swift-controller-delegate-in-an-extension Fixtures/joins/fires-swift-controller-set-up-in-an-extension Fixtures/joins/fires-swift-controller-popover-made-in-an-extension"
  "scene-extension-popovers|popovers Fixtures/joins/fires-storyboard-scene-class-delegate-in-an-extension Fixtures/joins/fires-storyboard-scene-class-prepares-in-an-extension"
  "xcconfig-popovers|popovers Fixtures/joins/fires-swift-device-family-in-xcconfig-files Fixtures/joins/passes-swift-device-family-in-xcconfig-files"
  "popovers-passes-storyboard-scene-class-adapts-by-a-condition|popovers Fixtures/joins/passes-storyboard-scene-class-adapts-by-a-condition"
  "popovers-passes-storyboard-segue-delegate-is-another-object|popovers Fixtures/joins/passes-storyboard-segue-delegate-is-another-object"
  "popovers-fires-storyboard-segue-delegate-class-in-another-file|popovers Fixtures/joins/fires-storyboard-segue-delegate-class-in-another-file"
  "popovers-passes-storyboard-segue-delegate-class-in-another-file|popovers Fixtures/joins/passes-storyboard-segue-delegate-class-in-another-file"
  "popovers-passes-storyboard-segue-delegate-class-in-another-file-subclassed|popovers Fixtures/joins/passes-storyboard-segue-delegate-class-in-another-file-subclassed"
  "popovers-passes-storyboard-class-declared-twice|popovers Fixtures/joins/passes-storyboard-class-declared-twice"
  "helper-sheet-popovers|popovers Fixtures/joins/fires-swift-action-sheet-from-a-helper-in-another-file Fixtures/joins/passes-swift-action-sheet-from-a-helper-in-another-file"
  "popovers-fires-swift-controller-made-by-a-storyboard|popovers Fixtures/joins/fires-swift-controller-made-by-a-storyboard"
  "popovers-passes-swift-controller-made-by-a-storyboard|popovers Fixtures/joins/passes-swift-controller-made-by-a-storyboard"
)

failed=0
for case in "${cases[@]}"; do
  name=${case%%|*}
  read -r -a args <<<"${case#*|}"
  err_file=$(mktemp)
  out=$(NO_COLOR=1 LANG=C "$binary" "${args[@]}" 2>"$err_file")
  status=$?
  err=$(cat "$err_file")
  rm -f "$err_file"
  actual=$(printf '%s\nstderr:\n%s\nexit status: %s\n' "$out" "$err" "$status")
  if [[ $update == --update ]]; then
    printf '%s' "$actual" >"$expected/$name.out"
    echo "updated $expected/$name.out"
  elif [[ ! -f $expected/$name.out ]]; then
    echo "FAIL $name: $expected/$name.out is missing (run with --update)"
    failed=1
  elif ! diff -u "$expected/$name.out" <(printf '%s' "$actual") >/tmp/higlint-expected.diff; then
    echo "FAIL $name: output differs from $expected/$name.out"
    head -40 /tmp/higlint-expected.diff
    failed=1
  else
    echo "ok   $name (exit status $status)"
  fi
done
exit $failed
