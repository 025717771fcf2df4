#!/usr/bin/env bash
# docs/rule-catalog.md's first step works from a clean checkout: scripts/new-rule, run on a throwaway
# id in a scratch copy of what it reads and writes, leaves a catalog the generator accepts
# (`embed-catalog.py --check`), names the rule in the generated registry and docs tables and in
# docs/guidelines.md, and a HiglintCore module that type-checks with the new rule in it (swiftc
# -typecheck: the whole module, no build, about a minute on two busy cores). The checkout is not
# touched. CatalogTests, FixtureTests and the rest hold the scaffold's examples and fixtures to the
# same standard as any rule's once the author's rule is in the checkout.
#
#   scripts/check-new-rule.sh
set -euo pipefail
checkout=$(cd "$(dirname "$0")/.." && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

mkdir -p "$scratch/scripts" "$scratch/docs" "$scratch/Sources" "$scratch/Fixtures/rules"
cp -R "$checkout/Rules" "$scratch/Rules"
cp -R "$checkout/Sources/HiglintCore" "$checkout/Sources/CLibYAML" "$checkout/Sources/CLibXML2" "$scratch/Sources/"
cp "$checkout/scripts/embed-catalog.py" "$checkout/scripts/new-rule" "$scratch/scripts/"
cp "$checkout/docs/rules.md" "$checkout/docs/fixes.md" "$checkout/docs/guidelines.md" "$scratch/docs/"

id=popover-scaffold-check
fail() { echo "FAIL: $*"; exit 1; }

python3 "$scratch/scripts/new-rule" "$id" --seed 001 --statement "close the open one first" --root "$scratch" >/dev/null ||
  fail "scripts/new-rule $id stopped"
python3 "$scratch/scripts/embed-catalog.py" --root "$scratch" --check || fail "the scaffolded catalog is not what embed-catalog.py writes"

for file in "Rules/$id.yml" Sources/HiglintCore/Rules/Guideline/PopoverScaffoldCheckRule.swift \
  "Fixtures/rules/$id/fires-todo.yaml" "Fixtures/rules/$id/passes-todo.yaml"; do
  [[ -s $scratch/$file ]] || fail "scripts/new-rule wrote no $file"
done
grep -q "PopoverScaffoldCheckRule()," "$scratch/Sources/HiglintCore/Engine/RuleRegistry+Generated.swift" ||
  fail "the generated registry does not list the new rule"
grep -q "^| \`$id\` | warning | ios-2017 |" "$scratch/docs/rules.md" || fail "docs/rules.md's generated table has no row for $id"
[[ $(grep -c "\`$id\`" "$scratch/docs/guidelines.md") == 2 ]] ||
  fail "docs/guidelines.md should name $id in one row of 001 and its Korean twin in 004"
# The scaffold is new and the checkout untouched.
[[ ! -e $checkout/Rules/$id.yml ]] || fail "the checkout holds Rules/$id.yml"

# The whole HiglintCore module, with the new rule and the regenerated registry, type-checks.
mapfile -t sources < <(find "$scratch/Sources/HiglintCore" -name '*.swift' | sort)
read -r -a xml_flags <<<"$(pkg-config --cflags libxml-2.0 yaml-0.1)"
xcc=()
for flag in "${xml_flags[@]}"; do xcc+=(-Xcc "$flag"); done
swiftc -typecheck -swift-version 5 -module-name HiglintCore -I "$scratch/Sources/CLibYAML" -I "$scratch/Sources/CLibXML2" \
  "${xcc[@]}" "${sources[@]}" || fail "HiglintCore does not type-check with the scaffolded rule"
echo "ok   scripts/new-rule $id: the catalog, the registry, the docs and HiglintCore type-check"
