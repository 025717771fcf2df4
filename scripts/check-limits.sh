#!/usr/bin/env bash
# Peak memory, wall time and CPU time of higlint on each hostile case of docs/security.md, with
# /usr/bin/time -v. Each case is a folder holding the hostile file and a normal file with a known
# finding, linted with --jobs 1; the check fails when a case takes 2 s of CPU or more (user + system:
# one worker's wall clock on a free core, which other load does not change) or 10 s of wall clock (a
# hang), peaks at 200 MB or more, does not give exactly one invalid-document for the hostile file
# (after the 1,000 problems of the cap, for many-problems and the capped-* cases), or loses the
# normal file's finding. The capped-* cases are
# files at the size limit made of as many values as fit (issue #21: `- type: z` took 20 s and 637 MB,
# a list of `{}` 1.8 GB). Then every capped-* file at once with --jobs 2 must stay under 200 MB too:
# the workers share one memory budget.
#
#   bash scripts/check-limits.sh [BINARY]     (default: a release build, made if missing)
#
# The limits are for a release build (what ships): a debug build is several times slower.
#
# The last rows ("info") are not hostile cases but the cost of legitimate files at the size limit;
# they are printed, not judged (docs/security.md, "What the limits do not bound").
set -uo pipefail
cd "$(dirname "$0")/.."
binary=${1:-}
if [[ -z $binary ]]; then
  swift build -c release --product higlint </dev/null >/dev/null || exit 2
  binary=$(swift build -c release --show-bin-path)/higlint
