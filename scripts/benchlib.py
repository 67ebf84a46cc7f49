"""Measurement primitives for scripts/bench.py: timed child processes, statistics, the lock,
the machine description and the marked region of docs/performance.md."""
import datetime
import fcntl
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field

BEGIN, END = "<!-- bench:begin -->", "<!-- bench:end -->"


@dataclass
class Sample:
    """One run of a command: wall seconds, CPU seconds (user + system, children included), peak
    RSS in KiB, and the CPU seconds the rest of the machine used meanwhile (contention)."""
    wall: float
    cpu: float
    rss_kib: int
    others: float = 0.0


def busy_seconds():
    """CPU seconds the whole machine has been busy since boot (all cores, from /proc/stat)."""
    try:
        with open("/proc/stat") as stat:
            fields = [int(value) for value in stat.readline().split()[1:9]]
    except OSError:
        return 0.0
    user, nice, system, _idle, _iowait, irq, softirq, steal = fields
    return (user + nice + system + irq + softirq + steal) / os.sysconf("SC_CLK_TCK")


def samples(command):
    """Runs a shell command once and measures it; fails loudly when it fails."""
    with tempfile.TemporaryFile() as errors:
        busy = busy_seconds()
        start = time.perf_counter()
        process = subprocess.Popen(["bash", "-o", "pipefail", "-c", command], stdout=subprocess.DEVNULL, stderr=errors)
        _, status, usage = os.wait4(process.pid, 0)
        wall = time.perf_counter() - start
        process.returncode = os.waitstatus_to_exitcode(status)
        if process.returncode != 0:
            errors.seek(0)
            sys.exit(f"bench: command failed ({process.returncode}): {command}\n{errors.read().decode(errors='replace')[-2000:]}")
    cpu = usage.ru_utime + usage.ru_stime
    return Sample(wall, cpu, usage.ru_maxrss, max(0.0, busy_seconds() - busy - cpu))


def stats(values):
    return {"median": statistics.median(values), "min": min(values), "max": max(values), "n": len(values)}


@dataclass
class Group:
    """The samples of one command plus the load average before each."""
    label: str
    runs: list = field(default_factory=list)
    loads: list = field(default_factory=list)

    def add(self, sample):
        self.runs.append(sample)

    def summary(self):
        return {"label": self.label,
                "wall": stats([s.wall for s in self.runs]),
                "cpu": stats([s.cpu for s in self.runs]),
                "rss_mib": stats([s.rss_kib / 1024 for s in self.runs]),
                "others": stats([s.others for s in self.runs]),
                "load": (min(self.loads), max(self.loads)) if self.loads else None}


class Lock:
    """flock(path) as a context manager; a no-op when no path is given."""
    def __init__(self, path):
        self.path, self.handle = path, None

    def __enter__(self):
        if self.path:
            self.handle = open(self.path, "a")
            fcntl.flock(self.handle, fcntl.LOCK_EX)
        return self

    def __exit__(self, *exc):
        if self.handle:
            fcntl.flock(self.handle, fcntl.LOCK_UN)
            self.handle.close()
            self.handle = None


def load_average():
    return os.getloadavg()[0]


def run_checked(command, shell=False, capture=False):
    """Runs an untimed step (build, warm-up); exits on failure."""
    result = subprocess.run(command, shell=shell, executable="/bin/bash" if shell else None,
                            stdout=subprocess.PIPE if capture else None, text=True)
    if result.returncode != 0:
        sys.exit(f"bench: failed ({result.returncode}): {command if isinstance(command, str) else ' '.join(command)}")
    return result.stdout if capture else ""


def describe_machine(swift):
    def first(command, pattern=None):
        try:
            out = subprocess.run(command, shell=True, capture_output=True, text=True).stdout
        except OSError:
            return "?"
        if pattern:
            match = re.search(pattern, out, re.M)
            return match.group(1).strip() if match else "?"
        return out.strip().splitlines()[0] if out.strip() else "?"
    return {
        "cpu": first("lscpu", r"^Model name:\s*(.+)$"),
        "cores": os.cpu_count(),
        "os": first("cat /etc/os-release", r'^PRETTY_NAME="?([^"\n]+)"?$'),
        "kernel": platform.release(),
        "swift": first(f"{swift} --version 2>&1", r"(Swift version [^\s]+)"),
        "cmark": first("cmark-gfm --version"),
        "xmllint": first("xmllint --version 2>&1"),
        # Uncommitted changes to what is measured (not docs) make the commit a lie: say so.
        "commit": first("git rev-parse --short HEAD")
        + (" + uncommitted changes" if first("git status --porcelain -uno -- Sources Package.swift scripts templates") != "?" else ""),
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC"),
    }


def write_region(path, text):
    doc = path.read_text()
    start, end = doc.find(BEGIN), doc.find(END)
    if start < 0 or end < start:
        sys.exit(f"bench: {path} has no {BEGIN} … {END} region")
    path.write_text(doc[:start + len(BEGIN)] + "\n" + text.rstrip() + "\n" + doc[end:])
