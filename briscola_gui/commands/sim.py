"""``python -m briscola_gui sim``: computer players against each other.

    python -m briscola_gui sim --players N --seats A,B[,...] --games G --seed S
                               [--rules k=v,...] [--json] [--budget-ms MS] [--bot-timeout SEC]

Seat-fair: every deal is played once per rotation of the seats (rotations that
give the same players in the same places are played once), so every player sits
in every position on the same cards. G counts deals. See docs/ai.md.
"""
from __future__ import annotations

import json
import shlex
import sys
import time

from ..engine.chiamata import Chiamata
from ..engine.errors import BadInput, brief
from ..engine.rules import CHOICES, Rules
from ..engine.shuffle import shuffled_deck
from ..engine.smazzata import Smazzata
from ..session.events import ComputerFault
from ..session.turns import TurnLoop
from .sim_stats import SpecStats

USAGE = ("usage: python -m briscola_gui sim --players N --seats A,B[,...] --games G --seed S "
         "[--rules k=v,...] [--json] [--budget-ms MS] [--bot-timeout SEC]")
MAX_REDEALS = 50


MAX_BOT_TIMEOUT = 600.0          # seconds a bot may think; more is a typo, not a plan
MAX_BUDGET_MS = 600_000.0
MAX_GAMES = 10 ** 9


class Usage(Exception):
    pass


# -- arguments ------------------------------------------------------------------
def _int(name: str, text: str, lo: int | None = None, hi: int | None = None) -> int:
    try:
        value = int(text)
    except ValueError:
        raise Usage(f"{name} must be an integer, not {brief(text)}") from None
    if lo is not None and value < lo or hi is not None and value > hi:
        rng = f"from {lo} to {hi}" if hi is not None else f"at least {lo}"
        raise Usage(f"{name} must be {rng}, not {value}")
    return value


def _float(name: str, text: str, hi: float) -> float:
    """A number above 0 and at most ``hi`` (nan, inf, 1e308 and negatives are refused)."""
    try:
        value = float(text)
    except ValueError:
        raise Usage(f"{name} must be a number, not {brief(text)}") from None
    if not 0 < value <= hi:
        raise Usage(f"{name} must be a number above 0 and at most {hi:g}, not {brief(text)}")
    return value


_TRUE = {"true", "1", "yes", "on"}
_FALSE = {"false", "0", "no", "off"}


def parse_rules(text: str) -> Rules:
    data = {}
    for item in text.split(","):
        item = item.strip()
        if not item:
            continue
        if "=" not in item:
            raise Usage(f"--rules: {brief(item)} is not key=value (e.g. follow_suit=true)")
        key, value = (x.strip() for x in item.split("=", 1))
        if key in CHOICES:                 # house rules with named values: pari, three_remove
            data[key] = value
        elif value.lower() in _TRUE:
            data[key] = True
        elif value.lower() in _FALSE:
            data[key] = False
        else:
            raise Usage(f"--rules: {brief(key)} must be true or false, not {brief(value)}")
    try:
        return Rules.from_dict(data)
    except BadInput as exc:
        raise Usage(f"--rules: {exc}") from None


def parse_spec(spec: str, index: int) -> str:
    from ..ai import LEVELS, split_level
    if spec.startswith("cmd:"):
        cmd = spec[4:]
        try:
            argv = shlex.split(cmd)
        except ValueError as exc:
            raise Usage(f"--seats: seat {index}: bad command {brief(cmd)}: {exc}") from None
        if not argv:
            raise Usage(f"--seats: seat {index}: 'cmd:' needs a command after it")
        return spec
    try:
        level, _factor = split_level(spec)
    except ValueError as exc:
        raise Usage(f"--seats: seat {index}: {exc}") from None
    if level not in LEVELS:
        raise Usage(f"--seats: seat {index}: unknown player {brief(spec)} "
                    f"(levels: {', '.join(LEVELS)}, a level*FACTOR such as expert*4, "
                    f"or cmd:COMMAND)")
    return spec


