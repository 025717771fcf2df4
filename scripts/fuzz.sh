#!/usr/bin/env bash
# Builds the libFuzzer target over the whole pipeline (Sources/HiglintFuzz) and runs it. The first
# byte of an input may pick another target instead: 0x01 configuration files, 0x02 baselines,
# 0x03 suppression comments, 0x04 the language server's framing and messages
# (Sources/HiglintFuzz/FuzzTargets.swift).
#
#   bash scripts/fuzz.sh SECONDS [extra libFuzzer flags...]
#
# Seeds: every .yaml/.yml/.json/.storyboard/.xib/.swift under Fixtures/, and scripts/fuzz-seeds/ for the other targets
# (and swift-*.seed: small versions of the Swift the parser recursed on, issue 30, read by the pipeline).
# The corpus the fuzzer grows is kept in .build-fuzz/corpus between runs. A crashing, leaking, too-slow (> 10 s) or too-hungry (> 2 GB)
# input is kept in fuzz-artifacts/ and the script exits non-zero. Reproduce one with the replay
# driver: swift build --product HiglintFuzz && .build/debug/HiglintFuzz fuzz-artifacts/crash-...
# Works from a fresh clone, as root, with CI=true and no standard input (docs/security.md).
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: bash scripts/fuzz.sh SECONDS [libFuzzer flags...]}
shift
scratch=${HIGLINT_FUZZ_SCRATCH:-.build-fuzz}

if ! pkg-config --exists yaml-0.1 libxml-2.0 2>/dev/null; then
  if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
    apt-get update -qq && apt-get install -y -qq libyaml-dev libxml2-dev pkg-config </dev/null
  else
    echo "fuzz.sh: libyaml-dev and libxml2-dev (pkg-config yaml-0.1 libxml-2.0) are needed" >&2
    exit 2
  fi
fi

# SwiftPM's --sanitize=fuzzer keeps the entry point libFuzzer needs. The address sanitizer goes in the
# same -sanitize= argument: given as a second --sanitize=address, the Swift 6.3 driver passes only the
# last one to the compiler, and the code loses its coverage instrumentation (the fuzzer runs blind).
build() {
  swift build -c release --scratch-path "$scratch" --product HiglintFuzz \
    -Xswiftc -DHIGLINT_FUZZING --sanitize=fuzzer "$@" </dev/null
}
mkdir -p "$scratch"
echo "==> building HiglintFuzz with libFuzzer and AddressSanitizer"
if build -Xswiftc -sanitize=fuzzer,address >"$scratch/build.log" 2>&1; then
  sanitizers="fuzzer+address"
else
  tail -20 "$scratch/build.log" >&2
  echo "==> AddressSanitizer did not build here; building with libFuzzer alone"
  build >"$scratch/build.log" 2>&1 || { tail -40 "$scratch/build.log" >&2; exit 2; }
  sanitizers="fuzzer"
fi
binary=$(swift build -c release --scratch-path "$scratch" --show-bin-path </dev/null)/HiglintFuzz
if command -v readelf >/dev/null && [[ $(readelf -S "$binary") != *__sancov_cntrs* ]]; then
  echo "fuzz.sh: $binary has no coverage instrumentation; the fuzzer would run blind" >&2
  exit 2
fi

