#!/usr/bin/env python3
"""Runs every tool on the same corpus, in one run, and prints the table (see Benchmarks/run.sh).

Each measurement is the median of several runs of a whole process (start to exit, wall clock),
with its peak memory from /usr/bin/time -v. CPU time (user + system) is kept too: on a busy
machine it is the steadier of the two, and --ci decides on it.
"""
import argparse
import json
import os
import platform
import statistics
import subprocess
import sys
import time


def run_once(command, cwd=None):
    """Wall seconds, CPU seconds (user + sys, to the microsecond from wait4), peak RSS in MB
    (from /usr/bin/time -v), exit status. `command` may also be a list of commands, started
    together: then wall is until the last ends, CPU is their sum, and peak the largest."""
    commands = command if command and isinstance(command[0], list) else [command]
    reports = [os.path.join("/tmp", f"higlint-bench-time-{os.getpid()}-{n}.txt") for n in range(len(commands))]
    start = time.perf_counter()
    processes = [subprocess.Popen(["/usr/bin/time", "-v", "-o", report] + one, cwd=cwd, stdout=subprocess.DEVNULL,
                                  stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
                 for one, report in zip(commands, reports)]
    cpu, statuses = 0.0, []
    for process in processes:
        _, status, usage = os.wait4(process.pid, 0)
        cpu += usage.ru_utime + usage.ru_stime
        statuses.append(os.waitstatus_to_exitcode(status))
    wall = time.perf_counter() - start
    peak_kb = 0
    for n, report in enumerate(reports):
        with open(report) as f:
            for line in f:
                if "Maximum resident set size" in line:
                    peak_kb = max(peak_kb, int(line.rsplit(":", 1)[1]))
                if "Exit status" in line:
                    statuses[n] = int(line.rsplit(":", 1)[1])
        os.remove(report)
    return wall, cpu, peak_kb / 1024, max(statuses)


def busy_seconds():
    """CPU seconds all processes on the machine have used so far (from /proc/stat), or None."""
    try:
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
    except (OSError, ValueError):
        return None
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return (sum(fields[:8]) - idle) / os.sysconf("SC_CLK_TCK")


def measure(jobs, runs):
    """Runs each (name, command, cwd, allowed) of `jobs` `runs` times, interleaved (A B C, A B C, ...):
    a machine whose speed drifts during the measurement (a shared VM does) then slows every tool of
    a comparison alike, and the ratios between them stay fair. One result per job."""
    samples = [{"walls": [], "cpus": [], "peaks": []} for _ in jobs]
    busy_before, started = busy_seconds(), time.perf_counter()
    for _ in range(runs):
        for (name, command, cwd, allowed), sample in zip(jobs, samples):
            wall, cpu, peak, status = run_once(command, cwd)
            if status not in allowed:
                sys.exit(f"{name}: exit status {status} from {' '.join(map(str, command[:3]))} ...")
            sample["walls"].append(wall)
            sample["cpus"].append(cpu)
            sample["peaks"].append(peak)
    # How many cores other processes kept busy meanwhile: what was left for these tools.
    busy_after, elapsed = busy_seconds(), time.perf_counter() - started
    others = None
    if busy_before is not None and busy_after is not None and elapsed > 0:
        used = sum(sum(sample["cpus"]) for sample in samples)
        others = max(0.0, (busy_after - busy_before - used) / elapsed)
    return [{"wall": statistics.median(sample["walls"]), "cpu": statistics.median(sample["cpus"]),
             "cpu_best": min(sample["cpus"]),
             "peak": max(sample["peaks"]), "runs": runs, "others": others, "walls": sample["walls"]}
            for sample in samples]


class Paired:
    """How many times as fast `tool` ran as `reference`, round by round: both ran in every round,
    one right after the other, so each round's ratio compares them on the machine as it was then.
    On a shared VM whose speed swings by a third within a minute, one round's ratio is worth little,
    and the spread of the rounds says how far the figure a target is judged on (the ratio of the
    two medians, as the table shows it) can be trusted."""

    def __init__(self, tool, reference):
        self.ratios = sorted(r / t for t, r in zip(tool["walls"], reference["walls"]))
        self.median = statistics.median(self.ratios)

    def describe(self):
        if len(self.ratios) < 4:
            return f"median of the per-round ratios: {self.median:.2f}"
        low, _, high = statistics.quantiles(self.ratios, n=4)
        return (f"per-round ratios: median {self.median:.2f}, middle half {low:.2f}–{high:.2f}, "
                f"all {self.ratios[0]:.2f}–{self.ratios[-1]:.2f}")


def startup(command, runs):
    """Median wall time of a tiny run, timed without /usr/bin/time in between."""
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def files_under(root):
    found = []
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith((".yaml", ".yml", ".json")):
                found.append(os.path.join(folder, name))
    return sorted(found)


def machine():
    cpu = "unknown CPU"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    memory = ""
    try:
        with open("/proc/meminfo") as f:
            memory = f"{int(f.readline().split()[1]) / 1024 / 1024:.0f} GB RAM"
    except OSError:
        pass
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else 0
    return f"{os.cpu_count()} × {cpu}, {memory}, {platform.system()} {platform.release()}; load average {load:.1f} at start"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--higlint", required=True)
    parser.add_argument("--raw", required=True)
    parser.add_argument("--raw-xml", help="the raw libxml2 program (Benchmarks/xml_events.c), for the storyboard rows")
    parser.add_argument("--storyboards", help="a folder of storyboards (Benchmarks/generate_storyboards.py)")
    parser.add_argument("--raw-swift", help="swift-syntax's bare parse (Benchmarks/SwiftParse), for the Swift rows")
    parser.add_argument("--swift", help="a folder of Swift files (Benchmarks/generate_swift.py)")
    parser.add_argument("--swift-format", help="the toolchain's swift-format, for the Swift linter row (not with --ci)")
    parser.add_argument("--yamllint")
    parser.add_argument("--check-jsonschema")
    parser.add_argument("--schema")
    parser.add_argument("--small", required=True, help="one small screen file, for start-up time")
    parser.add_argument("--runs", type=int, default=11)
    parser.add_argument("--peer-runs", type=int, default=3)
    parser.add_argument("--peer-fraction", type=int, default=10, help="peers lint every N-th file")
    parser.add_argument("--ci", action="store_true")
    parser.add_argument("--only-swift", action="store_true", help="measure the Swift rows alone (Benchmarks/run.sh --only swift)")
    # The Swift rows' floor (CPU time against swift-syntax's bare parse): below the lowest a --ci
    # run printed on the CI machine over the 200 files it reads (0.28–0.36; 0.28 in a run whose
    # rounds spread from 0.21 to 0.39, 0.33 an hour later on the idle machine) by enough to pass on
    # a loaded machine. It guards a fall; the full benchmark judges the 0.5 target
    # (docs/performance.md, "Targets and the latest figures").
    parser.add_argument("--swift-ci-threshold", type=float, default=0.25)
    # Below what every --ci run printed on a loaded 2-vCPU machine (0.39–0.45; docs/performance.md,
    # "Targets and the latest figures"). The CI corpus runs for 20–50 ms, too short to guard more
    # than a floor; the full benchmark judges the 0.5 target.
    parser.add_argument("--ci-threshold", type=float, default=0.36)
    parser.add_argument("--json", help="also write the numbers here")
    args = parser.parse_args()

    args.corpus = os.path.abspath(args.corpus)
    corpus_dir = os.path.join(args.corpus, "screens")
    stream = os.path.join(args.corpus, "stream.yaml")
    files = files_under(corpus_dir)
    corpus_bytes = sum(os.path.getsize(f) for f in files)
    stream_bytes = os.path.getsize(stream)
    cores = os.cpu_count() or 1
    print(f"Machine: {machine()}", flush=True)
    print(f"Corpus: {len(files)} files, {corpus_bytes / 1e6:.2f} MB; stream.yaml: {stream_bytes / 1e6:.2f} MB", flush=True)

    rows = []   # (label, data set, files, bytes, result, note)

    def add_interleaved(data, nfiles, nbytes, tools, runs=args.runs, note="", cwd=None, allowed=(0, 1)):
        """Measures the (label, command) `tools` on one data set, their runs interleaved."""
        print(f"  measuring {', '.join(label for label, _ in tools)} on {data} (interleaved) ...", file=sys.stderr, flush=True)
        results = measure([(label, command, cwd, allowed) for label, command in tools], runs)
        for (label, _), result in zip(tools, results):
            result.update(label=label, data=data, files=nfiles, bytes=nbytes, note=note)
            rows.append(result)
        return results

    def add(label, data, nfiles, nbytes, command, runs=args.runs, note="", cwd=None, allowed=(0, 1)):
        return add_interleaved(data, nfiles, nbytes, [(label, command)], runs, note, cwd, allowed)[0]

    higlint = os.path.abspath(args.higlint)
    raw = os.path.abspath(args.raw)
    results = {}
    all_cores = f"higlint lint (all {cores} cores)"
    stream_tools = [("raw libyaml events (C)", [raw, stream]), ("higlint lint --jobs 1", [higlint, "lint", "--jobs", "1", stream])]
    corpus_tools = [("raw libyaml events (C)", [raw, corpus_dir]), ("higlint lint --jobs 1", [higlint, "lint", "--jobs", "1", "screens"])]
    if not args.ci:
        stream_tools.append((all_cores, [higlint, "lint", stream]))
        corpus_tools.append((all_cores, [higlint, "lint", "screens"]))
        if cores >= 2:
            # The same work as two separate processes at once: what this machine gives two busy
            # cores when nothing at all is shared in memory, the ceiling for --jobs 2.
            corpus_tools.append(("higlint --jobs 1 × 2 processes (--shard 1/2, 2/2)",
                                 [[higlint, "lint", "--jobs", "1", "--shard", f"{k}/2", "screens"] for k in (1, 2)]))
            # And the limit itself as two processes, each parsing every other file: how much faster
            # two busy cores of this machine read the corpus than one, with no Swift in the way.
            relative = [os.path.relpath(f, args.corpus) for f in files]
            corpus_tools.append(("raw libyaml events (C) × 2 processes (every other file)",
                                 [[raw] + relative[k::2] for k in (0, 1)]))
    keys = ["raw", "j1", "jn", "shards", "raw2"]
    if not args.only_swift:
        for key, result in zip(keys, add_interleaved("stream", 1, stream_bytes, stream_tools)):
            results[f"{key}_stream"] = result
        for key, result in zip(keys, add_interleaved("corpus", len(files), corpus_bytes, corpus_tools, cwd=args.corpus)):
            results[f"{key}_corpus"] = result
    if args.raw_xml and args.storyboards and not args.only_swift:
        # Storyboards against libxml2's SAX parser alone over the same bytes, in the same run.
        boards = [os.path.join(folder, name) for folder, _, names in os.walk(args.storyboards)
                  for name in names if name.endswith((".storyboard", ".xib"))]
        board_bytes = sum(os.path.getsize(f) for f in boards)
        board_tools = [("raw libxml2 SAX (C)", [os.path.abspath(args.raw_xml), os.path.abspath(args.storyboards)]),
                       ("higlint lint --jobs 1", [higlint, "lint", "--jobs", "1", os.path.abspath(args.storyboards)])]
        for key, result in zip(["raw", "j1"], add_interleaved("storyboards", len(boards), board_bytes, board_tools)):
            results[f"{key}_storyboards"] = result

    if args.raw_swift and args.swift:
        # Swift against swift-syntax's bare parse of the same files, in the same run. higlint parses
        # each file twice in a run of several (the index of the run's views and classes, then the
        # file itself): the ratio says what that costs.
        sources = [os.path.join(folder, name) for folder, _, names in os.walk(args.swift) for name in names if name.endswith(".swift")]
        swift_bytes = sum(os.path.getsize(f) for f in sources)
        swift_tools = [("bare swift-syntax parse (Swift)", [os.path.abspath(args.raw_swift), os.path.abspath(args.swift)]),
                       ("higlint lint --jobs 1", [higlint, "lint", "--jobs", "1", os.path.abspath(args.swift)])]
        for key, result in zip(["raw", "j1"], add_interleaved("swift", len(sources), swift_bytes, swift_tools)):
            results[f"{key}_swift"] = result
        if args.swift_format and not args.ci:
            # The toolchain's own linter (default configuration, one process, one thread) over the
            # same files, interleaved with higlint --jobs 1 in rounds of their own: it takes seconds
            # a run, so it gets the peers' number of rounds, and the ratio is of this pair.
            pair = [("higlint lint --jobs 1 (beside swift-format)", [higlint, "lint", "--jobs", "1", os.path.abspath(args.swift)]),
                    ("swift-format lint (toolchain)", [os.path.abspath(args.swift_format), "lint", "--recursive", os.path.abspath(args.swift)])]
            runs = max(args.peer_runs, 5)
            for key, result in zip(["j1_beside_swift_format", "swift_format"],
                                   add_interleaved("swift", len(sources), swift_bytes, pair, runs=runs, allowed=range(256))):
                results[key] = result

    # Peers: on every N-th file of the sorted corpus (a deterministic subset), extrapolated.
    subset = files[::args.peer_fraction]
    subset_bytes = sum(os.path.getsize(f) for f in subset)
    scale = corpus_bytes / subset_bytes
    subset_note = f"on every {args.peer_fraction}th file ({len(subset)} files, {subset_bytes / 1e6:.2f} MB), extrapolated" \
        if args.peer_fraction > 1 else ""
    if args.yamllint and not args.ci and not args.only_swift:
        config = os.path.join(args.corpus, "yamllint.yml")
        with open(config, "w") as f:
            f.write("extends: default\nyaml-files: ['*.yaml', '*.yml', '*.json']\n")
        r = add("yamllint (default rules)", "corpus", len(subset), subset_bytes,
                [args.yamllint, "-f", "parsable", "-c", config] + subset, runs=args.peer_runs, note=subset_note)
        results["yamllint"] = r
    if args.check_jsonschema and not args.ci and not args.only_swift:
        r = add("check-jsonschema", "corpus", len(subset), subset_bytes,
                [args.check_jsonschema, "--schemafile", args.schema] + subset, runs=args.peer_runs, note=subset_note)
        results["check_jsonschema"] = r

    start_ms = startup([higlint, "lint", args.small], 21) * 1000
    raw_start_ms = startup([raw, args.small], 21) * 1000
    yamllint_start_ms = startup([args.yamllint, args.small], 5) * 1000 if args.yamllint and not args.ci else None

    # ----------------------------------------------------------------------------- the table
    def mbps(r, clock="wall"):
        return r["bytes"] / 1e6 / r[clock]

    def fps(r):
        return r["files"] / r["wall"]

    raw_of = {data: results[f"raw_{data}"] for data in ("stream", "corpus") if f"raw_{data}" in results}
    hig_of = {data: results[f"j1_{data}"] for data in ("stream", "corpus") if f"j1_{data}" in results}
    if "raw_storyboards" in results:
        raw_of["storyboards"] = results["raw_storyboards"]
        hig_of["storyboards"] = results["j1_storyboards"]
    if "raw_swift" in results:
        raw_of["swift"] = results["raw_swift"]
        hig_of["swift"] = results["j1_swift"]
    print()
    print("| tool | data | MB/s | files/s | × raw parser (libyaml; libxml2 for storyboards; swift-syntax for Swift) | vs higlint --jobs 1 | CPU s | peak memory | other load | note |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for r in rows:
        raw_ratio = mbps(r) / mbps(raw_of[r["data"]])
        versus = mbps(hig_of[r["data"]]) / mbps(r)
        versus_text = "—" if r is hig_of[r["data"]] else (f"{versus:.1f}× slower" if versus >= 1 else f"{1 / versus:.2f}× faster")
        others = "?" if r["others"] is None else f"{r['others']:.1f} cores"
        print(f"| {r['label']} | {r['data']} | {mbps(r):.2f} | {fps(r):,.0f} | {raw_ratio:.2f} | {versus_text} | {r['cpu']:.2f} | "
              f"{r['peak']:.0f} MB | {others} | median of {r['runs']}{'; ' + r['note'] if r['note'] else ''} |")
    print(f"| higlint lint, one small file | {os.path.getsize(args.small)} B | | | | | | | | {start_ms:.1f} ms start to exit (median of 21); raw C: {raw_start_ms:.1f} ms |")
    if yamllint_start_ms is not None:
        print(f"| yamllint, one small file | {os.path.getsize(args.small)} B | | | | | | | | {yamllint_start_ms:.0f} ms start to exit (median of 5) |")

    # ----------------------------------------------------------------------------- targets
    checks = []
    for data in [data for data in ("stream", "corpus") if data in hig_of]:
        ratio = mbps(hig_of[data]) / mbps(raw_of[data])
        paired = Paired(hig_of[data], raw_of[data])
        cpu_ratio = mbps(hig_of[data], "cpu") / mbps(raw_of[data], "cpu")
        # 40% until issue #21, whose compact parse tree set 50%.
        checks.append((f"--jobs 1 ≥ 50% of raw libyaml MB/s ({data})", ratio >= 0.5,
                       f"{ratio:.2f} wall clock ({paired.describe()}; CPU time: {cpu_ratio:.2f})"))
    if "raw_storyboards" in results:
        data = "storyboards"
        ratio = mbps(hig_of[data]) / mbps(raw_of[data])
        cpu_ratio = mbps(hig_of[data], "cpu") / mbps(raw_of[data], "cpu")
        checks.append(("--jobs 1 ≥ 30% of raw libxml2 MB/s (storyboards)", ratio >= 0.3,
                       f"{ratio:.2f} wall clock ({Paired(hig_of[data], raw_of[data]).describe()}; CPU time: {cpu_ratio:.2f})"))
    if "raw_swift" in results:
        data = "swift"
        ratio = mbps(hig_of[data]) / mbps(raw_of[data])
        cpu_ratio = mbps(hig_of[data], "cpu") / mbps(raw_of[data], "cpu")
        checks.append(("--jobs 1 ≥ 50% of swift-syntax's bare parse MB/s (Swift)", ratio >= 0.5,
                       f"{ratio:.2f} wall clock ({Paired(hig_of[data], raw_of[data]).describe()}; CPU time: {cpu_ratio:.2f})"))
    if "swift_format" in results:
        higlint_run, peer = results["j1_beside_swift_format"], results["swift_format"]
        factor = mbps(higlint_run) / mbps(peer)
        cpu_factor = mbps(higlint_run, "cpu") / mbps(peer, "cpu")
        checks.append(("≥ 10× faster than swift-format lint (Swift, --jobs 1)", factor >= 10,
                       f"{factor:.1f}× wall clock ({Paired(higlint_run, peer).describe()}; CPU time: {cpu_factor:.1f}×)"))
    if "jn_corpus" in results:
        jn, j1 = results["jn_corpus"], results["j1_corpus"]
        speedup = mbps(jn) / mbps(j1)
        paired = Paired(jn, j1)
        needed = 1.8 if cores >= 2 else 1.0
        free = cores - (jn["others"] or 0)
        detail = f"{speedup:.2f}× ({paired.describe()})"
        if jn["others"] is not None:
            detail += (f"; other processes kept {jn['others']:.1f} of the {cores} cores busy meanwhile, "
                       f"and {cores} workers used {jn['cpu'] / j1['cpu']:.2f}× the CPU time of one")
        if "shards_corpus" in results:
            shards = results["shards_corpus"]
            detail += (f"; two separate processes (one shard each) reached {mbps(shards) / mbps(j1):.2f}× "
                       f"({Paired(shards, j1).describe()})")
        if "raw2_corpus" in results:
            raw1, raw2 = results["raw_corpus"], results["raw2_corpus"]
            detail += (f"; raw libyaml itself, as two processes, reached {mbps(raw2) / mbps(raw1):.2f}× its one-process speed "
                       f"({Paired(raw2, raw1).describe()})")
        met = speedup >= needed
        if not met and free < needed:
            detail += f" (only {free:.1f} cores were free: not judged)"
        checks.append((f"all {cores} cores ≥ {needed}× --jobs 1 (corpus)", met, detail))
    if "yamllint" in results:
        factor = mbps(results["j1_corpus"]) / mbps(results["yamllint"])
        checks.append(("≥ 50× faster than yamllint (corpus, --jobs 1)", factor >= 50, f"{factor:.0f}×"))
    if "check_jsonschema" in results:
        factor = mbps(results["j1_corpus"]) / mbps(results["check_jsonschema"])
        checks.append(("≥ 20× faster than check-jsonschema (corpus, --jobs 1)", factor >= 20, f"{factor:.0f}×"))
    checks.append(("one small file < 20 ms, start to exit", start_ms < 20, f"{start_ms:.1f} ms"))
    if "j1_corpus" in results:
        peak = max(r["peak"] for r in rows if r["label"].startswith("higlint") and r["data"] == "corpus")
        checks.append(("peak memory < 100 MB over the corpus", peak < 100, f"{peak:.0f} MB"))
    print()
    print("| target | met | measured |")
    print("| --- | --- | --- |")
    for name, ok, value in checks:
        print(f"| {name} | {'yes' if ok else '**no**'} | {value} |")
    print()
    if args.peer_fraction > 1 and not args.ci and not args.only_swift:
        print(f"Peers ran on a deterministic subset (every {args.peer_fraction}th file of the sorted corpus); "
              f"their MB/s and files/s are those of the subset, which the full corpus would take {scale:.1f}× as long at.")

    if args.json:
        with open(args.json, "w") as f:
            json.dump({"rows": rows, "start_ms": start_ms, "checks": [(n, ok, v) for n, ok, v in checks]}, f, indent=1)

    if args.ci:
        # CPU time, not wall clock: CI machines are shared, and a busy neighbour must not fail the build.
        # And each tool's fastest round, not its median: what the machine does besides only ever
        # slows a round down, and it can slow most rounds of one tool (a kernel short of huge pages
        # slows higlint's heap, not the bare parse's), so the fastest round is the code's own cost.
        failed = False
        if "stream" in hig_of:
            worst = min(mbps(hig_of[d], "cpu_best") / mbps(raw_of[d], "cpu_best") for d in ("stream", "corpus"))
            verdict = "FAIL" if worst < args.ci_threshold else "OK"
            failed |= worst < args.ci_threshold
            print(f"{verdict}: higlint --jobs 1 runs at {worst:.2f} of raw libyaml's speed (CPU time); the floor is {args.ci_threshold} (fastest rounds).")
        if "swift" in hig_of:
            swift = mbps(hig_of["swift"], "cpu_best") / mbps(raw_of["swift"], "cpu_best")
            verdict = "FAIL" if swift < args.swift_ci_threshold else "OK"
            failed |= swift < args.swift_ci_threshold
            print(f"{verdict}: higlint --jobs 1 reads Swift at {swift:.2f} of swift-syntax's bare parse (CPU time); "
                  f"the floor is {args.swift_ci_threshold} (fastest rounds).")
        if failed:
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