def parse_args(argv: list[str]) -> dict:
    opts = {"players": None, "seats": None, "games": None, "seed": None, "rules": Rules(),
            "json": False, "budget_ms": None, "bot_timeout": 2.0}
    takes_value = {"--players", "--seats", "--games", "--seed", "--rules", "--budget-ms",
                   "--bot-timeout"}
    i = 0
    raw: dict[str, str] = {}
    while i < len(argv):
        arg = argv[i]
        if arg == "--json":
            opts["json"] = True
            i += 1
            continue
        key, eq, value = arg.partition("=")
        if key not in takes_value:
            raise Usage(f"unknown argument {brief(arg)}")
        if not eq:
            if i + 1 >= len(argv):
                raise Usage(f"{key} needs a value")
            value = argv[i + 1]
            i += 1
        raw[key] = value
        i += 1
    for key in ("--players", "--seats", "--games", "--seed"):
        if key not in raw:
            raise Usage(f"missing {key}")
    n = _int("--players", raw["--players"])
    if n not in (2, 3, 4, 5, 6):
        raise Usage(f"--players must be 2, 3, 4, 5 or 6, not {n}")
    opts["players"] = n
    specs = [s.strip() for s in raw["--seats"].split(",")]
    if len(specs) != n:
        raise Usage(f"--seats lists {len(specs)} players for {n} seats (one per seat, e.g. "
                    + ",".join(["expert", "random"] * (n // 2) + ["random"] * (n % 2)) + ")")
    opts["seats"] = [parse_spec(s, k) for k, s in enumerate(specs)]
    opts["games"] = _int("--games", raw["--games"], 1, MAX_GAMES)
    opts["seed"] = _int("--seed", raw["--seed"], 0, (1 << 63) - 1)
    if "--rules" in raw:
        opts["rules"] = parse_rules(raw["--rules"])
    if "--budget-ms" in raw:
        opts["budget_ms"] = _float("--budget-ms", raw["--budget-ms"], MAX_BUDGET_MS)
    if "--bot-timeout" in raw:
        opts["bot_timeout"] = _float("--bot-timeout", raw["--bot-timeout"], MAX_BOT_TIMEOUT)
    return opts


# -- playing --------------------------------------------------------------------
def make_seat_player(spec: str, seed: int, opts: dict):
    from ..ai import make_player
    if spec.startswith("cmd:"):
        from ..ai.bot import BotPlayer
        return BotPlayer(spec[4:], seed=seed, timeout=opts["bot_timeout"])
    return make_player(spec, seed=seed, budget_ms=opts["budget_ms"])


def deal_seed(seed: int, d: int, attempt: int = 0) -> int:
    from ..ai.knowledge import mix64
    return mix64(seed, d, attempt) & ((1 << 40) - 1)


def play_game(n: int, dealer: int, deck: list[int], rules: Rules, seat_players: list,
              timings: list[list[float]], faults: list):
    """One deal through the session's turn loop. A player's unusable answer (it raised, or
    the move is illegal) is noted as an internal fault and a legal fallback is played.
    Computer signals are off: sim measures the listed players themselves."""
    deal = Chiamata(dealer, deck, rules) if n == 5 else Smazzata(n, dealer, deck, rules)
    loop = TurnLoop(deal, seat_players, computer_signals=False)
    while deal.phase != "done":
        answer = loop.request().run()
        timings[answer.request.seat].append(answer.elapsed_ms)
        for event in loop.complete(answer):
            if isinstance(event, ComputerFault):
                faults.append({"seat": event.seat, "fault": "internal",
                               "detail": f"{event.kind} {event.answer}: {event.reason}"})
    return deal


def run(opts: dict, progress=None) -> dict:
    n, specs, rules = opts["players"], opts["seats"], opts["rules"]
    chiamata = n == 5
    # one player object per listed seat (a bot process per cmd: seat)
    listed = [make_seat_player(spec, (opts["seed"] * 31 + 7 * k) & ((1 << 62) - 1), opts)
              for k, spec in enumerate(specs)]
    rotations = []
    seen = set()
    for r in range(n):
        order = tuple((i + r) % n for i in range(n))        # seat i <- listed player order[i]
        key = tuple(specs[j] for j in order)
        if key not in seen:
            seen.add(key)
            rotations.append(order)
    stats = {spec: SpecStats() for spec in specs}
    faults: list[dict] = []
    redeals = 0
    total_games = opts["games"] * len(rotations)
    done = 0
    t_start = time.perf_counter()
    last_progress = 0.0
    try:
        for d in range(opts["games"]):
            base_seed = deal_seed(opts["seed"], d)
            dealer0 = base_seed % n
            for order in rotations:
                seat_players = [listed[j] for j in order]
                seat_specs = [specs[j] for j in order]
                for j in set(order):
                    if hasattr(listed[j], "new_game"):
                        listed[j].new_game(done)
                timings = [[] for _ in range(n)]
                game_faults: list[dict] = []
                attempt = 0
                while True:
                    deck = shuffled_deck(n, deal_seed(opts["seed"], d, attempt) if attempt else base_seed,
                                         rules.three_remove)
                    dealer = (dealer0 + attempt) % n if chiamata else dealer0
                    deal = play_game(n, dealer, deck, rules, seat_players, timings, game_faults)
                    # all five passed (chiamata) or a tie under pari "replay": the same deal's
                    # seat dealt again with fresh cards (chiamata: the next dealer)
                    void = deal.redeal if chiamata else deal.result().void
                    if not void or attempt >= MAX_REDEALS:
                        break
                    attempt += 1
                    redeals += 1
                for f in game_faults:
                    f.update({"game": done, "deal": d, "spec": seat_specs[f["seat"]]})
                    faults.append(f)
                for seat in range(n):
                    stats[seat_specs[seat]].ms.extend(timings[seat])
                _record(deal, seat_specs, stats, chiamata)
                done += 1
                if progress is not None:
                    now = time.perf_counter()
                    if now - last_progress >= 1.0:
                        last_progress = now
                        progress(done, total_games, now - t_start)
    finally:
        for p in listed:
            if hasattr(p, "close"):
                p.close()
    for k, p in enumerate(listed):
        for f in getattr(p, "faults", ()):
            f = dict(f)
            f["spec"] = specs[k]
            faults.append(f)
    elapsed = time.perf_counter() - t_start
    result = {
        "deals": opts["games"], "games": done,
        "games_per_second": round(done / elapsed, 3) if elapsed > 0 else 0.0,
        "seconds": round(elapsed, 2),
        "players_per_game": n, "seats": specs, "seed": opts["seed"],
        "rules": rules.to_dict(), "rotations": len(rotations),
        "players": {spec: stats[spec].summary(chiamata) for spec in dict.fromkeys(specs)},
        "faults": faults, "fault_count": len(faults),
    }
    if chiamata or rules.pari == "replay":
        result["redeals"] = redeals
    return result


def _record(deal, seat_specs: list[str], stats: dict, chiamata: bool) -> None:
    res = deal.result()
    if chiamata:
        if deal.redeal:
            for seat, spec in enumerate(seat_specs):
                st = stats[spec]
                st.drawn += 1
                st.points.append(0.0)
                st.diffs.append(0.0)
                st.game_points.append(0.0)
            return
        for seat, spec in enumerate(seat_specs):
            st = stats[spec]
            side = 0 if seat in res.teams[0] else 1
            gp = res.game_points[seat]
            st.won += gp > 0
            st.lost += gp < 0
            st.drawn += gp == 0
            st.points.append(res.team_points[side])
            st.diffs.append(res.team_points[side] - res.team_points[1 - side])
            st.game_points.append(gp)
        return
    teams = res.teams
    for ti, team in enumerate(teams):
        others = [res.team_points[j] for j in range(len(teams)) if j != ti]
        diff = res.team_points[ti] - sum(others) / len(others)
        for spec in dict.fromkeys(seat_specs[s] for s in team):
            st = stats[spec]
            if res.winner is None:
                st.drawn += 1
            elif res.winner == ti:
                st.won += 1
            else:
                st.lost += 1
            st.points.append(res.team_points[ti])
            st.diffs.append(diff)


# -- output ---------------------------------------------------------------------
def table_text(result: dict) -> str:
    lines = [f"{result['games']} games ({result['deals']} deals x {result['rotations']} rotations), "
             f"{result['players_per_game']} players, {result['games_per_second']:.1f} games/s"]
    chiamata = result["players_per_game"] == 5
    head = (f"{'player':<24} {'won':>6} {'lost':>6} {'drawn':>6} {'score':>6} {'score 95% CI':>15} "
            f"{'elo':>7} {'points':>7} {'diff':>7} {'diff 95% CI':>16} ")
    if chiamata:
        head += f"{'game pts':>9} "
    head += f"{'ms mean':>8} {'ms p95':>8} {'ms max':>8}"
    lines.append(head)
    for spec, s in result["players"].items():
        name = spec if len(spec) <= 24 else spec[:21] + "..."
        ci = s["score_ci95"]
        dci = s["diff_ci95"]
        row = (f"{name:<24} {s['won']:>6} {s['lost']:>6} {s['drawn']:>6} {100 * s['score']:>5.1f}% "
               f"{f'{100 * ci[0]:.1f}-{100 * ci[1]:.1f}%':>15} {s['elo']:>7.0f} {s['mean_points']:>7.2f} "
               f"{s['mean_diff']:>7.2f} {f'{dci[0]:.2f}..{dci[1]:.2f}':>16} ")
        if chiamata:
            row += f"{s['mean_game_points']:>9.3f} "
        dm = s["decision_ms"]
        row += f"{dm['mean']:>8.2f} {dm['p95']:>8.2f} {dm['max']:>8.2f}"
        lines.append(row)
    if result["faults"]:
        lines.append(f"bot faults: {len(result['faults'])}")
        for f in result["faults"][:10]:
            lines.append(f"  game {f.get('game')}: {f.get('spec')}: {f.get('fault')}: {f.get('detail')}")
    if chiamata:
        lines.append(f"redeals (all five passed): {result.get('redeals', 0)}")
    elif "redeals" in result:
        lines.append(f"void smazzate dealt again (pari=replay): {result['redeals']}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help"):
        print(USAGE)
        return 0
    try:
        opts = parse_args(argv)
    except Usage as exc:
        print(f"sim: {exc}", file=sys.stderr)
        return 2
    progress = None
    if sys.stderr.isatty():
        def progress(done, total, elapsed):
            rate = done / elapsed if elapsed > 0 else 0.0
            sys.stderr.write(f"\rsim: {done}/{total} games, {rate:.1f} games/s ")
            sys.stderr.flush()
    try:
        result = run(opts, progress)
    except KeyboardInterrupt:
        print("\nsim: interrupted", file=sys.stderr)
        return 130
    if progress is not None:
        sys.stderr.write("\n")
    if opts["json"]:
        print(json.dumps(result))
    else:
        print(table_text(result))
    return 0