# HIGLINT_FUZZ_TARGET pins one reader (a campaign; see PinnedTarget.swift): its inputs carry no
# selector byte, so the seeds that have one lose it, and its corpus is kept apart.
target=${HIGLINT_FUZZ_TARGET:-all}
case $target in
  all) fixtures=(-name '*.yaml' -o -name '*.yml' -o -name '*.json' -o -name '*.storyboard' -o -name '*.xib' -o -name '*.swift'); seed_glob='*.seed'; corpus=$scratch/corpus ;;
  yaml|suppressions) fixtures=(-name '*.yaml' -o -name '*.yml'); seed_glob='suppressions*.seed' ;;
  json) fixtures=(-name '*.json'); seed_glob='' ;;
  storyboard) fixtures=(-name '*.storyboard' -o -name '*.xib'); seed_glob='' ;;
  swift) fixtures=(-name '*.swift'); seed_glob='swift-*.seed' ;;
  configuration) fixtures=(-name '.higlint.yml' -o -name 'higlint*.yml'); seed_glob='configuration*.seed' ;;
  baseline) fixtures=(-name '*baseline*.json'); seed_glob='baseline*.seed' ;;
  lsp) fixtures=(-name 'lsp*.seed'); seed_glob='lsp*.seed' ;;
  xcodeproj) fixtures=(-name 'project.pbxproj'); seed_glob='xcodeproj*.seed' ;;
  *) echo "fuzz.sh: HIGLINT_FUZZ_TARGET=$target: not one of all yaml json storyboard swift configuration baseline suppressions lsp xcodeproj" >&2; exit 2 ;;
esac
corpus=${corpus:-$scratch/corpus-$target}
seeds=$scratch/seeds-$target
rm -rf "$seeds"
mkdir -p "$corpus" "$seeds" fuzz-artifacts
count=0
while IFS= read -r -d '' file; do
  cp "$file" "$seeds/$(printf '%s' "$file" | cksum | cut -d' ' -f1)-$(basename "$file")"
  count=$((count + 1))
done < <(find Fixtures -type f \( "${fixtures[@]}" \) -print0)
# The seeds of scripts/fuzz-seeds/: in the whole pipeline their first byte picks the target; a
# pinned target reads them without it (swift-*.seed are pipeline inputs and keep every byte).
if [[ -n $seed_glob ]]; then
  for file in scripts/fuzz-seeds/$seed_glob; do
    [[ -e $file ]] || continue
    if [[ $target == all || $target == swift ]]; then cp "$file" "$seeds/"; else tail -c +2 "$file" >"$seeds/$(basename "$file")"; fi
    count=$((count + 1))
  done
fi
# The corpus an earlier campaign kept (minimized with -merge=1): scripts/fuzz-seeds/corpus/TARGET/.
if [[ -d scripts/fuzz-seeds/corpus/$target ]]; then
  for file in scripts/fuzz-seeds/corpus/"$target"/*; do cp "$file" "$seeds/kept-$(basename "$file")"; count=$((count + 1)); done
fi
export HIGLINT_FUZZ_TARGET=$target
echo "==> fuzzing $target for ${seconds}s ($sanitizers), $count seeds from Fixtures/ and scripts/fuzz-seeds/, corpus in $corpus"

log=$scratch/fuzz-$target-$(date +%Y%m%d-%H%M%S).log
set +e
# Swift's own crash backtracer would run inside the sanitizer and muddle its report: libFuzzer's is enough.
SWIFT_BACKTRACE=enable=no \
ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:allocator_may_return_null=1} \
"$binary" "$corpus" "$seeds" \
  -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
  -dict=scripts/fuzz.dict -artifact_prefix=fuzz-artifacts/ -print_final_stats=1 "$@" \
  </dev/null >"$log" 2>&1
status=$?
set -e
grep -E '^(#[0-9]+[[:space:]]+(INITED|DONE)|Done [0-9]+ runs|stat::number_of_executed_units|stat::peak_rss_mb)' "$log" || true
if grep -q 'Is the code instrumented for coverage' "$log"; then
  echo "fuzz.sh: libFuzzer saw no coverage; the run proves nothing" >&2
  exit 2
fi
executions=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
echo "==> executions: $executions; exit status $status; log: $log"
if [[ $status != 0 ]]; then
  grep -E 'ERROR|==[0-9]+==|Fatal error|SUMMARY|Test unit written|deadly signal|timeout|out-of-memory' "$log" | head -30 >&2 || true
  echo "==> the fuzzer found a problem; the input is in fuzz-artifacts/" >&2
  echo "    replay: swift build --product HiglintFuzz && .build/debug/HiglintFuzz fuzz-artifacts/FILE" >&2
  exit 1
fi
