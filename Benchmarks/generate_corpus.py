#!/usr/bin/env python3
"""Writes the benchmark corpus: deterministic (seeded), never committed.

    generate_corpus.py OUT [--files N] [--seed S] [--stream-mb M]

OUT/screens/...   N screen files (YAML and JSON, about a third with findings), in app/feature folders
OUT/stream.yaml   one multi-document YAML file of about M MB (3.5 by default)

Files use the keys of docs/screen-format.md: nested elements, popovers and other presentations with
content, frames, sizes, dismiss, arrows, colours, passthrough; some carry typos, duplicate ids,
wrong types or guideline problems, as files written by hand do. Same seed, same bytes.
"""
import argparse
import json
import os
import random
import shutil

PLATFORMS = ["iOS", "iPadOS", "iPadOS", "iPadOS", "macOS", "macOS", "visionOS", "tvOS", "watchOS"]
VIEWPORTS = {
    "iOS": [(390, 844), (430, 932), (375, 667)],
    "iPadOS": [(1024, 768), (1180, 820), (1366, 1024), (834, 1194)],
    "macOS": [(1440, 900), (1280, 800), (1920, 1080)],
    "visionOS": [(1280, 720)],
    "tvOS": [(1920, 1080)],
    "watchOS": [(198, 242)],
}
CONTAINERS = ["view", "stack", "scrollView", "toolbar", "navigationBar", "tabBar", "sidebar", "list",
              "table", "collection", "form", "section"]
CONTROLS = ["button", "barButton", "link", "menuButton", "textField", "secureField", "textView", "searchField",
            "toggle", "slider", "stepper", "picker", "datePicker", "colorPicker", "segmentedControl"]
CONTENT = ["label", "text", "image", "map", "webView", "video", "progress", "separator"]
INPUTS = {"textField", "secureField", "textView", "searchField", "toggle", "slider", "stepper", "picker",
          "datePicker", "colorPicker", "segmentedControl"}
PRESENTATIONS = ["popover", "popover", "popover", "popover", "sheet", "alert", "menu", "actionSheet", "fullScreen", "panel"]
PURPOSES = ["information", "task", "menu", "inspector", "selection", "actionSheet", "warning"]
APIS = ["UIPopoverPresentationController", "SwiftUI.popover", "NSPopover", "UIPopoverController"]
ARROWS = ["up", "down", "left", "right", "any", "none"]
ROLES = ["cancel", "done", "close", "destructive", "warning", "default"]
WORDS = ("add edit share delete save cancel done close open settings account profile photo album event "
         "calendar invite note folder file message reply forward archive filter sort search tag color "
         "font size layout export import print sync upload download library playlist song artist map "
         "route place review rating comment like follow friend group team project task reminder").split()
APPS = ["Calendar", "Photos", "Notes", "Mail", "Music", "Maps", "Files", "Reminders", "Keynote", "Pages",
        "Numbers", "Weather", "Stocks", "Podcasts", "Books", "Health", "Home", "Wallet", "Shortcuts", "Freeform"]
UNICODE = ["— Week", "· Détails", "— 설정", "(brouillon)", "— Übersicht", "✓ Done", "— 日程", "« Vorlage »"]
TYPOS = {"title": "tilte", "content": "contnet", "frame": "frmae", "dismiss": "dismis", "purpose": "purpse",
         "children": "childern", "presents": "present", "size": "sise", "label": "lable"}


