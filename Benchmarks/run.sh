#!/usr/bin/env bash
# The speed benchmark (docs/performance.md): one command, from a fresh clone.
#
#   bash Benchmarks/run.sh          the full table: 10,000 files + a 3.5 MB stream; higlint with
#                                   one worker and all cores, raw libyaml, yamllint, check-jsonschema;
#                                   200 storyboards against raw libxml2; 400 Swift files against
#                                   swift-syntax's bare parse, and beside the toolchain's swift-format lint
#   bash Benchmarks/run.sh --ci     a small version (400 files + a 1 MB stream, higlint and raw
#                                   libyaml only; 200 Swift files) that fails if higlint --jobs 1 drops
#                                   below 0.36 of raw libyaml's speed, or reads Swift at below 0.25 of
#                                   swift-syntax's bare parse (CPU time); for .ci/run
#   bash Benchmarks/run.sh --only swift
#                                   the Swift rows alone (400 files; 200 with --ci)
#   bash Benchmarks/run.sh --only walk
#                                   a walk of a 10,000-file app-like tree against the same files
#                                   named (Benchmarks/walk.py; 2,000 files with --ci, which fails
#                                   past 1.2 times)
#
# Everything it makes goes under .build-bench/ (gitignored): the corpus (generated with a fixed
# seed: the same bytes on every machine), the C program, the Python tools' venv.
# Environment: SWIFT_SCRATCH  SwiftPM scratch path for the release build (default .build)
#              BENCH_DIR      where to put the corpus and tools (default .build-bench)
#              RUNS           runs per measurement, the median is shown (default 11; --ci: 5)
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)

mode=full
only=
while (($#)); do
  case $1 in
    --ci) mode=ci ;;
    --only)
      [[ ${2:-} == swift || ${2:-} == walk ]] || { echo "Benchmarks/run.sh: --only takes swift or walk" >&2; exit 2; }
      only=$2; shift ;;
    -h|--help) sed -n '2,23p' "$0"; exit 0 ;;
    *) echo "Benchmarks/run.sh: unknown argument $1 (use --ci, --only swift|walk, or nothing)" >&2; exit 2 ;;
  esac
  shift
done

scratch=${SWIFT_SCRATCH:-.build}
bench=${BENCH_DIR:-$root/.build-bench}
# The full run's rounds are many because this is judged on a shared VM, where one round's ratio
# can be a third off (docs/performance.md); the CI run only guards a loose floor.
if [[ $mode == ci ]]; then runs=${RUNS:-5}; else runs=${RUNS:-11}; fi
mkdir -p "$bench"
step() { printf '==> %s\n' "$*" >&2; }

