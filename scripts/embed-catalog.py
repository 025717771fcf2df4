#!/usr/bin/env python3
"""Compiles the rule catalog, Rules/*.yml, into everything else that states a rule's facts.

- Sources/HiglintCore/Catalog/EmbeddedCatalog.swift: the files' text, so the binary needs nothing
  beside it (quotes, messages, examples are read from it at run time);
- Sources/HiglintCore/Engine/RuleRegistry+Generated.swift: each rule type's `description` (id,
  severity, opt-in, default editions, options, message keys), the catalog order and the registry,
  so that these facts live once, in the catalog, and the Swift type carries only its `check`;
- the regions of docs/rules.md and docs/fixes.md between `<!-- begin generated NAME … -->` and
  `<!-- end generated NAME -->`: the rules table, the editions table and the fixes table.

The editions a rule is on in by default are derived here, once (`default_editions`): the binary
reads them from the generated `description`, the docs from the generated tables.

It refuses a catalog that does not match the rule types in Sources/HiglintCore/Rules/Guideline:
a rule type no entry names, an entry naming no rule type, orders that are not 1…N, a `notIn`
that is not {kind: {en, ko}} or names a kind the entry has a bad example of. Run after
editing Rules/ (CI runs it with --check, and CatalogTests fails while the copy is stale):

    python3 scripts/embed-catalog.py            # write every generated file and region
    python3 scripts/embed-catalog.py --check    # exit 1 if any is stale or the catalog is wrong
    python3 scripts/embed-catalog.py --root DIR # another checkout (the tests use a scratch copy;
                                                # a doc it does not hold is left out)
"""
import json
import pathlib
import re
import sys

try:
    import yaml
except ImportError:  # PyYAML ships with the machine image; CI installs it otherwise.
    sys.exit("embed-catalog.py needs PyYAML: python3 -m pip install pyyaml")

root = pathlib.Path(__file__).resolve().parent.parent
if "--root" in sys.argv:
    root = pathlib.Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
rules_dir = root / "Rules"
guideline_dir = root / "Sources" / "HiglintCore" / "Rules" / "Guideline"
embedded_out = root / "Sources" / "HiglintCore" / "Catalog" / "EmbeddedCatalog.swift"
registry_out = root / "Sources" / "HiglintCore" / "Engine" / "RuleRegistry+Generated.swift"
SEVERITIES = {"error", "warning", "info"}


def fail(message: str) -> None:
    sys.exit(f"Rules/: {message}")


# The kinds of file besides screen descriptions, as `notIn` names them, and the example formats
# that are of each kind.
KINDS = {"swift": {"swift"}, "interfaceBuilder": {"storyboard", "xib"}}


def example_formats(entry, under: str) -> set:
    examples = (entry.get("examples") or {}).get(under) or []
    return {example.get("format", "yaml") if isinstance(example, dict) else "yaml" for example in examples}


def check_not_in(name: str, entry) -> None:
    """`notIn` names the kinds of file a rule cannot fire on, with the reason in English and
    Korean; a kind it names must have no bad example (the example would say it can fire)."""
    not_in = entry.get("notIn")
    if not_in is None:
        return
    if not isinstance(not_in, dict) or not not_in:
        fail(f"{name}: notIn must map kinds of file ({', '.join(KINDS)}) to {{en: …, ko: …}}")
    bad = example_formats(entry, "bad")
    for kind, reason in not_in.items():
        if kind not in KINDS:
            fail(f"{name}: notIn names '{kind}'; the kinds are {', '.join(KINDS)}")
        if not isinstance(reason, dict) or set(reason) != {"en", "ko"} \
                or not all(isinstance(text, str) and text.strip() for text in reason.values()):
            fail(f"{name}: notIn.{kind} must be {{en: …, ko: …}}, both written")
        if bad & KINDS[kind]:
            fail(f"{name}: notIn.{kind} says the rule cannot fire there, but a bad example is {', '.join(sorted(bad & KINDS[kind]))}")


def literal(text: str) -> str:
    # A raw string literal with enough #s that no content can close it early.
    hashes = "#"
    while ('"""' + hashes) in text:
        hashes += "#"
    # Swift drops the line break just before the closing delimiter, so one is always added.
    return hashes + '"""\n' + text + "\n" + '"""' + hashes


def swift_string(text: str) -> str:
    # JSON string escapes are valid Swift string escapes for everything JSON emits here.
    return json.dumps(text, ensure_ascii=False)


