#!/usr/bin/env bash
# Renders the HTML report of Fixtures/examples in a real browser (headless Chromium) and checks
# what a reader would see:
#
#   scripts/check-html.sh path/to/higlint
#
# - installs Debian's `chromium` with apt-get when it is missing (CI runs as root), and a font
#   with Hangul (`fonts-nanum`) for the Korean page when there is none;
# - writes the report (English and Korean) and screenshots of it, light and dark, under
#   .build/artifacts/html/ (listed at the end: CI keeps them as artefacts);
# - prints it to PDF (Chromium's print path, @media print);
# - checks each screenshot is a real picture (size, many colours), the browser logs no console
#   error, and the browser's DOM holds the same elements as the file (the HTML parser reads the
#   page as the strict XML parse in the tests does);
# - for every drawing of the examples and of the geometry rules' fixtures (overlaps with a source
#   or an essential element, parts off the screen): shows it alone (#anchor) and samples pixels where
#   the SVG's own coordinates say the viewport, each popover and each reported overlap or
#   off-screen part are: they must have those shapes' colours.
#
# Exit status 0 when every check passes, 1 when one fails, 2 when it cannot run.
set -euo pipefail

if [[ $# -ne 1 ]]; then
  echo "usage: $0 path/to/higlint" >&2
  exit 2
fi
binary="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
[[ -x $binary ]] || { echo "check-html: $1 is not an executable" >&2; exit 2; }
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z $browser ]]; then
  if [[ $(id -u) != 0 ]]; then
    echo "check-html: Chromium is missing; install Debian's chromium (apt-get install chromium) or run as root" >&2
    exit 2
  fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  browser=$(command -v chromium)
fi
# Korean text (--locale ko) needs a font with Hangul, or the Korean screenshot shows empty boxes.
if [[ -z $(fc-list :lang=ko 2>/dev/null) ]]; then
  if [[ $(id -u) == 0 ]]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-nanum >/dev/null
  else
    echo "check-html: no Korean font (apt-get install fonts-nanum); the Korean screenshot will show boxes" >&2
  fi
fi
echo "browser: $("$browser" --version 2>/dev/null | head -1)"

artifacts="$root/.build/artifacts/html"
rm -rf "$artifacts"
mkdir -p "$artifacts"
for locale in en ko; do
  set +e
  "$binary" --format html --locale "$locale" --output "$artifacts/examples-$locale.html" Fixtures/examples 2>/dev/null
  status=$?
  set -e
  [[ $status == 1 ]] || { echo "check-html: expected exit status 1 from the examples, got $status" >&2; exit 1; }
done

# The README's picture (docs/images/html-report.png is a copy of .build/artifacts/html/readme.png).
set +e
"$binary" --format html --output "$artifacts/readme.html" Fixtures/examples/mac-inspector.json 2>/dev/null
set -e

# The geometry rules' fixtures: overlaps with sources and essential elements, parts off the screen.
set +e
"$binary" --format html --output "$artifacts/geometry.html" Fixtures/rules/popover-covers-source \
  Fixtures/rules/popover-covers-essential Fixtures/rules/popover-offscreen Fixtures/rules/popover-arrow 2>/dev/null
set -e

python3 - "$browser" "$artifacts" <<'PYTHON'
import os, re, struct, subprocess, sys, zlib
import xml.etree.ElementTree as ET
from html.parser import HTMLParser

browser, artifacts = sys.argv[1:3]
failed = []
def check(ok, what, detail=""):
    print(("ok   " if ok else "FAIL ") + what + ("" if ok or not detail else f": {detail}"))
    if not ok: failed.append(what)

def chromium(*args, url):
    # A profile of its own per run, so runs do not share state.
    profile = os.path.join(os.path.dirname(os.path.dirname(artifacts)), "chromium-profile")
    return subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                           "--no-first-run", "--force-device-scale-factor=1", f"--user-data-dir={profile}",
                           *args, url], capture_output=True, text=True, timeout=120)

def read_png(path):
    """Width, height and rows of RGB(A) pixels of an 8-bit PNG, decoded with zlib alone."""
    data = open(path, "rb").read()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    at, chunks = 8, b""
    while at < len(data):
        length, = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + length]
        at += 12 + length
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", body[:10])
            assert depth == 8 and colour in (2, 6), f"PNG depth {depth} colour type {colour}"
        elif kind == b"IDAT":
            chunks += body
    step = 3 if colour == 2 else 4
    raw, stride = zlib.decompress(chunks), width * step
    rows, previous, at = [], bytearray(stride), 0
    for _ in range(height):
        kind, line = raw[at], bytearray(raw[at + 1:at + 1 + stride])
        at += 1 + stride
        for i in range(stride):
            left = line[i - step] if i >= step else 0
            up, corner = previous[i], previous[i - step] if i >= step else 0
            if kind == 1: line[i] = (line[i] + left) & 255
            elif kind == 2: line[i] = (line[i] + up) & 255
            elif kind == 3: line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, lambda x, y: tuple(rows[y][x * step:x * step + 3])

