#!/usr/bin/env python3
"""Runs a command once and appends "wall-seconds cpu-seconds peak-MB" to a file.

    run-once.py RUNS-FILE OUTPUT-FILE COMMAND [ARGUMENT...]

The wall clock is read in this process right around starting the command and reaping
it. The command runs under GNU time, which gives its peak resident set size: measured
from here, the kernel would count this Python process's memory in the child's peak (the
child starts as a copy of it). A figure so holds the command and GNU time's start, which
is smaller than timing between two `date` commands in bash, whose starts it would hold too. CPU
time (user + system, microseconds) is the kernel's accounting of GNU time and the command
it waited for (`wait4`). The command's standard output and error go to OUTPUT-FILE; when
it fails, that file is printed and this script fails too.
"""
import os
import subprocess
import sys
import time


def main():
    runs, output, command = sys.argv[1], sys.argv[2], sys.argv[3:]
    peak_file = output + ".peak"
    with open(output, "wb") as sink:
        start = time.perf_counter()
        child = subprocess.Popen(["/usr/bin/time", "-f", "%M", "-o", peak_file] + command, stdout=sink, stderr=subprocess.STDOUT)
        _, status, usage = os.wait4(child.pid, 0)
        wall = time.perf_counter() - start
    # What os.waitstatus_to_exitcode (Python 3.9) gives, spelt for any Python 3.
    child.returncode = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -os.WTERMSIG(status)
    if child.returncode != 0:
        sys.stderr.write(open(output, errors="replace").read())
        sys.exit(f"{command[0]} exited with {child.returncode}")
    cpu = usage.ru_utime + usage.ru_stime
    with open(peak_file) as file:
        peak_mb = int(file.read().split()[-1]) / 1024  # GNU time's %M is in kilobytes
    with open(runs, "a") as file:
        file.write(f"{wall:.4f} {cpu:.3f} {peak_mb:.1f}\n")


if __name__ == "__main__":
    main()
