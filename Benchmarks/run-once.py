#!/usr/bin/env python3
"""Runs a command once and appends "wall-seconds cpu-seconds peak-MB" to a file.

    run-once.py RUNS-FILE OUTPUT-FILE COMMAND [ARGUMENT...]

The wall clock is read in this process right around starting the command and reaping
it, so a figure holds the command and one fork and exec (about 0.7 ms), where timing
`/usr/bin/time -v` between two `date` commands in bash added about 5 ms to every
figure: 4% of lint L, 9% of libyaml L. CPU time (user + system) and the peak resident
set size come from the kernel's accounting of the command (`wait4`), as GNU time's do.
The command's standard output and error go to OUTPUT-FILE; when it fails, that file is
printed and this script fails too.
"""
import os
import subprocess
import sys
import time


def main():
    runs, output, command = sys.argv[1], sys.argv[2], sys.argv[3:]
    with open(output, "wb") as sink:
        start = time.perf_counter()
        child = subprocess.Popen(command, stdout=sink, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode != 0:
        sys.stderr.write(open(output, errors="replace").read())
        sys.exit(f"{command[0]} exited with {child.returncode}")
    cpu = usage.ru_utime + usage.ru_stime
    peak_mb = usage.ru_maxrss / 1024  # kilobytes on Linux
    with open(runs, "a") as file:
        file.write(f"{wall:.4f} {cpu:.3f} {peak_mb:.1f}\n")


if __name__ == "__main__":
    main()
