#!/usr/bin/env bash
# Checks higlint's reports with their real consumers' tools (docs/ci.md):
#
#   scripts/check-reports.sh path/to/higlint
#
# - runs the binary with every --format over every file in Fixtures/ and over a hostile corpus
#   made here (file names with CR, LF, ANSI escapes, "::set-output", which git cannot hold
#   portably), then checks each report:
#     sarif       against the official SARIF 2.1.0 schema (../shared/validators) and GitHub code
#                 scanning's expectations (ruleIds described, relative URIs, integer regions, helpUri)
#     junit       against the Jenkins JUnit XSD with xmlschema, and read back with junitparser
#     checkstyle  well-formed, shaped as Checkstyle, and read back
#     gitlab      Code Quality shape, unique fingerprints
#     github      read back by a strict parser that re-implements the Actions runner's
#                 (ActionCommand) parsing and unescaping: every line one well-formed command
#     text        every line read by the shipped problem matchers (.github/, .vscode/)
#     html        well-formed XML, only the elements and attributes the reporter writes, every
#                 finding listed (scripts/check-html.sh renders it in Chromium)
#   every report is compared finding by finding with the JSON report;
# - validates the passes-* and example fixtures against docs/schema/screen.schema.json, and
#   checks that known-bad screens fail it (and that higlint agrees);
# - runs the real pre-commit on .pre-commit-hooks.yaml (committed HEAD) in a scratch repository.
#
# Prints one line per check; exits non-zero if any fails. Python packages go into a virtual
# environment in a temporary folder (or, where the venv module is missing, a --target folder).
set -euo pipefail