class Gen:
    def __init__(self, rng, platform, faulty):
        self.r = rng
        self.platform = platform
        self.faulty = faulty
        self.ids = []
        self.budget = rng.randint(4, 28)   # elements in this screen
        self.vw, self.vh = rng.choice(VIEWPORTS[platform])

    def words(self, lo=1, hi=3):
        text = " ".join(self.r.choice(WORDS) for _ in range(self.r.randint(lo, hi)))
        return text[:1].upper() + text[1:]

    def ident(self, kind):
        base = f"{self.r.choice(WORDS)}-{kind}"
        if self.faulty and self.ids and self.r.random() < 0.03:
            return self.r.choice(self.ids)          # a duplicate id
        n = len(self.ids)
        ident = f"{base}-{n}"
        self.ids.append(ident)
        return ident

    def frame(self, w=None, h=None):
        w = w if w is not None else self.r.randint(20, max(21, self.vw // 2))
        h = h if h is not None else self.r.randint(20, max(21, self.vh // 3))
        return {"x": self.r.randint(0, max(0, self.vw - w)), "y": self.r.randint(0, max(0, self.vh - h)),
                "width": w, "height": h}

    def element(self, depth, kind=None):
        self.budget -= 1
        r = self.r
        if kind is None:
            roll = r.random()
            if depth < 3 and roll < 0.3:
                kind = r.choice(CONTAINERS)
            elif roll < 0.75:
                kind = r.choice(CONTROLS)
            else:
                kind = r.choice(CONTENT)
        e = {}
        if r.random() < 0.85:
            e["id"] = self.ident(kind)
        e["type"] = kind
        if r.random() < 0.6:
            e["frame"] = self.frame()
        if kind in ("button", "barButton", "link", "menuButton", "toolbar", "navigationBar", "section"):
            e["title"] = self.words()
        elif kind in ("label", "text"):
            e["text"] = self.words(2, 8)
        elif kind in INPUTS and r.random() < 0.5:
            e["placeholder" if kind in ("textField", "searchField", "textView") else "label"] = self.words()
        if r.random() < 0.1:
            e["help"] = self.words(3, 9)
        if kind in ("button", "barButton") and r.random() < 0.3:
            e["role"] = r.choice(ROLES[:4] + ["default"])
        if kind in INPUTS and r.random() < 0.1:
            e["editable"] = r.random() < 0.5
        if r.random() < 0.05:
            e["essential"] = True
        if kind in CONTAINERS and depth < 4:
            kids = []
            for _ in range(r.randint(1, 5)):
                if self.budget <= 0:
                    break
                kids.append(self.element(depth + 1))
            e["children"] = kids
        elif kind in ("button", "barButton", "menuButton", "link") and r.random() < 0.35 and self.budget > 2:
            e["presents"] = self.presentation(depth + 1)
        if self.faulty and r.random() < 0.04:
            key = r.choice([k for k in e if k in TYPOS] or ["type"])
            if key in TYPOS:
                e[TYPOS[key]] = e.pop(key)
        if self.faulty and r.random() < 0.02 and "frame" in e:
            e["frame"]["width"] = -e["frame"]["width"]
        return e

    def presentation(self, depth):
        r = self.r
        kind = r.choice(PRESENTATIONS)
        p = {}
        if r.random() < 0.9:
            p["id"] = self.ident(kind)
        p["type"] = kind
        if kind == "popover":
            p["purpose"] = r.choice(PURPOSES[:-1] + (["warning"] if self.faulty else []))
            if r.random() < 0.5:
                p["arrow"] = r.choice(ARROWS) if r.random() < 0.8 else r.sample(ARROWS[:4], 2)
            width = r.randint(200, 700 if self.faulty else 560)
            height = r.randint(150, 600)
            if r.random() < 0.5:
                p["size"] = {"width": width, "height": height}
            else:
                p["frame"] = self.frame(min(width, self.vw), min(height, self.vh))
            if self.platform in ("iOS", "watchOS") and not (self.faulty and r.random() < 0.5):
                p["compactAdaptation"] = r.choice(["sheet", "fullScreen"])
            elif r.random() < 0.2:
                p["compactAdaptation"] = r.choice(["none", "popover", "sheet"])
            if r.random() < 0.6:
                d = {"outsideTap": r.choice(["save", "save", "prevent"] + (["discard"] if self.faulty else []))}
                if r.random() < 0.3:
                    d["onSelection"] = r.random() < 0.5
                p["dismiss"] = d
            if r.random() < 0.15:
                p["api"] = r.choice(APIS[:3] + (APIS[3:] if self.faulty else []))
            if r.random() < 0.2:
                p["visible"] = True
            if r.random() < 0.1:
                p["modal"] = True
            if r.random() < 0.1:
                p["scrolls"] = True
            if r.random() < 0.1:
                p["multipleSelection"] = r.random() < 0.5
            if r.random() < 0.08:
                p["background"] = "#%06X" % r.randrange(1 << 24)
                p["foreground"] = "#%06X" % r.randrange(1 << 24)
            if self.platform == "macOS" and r.random() < 0.3:
                p["detachable"] = True
                p["detached"] = {"background": "#FFFFFF", "size": {"width": width, "height": height}}
            if r.random() < 0.05:
                p["resize"] = {"width": width + 40, "height": height, "animated": r.random() < 0.7}
            if r.random() < 0.1 and self.ids:
                p["passthrough"] = [r.choice(self.ids)] + (["missing-view"] if self.faulty and r.random() < 0.3 else [])
        else:
            p["title"] = self.words()
        content = []
        for _ in range(r.randint(1, 6)):
            if self.budget <= 0:
                break
            roll = r.random()
            if self.faulty and roll < 0.04 and depth < 4:
                inner = self.element(depth + 1, "button")  # a popover from inside a popover
                inner["presents"] = {"type": "popover", "content": [self.element(depth + 2, "textField")]}
                content.append(inner)
            else:
                content.append(self.element(depth + 1))
        p["content"] = content
        return p

    def screen(self, name):
        r = self.r
        s = {"screen": name, "platform": self.platform}
        if r.random() < 0.3:
            s["sizeClass"] = r.choice(["compact", "regular"]) if r.random() < 0.6 else \
                {"horizontal": r.choice(["compact", "regular"]), "vertical": r.choice(["compact", "regular"])}
        if r.random() < 0.85:
            s["viewport"] = {"width": self.vw, "height": self.vh}
        elements = []
        while self.budget > 0:
            elements.append(self.element(0))
        s["elements"] = elements
        if self.faulty and r.random() < 0.05:
            del s[r.choice(["platform", "screen"])]
        return s


def screen(rng, faulty):
    platform = rng.choice(PLATFORMS)
    name = f"{rng.choice(APPS)} — {rng.choice(WORDS).title()}"
    if rng.random() < 0.2:
        name = f"{rng.choice(APPS)} {rng.choice(UNICODE)}"
    return Gen(rng, platform, faulty).screen(name)


# ---------------------------------------------------------------------------- YAML writing

PLAIN_UNSAFE = set(":#{}[],&*!|>'\"%@`")
RESERVED = {"true", "false", "null", "yes", "no", "on", "off", "~", "True", "False", "Null", "NULL", "TRUE", "FALSE"}


def scalar(value, rng):
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return str(value)
    text = value
    needs_quotes = (not text or text in RESERVED or text[0] in PLAIN_UNSAFE or text[0] in "-?" or text[0] == " "
                    or ": " in text or " #" in text or text[-1] in ": " or any(c in text for c in "{}[],")
                    or text.replace(".", "", 1).lstrip("-").isdigit())
    if needs_quotes or rng.random() < 0.05:
        if "'" not in text and rng.random() < 0.5:
            return "'" + text + "'"
        return json.dumps(text, ensure_ascii=False)
    return text


def flow(value, rng):
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {flow(v, rng)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(flow(v, rng) for v in value) + "]"
    return scalar(value, rng)


def is_leaf(value):
    return not isinstance(value, (dict, list)) or (
        isinstance(value, dict) and all(not isinstance(v, (dict, list)) for v in value.values())) or (
        isinstance(value, list) and all(not isinstance(v, (dict, list)) for v in value))


def block_mapping(d, indent, rng, out, first_prefix=None):
    pad = " " * indent
    for n, (k, v) in enumerate(d.items()):
        prefix = first_prefix if (n == 0 and first_prefix is not None) else pad
        if isinstance(v, dict) and (is_leaf(v) and rng.random() < 0.8):
            out.append(f"{prefix}{k}: {flow(v, rng)}")
        elif isinstance(v, dict):
            if not v:
                out.append(f"{prefix}{k}: {{}}")
            else:
                out.append(f"{prefix}{k}:")
                block_mapping(v, indent + 2, rng, out)
        elif isinstance(v, list):
            if not v:
                out.append(f"{prefix}{k}: []")
            elif is_leaf(v):
                out.append(f"{prefix}{k}: {flow(v, rng)}")
            else:
                out.append(f"{prefix}{k}:")
                block_sequence(v, indent + 2, rng, out)
        else:
            comment = f"  # {rng.choice(WORDS)}" if rng.random() < 0.02 else ""
            out.append(f"{prefix}{k}: {scalar(v, rng)}{comment}")


def block_sequence(items, indent, rng, out):
    pad = " " * indent
    for item in items:
        if isinstance(item, dict) and is_leaf(item) and len(item) <= 5 and rng.random() < 0.7:
            out.append(f"{pad}- {flow(item, rng)}")
        elif isinstance(item, dict):
            block_mapping(item, indent + 2, rng, out, first_prefix=pad + "- ")
        else:
            out.append(f"{pad}- {flow(item, rng)}")


def to_yaml(doc, rng):
    out = []
    if rng.random() < 0.3:
        out.append("# yaml-language-server: $schema=../../docs/schema/screen.schema.json")
    if rng.random() < 0.2:
        out.append(f"# {rng.choice(WORDS).title()} flow, drawn {rng.randint(2019, 2025)}.")
    if isinstance(doc, list):
        block_sequence(doc, 0, rng, out)
    else:
        block_mapping(doc, 0, rng, out)
    return "\n".join(out) + "\n"


def to_json(doc, rng):
    style = rng.random()
    if style < 0.6:
        return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"
    if style < 0.8:
        return json.dumps(doc, indent="\t", ensure_ascii=rng.random() < 0.5) + "\n"
    return json.dumps(doc, separators=(",", ":"), ensure_ascii=False)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=20240611)
    parser.add_argument("--stream-mb", type=float, default=3.5)
    args = parser.parse_args()

    rng = random.Random(args.seed)
    screens_dir = os.path.join(args.out, "screens")
    if os.path.exists(screens_dir):
        shutil.rmtree(screens_dir)
    total = 0
    for n in range(args.files):
        app = APPS[n % len(APPS)]
        folder = os.path.join(screens_dir, app.lower(), f"feature-{(n // len(APPS)) % 25:02d}")
        os.makedirs(folder, exist_ok=True)
        faulty = rng.random() < 0.35
        if rng.random() < 0.3:
            kind = "json"
            doc = screen(rng, faulty) if rng.random() < 0.9 else [screen(rng, faulty) for _ in range(rng.randint(2, 3))]
            text = to_json(doc, rng)
        else:
            kind = "yaml" if rng.random() < 0.8 else "yml"
            roll = rng.random()
            if roll < 0.8:
                text = to_yaml(screen(rng, faulty), rng)
            elif roll < 0.9:   # several documents in one file
                text = "---\n".join(to_yaml(screen(rng, faulty), rng) for _ in range(rng.randint(2, 3)))
            else:              # a list of screens
                text = to_yaml([screen(rng, faulty) for _ in range(rng.randint(2, 3))], rng)
        name = f"{rng.choice(WORDS)}-{n:05d}.{kind}"
        data = text.encode("utf-8")
        total += len(data)
        with open(os.path.join(folder, name), "wb") as f:
            f.write(data)

    stream_rng = random.Random(args.seed + 1)
    target = int(args.stream_mb * 1024 * 1024)
    size = 0
    documents = 0
    with open(os.path.join(args.out, "stream.yaml"), "wb") as f:
        while size < target:
            data = (("---\n" if documents else "") + to_yaml(screen(stream_rng, stream_rng.random() < 0.35), stream_rng)).encode("utf-8")
            f.write(data)
            size += len(data)
            documents += 1
    print(f"{args.files} files, {total} bytes; stream.yaml: {documents} documents, {size} bytes")


if __name__ == "__main__":
    main()
