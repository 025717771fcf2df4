#!/usr/bin/env python3
"""Two higlint binaries side by side: do they report the same, and how fast is the new one?

    python3 Benchmarks/compare.py OLD NEW [--runs 11] [--bench .build-bench]

A refactor must change no report and cost no speed (docs/performance.md, "Comparing two builds").
This runs both binaries over the same inputs:

- **Reports.** Every folder of Fixtures/ and the benchmark corpora (YAML and JSON files and a
  stream, storyboards, Swift), in the text, JSON, SARIF and HTML formats and `higlint popovers`,
  with `--jobs 1`; standard output, standard error and the exit status must be byte-identical.
  A difference is printed as the first lines of a unified diff, and the script exits 1.
- **Speed.** Each corpus linted by each binary in turn (old, new, old, new, ...: a shared machine
  that slows down slows both alike), `--jobs 1`, text format; the CPU time (user + system) of each
  run. The figure is the median of the new binary's time over the old one's, per corpus.
  `--max-slowdown 0.03` makes the script exit 1 when a median is more than 3% slower.

The corpora are generated with Benchmarks/generate_*.py (seeded: the same bytes on every
machine) into --bench, as Benchmarks/run.sh generates them.
"""
import argparse
import difflib
import hashlib
import os
import statistics
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def generate(bench):
    """The corpora, made once per generator version (the stamp is the generator's bytes)."""
    corpora = [
        ("yaml", "generate_corpus.py", ["--files", "10000", "--stream-mb", "3.5"]),
        ("storyboards", "generate_storyboards.py", ["--files", "200"]),
        ("swift", "generate_swift.py", ["--files", "400"]),
    ]
    folders = {}
    for name, script, arguments in corpora:
        folder = os.path.join(bench, "compare-" + name)
        with open(os.path.join(ROOT, "Benchmarks", script), "rb") as f:
            stamp = repr(arguments) + hashlib.sha256(f.read()).hexdigest()
        stamp_file = os.path.join(folder, ".stamp")
        if not (os.path.exists(stamp_file) and open(stamp_file).read() == stamp):
            print(f"==> corpus {name} ({script} {' '.join(arguments)})", file=sys.stderr)
            subprocess.run(["rm", "-rf", folder], check=True)
            subprocess.run([sys.executable, os.path.join(ROOT, "Benchmarks", script), folder] + arguments,
                           check=True, stdout=subprocess.DEVNULL)
            with open(stamp_file, "w") as f:
                f.write(stamp)
        folders[name] = folder
    return folders


def run(binary, arguments, cwd):
    done = subprocess.run([binary] + arguments, cwd=cwd, stdin=subprocess.DEVNULL,
                          stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return done.returncode, done.stdout, done.stderr


def same_reports(old, new, inputs):
    """Runs both binaries over every input in every format; returns the number of differences."""
    commands = []
    for folder in inputs:
        for format_name in ["text", "json", "sarif", "html"]:
            commands.append(["lint", "--jobs", "1", "--format", format_name, folder])
        commands.append(["popovers", folder])
    differences = 0
    for arguments in commands:
        a, b = run(old, arguments, ROOT), run(new, arguments, ROOT)
        if a == b:
            continue
        differences += 1
        print(f"differs: higlint {' '.join(arguments)} (exit {a[0]} → {b[0]})")
        for label, x, y in [("stdout", a[1], b[1]), ("stderr", a[2], b[2])]:
            if x != y:
                diff = difflib.unified_diff(x.decode(errors="replace").splitlines(),
                                            y.decode(errors="replace").splitlines(),
                                            f"old {label}", f"new {label}", lineterm="", n=1)
                for line in list(diff)[:20]:
                    print("    " + line)
    print(f"reports: {len(commands)} commands, {differences} differ")
    return differences


def cpu_seconds(binary, folder):
    process = subprocess.Popen([binary, "lint", "--jobs", "1", folder], cwd=ROOT, stdin=subprocess.DEVNULL,
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, _, usage = os.wait4(process.pid, 0)
    return usage.ru_utime + usage.ru_stime


def speed(old, new, corpora, runs, max_slowdown):
    slower = 0
    print(f"speed: CPU seconds, median of {runs} interleaved runs, --jobs 1")
    print("| corpus | old | new | new / old | rounds' new / old |")
    print("| --- | --- | --- | --- | --- |")
    for name, folder in corpora.items():
        cpu_seconds(old, folder), cpu_seconds(new, folder)  # warm the page cache
        olds, news = [], []
        for _ in range(runs):
            olds.append(cpu_seconds(old, folder))
            news.append(cpu_seconds(new, folder))
        ratios = sorted(n / o for n, o in zip(news, olds))
        ratio = statistics.median(news) / statistics.median(olds)
        print(f"| {name} | {statistics.median(olds):.3f} | {statistics.median(news):.3f} | **{ratio:.3f}** | "
              f"{ratios[0]:.3f}–{ratios[-1]:.3f} |")
        if max_slowdown is not None and ratio > 1 + max_slowdown:
            slower += 1
    return slower


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--bench", default=os.path.join(ROOT, ".build-bench"))
    parser.add_argument("--max-slowdown", type=float)
    parser.add_argument("--reports-only", action="store_true")
    parser.add_argument("--speed-only", action="store_true")
    args = parser.parse_args()
    old, new = os.path.abspath(args.old), os.path.abspath(args.new)
    os.makedirs(args.bench, exist_ok=True)
    corpora = generate(args.bench)
    failures = 0
    if not args.speed_only:
        fixtures = sorted(os.path.join("Fixtures", name) for name in os.listdir(os.path.join(ROOT, "Fixtures"))
                          if os.path.isdir(os.path.join(ROOT, "Fixtures", name)))
        failures += same_reports(old, new, fixtures + [os.path.relpath(f, ROOT) for f in corpora.values()])
    if not args.reports_only:
        failures += speed(old, new, corpora, args.runs, args.max_slowdown)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
