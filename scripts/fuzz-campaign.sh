#!/usr/bin/env bash
# A fuzz campaign (issue 30; docs/security.md, "The fuzz campaign"): each reader pinned in turn for
# SECONDS, then its corpus minimized into scripts/fuzz-seeds/corpus/TARGET/ so the next campaign
# (and every plain fuzz.sh run's seeds) starts where this one stopped. Prints one table row per
# target: executions, coverage edges (cov) and features (ft) at the end, seconds, and what it found.
# Hours long by design: run it outside CI, e.g. `nice bash scripts/fuzz-campaign.sh 1800`.
#
#   bash scripts/fuzz-campaign.sh SECONDS [TARGET...]
set -uo pipefail
cd "$(dirname "$0")/.."
seconds=${1:?usage: bash scripts/fuzz-campaign.sh SECONDS [TARGET...]}
shift
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(yaml json storyboard swift configuration baseline suppressions lsp xcodeproj)
scratch=${HIGLINT_FUZZ_SCRATCH:-.build-fuzz}
rows=()
failed=0
for target in "${targets[@]}"; do
  start=$(date +%s)
  HIGLINT_FUZZ_TARGET=$target bash scripts/fuzz.sh "$seconds" >"$scratch/campaign-$target.out" 2>&1
  status=$?
  took=$(( $(date +%s) - start ))
  log=$(ls -t "$scratch"/fuzz-"$target"-*.log 2>/dev/null | head -1)
  executions=$(grep -oE 'stat::number_of_executed_units: [0-9]+' "$log" | grep -oE '[0-9]+$' || echo "?")
  last=$(grep -E '^#[0-9]+' "$log" | tail -1)
  cov=$(grep -oE 'cov: [0-9]+' <<<"$last" | grep -oE '[0-9]+' || echo "?")
  ft=$(grep -oE 'ft: [0-9]+' <<<"$last" | grep -oE '[0-9]+' || echo "?")
  found=none
  if [[ $status != 0 ]]; then found="status $status: see $scratch/campaign-$target.out"; failed=1; fi
  # Keep the smallest inputs that cover what the corpus covers.
  keep=scripts/fuzz-seeds/corpus/$target
  mkdir -p "$keep.new"
  binary=$(swift build -c release --scratch-path "$scratch" --show-bin-path </dev/null)/HiglintFuzz
  HIGLINT_FUZZ_TARGET=$target SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0:allocator_may_return_null=1 \
    "$binary" -merge=1 -max_len=8192 -timeout=10 -rss_limit_mb=2048 "$keep.new" "$scratch/corpus-$target" $( [[ -d $keep ]] && echo "$keep" ) </dev/null >"$scratch/merge-$target.log" 2>&1 \
    && rm -rf "$keep" && mv "$keep.new" "$keep" || rm -rf "$keep.new"
  kept=$(ls "$keep" 2>/dev/null | wc -l)
  rows+=("| $target | $executions | $cov | $ft | $took s | $kept | $found |")
  echo "${rows[-1]}"
done
echo
echo "| target | executions | cov | ft | time | corpus kept | found |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | --- |"
printf '%s\n' "${rows[@]}"
exit $failed