shots = []
def screenshot(name, url, size, *flags):
    path = os.path.join(artifacts, name)
    result = chromium(f"--screenshot={path}", f"--window-size={size}", *flags, url=url)
    check(result.returncode == 0 and os.path.exists(path), f"{name}: Chromium took the screenshot", result.stderr[-300:])
    shots.append(path)
    return path

def picture_check(path, minimum_colours):
    width, height, pixel = read_png(path)
    colours = {pixel(x, y) for y in range(0, height, 7) for x in range(0, width, 7)}
    check(os.path.getsize(path) > 20000 and len(colours) >= minimum_colours,
          f"{os.path.basename(path)}: a real picture ({width}×{height}, {os.path.getsize(path)} bytes, {len(colours)} colours sampled)")
    return pixel

for locale in ("en", "ko"):
    page = os.path.join(artifacts, f"examples-{locale}.html")
    url = "file://" + page
    text = open(page, encoding="utf-8").read()

    # The browser's log: any console message is an error here (the page has no script).
    result = chromium("--enable-logging=stderr", "--v=0", "--dump-dom", url=url)
    console = [line for line in result.stderr.splitlines() if "CONSOLE" in line or "Uncaught" in line]
    check(result.returncode == 0 and not console, f"examples-{locale}.html: no console errors", "; ".join(console[:3]))

    # The DOM Chromium built holds the elements the file holds, in the same numbers.
    class Counter(HTMLParser):
        def __init__(self):
            super().__init__(); self.counts = {}
        def handle_starttag(self, tag, attrs):
            self.counts[tag] = self.counts.get(tag, 0) + 1
        handle_startendtag = handle_starttag
    dom = Counter(); dom.feed(result.stdout)
    tree = ET.fromstring(text.split("\n", 1)[1])
    local = lambda name: name.rsplit("}", 1)[-1].lower()
    written = {}
    for element in tree.iter():
        written[local(element.tag)] = written.get(local(element.tag), 0) + 1
    check(dom.counts == written, f"examples-{locale}.html: the browser's DOM holds the elements the file holds",
          str({k: (written.get(k), dom.counts.get(k)) for k in set(written) | set(dom.counts) if written.get(k) != dom.counts.get(k)}))

    # Printed: Chromium's own print path gives a PDF of several pages.
    pdf = os.path.join(artifacts, f"examples-{locale}.pdf")
    result = chromium(f"--print-to-pdf={pdf}", "--no-pdf-header-footer", url=url)
    data = open(pdf, "rb").read() if os.path.exists(pdf) else b""
    pages = len(re.findall(rb"/Type\s*/Page[^s]", data))
    check(data.startswith(b"%PDF") and pages >= 2, f"examples-{locale}.pdf: the page prints ({pages} pages, {len(data)} bytes)",
          result.stderr[-300:])
    shots.append(pdf)

    full = screenshot(f"examples-{locale}.png", url, "1100,2400")
    picture_check(full, 40)
    if locale == "en":
        dark = screenshot("examples-en-dark.png", url, "1100,2400", "--force-dark-mode", "--blink-settings=preferredColorScheme=0")
        _, _, pixel = read_png(dark)
        check(sum(pixel(4, 4)) < 200, "examples-en-dark.png: the dark colour scheme is used when the reader prefers it", str(pixel(4, 4)))

# Pixels where the shapes are. A copy of the page shows only the drawing its address names
# (`#anchor`, CSS :target), at the top left: the SVG's own coordinates then say where each shape
# must appear. (Headless screenshots do not repaint a page scrolled to an anchor.) The report
# itself is unchanged; the copy only hides the rest of the page.
ns = "{http://www.w3.org/1999/xhtml}"
svgns = "{http://www.w3.org/2000/svg}"
LEFT = 24
near = lambda got, want, slack=6: all(abs(a - b) <= slack for a, b in zip(got, want))

def shapes(svg):
    """Every rectangle of the drawing with the classes that style it (its group's, for shapes)."""
    found = []
    def walk(element, inherited):
        classes = element.attrib.get("class", inherited) if element.tag == svgns + "g" else inherited
        if element.tag == svgns + "rect":
            found.append((set((element.attrib.get("class") or classes).split()),
                          *(float(element.attrib[k]) for k in ("x", "y", "width", "height"))))
        for child in element:
            walk(child, classes)
    walk(svg, "")
    return found