def swift_number(value) -> str:
    number = float(value)
    return repr(number) if number != int(number) else f"{int(number)}"


def rule_types() -> set:
    found = set()
    for path in guideline_dir.glob("*.swift"):
        found.update(re.findall(r"public struct (\w+): Rule\b", path.read_text(encoding="utf-8")))
    return found


def load_entries(paths):
    entries = []
    for path in paths:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            fail(f"{path.name} is not a mapping")
        for key in ("id", "type", "order", "severity", "messages"):
            if key not in data:
                fail(f"{path.name} has no '{key}'")
        if path.name != data["id"] + ".yml":
            fail(f"{path.name} holds rule '{data['id']}'; name the file after its id")
        if data["severity"] not in SEVERITIES:
            fail(f"{path.name}: severity must be one of {sorted(SEVERITIES)}")
        check_not_in(path.name, data)
        entries.append(data)
    return entries


def check_against_sources(entries) -> None:
    named = [entry["type"] for entry in entries]
    types = rule_types()
    for entry in entries:
        if entry["type"] not in types:
            fail(f"{entry['id']}.yml names type {entry['type']}, but no `public struct {entry['type']}: Rule` exists in {guideline_dir.relative_to(root)}")
    for missing in sorted(types - set(named)):
        fail(f"the rule type {missing} has no catalog entry: add Rules/<id>.yml with `type: {missing}`")
    if len(set(named)) != len(named):
        fail("two entries name the same rule type")
    orders = sorted(entry["order"] for entry in entries)
    if orders != list(range(1, len(entries) + 1)):
        fail(f"the entries' `order` values must be 1…{len(entries)}, each once; they are {orders}")


EDITIONS = {"current": "current", "ios-2017": "ios2017", "ios-2011": "ios2011"}


def default_editions(entry) -> list:
    """The editions the rule is on in by default (docs/rules.md, "Editions"): those its guidelines
    quote (all when one has no edition: the API reference holds in every edition), less `offIn`;
    none when the rule is opt-in. The one derivation: the binary and the docs both take it from here."""
    if entry.get("optIn"):
        return []
    quoted = [guideline.get("edition") for guideline in entry.get("guidelines") or []]
    editions = list(EDITIONS) if None in quoted else [edition for edition in EDITIONS if edition in quoted]
    return [edition for edition in editions if edition not in (entry.get("offIn") or [])]


def registry(entries) -> str:
    ordered = sorted(entries, key=lambda entry: entry["order"])
    lines = ["// Generated by scripts/embed-catalog.py from Rules/*.yml. Do not edit; edit Rules/ and rerun.", ""]
    for entry in ordered:
        options = []
        for option in entry.get("options") or []:
            summary = option["summary"]
            options.append(f'RuleOption({swift_string(option["name"])}, default: {swift_number(option["default"])}, '
                           f'{swift_string(summary["en"])}, ko: {swift_string(summary["ko"])})')
        keys = ", ".join(swift_string(key) for key in entry["messages"])
        lines += [
            f"extension {entry['type']} {{",
            "    public static let description = RuleDescription(",
            f"        id: {swift_string(entry['id'])}, severity: .{entry['severity']}, optIn: {'true' if entry.get('optIn') else 'false'},",
            f"        defaultEditions: [{', '.join('.' + EDITIONS[edition] for edition in default_editions(entry))}],",
            f"        options: [{', '.join(options)}],",
            f"        messageKeys: [{keys}])",
            "}",
            "",
        ]
    lines += [
        "extension RuleRegistry {",
        "    /// The catalog's order (each entry's `order`), which `higlint rules` and the docs follow.",
        "    public static let catalogOrder = [",
        *[f"        {swift_string(entry['id'])}," for entry in ordered],
        "    ]",
        "",
        "    /// Every guideline rule, in the catalog's order.",
        "    public static let guidelineRules: [any Rule] = [",
        *[f"        {entry['type']}()," for entry in ordered],
        "    ]",
        "}",
        "",
    ]
    return "\n".join(lines)


def embedded(paths) -> str:
    lines = [
        "// Generated by scripts/embed-catalog.py from Rules/*.yml. Do not edit; edit Rules/ and rerun.",
        "enum EmbeddedCatalog {",
        "    static let files: [String: String] = [",
    ]
    for path in paths:
        lines.append(f'        "{path.name}": {literal(path.read_text(encoding="utf-8"))},')
    if not paths:
        lines.append("        :")
    lines += ["    ]", "}", ""]
    return "\n".join(lines)