step "System packages (libyaml-dev, libxml2-dev, a C compiler, GNU time)"
missing=()
pkg-config --exists yaml-0.1 2>/dev/null || missing+=(libyaml-dev pkg-config)
pkg-config --exists libxml-2.0 2>/dev/null || missing+=(libxml2-dev pkg-config)
command -v cc >/dev/null 2>&1 || missing+=(gcc)
[[ -x /usr/bin/time ]] || missing+=(time)
if ((${#missing[@]})); then
  if [[ $(id -u) == 0 ]]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    echo "Benchmarks/run.sh: please install ${missing[*]} (apt-get install ${missing[*]})" >&2
    exit 2
  fi
fi

# Linked statically against the Swift runtime and Foundation, as a release binary ships: the
# dynamic loader's relocations of Foundation and ICU would otherwise cost ~10 ms at every start.
build=(swift build -c release --static-swift-stdlib --scratch-path "$scratch")
step "Release build of higlint (${build[*]})"
"${build[@]}" >&2
higlint=$("${build[@]}" --show-bin-path)/higlint
if [[ $only == walk || -z $only ]]; then
  if [[ $mode == full ]]; then walk_files=10000; else walk_files=2000; fi
  step "A walk of an app-like tree ($walk_files files) against the same files named (Benchmarks/walk.py)"
  walk_check=()
  [[ $mode == ci ]] && walk_check=(--check 1.2)
  python3 Benchmarks/walk.py "$higlint" "$bench/walk-$walk_files" --files "$walk_files" --runs "$runs" ${walk_check[@]+"${walk_check[@]}"}
  [[ $only == walk ]] && exit 0
fi
step "Release build of the bare swift-syntax parse (Benchmarks/SwiftParse)"
"${build[@]}" --product swift-parse-baseline >&2
swift_parse=$("${build[@]}" --show-bin-path)/swift-parse-baseline

step "Raw libyaml event loop (Benchmarks/yaml_events.c)"
cc -O2 -o "$bench/yaml_events" Benchmarks/yaml_events.c $(pkg-config --cflags --libs yaml-0.1)
step "Raw libxml2 SAX parse (Benchmarks/xml_events.c)"
cc -O2 -o "$bench/xml_events" Benchmarks/xml_events.c $(pkg-config --cflags --libs libxml-2.0)

if [[ $mode == full && -z $only ]]; then
  corpus=$bench/corpus
  files=10000
  stream_mb=3.5
else
  corpus=$bench/corpus-ci
  files=400
  stream_mb=1
fi
stamp="$files $stream_mb $(cksum < Benchmarks/generate_corpus.py)"
if [[ ! -f $corpus/.stamp || $(cat "$corpus/.stamp") != "$stamp" ]]; then
  step "Corpus: $files files and a $stream_mb MB stream (seeded, into $corpus)"
  rm -rf "$corpus"
  python3 Benchmarks/generate_corpus.py "$corpus" --files "$files" --stream-mb "$stream_mb" >&2
  echo "$stamp" > "$corpus/.stamp"
fi
if [[ $mode == full ]]; then boards=200; else boards=40; fi
board_corpus=$bench/storyboards-$boards
stamp="$boards $(cksum < Benchmarks/generate_storyboards.py)"
if [[ ! -f $board_corpus/.stamp || $(cat "$board_corpus/.stamp") != "$stamp" ]]; then
  step "Storyboards: $boards files (seeded, into $board_corpus)"
  rm -rf "$board_corpus"
  python3 Benchmarks/generate_storyboards.py "$board_corpus" --files "$boards" >&2
  echo "$stamp" > "$board_corpus/.stamp"
fi
if [[ $mode == full ]]; then swift_files=400; else swift_files=200; fi
swift_corpus=$bench/swift-$swift_files
stamp="$swift_files $(cksum < Benchmarks/generate_swift.py)"
if [[ ! -f $swift_corpus/.stamp || $(cat "$swift_corpus/.stamp") != "$stamp" ]]; then
  step "Swift: $swift_files files (seeded, into $swift_corpus)"
  rm -rf "$swift_corpus"
  python3 Benchmarks/generate_swift.py "$swift_corpus" --files "$swift_files" >&2
  echo "$stamp" > "$swift_corpus/.stamp"
fi
small=$bench/small.yaml
cat > "$small" <<'EOF'
screen: Calendar
platform: iPadOS
elements:
  - id: add
    type: barButton
    presents:
      type: popover
      size: {width: 320, height: 400}
      dismiss: {outsideTap: save}
      content:
        - {id: title, type: textField, placeholder: Title}
EOF

peers=()
if [[ $mode == full && -z $only ]]; then
  step "yamllint and check-jsonschema from PyPI (venv in $bench/venv)"
  if [[ ! -x $bench/venv/bin/check-jsonschema || ! -x $bench/venv/bin/yamllint ]]; then
    python3 -m venv "$bench/venv"
    "$bench/venv/bin/pip" install -q --disable-pip-version-check yamllint check-jsonschema >&2
  fi
  schema=docs/schema/screen.schema.json
  [[ -f $schema ]] || schema=Benchmarks/minimal-screen.schema.json
  peers=(--yamllint "$bench/venv/bin/yamllint" --check-jsonschema "$bench/venv/bin/check-jsonschema" --schema "$root/$schema")
  echo "check-jsonschema validates against $schema" >&2
fi

# The toolchain's own linter, for the Swift linter row: the swift-format beside the swift that builds.
swift_format=()
if [[ $mode == full ]]; then
  format_bin=$(dirname "$(command -v swift)")/swift-format
  [[ -x $format_bin ]] || format_bin=$(command -v swift-format || true)
  [[ -n $format_bin && -x $format_bin ]] && swift_format=(--swift-format "$format_bin")
fi

step "Measuring (median of $runs runs each; peers: median of 3)"
ci=()
[[ $mode == ci ]] && ci=(--ci)
[[ $only == swift ]] && ci+=(--only-swift)
python3 Benchmarks/measure.py --corpus "$corpus" --higlint "$higlint" --raw "$bench/yaml_events" \
  --raw-xml "$bench/xml_events" --storyboards "$board_corpus/storyboards" \
  --raw-swift "$swift_parse" --swift "$swift_corpus/swift" ${swift_format[@]+"${swift_format[@]}"} \
  --small "$small" --runs "$runs" ${peers[@]+"${peers[@]}"} ${ci[@]+"${ci[@]}"} --json "$bench/last-$mode.json"
