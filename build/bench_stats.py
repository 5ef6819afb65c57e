"""Statistics at their limits (issue #15, case 9): loading a statistics file of N records
and drawing the Statistics screen from it.

Writes a statistics file of N records in a temp folder, loads it the way the window does
(``Store.load_stats``: read record by record, the newest 20,000 kept), then times 60
frames of the Statistics scene (update and draw) at 1280x800, headless.

    python build/bench_stats.py [--records N]

prints one JSON line: load seconds, records kept, frame times in ms (mean, max).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

from briscola_gui.ui.scenes.registry import build_app  # noqa: E402
from briscola_gui.ui.storage import Settings, Store  # noqa: E402

RECORD = ('{"kind":"%s","players":%d,"level":"%s","result":"%s","points":%d,'
          '"when":"2026-01-01T00:00:00Z"}')


def write_stats(path: Path, n: int) -> None:
    levels = ("easy", "medium", "hard", "expert")
    results = ("won", "lost", "drawn")
    with open(path, "w", encoding="utf-8") as fh:
        fh.write('{"format":"briscola-stats","version":1,"records":[')
        for i in range(n):
            fh.write(("," if i else "") + RECORD % ("match" if i % 5 == 4 else "smazzata",
                                                    2 + i % 5, levels[i % 4], results[i % 3],
                                                    i % 121))
        fh.write("]}")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--records", type=int, default=700_000)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        write_stats(folder / "stats.json", args.records)
        size_mb = (folder / "stats.json").stat().st_size / 1e6
        pygame.init()
        surface = pygame.display.set_mode((1280, 800))
        store = Store(folder)
        app = build_app(surface, store=store, settings=Settings(language="en", sound=False),
                        threaded=False, sound=False)
        start = time.perf_counter()
        stats = app.user_stats()
        load_s = time.perf_counter() - start
        app.reset_to("main_menu")
        app.open("stats")
        times = []
        for _ in range(60):
            t0 = time.perf_counter()
            app.update(16)
            app.draw()
            times.append((time.perf_counter() - t0) * 1000)
        print(json.dumps({"records_in_file": args.records, "file_mb": round(size_mb, 1),
                          "records_kept": len(stats.records), "load_s": round(load_s, 2),
                          "first_frame_ms": round(times[0], 1),
                          "frame_ms_mean": round(sum(times[1:]) / (len(times) - 1), 2),
                          "frame_ms_max": round(max(times[1:]), 2)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