def cell(text: str) -> str:
    """Catalog prose as one Markdown table cell."""
    return " ".join(str(text).split()).replace("|", "\\|")


def edition_list(editions: list) -> str:
    if not editions:
        return "none"
    return "all editions" if editions == list(EDITIONS) else ", ".join(editions)


def rules_table(entries) -> str:
    lines = ["| id | default severity | on by default in | options [default] | fix | what it reports |",
             "| --- | --- | --- | --- | --- | --- |"]
    for entry in entries:
        options = ", ".join(f"`{option['name']}` [{swift_number(option['default'])}]" for option in entry.get("options") or []) or "—"
        fix = (entry.get("fix") or {}).get("applicability", "—")
        swift = (entry.get("fix") or {}).get("swift")
        if swift:
            fix += f"; Swift: {swift['applicability']}"
        severity = "off (opt-in)" if entry.get("optIn") else entry["severity"]
        lines.append(f"| `{entry['id']}` | {severity} | {edition_list(default_editions(entry))} | {options} | {fix} | "
                     f"{cell(entry['summary']['en'])} |")
    return "\n".join(lines)


def editions_table(entries) -> str:
    lines = ["| edition | on by default | off by default |", "| --- | --- | --- |"]
    for edition in EDITIONS:
        on = [f"`{entry['id']}`" for entry in entries if edition in default_editions(entry)]
        off = [f"`{entry['id']}`" for entry in entries if edition not in default_editions(entry)]
        on_text = f"all but the {len(off)} on the right" if off and len(off) * 2 < len(on) else (", ".join(on) or "none")
        lines.append(f"| `{edition}` | {on_text} | {', '.join(off) or 'none'} |")
    return "\n".join(lines)


def fixes_table(entries) -> str:
    """One row per rule and kind of file its fix applies to (`fix`: YAML and JSON; `fix.swift`:
    Swift). Interface Builder files get none."""
    lines = ["| rule | files | kind | the fix, and when it is not offered |", "| --- | --- | --- | --- |"]
    for entry in entries:
        fix = entry.get("fix")
        if fix:
            lines.append(f"| `{entry['id']}` | YAML, JSON | {fix['applicability']} | {cell(fix['en'])} |")
            if fix.get("swift"):
                lines.append(f"| `{entry['id']}` | Swift | {fix['swift']['applicability']} | {cell(fix['swift']['en'])} |")
    return "\n".join(lines)


def with_regions(path: pathlib.Path, regions: dict) -> str:
    """The file's text with each named generated region rewritten; the prose around them stays."""
    text = path.read_text(encoding="utf-8")
    for name, body in regions.items():
        begin = f"<!-- begin generated {name} (scripts/embed-catalog.py from Rules/: edit those and rerun) -->"
        end = f"<!-- end generated {name} -->"
        pattern = re.compile(re.escape(begin) + r"\n.*?" + re.escape(end), re.DOTALL)
        if not pattern.search(text):
            fail(f"{path.relative_to(root)} has no region `{begin}` … `{end}`: put the two lines back where the table goes")
        text = pattern.sub(lambda _: begin + "\n" + body + "\n" + end, text, count=1)
    return text


paths = sorted(rules_dir.glob("*.yml"))
entries = load_entries(paths)
check_against_sources(entries)
ordered = sorted(entries, key=lambda entry: entry["order"])
outputs = {embedded_out: embedded(paths), registry_out: registry(entries)}
documents = {
    root / "docs" / "rules.md": {"rules": rules_table(ordered), "editions": editions_table(ordered)},
    root / "docs" / "fixes.md": {"fixes": fixes_table(ordered)},
}
for path, regions in documents.items():
    if path.exists():
        outputs[path] = with_regions(path, regions)
if "--check" in sys.argv:
    stale = [str(path.relative_to(root)) for path, text in outputs.items()
             if not path.exists() or path.read_text(encoding="utf-8") != text]
    if stale:
        sys.exit("stale: " + ", ".join(stale) + " (run python3 scripts/embed-catalog.py)")
    sys.exit(0)
for path, text in outputs.items():
    if not path.exists() or path.read_text(encoding="utf-8") != text:
        path.write_text(text, encoding="utf-8")
print(f"compiled {len(paths)} rule files into " + ", ".join(str(path.relative_to(root)) for path in outputs))
