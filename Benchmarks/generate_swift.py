#!/usr/bin/env python3
"""Writes the Swift benchmark corpus: deterministic (seeded), never committed.

    generate_swift.py OUT [--files N] [--seed S]

OUT/swift/...   N Swift files in the shapes an app has: SwiftUI screens with toolbars, lists, forms
                and popovers (a third of them showing content declared in another file, so the
                run's index is exercised), the content views those show, UIKit view controllers
                that present popovers in code, and model files with no view at all. Same seed,
                same bytes.
"""
import argparse
import os
import random
import shutil

WORDS = ["Library", "Books", "Shelf", "Author", "Title", "Notes", "Share", "Sort", "Filter", "Reading", "Progress",
         "Chapter", "Bookmark", "Highlights", "Settings", "Account", "Sync", "Export", "Import"]


def words(rng, low=1, high=3):
    return " ".join(rng.choice(WORDS) for _ in range(rng.randint(low, high)))


def rows(rng, indent, count):
    pad = " " * indent
    out = []
    for _ in range(count):
        kind = rng.randrange(4)
        if kind == 0:
            out.append(f'{pad}Text("{words(rng)}")')
        elif kind == 1:
            out.append(f'{pad}Toggle("{words(rng)}", isOn: .constant(true))')
        elif kind == 2:
            out.append(f'{pad}TextField("{words(rng)}", text: $draft)')
        else:
            out.append(f'{pad}Button("{words(rng)}") {{ count += 1 }}')
    return "\n".join(out)


def screen(rng, name, content):
    shown = f"                    {content}(draft: $draft)" if content else rows(rng, 20, rng.randint(3, 8))
    return f'''import SwiftUI

struct {name}: View {{
    @State private var showsOptions = false
    @State private var draft = ""
    @State private var count = 0

    var body: some View {{
        NavigationStack {{
            List {{
                Section("{words(rng)}") {{
{rows(rng, 20, rng.randint(4, 12))}
                }}
                Section("{words(rng)}") {{
{rows(rng, 20, rng.randint(4, 12))}
                }}
            }}
            .navigationTitle("{words(rng)}")
            .toolbar {{
                ToolbarItem(placement: .primaryAction) {{
                    Button("{words(rng, 1, 1)}") {{ showsOptions = true }}
                        .popover(isPresented: $showsOptions, arrowEdge: .top) {{
                            VStack {{
{shown}
                            }}
                            .frame(width: {rng.choice([280, 320, 360])}, height: {rng.choice([240, 300, 400])})
                        }}
                }}
            }}
        }}
    }}
}}
'''


def content_view(rng, name):
    return f'''import SwiftUI

struct {name}: View {{
    @Binding var draft: String
    @State private var count = 0

    var body: some View {{
        Form {{
{rows(rng, 12, rng.randint(4, 10))}
            Button("Done", role: .cancel) {{ count = 0 }}
        }}
    }}
}}
'''


def controller(rng, name):
    return f'''import UIKit

final class {name}: UIViewController, UIPopoverPresentationControllerDelegate {{
    private let shareButton = UIButton(type: .system)

    override func viewDidLoad() {{
        super.viewDidLoad()
        title = "{words(rng)}"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "{words(rng, 1, 1)}", style: .plain, target: self, action: #selector(share(_:)))
    }}

    @objc private func share(_ sender: UIBarButtonItem) {{
        let options = UIViewController()
        options.modalPresentationStyle = .popover
        options.preferredContentSize = CGSize(width: {rng.choice([280, 320])}, height: {rng.choice([240, 320])})
        options.popoverPresentationController?.barButtonItem = sender
        options.popoverPresentationController?.delegate = self
        present(options, animated: true)
    }}

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {{
        {rng.choice([".none", ".formSheet"])}
    }}
}}
'''


def model(rng, name):
    fields = "\n".join(f"    var {w.lower()}{i}: String = \"{words(rng)}\"" for i, w in enumerate(rng.sample(WORDS, 8)))
    return f'''import Foundation

struct {name}: Codable, Hashable {{
{fields}

    func summary() -> String {{
        [{", ".join(f"{w.lower()}{i}" for i, w in enumerate(rng.sample(WORDS, 3)))}].joined(separator: ", ")
    }}
}}
'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int, default=400)
    parser.add_argument("--seed", type=int, default=17)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    folder = os.path.join(args.out, "swift")
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    written = 0
    number = 0
    while written < args.files:
        number += 1
        kind = number % 6
        if kind in (0, 1):
            content = f"Options{number}" if kind == 0 else None
            files = [(f"Screen{number}.swift", screen(rng, f"Screen{number}", content))]
            if content:
                files.append((f"{content}.swift", content_view(rng, content)))
        elif kind in (2, 3):
            files = [(f"Controller{number}.swift", controller(rng, f"Controller{number}"))]
        else:
            files = [(f"Model{number}.swift", model(rng, f"Model{number}"))]
        for name, text in files:
            sub = os.path.join(folder, f"group{number % 10}")
            os.makedirs(sub, exist_ok=True)
            with open(os.path.join(sub, name), "w") as f:
                f.write(text)
            written += 1


if __name__ == "__main__":
    main()
