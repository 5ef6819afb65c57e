"""``kill -9`` during saves (issue #15, cases 7 and 8): no file is ever damaged, and the
temp files interrupted saves leave behind are gone after the next start.

A child process saves a match in progress, the statistics and the settings over and
over; it is killed with SIGKILL at a random moment, K times. Then every file must load
as it is (no ``.damaged`` file may appear) and one start-up of the store must leave no
temp file.

    python build/kill_saves.py [--kills K] [--seed S]

prints one JSON line of figures (docs/reliability.md has the last run). POSIX only.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from briscola_gui.ui.storage import Store  # noqa: E402

WRITER = """
import sys
from briscola_gui.engine import new_match
from briscola_gui.stats import Stats
from briscola_gui.ui.storage import Settings, Store
store = Store(sys.argv[1])
match = new_match(4, seed=5)
stats = Stats(store.stats_path)
for i in range(3000):
    stats.add("smazzata", 4, "hard", "won", 70, when="2026-01-01T00:00:00Z")
settings = Settings()
print("ready", flush=True)
while True:
    store.save_match(match, level="hard")
    store.save_stats(stats)
    store.save_settings(settings)
"""


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rng = random.Random(args.seed)
    env = dict(os.environ, PYTHONPATH=str(ROOT) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        start = time.perf_counter()
        for _ in range(args.kills):
            proc = subprocess.Popen([sys.executable, "-c", WRITER, str(folder)], env=env,
                                    stdout=subprocess.PIPE)
            proc.stdout.readline()                       # it is saving from now on
            time.sleep(rng.uniform(0.0, 0.05))
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            proc.stdout.close()
        left = [p for p in folder.iterdir() if ".tmp-" in p.name]
        left_sizes = sum(p.stat().st_size for p in left)
        store = Store(folder)
        settings_ok = store.load_settings() is not None
        match = store.load_match()
        stats = store.load_stats()
        after = [p.name for p in folder.iterdir() if ".tmp-" in p.name]
        damaged = [p.name for p in folder.iterdir() if ".damaged" in p.name]
        figures = {"kills": args.kills, "seed": args.seed,
                   "temp_files_before_start": len(left),
                   "temp_bytes_before_start": left_sizes,
                   "temp_files_after_start": len(after), "damaged": damaged,
                   "problems": [p.key for p in store.problems],
                   "save_loads": match is not None, "stats_records": len(stats.records),
                   "settings_load": settings_ok,
                   "seconds": round(time.perf_counter() - start, 1)}
    print(json.dumps(figures))
    return 0 if not (after or damaged or store.problems) and match is not None else 1


if __name__ == "__main__":
    sys.exit(main())
