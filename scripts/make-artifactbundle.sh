#!/usr/bin/env bash
# Packs higlint binaries into an .artifactbundle: SwiftPM's format for a prebuilt executable (as
# SwiftLint ships its own), which a package names with `.binaryTarget(name: "higlint", path: ...)`
# (or `url:` and `checksum:` for the zip) so that its plugins run higlint without compiling it and
# swift-syntax in every clean build (docs/xcode.md, "A prebuilt higlint").
#
#   scripts/make-artifactbundle.sh [--output DIR] [--zip] [BINARY[=TRIPLE[,TRIPLE...]] ...]
#
# BINARY is a release build of higlint (default: built here with
# `swift build -c release --static-swift-stdlib --product higlint`); TRIPLE the target triples it
# runs on (default: the toolchain's host triple without its OS version, as SwiftPM matches them:
# x86_64-unknown-linux-gnu, arm64-apple-macosx). Name several binaries for several platforms (a
# macOS universal binary may list both arm64-apple-macosx and x86_64-apple-macosx).
# DIR defaults to .build/artifacts/higlint.artifactbundle; --zip also writes DIR.zip and prints the
# checksum `binaryTarget(url:checksum:)` needs.
set -euo pipefail
cd "$(dirname "$0")/.."

output=.build/artifacts/higlint.artifactbundle
zip=no
binaries=()
while (($#)); do
  case $1 in
    --output) output=${2:?--output needs a folder}; shift ;;
    --zip) zip=yes ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    -*) echo "make-artifactbundle.sh: unknown option $1" >&2; exit 2 ;;
    *) binaries+=("$1") ;;
  esac
  shift
done
[[ $output == *.artifactbundle ]] || { echo "make-artifactbundle.sh: the output folder's name must end in .artifactbundle (SwiftPM reads only those)" >&2; exit 2; }

host_triple=$(swiftc -print-target-info | python3 -c 'import json, sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')
if ((${#binaries[@]} == 0)); then
  build=(swift build -c release --product higlint)
  [[ $(uname -s) == Linux ]] && build+=(--static-swift-stdlib)
  echo "==> ${build[*]}" >&2
  "${build[@]}" >&2
  binaries=("$("${build[@]}" --show-bin-path)/higlint")
fi

version=
variants=()
rm -rf "$output"
mkdir -p "$output"
for spec in "${binaries[@]}"; do
  binary=${spec%%=*}
  triples=$host_triple
  [[ $spec == *=* ]] && triples=${spec#*=}
  [[ -x $binary ]] || { echo "make-artifactbundle.sh: $binary is not an executable" >&2; exit 2; }
  this_version=$("$binary" --version)
  [[ -z $version || $version == "$this_version" ]] || { echo "make-artifactbundle.sh: $binary is version $this_version, another is $version" >&2; exit 2; }
  version=$this_version
  folder="higlint-$version-${triples%%,*}"
  mkdir -p "$output/$folder/bin"
  cp "$binary" "$output/$folder/bin/higlint"
  chmod 755 "$output/$folder/bin/higlint"
  variants+=("$folder/bin/higlint=$triples")
done

python3 - "$output/info.json" "$version" "${variants[@]}" <<'PY'
import json, sys
path, version, *variants = sys.argv[1:]
info = {
    "schemaVersion": "1.0",
    "artifacts": {
        "higlint": {
            "version": version,
            "type": "executable",
            "variants": [
                {"path": v.split("=", 1)[0], "supportedTriples": v.split("=", 1)[1].split(",")}
                for v in variants
            ],
        }
    },
}
with open(path, "w") as f:
    json.dump(info, f, indent=2)
    f.write("\n")
PY
echo "$output (higlint $version: ${variants[*]})"

if [[ $zip == yes ]]; then
  rm -f "$output.zip"
  (cd "$(dirname "$output")" && python3 -m zipfile -c "$(basename "$output").zip" "$(basename "$output")")
  echo "$output.zip checksum $(swift package compute-checksum "$output.zip")"
fi
