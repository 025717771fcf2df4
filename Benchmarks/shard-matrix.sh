#!/usr/bin/env bash
# A CI matrix on one machine (docs/ci.md, "Spreading a big repository over a CI matrix"): a
# generated repository of FILES screen files (10,000 by default, Benchmarks/generate_corpus.py,
# seeded, never committed) linted whole and then as SHARDS shards, each shard writing its own
# SARIF and HTML report, as each job of a matrix would. Prints, per run, the wall time and the
# report sizes, CPU time and peak memory, and checks that the shards together report exactly what the whole run reports.
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
[[ -x /usr/bin/time ]] || { echo "shard-matrix: needs /usr/bin/time (apt-get install time)" >&2; exit 2; }
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

# Runs higlint; prints wall seconds, CPU seconds (user + system) and peak memory. Exit status 1
# (findings) is expected. CPU time is what a runner of its own would spend; wall time on a shared
# machine depends on its neighbours.
run() {
  local status measured
  measured=$(mktemp)
  set +e
  (cd "$corpus" && /usr/bin/time -f "%e %U %S %M" -o "$measured" "$binary" --jobs "$jobs" "$@" screens 2>/dev/null)
  status=$?
  set -e
  [[ $status == 0 || $status == 1 ]] || { echo "shard-matrix: higlint $* exited $status" >&2; exit 1; }
  read -r wall user system kilobytes < <(tail -1 "$measured")
  rm -f "$measured"
  python3 -c "import sys; w, u, s, k = map(float, sys.argv[1:]); print(f'{w:9.2f} {u + s:9.2f} {k / 1024:8.0f} MB')" "$wall" "$user" "$system" "$kilobytes"
}
size() { python3 -c "import os,sys; print(f'{os.path.getsize(sys.argv[1]) / 1e6:.1f} MB')" "$1"; }

echo "binary: $binary   files: $(find "$corpus/screens" -type f | wc -l)   shards: $shards   --jobs $jobs"
printf '%-12s %-7s %9s %9s %11s %10s\n' run format wall cpu memory report
for format in sarif html; do
  measured=$(run --format "$format" --output "$out/all.$format")
  printf '%-12s %-7s %s %10s\n' "whole" "$format" "$measured" "$(size "$out/all.$format")"
done
for ((k = 1; k <= shards; k++)); do
  for format in sarif html; do
    measured=$(run --shard "$k/$shards" --format "$format" --output "$out/shard-$k.$format")
    printf '%-12s %-7s %s %10s\n' "shard $k/$shards" "$format" "$measured" "$(size "$out/shard-$k.$format")"
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
