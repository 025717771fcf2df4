#!/usr/bin/env bash
# A CI matrix on one machine (docs/ci.md, "Spreading a big repository over a CI matrix"): a
# generated repository of FILES screen files (10,000 by default, Benchmarks/generate_corpus.py,
# seeded, never committed) linted whole and then as SHARDS shards, each shard writing its own
# SARIF and HTML report, as each job of a matrix would. Prints, per run, the wall time and the
# report sizes, and checks that the shards together report exactly what the whole run reports.
#
#   bash Benchmarks/shard-matrix.sh [BINARY]      (default .build/release/higlint, else .build/debug/higlint)
#
# Environment: FILES (10000), SHARDS (4), JOBS (workers per run, 1: one runner's core),
#              BENCH_DIR (.build-bench)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
binary=${1:-}
if [[ -z $binary ]]; then
  binary=.build/release/higlint
  [[ -x $binary ]] || binary=.build/debug/higlint
fi
[[ -x $binary ]] || { echo "shard-matrix: no higlint at $binary; build first (swift build)" >&2; exit 2; }
binary="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
files=${FILES:-10000}
shards=${SHARDS:-4}
jobs=${JOBS:-1}
bench=${BENCH_DIR:-$root/.build-bench}
corpus=$bench/shard-corpus-$files
out=$bench/shard-reports
if [[ ! -d $corpus/screens ]]; then
  python3 Benchmarks/generate_corpus.py "$corpus" --files "$files" --stream-mb 0.01 >/dev/null
fi
rm -rf "$out"
mkdir -p "$out"

# Runs higlint, prints "seconds", keeps going on exit status 1 (findings).
run() {
  local start end status
  start=$(date +%s.%N)
  set +e
  (cd "$corpus" && "$binary" --jobs "$jobs" "$@" screens 2>/dev/null)
  status=$?
  set -e
  end=$(date +%s.%N)
  [[ $status == 0 || $status == 1 ]] || { echo "shard-matrix: higlint $* exited $status" >&2; exit 1; }
  python3 -c "print(f'{$end - $start:.2f}')"
}
size() { python3 -c "import os,sys; print(f'{os.path.getsize(sys.argv[1]) / 1e6:.1f} MB')" "$1"; }

echo "binary: $binary   files: $(find "$corpus/screens" -type f | wc -l)   shards: $shards   --jobs $jobs"
printf '%-12s %-7s %9s %10s\n' run format seconds report
for format in sarif html; do
  seconds=$(run --format "$format" --output "$out/all.$format")
  printf '%-12s %-7s %9s %10s\n' "whole" "$format" "$seconds" "$(size "$out/all.$format")"
done
for ((k = 1; k <= shards; k++)); do
  for format in sarif html; do
    seconds=$(run --shard "$k/$shards" --format "$format" --output "$out/shard-$k.$format")
    printf '%-12s %-7s %9s %10s\n' "shard $k/$shards" "$format" "$seconds" "$(size "$out/shard-$k.$format")"
  done
done

python3 - "$out" "$shards" <<'PYTHON'
import json, re, sys
out, shards = sys.argv[1], int(sys.argv[2])
def results(path):
    run = json.load(open(path, encoding="utf-8"))["runs"][0]
    return sorted((r["ruleId"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                   r["locations"][0]["physicalLocation"]["region"]["startLine"], r["message"]["text"]) for r in run["results"])
def findings(path):
    return len(re.findall(r'<li id="f-[0-9-]+" class="finding ', open(path, encoding="utf-8").read()))
whole = results(f"{out}/all.sarif")
parts = sorted(r for k in range(1, shards + 1) for r in results(f"{out}/shard-{k}.sarif"))
print(f"SARIF results: whole {len(whole)}, shards together {len(parts)}: " + ("the same" if whole == parts else "DIFFERENT"))
html_whole = findings(f"{out}/all.html")
html_parts = sum(findings(f"{out}/shard-{k}.html") for k in range(1, shards + 1))
print(f"HTML findings: whole {html_whole}, shards together {html_parts}: " + ("the same" if html_whole == html_parts else "DIFFERENT"))
sys.exit(0 if whole == parts and html_whole == html_parts else 1)
PYTHON