if [[ $# -ne 1 ]]; then
    echo "usage: $0 path/to/higlint" >&2
    exit 2
fi
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
[[ -x "$binary" ]] || { echo "check-reports: $1 is not an executable" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
validators="${HIGLINT_VALIDATORS:-$(dirname "$root")/shared/validators}"
for file in sarif-schema-2.1.0.json junit-10.xsd; do
    [[ -f "$validators/$file" ]] || { echo "check-reports: $validators/$file not found (shared/ must sit beside the checkout)" >&2; exit 2; }
done

work="$(mktemp -d "${TMPDIR:-/tmp}/higlint-check-reports.XXXXXX")"
trap 'rm -rf "$work"' EXIT

# --- Python tools ------------------------------------------------------------------------
python="${PYTHON:-python3}"
export PIP_ROOT_USER_ACTION=ignore PIP_DISABLE_PIP_VERSION_CHECK=1
packages=(jsonschema xmlschema junitparser pre-commit rfc3986-validator pyyaml)
if "$python" -m venv "$work/venv" >/dev/null 2>&1 && [[ -x "$work/venv/bin/pip" ]]; then
    "$work/venv/bin/pip" install -q --disable-pip-version-check "${packages[@]}"
    py="$work/venv/bin/python"
    precommit=("$work/venv/bin/pre-commit")
else
    # No venv module (Debian without python3-venv): a private --target folder, which PEP 668
    # allows even on an externally managed system Python.
    "$python" -m pip install -q --disable-pip-version-check --target "$work/site" "${packages[@]}"
    export PYTHONPATH="$work/site${PYTHONPATH:+:$PYTHONPATH}"
    py="$python"
    precommit=("$python" -m pre_commit)
fi
echo "ok   python tools installed ($("$py" --version 2>&1))"

# --- Reports, schema -----------------------------------------------------------------------
status=0
"$py" - "$binary" "$root" "$validators" "$work" <<'PYTHON' || status=1
import json, os, re, subprocess, sys, urllib.parse
import xml.etree.ElementTree as ET

binary, root, validators, work = sys.argv[1:5]
failures = 0

def check(ok, what, detail=""):
    global failures
    if ok:
        print(f"ok   {what}")
    else:
        failures += 1
        print(f"FAIL {what}" + (f": {detail}" if detail else ""))
    return ok

def shown(text, limit=160):
    text = repr(text)
    return text if len(text) <= limit else text[:limit] + "…"

# ---- What the reporters promise to do with characters (mirrors ReportSupport.swift) ----
def unsafe(ch):
    v = ord(ch)
    return (v <= 0x1F or 0x7F <= v <= 0x9F or v in (0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0xFFFE, 0xFFFF)
            or 0x202A <= v <= 0x202E or 0x2066 <= v <= 0x2069)

def visible(ch):
    return "\\u{%X}" % ord(ch)

def keep(text, kept):
    """Unsafe characters other than those in `kept` become visible \\u{..} escapes."""
    return "".join(ch if (ch in kept or not unsafe(ch)) else visible(ch) for ch in text)

def text_neutral(text):
    """TextReporter's neutralizingControlCharacters: `##[` broken as `##\\u{5B}` (a workflow
    command anywhere in a CI log line), then every unsafe character shown as a visible escape."""
    text = text.replace("##[", "##\\u{5B}")
    return "".join(visible(ch) if unsafe(ch) else ch for ch in text)

def displayed_path(path):
    """PathText.displayed: quoted when it begins or ends with white space or holds an unsafe
    character; inside the quotes `"` and `\\` escaped, unsafe characters visible escapes."""
    if path and (path[0].isspace() or path[-1].isspace() or any(unsafe(ch) for ch in path)):
        inner = "".join("\\" + ch if ch in '"\\' else (visible(ch) if unsafe(ch) else ch) for ch in path)
        return '"' + inner + '"'
    return path

def text_path(path):
    """The path as a text-report line starts: displayed, neutralised, and never `::` once the
    leading white space is trimmed (safeLogLine)."""
    shown = text_neutral(displayed_path(path))
    rest = shown.lstrip()
    if rest.startswith("::"):
        shown = shown[:len(shown) - len(rest)] + "\\u{3A}" + rest[1:]
    return shown

def xml_name(path):
    """A file name as the XML reports carry it: XML 1.0 cannot hold most control characters."""
    return keep(path, "\t\n\r")

def normalized_path(path):
    rest = path
    while rest.startswith("./"):
        rest = rest[2:].lstrip("/")
    return rest or path

# ---- Fixtures and the hostile corpus ----
EXTENSIONS = (".yaml", ".yml", ".json", ".storyboard", ".xib", ".swift")  # what a folder walk lints
def walk(base):
    found = []
    for folder, dirs, files in os.walk(base):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d != ".build")
        for name in sorted(files):
            if name.endswith(EXTENSIONS) and not name.startswith("."):  # hidden files are skipped too
                found.append(os.path.join(folder, name))
    return found

fixture_files = walk(os.path.join(root, "Fixtures"))
check(len(fixture_files) > 0, f"fixtures found: {len(fixture_files)} files under Fixtures/")

hostile = os.path.join(work, "hostile")
os.makedirs(hostile)
ESC = "\x1b"
hostile_names = [
    "line\nfeed.yaml",
    "carriage\rreturn.yaml",
    f"{ESC}[2J{ESC}[31mansi.yaml",
    "::set-output name=x::y.yaml",
    "\n::error file=a,line=1::injected.yaml",
    "%0A%25 100% a,b:c d.yaml",
    "<x>&amp;\"]]>'.json",
    "##[error]legacy.yaml",
    "unicode é 😀 \u202eevil.yaml",
    # Names a Windows checkout cannot hold (they were Fixtures/hostile-names/ in git).
    '<b>&amp;"quoted" ]]> 100% a,b 10:30:45.yaml',
    '&lt;json&gt; "]]>" %25 x,y:z.json',
    # Leading white space the Actions runner trims before it reads `::`, and bidi marks.
    " ::error title=Scan passed::All green.yaml",
    "\u00a0::warning::nbsp.yaml",
    "rlm\u200f\u061c\u200e.yaml",
]
hostile_body = (
    'screen: "hostile <&> \\"]]>"\n'
    "platform: iPadOS\n"
    "elements:\n"
    '  - id: "\\e[2J::set-output name=x::y"\n'
    "    type: button\n"
    '  - id: "\\e[2J::set-output name=x::y"\n'
    "    type: button\n"
    "    presents:\n"
    '      id: "p\\r\\n::error::x,y:z %0A %25 ]]> <b> &amp; {0} [l](0) ##[warning]w"\n'
    "      type: popover\n"
    "      dismiss: {outsideTap: save}\n"
    '      passthrough: ["\\n::set-output name=z::w", "\\e]8;;http://example.invalid\\a", "\\u2028\\u202e"]\n'
    "      content:\n"
    "        - type: button\n"
    "          presents: {type: popover, dismiss: {outsideTap: save}}\n"
    "  - type: button\n"
    '    "k\\r\\n::warning::x<&>\\"]]>%3A%2C": 1\n'
)
hostile_json = ('{"screen": "j", "platform": "iPadOS", "elements": ['
                '{"id": "\\u001b[0m", "type": "button"}, {"id": "\\u001b[0m", "type": "button"}]}\n')
for name in hostile_names:
    with open(os.path.join(hostile, name), "w", encoding="utf-8", newline="") as handle:
        handle.write(hostile_json if name.endswith(".json") else hostile_body)
check(True, f"hostile corpus made: {len(hostile_names)} files with CR, LF, ANSI and workflow-command names")

# ---- Running higlint ----
FORMATS = ["json", "text", "sarif", "junit", "checkstyle", "github", "gitlab", "html"]
# The file formats are written with --output, as docs/ci.md's CI snippets do; the others
# go to standard output, as in a CI log.
FILE_FORMATS = {"sarif": "higlint.sarif", "junit": "higlint-junit.xml", "checkstyle": "higlint-checkstyle.xml",
                "gitlab": "gl-code-quality-report.json", "html": "higlint.html"}
def run(cwd, paths, fmt):
    output = os.path.join(work, "out", FILE_FORMATS[fmt]) if fmt in FILE_FORMATS else None
    if output:
        os.makedirs(os.path.dirname(output), exist_ok=True)
        if os.path.exists(output): os.remove(output)
    result = subprocess.run([binary, "lint", "--format", fmt, "--color", "never",
                             *(["--output", output] if output else []), *paths], cwd=cwd, capture_output=True)
    if output:
        if result.stdout:
            return 99, result.stdout, b"--output given, yet something went to standard output"
        with open(output, "rb") as handle:
            return result.returncode, handle.read(), result.stderr
    return result.returncode, result.stdout, result.stderr

cases = [
    # Every fixture named, so every one is read: a walk would pass over the YAML and JSON files of
    # Fixtures/app-repository that are no screens (scripts/check-app-repository.sh checks the walk).
    ("fixtures", root, [os.path.relpath(f, root) for f in fixture_files], [os.path.relpath(f, root) for f in fixture_files]),
    ("hostile", hostile, ["."], ["./" + n for n in sorted(hostile_names)]),
]
# Single files too: a clean file alone, and a file given as ./path.
clean = [f for f in fixture_files if os.path.basename(f).startswith("passes-")]
if clean:
    relative = os.path.relpath(clean[0], root)
    cases.append(("one clean file", root, ["./" + relative], ["./" + relative]))

# ---- Reading the reports back ----
def load_json_report(data):
    report = json.loads(data)
    return report["diagnostics"], report["summary"]

SARIF_LEVEL = {"error": "error", "warning": "warning", "info": "note"}
GITLAB_SEVERITY = {"error": "major", "warning": "minor", "info": "info"}
GITHUB_COMMAND = {"error": "error", "warning": "warning", "info": "notice"}

def check_sarif(label, data, diags):
    import jsonschema
    with open(os.path.join(validators, "sarif-schema-2.1.0.json"), encoding="utf-8") as handle:
        schema = json.load(handle)
    log = json.loads(data)
    errors = sorted(jsonschema.Draft4Validator(schema, format_checker=jsonschema.Draft4Validator.FORMAT_CHECKER).iter_errors(log),
                    key=lambda e: list(e.path))
    check(not errors, f"{label}: sarif validates against the official SARIF 2.1.0 schema (formats checked)",
          "; ".join(f"{list(e.path)}: {e.message[:200]}" for e in errors[:5]))
    problems = []
    run_ = log["runs"][0]
    if len(log["runs"]) != 1: problems.append("not exactly one run")
    if run_.get("columnKind") != "unicodeCodePoints": problems.append("columnKind is not unicodeCodePoints")
    driver = run_["tool"]["driver"]
    # No made-up home page: informationUri is left out, or a real https address.
    if driver.get("name") != "higlint" or not driver.get("version") or not driver.get("informationUri", "https://").startswith("https://"):
        problems.append("driver name/version/informationUri")
    rules = driver.get("rules", [])
    ids = [r["id"] for r in rules]
    if len(ids) != len(set(ids)): problems.append("duplicate rule ids")
    for rule in rules:
        for key in ("shortDescription", "fullDescription"):
            if not rule.get(key, {}).get("text"): problems.append(f"rule {rule['id']}: no {key}.text")
        if not rule.get("help", {}).get("text") or not rule.get("help", {}).get("markdown"):
            problems.append(f"rule {rule['id']}: help needs text and markdown")
        # Guideline rules (tagged hig) link Apple's page; the others have none rather than a made-up one.
        if "hig" in rule.get("properties", {}).get("tags", []):
            if not re.match(r"^https://developer\.apple\.com/", rule.get("helpUri", "")): problems.append(f"rule {rule['id']}: helpUri")
        elif "helpUri" in rule: problems.append(f"rule {rule['id']}: a helpUri for a rule documented in the project")
        if re.search(r"<[A-Za-z/!]", rule.get("help", {}).get("markdown", "")): problems.append(f"rule {rule['id']}: HTML in markdown")
    results = run_.get("results", [])
    if len(results) != len(diags): problems.append(f"{len(results)} results for {len(diags)} diagnostics")
    fingerprints = set()
    for result, diag in zip(results, diags):
        where = f"{shown(diag['file'], 60)}:{diag['line']}:{diag['column']}"
        if result["ruleId"] != diag["rule"]: problems.append(f"{where}: ruleId")
        if result["ruleId"] not in ids: problems.append(f"{where}: ruleId {result['ruleId']} not in tool.driver.rules")
        index = result.get("ruleIndex")
        if not isinstance(index, int) or index >= len(rules) or rules[index]["id"] != result["ruleId"]:
            problems.append(f"{where}: ruleIndex does not point at its rule")
        if result.get("level") != SARIF_LEVEL[diag["severity"]]: problems.append(f"{where}: level")
        text = result.get("message", {}).get("text", "")
        if not text: problems.append(f"{where}: empty message")
        if text.replace("{{", "{").replace("}}", "}").replace("\\[", "[").replace("\\]", "]").replace("\\\\", "\\") != diag["message"]:
            problems.append(f"{where}: message {shown(text)} != {shown(diag['message'])}")
        locations = result.get("locations", [])
        if len(locations) != 1: problems.append(f"{where}: not one location"); continue
        physical = locations[0]["physicalLocation"]
        artifact = physical["artifactLocation"]
        uri = artifact["uri"]
        if artifact.get("uriBaseId") != "%SRCROOT%": problems.append(f"{where}: uriBaseId")
        parsed = urllib.parse.urlsplit(uri)
        if parsed.scheme or parsed.netloc or uri.startswith("/") or parsed.query or parsed.fragment:
            problems.append(f"{where}: uri {shown(uri)} is not a relative path reference")
        if re.search(r"[^A-Za-z0-9\-._~/%]", uri): problems.append(f"{where}: uri {shown(uri)} has unencoded characters")
        if urllib.parse.unquote(uri, errors="strict") != normalized_path(diag["file"]):
            problems.append(f"{where}: uri {shown(uri)} does not decode to the reported path")
        region = physical["region"]
        for key in ("startLine", "startColumn", "endLine", "endColumn"):
            if not isinstance(region.get(key), int) or isinstance(region.get(key), bool) or region[key] < 1:
                problems.append(f"{where}: region.{key} is not a positive integer")
        if (region.get("startLine"), region.get("startColumn")) != (diag["line"], diag["column"]):
            problems.append(f"{where}: region start")
        fingerprint = result.get("partialFingerprints", {}).get("higlint/v1")
        if not fingerprint: problems.append(f"{where}: no partialFingerprints")
        elif fingerprint in fingerprints: problems.append(f"{where}: fingerprint repeated")
        fingerprints.add(fingerprint)
    check(not problems, f"{label}: sarif meets GitHub code scanning's expectations ({len(results)} results, {len(rules)} rules)",
          "; ".join(problems[:8]))

def check_junit(label, path, diags, files):
    import xmlschema, junitparser
    schema = xmlschema.XMLSchema(os.path.join(validators, "junit-10.xsd"))
    errors = list(schema.iter_errors(path))
    check(not errors, f"{label}: junit validates against junit-10.xsd (xmlschema)", "; ".join(str(e)[:200] for e in errors[:3]))
    problems = []
    xml = junitparser.JUnitXml.fromfile(path)
    suites = list(xml) if isinstance(xml, junitparser.JUnitXml) else [xml]
    if [s.name for s in suites] != files:
        problems.append(f"suites {shown([s.name for s in suites][:4])} != files {shown(files[:4])}")
    by_file = {}
    for diag in diags:
        by_file.setdefault(xml_name(diag["file"]), []).append(diag)
    listed_lines = 0
    for suite in suites:
        cases = list(suite)
        names = [c.name for c in cases]
        if len(names) != len(set(names)): problems.append(f"{shown(suite.name, 60)}: repeated case names")
        expected_rules = list(dict.fromkeys(d["rule"] for d in by_file.get(suite.name, [])))
        failing = [c for c in cases if not c.is_passed]
        if expected_rules:
            if sorted(c.name for c in failing) != sorted(expected_rules) or len(cases) != len(expected_rules):
                problems.append(f"{shown(suite.name, 60)}: cases {names} != rules {expected_rules}")
        elif len(cases) != 1 or failing:
            problems.append(f"{shown(suite.name, 60)}: a clean file needs one passing case")
        if suite.tests != len(cases) or suite.failures != len(failing) or suite.errors != 0:
            problems.append(f"{shown(suite.name, 60)}: counts tests={suite.tests} failures={suite.failures}")
        for case in failing:
            if case.classname != suite.name: problems.append(f"{shown(suite.name, 60)}: classname")
            for result in case.result:
                lines = (result.text or "").split("\n")
                listed_lines += len(lines)
                expected = [d for d in by_file.get(suite.name, []) if d["rule"] == case.name]
                wanted = [f"{d['line']}:{d['column']}: {d['severity']}: {keep(d['message'], '')}" for d in expected]
                if lines != wanted: problems.append(f"{shown(suite.name, 60)} {case.name}: failure text {shown(lines)} != {shown(wanted)}")
    if listed_lines != len(diags): problems.append(f"{listed_lines} failure lines for {len(diags)} diagnostics")
    total_failures = sum(len(list(dict.fromkeys(d["rule"] for d in v))) for v in by_file.values())
    if isinstance(xml, junitparser.JUnitXml):
        xml.update_statistics()
        if xml.failures != total_failures: problems.append(f"testsuites failures {xml.failures} != {total_failures}")
    check(not problems, f"{label}: junit read back by junitparser ({len(suites)} suites, {total_failures} failing cases)", "; ".join(problems[:6]))

def check_checkstyle(label, data, diags, files):
    problems = []
    try:
        tree = ET.fromstring(data)
    except ET.ParseError as error:
        check(False, f"{label}: checkstyle is well-formed XML", str(error))
        return
    check(True, f"{label}: checkstyle is well-formed XML")
    if tree.tag != "checkstyle" or not tree.get("version"): problems.append("root is not <checkstyle version=…>")
    names = [f.get("name") for f in tree]
    if any(f.tag != "file" for f in tree): problems.append("a child of <checkstyle> is not <file>")
    if names != files: problems.append(f"files {shown(names[:3])} != {shown(files[:3])}")
    errors = [(f.get("name"), e) for f in tree for e in f]
    if len(errors) != len(diags): problems.append(f"{len(errors)} errors for {len(diags)} diagnostics")
    for (name, error), diag in zip(errors, diags):
        where = f"{shown(diag['file'], 60)}:{diag['line']}"
        if error.tag != "error": problems.append(f"{where}: <{error.tag}>")
        if name != xml_name(diag["file"]): problems.append(f"{where}: file name {shown(name)}")
        if error.get("line") != str(diag["line"]) or error.get("column") != str(diag["column"]): problems.append(f"{where}: line/column")
        if error.get("severity") not in ("error", "warning", "info") or error.get("severity") != diag["severity"]: problems.append(f"{where}: severity")
        if error.get("source") != "higlint." + diag["rule"]: problems.append(f"{where}: source")
        if error.get("message") != keep(diag["message"], "\t\n\r"): problems.append(f"{where}: message {shown(error.get('message'))}")
    check(not problems, f"{label}: checkstyle is shaped as Checkstyle and matches the findings ({len(errors)} errors)", "; ".join(problems[:6]))

def check_gitlab(label, data, diags):
    problems = []
    issues = json.loads(data)
    if not isinstance(issues, list): problems.append("not a JSON array"); issues = []
    if len(issues) != len(diags): problems.append(f"{len(issues)} issues for {len(diags)} diagnostics")
    for issue, diag in zip(issues, diags):
        where = f"{shown(diag['file'], 60)}:{diag['line']}"
        for key in ("description", "check_name", "fingerprint", "severity"):
            if not isinstance(issue.get(key), str) or not issue[key]: problems.append(f"{where}: {key}")
        if issue.get("severity") not in ("info", "minor", "major", "critical", "blocker"): problems.append(f"{where}: severity")
        if issue.get("severity") != GITLAB_SEVERITY[diag["severity"]]: problems.append(f"{where}: severity mapping")
        location = issue.get("location", {})
        begin = location.get("lines", {}).get("begin")
        if not isinstance(location.get("path"), str) or not isinstance(begin, int) or begin < 1: problems.append(f"{where}: location")
        if location.get("path") != normalized_path(diag["file"]) or begin != diag["line"]: problems.append(f"{where}: location values")
        if issue.get("check_name") != diag["rule"] or issue.get("description") != diag["message"]: problems.append(f"{where}: check_name/description")
    prints = [i.get("fingerprint") for i in issues]
    if len(set(prints)) != len(prints): problems.append("fingerprints repeat (GitLab would collapse findings)")
    check(not problems, f"{label}: gitlab Code Quality shape, {len(set(prints))} unique fingerprints", "; ".join(problems[:6]))

# The Actions runner's parser (actions/runner ActionCommand.TryParseV2 and its unescaping),
# made strict: anything it would read differently from what we meant is a failure.
DATA_UNESCAPES = [("%0D", "\r"), ("%0A", "\n"), ("%25", "%")]
PROPERTY_UNESCAPES = [("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")]
def unescape(text, table):
    for token, replacement in table:
        text = text.replace(token, replacement)
    return text

def parse_workflow_command(line):
    message = line.lstrip()
    if not message.startswith("::"): raise ValueError("does not start with ::")
    end = message.find("::", 2)
    if end < 0: raise ValueError("no :: after the command")
    info = message[2:end]
    space = info.find(" ")
    name = info if space < 0 else info[:space]
    properties = {}
    if space > 0:
        for item in info[space + 1:].strip().split(","):
            if not item: raise ValueError("empty property")
            pair = item.split("=", 1)
            if len(pair) != 2 or not pair[0] or not pair[1]: raise ValueError(f"malformed property {item!r}")
            if pair[0] in properties: raise ValueError(f"repeated property {pair[0]}")
            properties[pair[0]] = unescape(pair[1], PROPERTY_UNESCAPES)
    return name, properties, unescape(message[end + 2:], DATA_UNESCAPES)

def check_github(label, data, diags):
    problems = []
    if b"\r" in data: problems.append("a raw CR (the runner's ReadLine would split the line there)")
    text = data.decode("utf-8")
    lines = text.split("\n")
    if lines and lines[-1] == "": lines.pop()
    if len(lines) != len(diags): problems.append(f"{len(lines)} lines for {len(diags)} diagnostics")
    for line, diag in zip(lines, diags):
        where = f"{shown(diag['file'], 60)}:{diag['line']}"
        if any(unsafe(ch) for ch in line): problems.append(f"{where}: raw control character in {shown(line)}"); continue
        try:
            name, props, message = parse_workflow_command(line)
        except ValueError as error:
            problems.append(f"{where}: {error}: {shown(line)}"); continue
        if name != GITHUB_COMMAND[diag["severity"]]: problems.append(f"{where}: command {name}")
        allowed = {"file", "line", "endLine", "col", "endColumn", "title"}
        if set(props) - allowed: problems.append(f"{where}: unknown properties {set(props) - allowed}")
        for key in ("line", "endLine", "col", "endColumn"):
            if key in props and not re.fullmatch(r"[1-9][0-9]*", props[key]): problems.append(f"{where}: {key} not a positive integer")
        if props.get("file") != keep(normalized_path(diag["file"]), "\r\n"): problems.append(f"{where}: file {shown(props.get('file'))}")
        if props.get("line") != str(diag["line"]) or props.get("endLine") != str(diag["endLine"]): problems.append(f"{where}: line/endLine")
        same_line = diag["line"] == diag["endLine"]
        if same_line != ("col" in props) or same_line != ("endColumn" in props): problems.append(f"{where}: col/endColumn sent {'without' if same_line else 'with'} line == endLine")
        if same_line and props.get("col") != str(diag["column"]): problems.append(f"{where}: col")
        if props.get("title") != diag["rule"]: problems.append(f"{where}: title")
        if message != keep(diag["message"], "\r\n"): problems.append(f"{where}: message {shown(message)} != {shown(diag['message'])}")
    check(not problems, f"{label}: github workflow commands parse back strictly, one per diagnostic ({len(lines)})", "; ".join(problems[:6]))

def matchers():
    with open(os.path.join(root, ".github/higlint-problem-matcher.json"), encoding="utf-8") as handle:
        github = json.load(handle)["problemMatcher"]
    with open(os.path.join(root, ".vscode/tasks.json"), encoding="utf-8") as handle:
        vscode = [t["problemMatcher"] for t in json.load(handle)["tasks"]]
    return github, vscode

def check_text(label, data, diags):
    github, vscode = matchers()
    problems = []
    lines = data.decode("utf-8").splitlines()
    if len(lines) != len(diags): problems.append(f"{len(lines)} lines for {len(diags)} diagnostics")
    for line, diag in zip(lines, diags):
        expected = {"file": text_path(diag["file"]), "line": str(diag["line"]), "column": str(diag["column"]),
                    "message": text_neutral(diag["message"]), "code": diag["rule"]}
        # GitHub: the first matcher whose pattern matches and whose severity the runner supports.
        got = None
        for matcher in github:
            pattern = matcher["pattern"][0]
            found = re.search(pattern["regexp"], line)
            if not found: continue
            severity = found.group(pattern["severity"]) if "severity" in pattern else matcher.get("severity")
            if severity not in ("error", "warning", "notice"): continue
            got = {k: found.group(pattern[k]) for k in ("file", "line", "column", "message", "code")}
            got["severity"] = severity
            break
        wanted_severity = {"error": "error", "warning": "warning", "info": "notice"}[diag["severity"]]
        if got is None or {k: got[k] for k in expected} != expected or got["severity"] != wanted_severity:
            problems.append(f"GitHub matcher on {shown(line)}: {got}")
        for matcher in vscode:
            pattern = matcher["pattern"]
            found = re.search(pattern["regexp"], line)
            got = found and {k: found.group(pattern[k]) for k in ("file", "line", "column", "message", "code", "severity")}
            if not got or {k: got[k] for k in expected} != expected or got["severity"] != diag["severity"]:
                problems.append(f"VS Code matcher on {shown(line)}: {got}")
    check(not problems, f"{label}: text lines read by the GitHub and VS Code problem matchers ({len(lines)})", "; ".join(problems[:4]))

HTML_ELEMENTS = {"html", "head", "meta", "title", "style", "body", "header", "h1", "h2", "h3", "p", "main", "section",
                 "table", "caption", "thead", "tbody", "tr", "th", "td", "span", "code", "ul", "ol", "li", "a", "blockquote",
                 "strong", "footer", "figure", "figcaption", "svg", "desc", "g", "rect", "polygon", "text"}
HTML_ATTRIBUTES = {"xmlns", "lang", "charset", "name", "content", "http-equiv", "id", "class", "href", "scope", "cite", "role",
                   "aria-labelledby", "aria-hidden", "viewBox", "width", "height", "data-scale", "font-size",
                   "stroke-width", "x", "y", "points"}

def check_html(label, data, diags):
    """Well-formed XML after the doctype, only the elements and attributes the reporter writes
    (nothing a file could inject), one list item per finding, and nothing fetched."""
    import xml.etree.ElementTree as ET
    text = data.decode("utf-8")
    problems = []
    if not text.startswith("<!DOCTYPE html>\n"): problems.append("no HTML doctype")
    try:
        root_element = ET.fromstring(text.split("\n", 1)[1])
    except ET.ParseError as error:
        check(False, f"{label}: html is well-formed", str(error)); return
    elements = list(root_element.iter())
    local = lambda name: name.rsplit("}", 1)[-1]
    stray = {local(e.tag) for e in elements} - HTML_ELEMENTS
    stray_attributes = {local(a) for e in elements for a in e.attrib} - HTML_ATTRIBUTES
    if stray: problems.append(f"elements {sorted(stray)}")
    if stray_attributes: problems.append(f"attributes {sorted(stray_attributes)}")
    findings = [e for e in elements if local(e.tag) == "li" and "finding" in e.attrib.get("class", "").split()]
    if len(findings) != len(diags): problems.append(f"{len(findings)} findings for {len(diags)} diagnostics")
    external = [e.attrib["href"] for e in elements if "href" in e.attrib
                and not e.attrib["href"].startswith(("#", "https://developer.apple.com/"))]
    if external: problems.append(f"links outside the page: {external[:3]}")
    check(not problems, f"{label}: html well-formed, only its own markup, every finding listed ({len(findings)})", "; ".join(problems[:4]))

for number, (label, cwd, paths, files) in enumerate(cases):
    outputs = {}
    for fmt in FORMATS:
        code, out, err = run(cwd, paths, fmt)
        outputs[fmt] = out
        check(code in (0, 1), f"{label}: --format {fmt} exits 0 or 1 (got {code})", err.decode("utf-8", "replace")[:300])
    diags, summary = load_json_report(outputs["json"])
    expected_files = sorted(xml_name(f) for f in files)
    check(summary["files"] == len(files), f"{label}: every file linted ({summary['files']} of {len(files)})")
    # The reports list files in the order higlint walked them: take that order from JUnit.
    check_sarif(label, outputs["sarif"], diags)
    junit_path = os.path.join(work, f"junit-{number}.xml")
    with open(junit_path, "wb") as handle:
        handle.write(outputs["junit"])
    import junitparser
    suite_names = [s.name for s in junitparser.JUnitXml.fromfile(junit_path)]
    check(sorted(suite_names) == expected_files, f"{label}: junit lists every file once", shown(sorted(set(suite_names) ^ set(expected_files))))
    check_junit(label, junit_path, diags, suite_names)
    check_checkstyle(label, outputs["checkstyle"], diags, suite_names)
    check_gitlab(label, outputs["gitlab"], diags)
    check_github(label, outputs["github"], diags)
    check_text(label, outputs["text"], diags)
    check_html(label, outputs["html"], diags)

# ---- The screen JSON Schema ----
import jsonschema, yaml

class Loader(yaml.SafeLoader):
    """PyYAML reads YAML 1.1, where yes/no/on/off are booleans; higlint (and yaml-language-server)
    read YAML 1.2, where only true/false are. Resolve booleans the YAML 1.2 way."""
Loader.yaml_implicit_resolvers = {k: [r for r in v if r[0] != "tag:yaml.org,2002:bool"]
                                  for k, v in yaml.SafeLoader.yaml_implicit_resolvers.items()}
Loader.add_implicit_resolver("tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))

def documents(path):
    with open(path, encoding="utf-8-sig") as handle:
        if path.endswith(".json"):
            return [json.load(handle)]
        return [d for d in yaml.load_all(handle, Loader=Loader) if d is not None]

with open(os.path.join(root, "docs/schema/screen.schema.json"), encoding="utf-8") as handle:
    screen_schema = json.load(handle)
try:
    jsonschema.Draft7Validator.check_schema(screen_schema)
    check(True, "docs/schema/screen.schema.json is a valid draft-07 schema")
except jsonschema.SchemaError as error:
    check(False, "docs/schema/screen.schema.json is a valid draft-07 schema", str(error)[:300])
validator = jsonschema.Draft7Validator(screen_schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)

# Screen descriptions only: storyboards are not the screen format (docs/sources.md).
good = [f for f in fixture_files if f.endswith((".yaml", ".yml", ".json"))
        and (os.path.basename(f).startswith("passes-") or os.sep + "examples" + os.sep in f)]
count = 0
for path in good:
    try:
        docs = documents(path)
    except Exception as error:
        check(False, f"schema: {os.path.relpath(path, root)} loads", str(error)[:200]); continue
    for number, doc in enumerate(docs, 1):
        count += 1
        errors = list(validator.iter_errors(doc))
        if errors:
            check(False, f"schema: {os.path.relpath(path, root)} document {number} validates",
                  "; ".join(f"{list(e.path)}: {e.message[:150]}" for e in errors[:3]))
check(count > 0, f"schema: {count} documents of {len(good)} passes-*/example fixtures checked (failures listed above)")

# The yaml-language-server modeline docs/ci.md shows: wherever a fixture uses it, it must name
# the shipped schema.
schema_file = os.path.realpath(os.path.join(root, "docs/schema/screen.schema.json"))
modelines = 0
for path in fixture_files:
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            found = re.match(r"^#\s*yaml-language-server:\s*\$schema=(\S+)\s*$", line)
            if found:
                modelines += 1
                target = os.path.realpath(os.path.join(os.path.dirname(path), found.group(1)))
                check(target == schema_file, f"schema: the modeline in {os.path.relpath(path, root)} names docs/schema/screen.schema.json",
                      found.group(1))
check(modelines > 0, f"schema: {modelines} fixture(s) carry the yaml-language-server modeline")

KNOWN_BAD = {
    "unknown key": "screen: A\nplatform: iPadOS\nelements: []\ncolour: red\n",
    "misspelt element key": "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    titel: Go\n",
    "platform outside its enumeration": "screen: A\nplatform: Android\nelements: []\n",
    "missing platform": "screen: A\nelements: []\n",
    "element without type": "screen: A\nplatform: iOS\nelements:\n  - id: a\n",
    "presentation among children": "screen: A\nplatform: iPadOS\nelements:\n  - type: popover\n",
    "element under presents": "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    presents: {type: button}\n",
    "children on a presentation": "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    presents: {type: popover, children: []}\n",
    "colour not #RRGGBB": "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    presents: {type: popover, background: \"#12345\"}\n",
    "size not a number": "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    presents: {type: popover, size: {width: wide}}\n",
    "negative size": "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    presents: {type: popover, size: {width: -1}}\n",
    "bad outsideTap": "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    presents: {type: popover, dismiss: {outsideTap: keep}}\n",
    "bad arrow list": "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    presents: {type: popover, arrow: [up, any]}\n",
    "frame without y": "screen: A\nplatform: iPadOS\nelements:\n  - type: button\n    frame: {x: 0, width: 1, height: 1}\n",
}
for name, text in KNOWN_BAD.items():
    doc = yaml.load(text, Loader=Loader)
    rejected = not validator.is_valid(doc)
    path = os.path.join(work, "bad.yaml")
    with open(path, "w", encoding="utf-8") as handle:
        handle.write(text)
    code, out, _ = run(work, ["bad.yaml"], "json")
    schema_rules = {"invalid-document", "missing-key", "invalid-value", "unknown-key", "duplicate-id", "duplicate-key", "unknown-reference"}
    fired = sorted({d["rule"] for d in json.loads(out)["diagnostics"]} & schema_rules)
    check(rejected and fired, f"schema: known-bad ({name}) fails the schema, and higlint reports {fired or 'nothing'}")

print(f"{'ok  ' if failures == 0 else 'FAIL'} reports and schema: {failures} failure(s)")
sys.exit(1 if failures else 0)
PYTHON

# --- pre-commit, with the hooks file of this repository ----------------------------------
head="$(git -C "$root" rev-parse HEAD 2>/dev/null || true)"
if [[ -z "$head" ]]; then
    echo "FAIL pre-commit: $root is not a git checkout with a commit (pre-commit clones the hooks from it)"
    status=1
elif ! git -C "$root" cat-file -e "$head:.pre-commit-hooks.yaml" 2>/dev/null; then
    echo "FAIL pre-commit: .pre-commit-hooks.yaml is not committed at HEAD ($head)"
    status=1
else
    if ! git -C "$root" diff --quiet HEAD -- .pre-commit-hooks.yaml; then
        echo "note pre-commit: testing the committed .pre-commit-hooks.yaml (the working copy differs)"
    fi
    repo="$work/pre-commit-repo"
    mkdir -p "$repo/screens"
    git -C "$repo" init -q
    git -C "$repo" config user.email "check@example.invalid"
    git -C "$repo" config user.name "check-reports"
    cat > "$repo/screens/good.yaml" <<'YAML'
screen: Library
platform: iPadOS
elements:
  - id: filter
    type: barButton
    presents:
      type: popover
      size: {width: 320, height: 400}
      dismiss: {outsideTap: save}
YAML
    # The configuration docs/ci.md shows, pointed at this checkout and its HEAD.
    cat > "$repo/.pre-commit-config.yaml" <<YAML
repos:
  - repo: $root
    rev: $head
    hooks:
      - id: higlint
        files: ^screens/.*\.(ya?ml|json)$
YAML
    git -C "$repo" add .pre-commit-config.yaml screens/good.yaml
    git -C "$repo" commit -q -m "good screen"
    export PRE_COMMIT_HOME="$work/pre-commit-home"
    bindir="$(dirname "$binary")"
    if (cd "$repo" && PATH="$bindir:$PATH" "${precommit[@]}" run --all-files >"$work/pc-good.log" 2>&1); then
        echo "ok   pre-commit: hook 'higlint' passes on a good screen"
    else
        echo "FAIL pre-commit: hook 'higlint' fails on a good screen"; sed 's/^/     /' "$work/pc-good.log"; status=1
    fi
    # Written only now: the hook lints the whole work tree (pass_filenames: false), untracked files too.
    cat > "$repo/screens/bad.yaml" <<'YAML'
screen: Library
platform: iPadOS
elements:
  - id: filter
    type: barButton
    presents:
      id: filters
      type: popover
      dismiss: {outsideTap: save}
      content:
        - id: sort
          type: button
          presents: {type: popover, dismiss: {outsideTap: save}}
YAML
    git -C "$repo" add screens/bad.yaml
    check_bad_screen() {  # $1: which configuration
        if (cd "$repo" && PATH="$bindir:$PATH" "${precommit[@]}" run --all-files >"$work/pc-bad.log" 2>&1); then
            echo "FAIL pre-commit: $1 passes on a bad screen"; sed 's/^/     /' "$work/pc-bad.log"; status=1
        elif grep -q "screens/bad.yaml:13:.*\[popover-nested\]" "$work/pc-bad.log" && ! grep -q "good.yaml:" "$work/pc-bad.log"; then
            echo "ok   pre-commit: $1 fails on a bad screen and names the finding"
        else
            echo "FAIL pre-commit: $1 failed without the expected finding"; sed 's/^/     /' "$work/pc-bad.log"; status=1
        fi
    }
    check_bad_screen "hook 'higlint'"
    # The repo: local hook of docs/ci.md and the README.
    cat > "$repo/.pre-commit-config.yaml" <<'YAML'
repos:
  - repo: local
    hooks:
      - id: higlint
        name: higlint
        entry: higlint lint
        language: system
        files: \.(ya?ml|json|storyboard|xib|swift)$
        pass_filenames: false
        require_serial: true
YAML
    git -C "$repo" add .pre-commit-config.yaml
    check_bad_screen "the repo: local hook"
fi

if [[ $status -eq 0 ]]; then echo "ok   all report checks passed"; else echo "FAIL some report checks failed"; fi
exit $status
