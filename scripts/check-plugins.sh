#!/usr/bin/env bash
# The SwiftPM plugins, the way a package uses them (docs/xcode.md):
#
# - Fixtures/plugin-sample depends on higlint by its local path and builds it from source:
#   `swift build --target Settings` prints the build-tool plugin's findings as compiler-style
#   warnings at their lines and passes; a second build with no change does not run higlint; a
#   changed input runs it again; `swift build` fails on the error in target Popovers; and
#   `swift package plugin higlint --format json` prints the JSON report.
# - Fixtures/plugin-sample-binary runs the same plugin on a prebuilt binary: an .artifactbundle that
#   scripts/make-artifactbundle.sh packs from RELEASE_BINARY, named by `binaryTarget(path:)`; its
#   findings must be those of the source build. Nothing of higlint is compiled for it.
# - Benchmarks/plugin-cost.sh: the plugin's cost on a 1,500-file target, at most 1.5 times a direct
#   run of the same binary.
#
#   scripts/check-plugins.sh RELEASE_BINARY
#
# Work folders (gitignored): .build-plugins/ (PLUGIN_WORK), one scratch path per sample, so the
# checkout's own .build is left alone. The source sample compiles higlint and swift-syntax in
# debug mode once (minutes); later runs reuse its scratch path.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
binary=${1:?usage: scripts/check-plugins.sh RELEASE_BINARY}
[[ $binary == /* ]] || binary=$root/$binary
work=${PLUGIN_WORK:-$root/.build-plugins}
mkdir -p "$work"
sample=$root/Fixtures/plugin-sample
source_scratch=$work/source-sample
failed=0

ok() { echo "ok   $*"; }
fail() { echo "FAIL $*"; failed=1; }

# The lint command's name in the build log: SwiftPM prints it when the command runs.
ran_lint() { grep -q "higlint: linting $2" "$1"; }

# swift build/package with the log in $log and the exit status in $status, and its time printed.
run() {
  local name=$1; shift
  log=$work/$name.log
  local started=$SECONDS
  "$@" >"$log" 2>&1
  status=$?
  echo "     ($name: exit status $status, $((SECONDS - started)) s)"
}

# The findings a build log holds, with the package's folder cut off: `Sources/...:line:column: severity: message [rule]`.
findings() { grep -E ':[0-9]+:[0-9]+: (error|warning): .*\[[a-z-]+\]$' "$1" | sed "s|^$2/||" | sort -u; }

expected_settings=$(cat <<'TXT'
Sources/Settings/Settings.storyboard:43:95: warning: This text says 'popover'; refer to the specific task or selection instead of naming the popover. [popover-word-in-copy]
Sources/Settings/SettingsView.swift:13:22: warning: This text says 'popover'; refer to the specific task or selection instead of naming the popover. [popover-word-in-copy]
TXT
)
expected_popovers=$(cat <<'TXT'
Sources/Popovers/EventView.swift:17:25: error: This popover emerges from inside popover 'Team offsite'; close the open popover first instead of cascading them. [popover-nested]
TXT
)

echo "==> Fixtures/plugin-sample: higlint from source, by local path"
build=(swift build --package-path "$sample" --scratch-path "$source_scratch")
# A scratch path kept from an earlier run has linted these already: a change makes it lint again.
touch "$sample"/Sources/*/*
run source-build-settings "${build[@]}" --target Settings
if [[ $status == 0 ]] && ran_lint "$log" Settings && [[ $(findings "$log" "$sample") == "$expected_settings" ]]; then
  ok "swift build --target Settings: passes, printing the plugin's warnings at their lines"
  source_findings=$(findings "$log" "$sample")
else
  fail "swift build --target Settings: expected exit status 0 and these findings:"; echo "$expected_settings"; echo "got (exit status $status):"; findings "$log" "$sample"; tail -30 "$log"
fi

# The build after a first build into an empty scratch path recompiles swift-syntax's C shim and
# relinks the higlint tool (SwiftPM's doing), and a new tool is a
# changed input, so that build lints once more; only the build after it shows the skip. A kept
# scratch path (a team's usual build) skips at once.
run source-build-settings-settle "${build[@]}" --target Settings
run source-build-settings-again "${build[@]}" --target Settings
if [[ $status == 0 ]] && ! ran_lint "$log" Settings; then
  ok "a swift build with no change does not run higlint (no 'higlint: linting Settings' in its log)"
else
  fail "a second swift build ran higlint again, or failed (exit status $status)"; cat "$log"
fi

touch "$sample/Sources/Settings/Settings.storyboard"
run source-build-settings-touched "${build[@]}" --target Settings
if [[ $status == 0 ]] && ran_lint "$log" Settings && [[ $(findings "$log" "$sample") == "$expected_settings" ]]; then
  ok "a changed storyboard runs higlint again"
else
  fail "after touching the storyboard, swift build did not lint again (exit status $status)"; cat "$log"
fi

run source-build-all "${build[@]}"
if [[ $status != 0 ]] && ran_lint "$log" Popovers && [[ $(findings "$log" "$sample" | grep Popovers) == "$expected_popovers" ]]; then
  ok "swift build fails on the error in Popovers, printed at its line"
else
  fail "swift build: expected a failure with:"; echo "$expected_popovers"; echo "got (exit status $status):"; findings "$log" "$sample"; tail -30 "$log"
fi
source_findings=$(printf '%s\n%s\n' "${source_findings:-}" "$(findings "$log" "$sample")" | grep . | sort -u)

run source-command-plugin-json swift package --package-path "$sample" --scratch-path "$source_scratch" \
  plugin --allow-writing-to-package-directory higlint --format json
if python3 - "$log" <<'PY'
import json, sys
text = open(sys.argv[1]).read()
start = text.index('{\n  "version"')  # SwiftPM's own lines (building the tool) come before the report
report, _ = json.JSONDecoder().raw_decode(text[start:])
found = sorted((d["file"], d["line"], d["column"], d["rule"]) for d in report["diagnostics"])
want = [("Sources/Popovers/EventView.swift", 17, 25, "popover-nested"),
        ("Sources/Settings/Settings.storyboard", 43, 95, "popover-word-in-copy"),
        ("Sources/Settings/SettingsView.swift", 13, 22, "popover-word-in-copy")]
assert found == want, found
assert report["summary"]["errors"] == 1 and report["summary"]["warnings"] == 2, report["summary"]
PY
then
  [[ $status == 1 ]] && ok "swift package plugin higlint --format json: the JSON report, paths relative to the package, exit status 1" \
    || fail "swift package plugin higlint --format json: exit status $status, expected 1 (an error)"
else
  fail "swift package plugin higlint --format json did not print the expected report"; cat "$log"
fi

echo "==> Fixtures/plugin-sample-binary: higlint as a binaryTarget (scripts/make-artifactbundle.sh)"
binary_sample=$work/binary-sample
rm -rf "$binary_sample/Sources" "$binary_sample/Plugins"
mkdir -p "$binary_sample/Plugins"
cp Fixtures/plugin-sample-binary/Package.swift "$binary_sample/"
cp -R "$sample/Sources" "$sample/.higlint.yml" "$binary_sample/"
cp -R Plugins/HiglintBuildToolPlugin "$binary_sample/Plugins/"
bash scripts/make-artifactbundle.sh --output "$binary_sample/higlint.artifactbundle" "$binary" >/dev/null || fail "scripts/make-artifactbundle.sh failed"
python3 - "$binary_sample/higlint.artifactbundle" <<'PY' && ok "the bundle's info.json: schemaVersion 1.0, one variant with its path and triple" || fail "the bundle's info.json"
import json, os, sys
bundle = sys.argv[1]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
variants = info["artifacts"]["higlint"]["variants"]
assert info["artifacts"]["higlint"]["type"] == "executable"
assert len(variants) == 1 and variants[0]["supportedTriples"], variants
assert os.access(os.path.join(bundle, variants[0]["path"]), os.X_OK), variants
PY
binary_build=(swift build --package-path "$binary_sample" --scratch-path "$work/binary-sample-build")
touch "$binary_sample"/Sources/*/*
run binary-build-settings "${binary_build[@]}" --target Settings
binary_findings=$(findings "$log" "$binary_sample")
[[ $status == 0 ]] || fail "swift build --target Settings with the binaryTarget: exit status $status"
grep -q "Compiling HiglintCore\|Compiling SwiftSyntax" "$log" && fail "the binaryTarget build compiled higlint"
run binary-build-settings-again "${binary_build[@]}" --target Settings
if [[ $status == 0 ]] && ! ran_lint "$log" Settings; then
  ok "with the binaryTarget too, a build with no change does not run higlint"
else
  fail "with the binaryTarget, a build with no change ran higlint or failed (exit status $status)"; cat "$log"
fi
run binary-build-all "${binary_build[@]}"
binary_findings=$(printf '%s\n%s\n' "$binary_findings" "$(findings "$log" "$binary_sample")" | grep . | sort -u)
if [[ $status != 0 && -n $binary_findings && $binary_findings == "$source_findings" ]]; then
  ok "swift build with the binaryTarget: the source build's findings ($(grep -c . <<<"$binary_findings")), nothing of higlint compiled, and it fails on the error"
else
  fail "swift build with the binaryTarget: expected a failure with the source build's findings:"; echo "$source_findings"
  echo "got (exit status $status):"; echo "$binary_findings"; tail -30 "$log"
fi

echo "==> The plugin's cost on a 1,500-file target (Benchmarks/plugin-cost.sh)"
bash Benchmarks/plugin-cost.sh "$binary" --runs 3 --check 1.5 || fail "Benchmarks/plugin-cost.sh"

exit $failed