fi
[[ -x $binary ]] || { echo "check-limits: no binary at $binary" >&2; exit 2; }
[[ -x /usr/bin/time ]] || { echo "check-limits: needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

python3 - "$work" <<'PY'
import os, struct, sys, zlib
root = sys.argv[1]
MiB = 1024 * 1024
normal = ("screen: Share\nplatform: iOS\nelements:\n  - id: share\n    type: button\n"
          "    presents:\n      type: popover\n      compactAdaptation: none\n")
def case(name, filename, data):
    folder = os.path.join(root, name)
    os.makedirs(folder)
    with open(os.path.join(folder, "share.yaml"), "w") as f: f.write(normal)
    with open(os.path.join(folder, filename), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())

s = "screen: L\nplatform: iOS\nelements: []\nl0: &a0 [" + ", ".join(["lol"] * 10) + "]\n"
for i in range(1, 10): s += f"l{i}: &a{i} [" + ", ".join([f"*a{i-1}"] * 10) + "]\n"
case("billion-laughs", "bomb.yaml", s)
s = "screen: K\nplatform: iOS\nelements: []\nk0: &k0 x\n"
for i in range(1, 60): s += f"k{i}: &k{i} {{? *k{i-1} : 1, ? *k{i-1} : 2}}\n"
case("alias-keys", "keys.yaml", s)
s = "screen: T\nplatform: iPadOS\nelements:\n  - &e0 {type: button, presents: {type: popover, size: {width: 900, height: 9}}}\n"
for i in range(1, 12): s += f"  - &e{i} {{type: stack, children: [" + ", ".join([f"*e{i-1}"] * 8) + "]}\n"
case("alias-elements", "tree.yaml", s)
case("alias-long-string", "strings.yaml",
     "screen: S\nplatform: iOS\nlong: &s \"" + "x" * (4 * MiB) + "\"\nelements: [" + ", ".join(["{type: *s}"] * 100000) + "]\n")
s = "screen: M\nplatform: iOS\nelements: []\nm0: &m0 {a: 1, b: 2, c: 3, d: 4, e: 5, f: 6, g: 7, h: 8}\n"
for i in range(1, 12): s += f"m{i}: &m{i}\n  <<: [" + ", ".join([f"*m{i-1}"] * 10) + f"]\n  k{i}: 1\n"
case("merge-keys", "merge.yaml", s)
case("deep-nesting-yaml", "deep.yaml", "screen: D\nplatform: iOS\nelements: " + "[" * (9 * MiB))
case("deep-nesting-json", "deep.json", "{\"elements\": " + "[" * (9 * MiB))
case("deep-block-nesting", "block.yaml", "".join(" " * i + f"k{i}:\n" for i in range(4000)))
case("over-size-limit", "huge.yaml", "# " + "x" * (10 * MiB))
png = b"\x89PNG\r\n\x1a\n" + os.urandom(9 * MiB)
case("binary-png", "logo.yaml", png)
case("binary-png-json", "logo.json", png)
case("invalid-utf8", "latin1.yaml", "# " + "x" * (9 * MiB) + "\n" + "screen: Caf\xe9\n")
with open(os.path.join(root, "invalid-utf8", "latin1.yaml"), "wb") as f:
    f.write(b"# " + b"x" * (9 * MiB) + b"\nscreen: Caf\xe9\n")
case("nul-byte", "nul.yaml", b"# " + b"x" * (9 * MiB) + b"\nscreen: A\x00\n")
case("nul-bytes-only", "zeros.yaml", b"\x00" * (9 * MiB))
case("empty", "empty.yaml", b"")
case("comments-only", "comments.yaml", "".join(f"# comment line {i}\n" for i in range(400000)))
case("utf16-bom", "wide.yaml", b"\xff\xfe" + ("# " + "x" * (4 * MiB) + "\n" + normal).encode("utf-16-le"))
case("utf16-no-bom", "wide16.yaml", ("# " + "x" * (4 * MiB) + "\n").encode("utf-16-le"))
# 131,000 wrong values: reported up to the per-file cap (1,000), then one invalid-document.
case("many-problems", "problems.json", "[" + ",".join(["1"] * (MiB // 8)) + "]")
case("utf32-bom", "wide32.yaml", b"\xff\xfe\x00\x00" + ("# " + "x" * (2 * MiB)).encode("utf-32-le"))
# Interface Builder XML (docs/sources.md, "Bad files").
s = '<?xml version="1.0"?>\n<!DOCTYPE document [\n<!ENTITY a "aaaaaaaaaa">\n'
for i in range(1, 13): s += f'<!ENTITY a{i} "' + (f"&a{i-1};" if i > 1 else "&a;") * 10 + '">\n'
case("xml-billion-laughs", "bomb.storyboard", s + ']>\n<document title="&a12;"/>\n')
case("xml-deep-nesting", "deep.storyboard", "<document>" + "<view>" * (9 * MiB // 6))
case("xml-many-elements", "many.storyboard", "<document>" + "<a/>" * (9 * MiB // 4) + "</document>")
scene = ('<scene><objects><viewController id="S{0}" sceneMemberID="viewController"><view key="view" id="V{0}">'
         '<rect key="frame" x="0" y="0" width="393" height="852"/><subviews>{1}</subviews></view></viewController></objects></scene>')
button = ('<button id="B{0}-{1}"><rect key="frame" x="0" y="0" width="10" height="10"/><connections>'
          '<segue destination="S{2}" kind="presentation" id="G{0}-{1}"/></connections></button>')
scenes = "".join(scene.format(i, button.format(i, 0, i + 1) + button.format(i, 1, i + 1)) for i in range(30))
case("xml-presentation-fan", "fan.storyboard", '<document targetRuntime="iOS.CocoaTouch"><scenes>' + scenes + scene.format(30, "") + "</scenes></document>")
case("xml-binary-png", "logo.storyboard", png)
# One start tag with as many attributes as fit: libxml2 2.9's duplicate check is quadratic in
# them (178 s of CPU before issue #30); refused by a byte scan past 256 in one tag.
case("xml-many-attributes", "attributes.storyboard",
     "<document><view " + " ".join(f'a{i}=""' for i in range(9 * MiB // 10)) + "/></document>")
case("xml-truncated", "cut.storyboard", '<document targetRuntime="iOS.CocoaTouch"><scenes>' + scenes[: len(scenes) // 2])

# Files just under the size limit made of as many values as fit (issue #21). Each is linted in full:
# the first 1,000 problems, then one invalid-document for the rest, in at most 2 s and 200 MB.
def repeat(head, unit, tail="", sep=""):
    count = (10 * MiB - 256 - len(head) - len(tail)) // (len(unit) + len(sep))
    return head + sep.join([unit] * count) + tail
case("capped-misspelled-types", "types.yaml", repeat("screen: Z\nplatform: iOS\nelements:\n", "- type: z\n"))
case("capped-empty-elements", "empties.yaml", repeat("screen: E\nplatform: iOS\nelements: [", "{}", "]\n", ","))
case("capped-empty-elements-json", "empties.json", repeat('{"screen": "E", "platform": "iOS", "elements": [', "{}", "]}\n", ","))
# Top-level lists of empty mappings and streams of tiny documents (issue #30: 7.4 s and 835 MB,
# 3-4 s): screens are handed over one at a time, and nothing past the settled cap is decoded.
# The first item declares a screen, so a folder walk reads the file (docs/sources.md).
case("capped-top-level-empties", "list.yaml", repeat("[{screen: A},", "{}", "]\n", ","))
case("capped-top-level-empties-json", "list.json", repeat('[{"screen": "A"},', "{}", "]", ","))
case("capped-tiny-documents", "documents.yaml", repeat("--- {screen: A}\n", "--- {}\n"))
case("capped-bare-popovers", "popovers.yaml", repeat("screen: P\nplatform: iPadOS\nelements: [", "{type: popover}", "]\n", ","))
case("capped-misspelled-keys", "keys.yaml", repeat("screen: T\nplatform: iOS\nelements:\n", "- {tpye: button}\n"))
parts, size, i = ["screen: I\nplatform: iOS\nelements: ["], 40, 0
while size < 10 * MiB - 256:
    part = "{id: %d}," % i
    parts.append(part); size += len(part); i += 1
case("capped-ids-without-types", "ids.yaml", "".join(parts) + "]\n")
# Suppression comments that suppress nothing, or name no rule (a suggestion each): worded up to
# the cap, then only located (10 MiB of them took 1.4-2.2 s read as characters).
case("capped-unused-suppressions", "unused.yaml", repeat("screen: U\nplatform: iOS\nelements: []\n", "# higlint-disable-line\n"))
case("capped-unknown-suppressions", "unknown.yaml",
     repeat("screen: U\nplatform: iOS\nelements: []\n", "# higlint-disable-line popover-nosuchrule\n"))
# More values than a document may hold (ParseLimits.maxValues): one invalid-document.
case("too-many-values", "values.yaml", repeat("screen: F\nplatform: iOS\nelements: []\nx: {", "a", "}\n", ","))

# Swift with '[' in a row (issue #21): swift-syntax's parser takes time that doubles with each. The
# fuzz artifact's shape (24 in a type hung), 20 in an expression, one run over the hard limit of 10
# after 1 MiB of comment, and 257 runs of 10 (over the budget, refused at the 257th). The
# swift-accepted-* cases are the worst files the check lets through: the whole budget spent as 256
# runs of 10 or 16,384 runs of 4; they must give nothing and stay under 2 s of CPU.
case("swift-bracket-type", "fuzz.swift", "let x: " + "[" * 24)
case("swift-bracket-expression", "deep.swift", "let x = " + "[" * 20 + "1" + "]" * 20 + "\n")
case("swift-bracket-after-comment", "late.swift", "// " + "x" * (MiB - 4096) + "\nlet x = " + "[ \n" * 11 + "1" + "]" * 11 + "\n")
case("swift-bracket-budget", "runs.swift", "".join(f"let x{i} = " + "[" * 10 + "1" + "]" * 10 + "\n" for i in range(257)))
case("swift-accepted-runs-of-10", "runs10.swift", "".join(f"let x{i} = " + "[" * 10 + "1" + "]" * 10 + "\n" for i in range(256)))
case("swift-accepted-runs-of-4", "runs4.swift", "".join(f"let x{i} = [[[[1]]]]\n" for i in range(16384)))
# Swift over 1 MiB (the Swift default of the size limit) is not parsed: with presentation code,
# one skipped-file warning; the largest file read, 1 MiB of short declarations with runs of 3
# (which cost the parser most without counting against the budget).
case("swift-too-large", "large.swift", "func show() { present(alert, animated: true) }\n" + "let x = [1]\n" * (MiB // 12 + 1000))
swift_lines = []
size = 0
while True:
    line = f"let x{len(swift_lines)} = [[[1]]]\n"
    if size + len(line) > MiB: break
    swift_lines.append(line); size += len(line)
case("swift-accepted-largest", "largest.swift", "".join(swift_lines))
# Swift that swift-syntax's parser recursed on past the stack (issue 30: a SIGSEGV, the run's
# report lost): each reproducer as filed, one invalid-document found before parsing. The
# swift-accepted-* nests are the most the per-file budget lets through (ParserRecursion).
case("swift-generic-run", "generic.swift", "let x = " + "a<" * 3000 + "\n")
case("swift-is-generic-run", "is.swift", "let y = x is " + "A<" * 3000 + "\n")
case("swift-constraint-run", "constraint.swift", "func f<T: " + "A<" * 3000 + "\n")
case("swift-arrow-run", "arrows.swift", "let x: " + "(A) -> " * 3000 + "A\n")
case("swift-try-run", "try.swift", "let x = " + "try " * 10000 + "f()\n")
case("swift-nested-if", "conditions.swift", "#if a\n" * 50000)
case("swift-else-if-chain", "chain.swift", "func f() {\nif a {}" + " else if a {}" * 60000 + "\n}\n")
case("swift-nested-interpolation", "interpolation.swift", "let s = " + '"\\(' * 10000 + "\n")
case("swift-bracket-interpolation", "brackets.swift", 'let s = "\\(' + "[" * 26 + "\n")
nest = "let x = " + "a<" * 64 + "b" + ">" * 64 + "()\n"
case("swift-nesting-budget", "nests.swift", nest * 125)
case("swift-accepted-nests", "nests.swift", nest * 124)
case("swift-accepted-conditionals", "conditions.swift", ("#if a\n" * 64 + "let x = 1\n" + "#endif\n" * 64) * 31)
case("swift-accepted-interpolation", "interpolation.swift", ("let s = " + '"\\(' * 16 + "1" + ')"' * 16 + "\n") * 520)
case("swift-accepted-try", "try.swift", ("let x = " + "try " * 64 + "f()\n") * 123)
case("swift-accepted-else-if", "chain.swift", "func f() {\nif a {}" + " else if a {}" * 2000 + "\n}\n")
# Views that show a view twice, 20 deep (issue 30 #2: 2^20 elements, 13 s and 2.2 GB): each view's
# code is read once per context and shared, so the file is linted (no finding in it).
zero = ("import SwiftUI\nstruct V0: View {\n    @State var shown = false\n    var body: some View { "
        "Button(\"a\") { shown = true }.popover(isPresented: $shown) { Text(\"b\") } }\n}\n")
views = zero + "".join(f"struct V{i}: View {{\n    var body: some View {{ VStack {{ V{i-1}(); V{i-1}() }} }}\n}}\n" for i in range(1, 21))
case("swift-accepted-views-shown-twice", "views.swift", views)
# The same, each level showing the one before once more inside a popover of its own: every copy is in
# a context of its own (2^20 of them), and past 10,000 elements a screen is one invalid-document.
views = zero + "".join(f"struct V{i}: View {{\n    @State var more = false\n    var body: some View {{ VStack {{ V{i-1}(); "
                       f"Button(\"m\") {{ more = true }}.popover(isPresented: $more) {{ V{i-1}() }} }} }}\n}}\n" for i in range(1, 21))
case("swift-views-in-new-contexts", "contexts.swift", views)

# Not hostile cases: legitimate content at the size limit, for the record.
info = os.path.join(root, "info")
os.makedirs(info)
parts, size, i = ["screen: A\nplatform: iPadOS\nelements:\n"], 40, 0
while size < 10 * MiB - 200:
    line = f"  - {{id: b{i}, type: button, presents: {{type: popover, size: {{width: 900, height: 9}}}}}}\n"
    parts.append(line); size += len(line); i += 1
with open(os.path.join(info, "elements-at-limit.yaml"), "w") as f: f.write("".join(parts))
parts, size, i = [], 0, 0
while size < 10 * MiB - 200:
    doc = f"---\nscreen: S{i}\nplatform: iPadOS\nelements: [{{id: b, type: button}}]\n"
    parts.append(doc); size += len(doc); i += 1
with open(os.path.join(info, "documents-at-limit.yaml"), "w") as f: f.write("".join(parts))
with open(os.path.join(info, "findings-1mib.json"), "w") as f: f.write("[" + ",".join(["1"] * (MiB // 2 - 1)) + "]")
PY

failed=0
printf '%-28s %8s %8s %10s  %s\n' CASE SECONDS CPU_S PEAK_MB RESULT
measure() {  # measure NAME ARGS... ; sets seconds, cpu, mb, status, out
  local name=$1; shift
  /usr/bin/time -v -o "$work/$name.time" "$binary" --jobs 1 "$@" >"$work/$name.out" 2>"$work/$name.err" </dev/null
  status=$?
  seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$work/$name.time")
  cpu=$(awk -F': ' '/User time|System time/ {s+=$2} END {printf "%.2f", s}' "$work/$name.time")
  kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/$name.time")
  mb=$((kb / 1024))
}
for dir in "$work"/*/; do
  name=$(basename "$dir")
  [[ $name == info ]] && continue
  # Each file named: a folder walk would pass over a YAML or JSON file that is no screen.
  measure "$name" "$dir"*
  hostile=$(find "$dir" -type f ! -name share.yaml -printf '%f\n')
  count=$(grep -c "/$hostile:" "$work/$name.out")
  invalid=$(grep "/$hostile:" "$work/$name.out" | grep -c '\[invalid-document\]')
  notices=$(grep "/$hostile:" "$work/$name.out" | grep -c '\[too-many-problems\]\|\[skipped-file\]')
  normal=$(grep -c 'share.yaml:8:7: error: .*\[popover-in-compact\]' "$work/$name.out")
  problems=()
  # Judged on CPU time, which other processes on a shared machine do not change (one worker: a
  # file's CPU time is its wall clock on a free core); the wall clock is printed beside it.
  awk -v s="$cpu" 'BEGIN { exit !(s >= 2) }' && problems+=("took ${cpu}s of CPU")
  # A case that waits rather than works (a hang) shows in the wall clock only: 10 s is far past
  # any load this machine has seen.
  awk -v s="$seconds" 'BEGIN { exit !(s >= 10) }' && problems+=("took ${seconds}s of wall clock")
  ((mb >= 200)) && problems+=("peaked at ${mb} MB")
  ((normal == 1)) || problems+=("the normal file's finding is missing")
  if [[ $name == swift-accepted-* ]]; then
    ((count == 0)) || problems+=("expected $hostile read without a finding, got $count lines")
  elif [[ $name == utf16-bom ]]; then
    ((count == 1 && invalid == 0)) || problems+=("expected the UTF-16 file linted like UTF-8, got $count lines")
  elif [[ $name == many-problems || $name == capped-* ]]; then
    ((count == 1001 && notices == 1)) || problems+=("expected 1,000 problems and one too-many-problems for $hostile, got $count lines ($notices notices)")
  elif [[ $name == swift-too-large ]]; then
    ((count == 1 && notices == 1)) || problems+=("expected one skipped-file warning for $hostile, got $count lines")
  else
    ((count == 1 && invalid == 1)) || problems+=("expected one invalid-document for $hostile, got $count lines ($invalid invalid-document)")
  fi
  [[ $status == 1 ]] || problems+=("exit status $status")
  if ((${#problems[@]})); then
    failed=1
    printf '%-28s %8s %8s %10s  FAIL: %s\n' "$name" "$seconds" "$cpu" "$mb" "$(IFS=';'; echo "${problems[*]}")"
  else
    printf '%-28s %8s %8s %10s  ok: %s\n' "$name" "$seconds" "$cpu" "$mb" "$(grep "/$hostile:" "$work/$name.out" | tail -1 | cut -d' ' -f1-8 | cut -c1-90)"
  fi
done

# All the capped-* files at once with two workers: they share one memory budget, so the run peaks
# at about one file's memory, not two (it was 2.4 GB for two of them before issue #21).
mkdir -p "$work/together"
for dir in "$work"/capped-*/; do
  file=$(find "$dir" -type f ! -name share.yaml)
  # Hard links: a folder walk does not follow symbolic links out of the folder (docs/security.md).
  ln "$file" "$work/together/$(basename "$dir")-$(basename "$file")"
done
start=$(date +%s.%N)
/usr/bin/time -v -o "$work/together.time" "$binary" --jobs 2 "$work/together"/* >"$work/together.out" 2>/dev/null </dev/null
end=$(date +%s.%N)
kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/together.time")
cpu=$(awk -F': ' '/User time|System time/ {s+=$2} END {printf "%.2f", s}' "$work/together.time")
seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
files=$(find "$work/together" -type f | wc -l)
notices=$(grep -c 'More than 1000 problems in this file' "$work/together.out")
if ((kb / 1024 < 200 && notices == files)); then
  printf '%-28s %8s %8s %10s  ok: %s files at the size limit, --jobs 2\n' "capped-all-jobs-2" "$seconds" "$cpu" "$((kb / 1024))" "$files"
else
  failed=1
  printf '%-28s %8s %8s %10s  FAIL: %s\n' "capped-all-jobs-2" "$seconds" "$cpu" "$((kb / 1024))" \
    "peak $((kb / 1024)) MB (limit 200) and $notices of $files files capped"
fi

# Standard input over the limit: read no further than 10 MiB + 1 byte.
start=$(date +%s.%N)
head -c 100000000 /dev/zero | /usr/bin/time -v -o "$work/stdin.time" "$binary" --jobs 1 --stdin-filename big.yaml - >"$work/stdin.out" 2>/dev/null
end=$(date +%s.%N)
kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/stdin.time")
seconds=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
if grep -q 'big.yaml:1:1: error: The file is more than 10485760 bytes' "$work/stdin.out" && ((kb / 1024 < 200)) \
   && awk -v s="$seconds" 'BEGIN { exit !(s < 2) }'; then
  printf '%-28s %8s %8s %10s  ok: stdin over the limit\n' "stdin-over-limit" "$seconds" "-" "$((kb / 1024))"
else
  failed=1
  printf '%-28s %8s %8s %10s  FAIL: %s\n' "stdin-over-limit" "$seconds" "-" "$((kb / 1024))" "$(head -c 200 "$work/stdin.out")"
fi

# `{a,b}` alternatives in a configuration's globs: 110 bytes of them took 28 s and 3.7 GB when
# they were expanded (issue #30). Matched as branches now; the configuration loads at once.
mkdir -p "$work/glob"
printf 'screen: Share\nplatform: iOS\nelements:\n  - id: share\n    type: button\n    presents:\n      type: popover\n      compactAdaptation: none\n' >"$work/glob/share.yaml"
python3 -c 'print("exclude:\n  - \"" + "{a,b}" * 22 + "/**\"\n  - \"" + "{x,{y,{z," * 300 + "w" + "}}}" * 300 + "\"")' >"$work/glob.yml"
/usr/bin/time -v -o "$work/glob.time" "$binary" --jobs 1 --config "$work/glob.yml" "$work/glob" >"$work/glob.out" 2>"$work/glob.err" </dev/null
status=$?
kb=$(awk -F': ' '/Maximum resident set size/ {print $2}' "$work/glob.time")
cpu=$(awk -F': ' '/User time|System time/ {s+=$2} END {printf "%.2f", s}' "$work/glob.time")
seconds=$(awk -F': ' '/Elapsed \(wall clock\)/ {n=split($2,t,":"); s=0; for(i=1;i<=n;i++) s=s*60+t[i]; print s}' "$work/glob.time")
if [[ $status == 1 ]] && grep -q 'share.yaml:8:7: error: .*\[popover-in-compact\]' "$work/glob.out" && ((kb / 1024 < 200)) \
   && awk -v s="$cpu" 'BEGIN { exit !(s < 2) }'; then
  printf '%-28s %8s %8s %10s  ok: 22 alternatives in a row, 300 nested\n' "glob-alternatives" "$seconds" "$cpu" "$((kb / 1024))"
else
  failed=1
  printf '%-28s %8s %8s %10s  FAIL: status %s; %s\n' "glob-alternatives" "$seconds" "$cpu" "$((kb / 1024))" "$status" "$(head -c 200 "$work/glob.err")"
fi

for file in "$work"/info/*; do
  name=$(basename "$file")
  measure "info-$name" "$file"
  printf '%-28s %8s %8s %10s  info: %s findings, %s bytes (not a hostile case; not judged)\n' \
    "${name%.*}" "$seconds" "$cpu" "$mb" "$(wc -l <"$work/info-$name.out")" "$(stat -c %s "$file")"
done
exit $failed