def sample(name):
    """Samples every drawing of artifacts/NAME.html; returns how many pixels and which kinds."""
    text = open(os.path.join(artifacts, name + ".html"), encoding="utf-8").read()
    sampling = os.path.join(artifacts, ".sampling.html")
    only = ("header, h2, h3, table, ul, ol, p, figcaption, figure.screen:not(:target) { display: none !important; } "
            "main { padding-top: 0; } figure.screen { margin: 0; }")
    open(sampling, "w", encoding="utf-8").write(text.replace("</style>", only + "</style>", 1))
    tree = ET.fromstring(text.split("\n", 1)[1])
    figures = [f for f in tree.iter(ns + "figure")]
    sampled, kinds = 0, set()
    for figure in figures:
        anchor = figure.attrib["id"]
        svg = figure.find(svgns + "svg")
        vx, vy, vw, vh = map(float, svg.attrib["viewBox"].split())
        scale = float(svg.attrib["data-scale"])
        rects = shapes(svg)
        to_pixel = lambda x, y: (int(LEFT + (x - vx) * scale), int((y - vy) * scale))
        shot = screenshot(f"drawing-{name}-{anchor}.png", "file://" + sampling + "#" + anchor, "1100,800")
        _, _, pixel = read_png(shot)

        def free_point(rect, avoid):
            """A point well inside `rect` (in points) that no shape drawn above it covers."""
            x0, y0, w, h = rect[1:]
            margin = 4 / scale
            for fy in (0.5, 0.3, 0.7, 0.2, 0.8, 0.9):
                for fx in (0.5, 0.3, 0.7, 0.2, 0.8, 0.1, 0.9):
                    x, y = x0 + w * fx, y0 + h * fy
                    if any(r[1] - margin <= x <= r[1] + r[3] + margin and r[2] - margin <= y <= r[2] + r[4] + margin for r in avoid):
                        continue
                    return x, y
            return None

        checks = []
        # Labels sit in the top-left corner of a shape: keep clear of them.
        labels = [(set(), r[1], r[2], r[3], 16 / scale) for r in rects]
        for number, rect in enumerate(rects):
            classes = rect[0]
            if "viewport" in classes:
                checks.append(("viewport", free_point(rect, rects[number + 1:] + labels), (242, 242, 247)))
            elif "popover" in classes:
                checks.append(("popover", free_point(rect, rects[number + 1:] + labels), (255, 255, 255)))
            elif "essential" in classes:
                checks.append(("essential element", free_point(rect, rects[number + 1:] + labels), "blue"))
            elif "hl" in classes and "reported" in classes and min(rect[3], rect[4]) * scale >= 12:
                # (A sliver a few pixels wide is all outline: only larger areas show their fill.)
                checks.append(("reported " + " ".join(sorted(classes - {"hl", "reported"})), free_point(rect, []), "red"))
        # Just left of the drawing's first shape (the viewport), where nothing else is drawn, the page shows.
        first = rects[0]
        outside = (first[1] - 6 / scale, first[2] + first[4] / 2)
        if not any(r[1] - 3 / scale <= outside[0] <= r[1] + r[3] + 3 / scale and r[2] <= outside[1] <= r[2] + r[4] for r in rects[1:]):
            checks.append(("page background left of " + " ".join(sorted(first[0])), outside, (255, 255, 255)))
        for what, point, want in checks:
            if point is None:
                continue
            x, y = to_pixel(*point)
            got = pixel(x, y)
            if want == "red":
                ok = got[0] - got[1] > 80 and got[0] - got[2] > 60
            elif want == "blue":
                ok = got[2] - got[0] > 15 and got[2] > 200
            else:
                ok = near(got, want)
            sampled += 1
            kinds.add(what)
            check(ok, f"{name} {anchor}: {what} at ({point[0]:.0f}, {point[1]:.0f}) pt is drawn at pixel ({x}, {y})", f"colour {got}, wanted {want}")
    return len(figures), sampled, kinds

figures, sampled, _ = sample("examples-en")
check(figures >= 5, f"examples-en.html: a drawing for each example screen with frames ({figures})")
check(sampled >= 8, f"examples-en.html: pixels sampled where the shapes are ({sampled})")
figures, sampled, kinds = sample("geometry")
wanted = {"reported covers-source", "reported covers-essential", "reported offscreen", "popover", "viewport"}
check(wanted <= kinds, f"geometry.html: every kind of highlight sampled in {figures} drawings ({sampled} pixels)",
      f"missing {sorted(wanted - kinds)}")

# The README's picture: the report's first file section, without the summary above it.
readme = os.path.join(artifacts, "readme.html")
cropped = os.path.join(artifacts, ".readme.html")
open(cropped, "w", encoding="utf-8").write(open(readme, encoding="utf-8").read().replace(
    "</style>", "header, main > section:first-child, main > section > h2 { display: none; }</style>", 1))
picture_check(screenshot("readme.png", "file://" + cropped, "900,760"), 40)
for scratch in (".sampling.html", ".readme.html"):
    os.remove(os.path.join(artifacts, scratch))
print("\nscreenshots and printouts (kept as CI artefacts):")
for path in shots:
    print("  " + os.path.relpath(path))
sys.exit(1 if failed else 0)
PYTHON
