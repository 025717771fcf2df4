#!/usr/bin/env bash
# What the build-tool plugin costs on top of running higlint (docs/xcode.md, "What the plugin
# costs"): a package whose target holds FILES Swift files (Benchmarks/generate_swift.py, seeded),
# linted by HiglintBuildToolPlugin on a prebuilt binary (an .artifactbundle of BINARY, so nothing of
# higlint is compiled), against BINARY run directly as the plugin runs it.
#
#   bash Benchmarks/plugin-cost.sh BINARY [--files N] [--runs N] [--check RATIO]
#
# Each round, interleaved (medians of RUNS rounds, default 5):
#   direct   `BINARY lint --color never --allow-empty TARGET_FOLDER`, as the plugin's command runs it
#   plugin   `swift build` after one of the files changed: the plugin's evaluation, its command, higlint
#   plain    `swift build` of the same package without the plugin after the same change (SwiftPM's
#            own cost of a build that has nothing to do)
#   no-op    `swift build` with the plugin and nothing changed (the lint is skipped)
# The plugin's cost is plugin - plain; the ratio is that over direct. --check fails above RATIO.
# The corpus's errors are set to warnings in the package's .higlint.yml, so the build passes.
# Work folder: $BENCH_DIR/plugin-cost (default .build-bench/plugin-cost, gitignored).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
binary=${1:?usage: Benchmarks/plugin-cost.sh BINARY [--files N] [--runs N] [--check RATIO]}
[[ $binary == /* ]] || binary=$root/$binary
shift
files=1500 runs=${RUNS:-5} check=
while (($#)); do
  case $1 in
    --files) files=$2; shift ;;
    --runs) runs=$2; shift ;;
    --check) check=$2; shift ;;
    *) echo "plugin-cost.sh: unknown argument $1" >&2; exit 2 ;;
  esac
  shift
done
work=${BENCH_DIR:-$root/.build-bench}/plugin-cost
with=$work/with-plugin plain=$work/without-plugin
step() { printf '==> %s\n' "$*" >&2; }

stamp="$files $(cksum < Benchmarks/generate_swift.py) $(cksum < "$0")"
if [[ ! -f $work/.stamp || $(cat "$work/.stamp") != "$stamp" ]]; then
  step "Two packages, one target of $files Swift files (seeded), with the plugin and without (into $work)"
  rm -rf "$work"
  mkdir -p "$with/Sources/Screens" "$with/Plugins" "$plain/Sources/Screens"
  python3 Benchmarks/generate_swift.py "$with/Sources/Screens/Corpus" --files "$files" >&2
  ln -s "$with/Sources/Screens/Corpus" "$plain/Sources/Screens/Corpus"
  cp -R Plugins/HiglintBuildToolPlugin "$with/Plugins/"
  for package in "$with" "$plain"; do
    echo 'public enum Screens {}' > "$package/Sources/Screens/Screens.swift"
  done
  # The corpus is generated screens, not code that compiles: the target compiles one file and
  # leaves the corpus out (`exclude`); the plugin lints the target's folder all the same.
  cat > "$with/Package.swift" <<'SWIFT'
// swift-tools-version:6.2
import PackageDescription
let package = Package(
    name: "plugin-cost",
    targets: [
        .binaryTarget(name: "higlint", path: "higlint.artifactbundle"),
        .plugin(name: "HiglintBuildToolPlugin", capability: .buildTool(), dependencies: ["higlint"]),
        .target(name: "Screens", exclude: ["Corpus"], plugins: ["HiglintBuildToolPlugin"]),
    ]
)
SWIFT
  cat > "$plain/Package.swift" <<'SWIFT'
// swift-tools-version:6.2
import PackageDescription
let package = Package(
    name: "plugin-cost",
    targets: [.target(name: "Screens", exclude: ["Corpus"])]
)
SWIFT
  python3 - "$with/.higlint.yml" Rules/*.yml <<'PY'
import sys, yaml
out, *rules = sys.argv[1:]
errors = sorted(r["id"] for r in (yaml.safe_load(open(f)) for f in rules) if r.get("severity") == "error")
with open(out, "w") as f:
    f.write("# The corpus's errors as warnings, so that the build passes and only the lint's time is measured.\nrules:\n")
    f.writelines(f"  {rule}: warning\n" for rule in errors)
PY
  echo "$stamp" > "$work/.stamp"
fi
bash scripts/make-artifactbundle.sh --output "$with/higlint.artifactbundle" "$binary" >/dev/null

target=$with/Sources/Screens
touched=$(find "$target/Corpus" -name '*.swift' | sort | sed -n 1p)
step "First builds (the plugin compiles; SwiftPM plans both packages)"
(cd "$with" && swift build >/dev/null 2>&1) || { (cd "$with" && swift build 2>&1 | tail -20) >&2; echo "plugin-cost.sh: the package with the plugin does not build" >&2; exit 1; }
(cd "$plain" && swift build >/dev/null 2>&1)

seconds() { python3 -c 'import sys, time; print(f"{time.time():.3f}")'; }
timed() { # prints the wall-clock seconds of the command, its output to $work/last.log
  local start end
  start=$(seconds); "$@" >"$work/last.log" 2>&1 || true; end=$(seconds)
  python3 -c "print(f'{$end - $start:.3f}')"
}
direct=() plugin=() plainb=() noop=()
for ((round = 1; round <= runs; round++)); do
  step "Round $round of $runs"
  direct+=("$(cd "$with" && timed "$binary" lint --color never --allow-empty --config "$with/.higlint.yml" "$target")")
  touch "$touched"
  plugin+=("$(cd "$with" && timed swift build)")
  grep -q "higlint: linting Screens" "$work/last.log" || { cat "$work/last.log" >&2; echo "plugin-cost.sh: the build did not run the lint" >&2; exit 1; }
  # The same change, seen by the package without the plugin (the two share the corpus).
  plainb+=("$(cd "$plain" && timed swift build)")
  noop+=("$(cd "$with" && timed swift build)")
  grep -q "higlint: linting" "$work/last.log" && { echo "plugin-cost.sh: a build with no change ran the lint" >&2; exit 1; }
done
python3 - "$files" "$check" "${direct[*]}" "${plugin[*]}" "${plainb[*]}" "${noop[*]}" <<'PY'
import statistics, sys
files, check = sys.argv[1], sys.argv[2]
direct, plugin, plain, noop = ([float(x) for x in s.split()] for s in sys.argv[3:7])
m = {name: statistics.median(v) for name, v in [("direct", direct), ("plugin", plugin), ("plain", plain), ("noop", noop)]}
cost = m["plugin"] - m["plain"]
ratio = cost / m["direct"]
print(f"Plugin cost on a {files}-file target, medians of {len(direct)} rounds (seconds):")
print(f"  higlint run directly                         {m['direct']:7.2f}")
print(f"  swift build, one file changed, with plugin   {m['plugin']:7.2f}")
print(f"  swift build, same change, without plugin     {m['plain']:7.2f}")
print(f"  swift build, nothing changed, with plugin    {m['noop']:7.2f}  (the lint skipped; {m['noop'] - m['plain']:+.2f} against no plugin)")
print(f"  the plugin's cost (with - without)           {cost:7.2f}  = {ratio:.2f}x the direct run")
if check:
    if ratio > float(check):
        print(f"FAIL: the plugin costs {ratio:.2f}x a direct run, over {check}x")
        sys.exit(1)
    print(f"ok   within {check}x")
PY
