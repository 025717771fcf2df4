#!/usr/bin/env python3
"""A first run on a real repository, timed (issue #29): a walk of a tree that looks like an app's
(mostly asset-catalog and tool JSON, YAML configuration and Swift without popovers, a few screens),
in a git work tree, against the same binary given the same files by name. By name every YAML and
JSON file is read as a screen (and reported); the walk reads each one's top level only, passes
over those that are no screens, and asks git what it ignores. The target: the walk costs at most
1.2 times the named run (CPU time, median of interleaved runs).

    python3 Benchmarks/walk.py HIGLINT FOLDER [--files 10000] [--runs 11] [--check 1.2]
"""
import argparse
import os
import random
import resource
import statistics
import subprocess
import sys


def make_tree(folder, files):
    random.seed(29)
    os.makedirs(folder, exist_ok=True)
    made = 0
    def write(path, text):
        nonlocal made
        full = os.path.join(folder, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w") as f:
            f.write(text)
        made += 1
    # 40% asset catalogs' Contents.json, 10% tool configuration and fixtures, 49% Swift without
    # popovers, 1% screens.
    for i in range(files * 40 // 100):
        write(f"App/Assets.xcassets/Image{i}.imageset/Contents.json",
              '{\n  "images" : [\n    {"filename" : "image%d.png", "idiom" : "universal", "scale" : "1x"},\n'
              '    {"idiom" : "universal", "scale" : "2x"}\n  ],\n  "info" : {"author" : "xcode", "version" : 1}\n}\n' % i)
    for i in range(files * 10 // 100):
        if i % 2:
            write(f"Tests/Fixtures/response{i}.json", '[' + ",".join('{"id": %d, "title": "Item %d", "tags": ["a", "b"]}' % (j, j) for j in range(20)) + ']\n')
        else:
            write(f"Config/tool{i}.yml", "name: Tool%d\noptions:\n  enabled: true\n  paths: [Sources, Tests]\nrules:\n%s" % (i, "".join(f"  - rule{j}\n" for j in range(15))))
    for i in range(files * 49 // 100):
        body = "".join(f"    func value{j}() -> Int {{ {j} * factor }}\n" for j in range(20))
        write(f"App/Model/Model{i}.swift", f"import Foundation\n\nstruct Model{i} {{\n    var factor = {i}\n{body}}}\n")
    i = 0
    while made < files:
        write(f"Design/screen{i}.yaml", "screen: S%d\nplatform: iPadOS\nelements:\n  - id: b\n    type: button\n    presents:\n      type: popover\n      size: {width: 320, height: 300}\n      content: [{type: text, text: Hello}]\n" % i)
        i += 1
    subprocess.run(["git", "init", "-q", folder], check=True)
    with open(os.path.join(folder, ".gitignore"), "w") as f:
        f.write("build/\n*.xcuserstate\n")


def cpu_of(command, cwd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("higlint")
    parser.add_argument("folder")
    parser.add_argument("--files", type=int, default=10000)
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--check", type=float)
    args = parser.parse_args()
    args.higlint = os.path.abspath(args.higlint)
    stamp = os.path.join(args.folder, ".stamp")
    if not os.path.exists(stamp) or open(stamp).read() != str(args.files):
        subprocess.run(["rm", "-rf", args.folder], check=True)
        make_tree(args.folder, args.files)
        open(stamp, "w").write(str(args.files))
    names = sorted(os.path.relpath(os.path.join(d, f), args.folder)
                   for d, _, fs in os.walk(args.folder) if "/.git" not in d + "/" and not os.path.basename(d).startswith(".")
                   for f in fs if f.endswith((".json", ".yaml", ".yml", ".swift")))
    walk = [args.higlint, "--jobs", "1", "."]
    named = [args.higlint, "--jobs", "1"] + names
    walks, nameds = [], []
    for _ in range(args.runs):
        walks.append(cpu_of(walk, args.folder))
        nameds.append(cpu_of(named, args.folder))
    ratios = sorted(w / n for w, n in zip(walks, nameds))
    ratio = statistics.median(ratios)
    print(f"walk of {len(names)} files: {statistics.median(walks):.3f} s CPU; the same files named: "
          f"{statistics.median(nameds):.3f} s CPU; walk/named {ratio:.2f} (rounds {ratios[0]:.2f}-{ratios[-1]:.2f})")
    if args.check is not None and ratio > args.check:
        print(f"FAIL: the walk costs {ratio:.2f} times the named run (target at most {args.check})")
        sys.exit(1)


if __name__ == "__main__":
    main()
