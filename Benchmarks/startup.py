# Start-up: `BINARY FILE`, process start to exit, for each binary given. The binaries run in
# turn, round after round, so a machine whose load drifts slows them alike. Prints the wall clock
# (median, minimum) and the CPU time the process used (user + system), which a busy machine
# disturbs far less. Usage: python3 Benchmarks/startup.py RUNS FILE BINARY... (docs/performance.md)
import os, sys, time, statistics
runs, path, binaries = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
wall = {b: [] for b in binaries}
cpu = {b: [] for b in binaries}
for round in range(runs + 2):
    for b in binaries:
        start = time.perf_counter_ns()
        pid = os.posix_spawn(b, [b, path], os.environ, file_actions=[
            (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0), (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0)])
        _, _, usage = os.wait4(pid, 0)
        if round >= 2:
            wall[b].append((time.perf_counter_ns() - start) / 1e6)
            cpu[b].append((usage.ru_utime + usage.ru_stime) * 1000)
for b in binaries:
    print(f"{b}: wall median {statistics.median(wall[b]):.1f} ms, min {min(wall[b]):.1f} ms; "
          f"CPU median {statistics.median(cpu[b]):.1f} ms, min {min(cpu[b]):.1f} ms ({runs} runs)")
