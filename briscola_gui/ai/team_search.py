"""The expert's search for 3, 4 and 6 players and chiamata: sampled worlds, solved exactly.

Why a module of its own: the two-player search (``expert.py``, ``midgame.py``) and this
one share only the decision budget. Here every hidden card (the other hands, and while
the stock lasts its order) is dealt at random consistently with what the seat knows
(voids, the face-up card's holder, cards taken by scambio, in chiamata the called card
placed by the partner guess), and each world is solved by ``SolverN``: this seat's side
in that world maximises its card points, everybody else minimises them. A card's value
is its average over the worlds.

It searches when few cards are left: with the stock gone and at most ``MAX_CARDS_N``
cards in the hands (18 in 6 players: the whole endgame), and in 4 players also at the last drawing trick (``DRAW_STOCK``),
with the order of the stock dealt too: there the winner of the trick hands the
face-up briscola to the seat before it, always an opponent, and draws an unknown
card; the rules' estimate cannot weigh that, the exact solve of each world can.
In 3 players, from the last drawing trick (``RULES_3P``), each world is played out
instead with the two opponents answering as ``hard``'s rules would from their own seats
(``rules_endgame.py``).
"""
from __future__ import annotations

from ..engine.deal import trick_winner
from .base import Cancelled
from .rules_endgame import RulesEndgame
from .solver import SolverMaxN, SolverN
from .worlds import NoWorld, sample_world

MAX_CARDS_N = 12          # search with no stock when this few cards are left in the hands
MAX_CARDS_BY_N = {6: 18}  # players -> a different count: in 6 players the last three tricks
WORLDS_N = 24             # worlds per decision (times the limit's ``worlds``)
DRAW_STOCK = {4: 4}  # players -> the largest stock searched with its draws
MAXN_3P = True            # 3 players: each opponent plays for itself (else: both against this seat)
WIN_3P = 100.0            # 3 players: a smazzata won in a world counts this many points more
RULES_3P = 3              # 3 players: at this stock or less the opponents answer by hard's rules (rules_endgame.py)
WORLDS_DRAW = 16          # worlds per decision with the stock still there
WIN_BONUS = {4: 100.0, 6: 100.0}   # players -> a won smazzata counts this many points more


def searchable(view) -> bool:
    """Whether the team search decides this view (else the rules do)."""
    n = view.players
    if n == 5 and view.trump is None and view.caller is None:
        return False
    if view.stock == 0:
        return sum(view.hand_sizes) <= MAX_CARDS_BY_N.get(n, MAX_CARDS_N)
    if n == 3 and view.stock <= RULES_3P and not view.rules.follow_suit:
        return True
    return view.stock <= DRAW_STOCK.get(n, 0)


def team_move(player, view, legal, budget) -> int | None:
    """The card with the best average over the sampled worlds, or None (no world
    could be solved within the budget: the caller falls back on the rules)."""
    if not searchable(view):
        return None
    k = player.knowledge(view)
    if view.stock == 0:
        worlds = _worlds_no_stock(player, view, k)
        count = player.limit.world_count(WORLDS_N)
    else:
        worlds = _worlds_with_stock(player, view, k)
        count = player.limit.world_count(WORLDS_DRAW)
    n, me = view.players, view.seat
    follow = view.rules.follow_suit or (n == 5 and view.trump is None)
    called = view.called_card if n == 5 else None
    totals = {c: 0.0 for c in legal}
    solved = attempts = 0
    for hands, draws in worlds:
        attempts += 1
        if solved >= count or attempts > 3 * count:
            break
        if solved and budget.spent():
            break
        if hands is None:
            continue
        if n == 3 and view.stock <= RULES_3P and not follow:
            game = RulesEndgame(view, hands, k.cp, k.st, view.trump, WIN_3P, draws)
            for c in legal:
                totals[c] += game.root_value(c)
            budget.charge(game.nodes)
            solved += 1
            budget.worlds = solved
            continue
        side = sides_in_world(view, hands, called)
        masks = []
        for s in range(n):
            m = 0
            for c in hands[s]:
                m |= 1 << c
            masks.append(m)
        limits = budget.solver_limits(first=not solved)
        if n == 3 and MAXN_3P:
            solver = SolverMaxN(n, view.trump, k.cp, k.st, me, draws=draws, **limits)
        else:
            solver = SolverN(n, view.trump, k.cp, k.st, side, draws=draws, **limits)
        values = {}
        try:
            for c in legal:
                nh = list(masks)
                nh[me] ^= 1 << c
                table = tuple(view.table) + (c,)
                if isinstance(solver, SolverMaxN):
                    values[c] = _three_player_value(view, solver, tuple(nh), table, follow)
                elif len(table) < n:
                    values[c] = solver.value(tuple(nh), view.leader, table, follow, -1, 1000)
                else:
                    values[c] = finish_trick(solver, tuple(nh), view.leader, table, follow)
        except Cancelled:
            break               # a world half solved would favour the cards solved first
        finally:
            budget.charge(solver.nodes)
        bonus = WIN_BONUS.get(n, 0.0)
        if bonus:
            _add_win(values, view, hands, draws, side, k.cp, bonus)
        for c, v in values.items():
            totals[c] += v
        solved += 1
        budget.worlds = solved
    if not solved:
        return None
    return max(legal, key=lambda c: (totals[c], -c))


def _add_win(values: dict, view, hands, draws, side: tuple, cp, bonus: float) -> None:
    """Turn each card's points from here on in one world into points plus ``bonus`` if the
    side ends with more card points than the other (half of it for a tie). The world is
    solved exactly, so this monotone change of the leaves' value is exact per world; it
    only changes how the worlds average: a card that wins the smazzata in more worlds
    beats one that takes a few more points where the smazzata is decided anyway."""
    n = view.players
    mine = sum(view.points[s] for s in range(n) if side[s])
    theirs = sum(view.points[s] for s in range(n) if not side[s])
    remaining = sum(cp[c] for h in hands for c in h) + sum(cp[c] for c in view.table) + \
        sum(cp[c] for c in draws)
    for c, v in values.items():
        total, other = mine + v, theirs + remaining - v
        values[c] = v + (bonus if total > other else (bonus / 2 if total == other else 0.0))


def _three_player_value(view, solver: SolverMaxN, hands: tuple, table: tuple, follow: bool) -> float:
    """This seat's points from here on in one world, plus WIN_3P if it ends with strictly
    the most points (half of it for a tie at the top, which nobody wins)."""
    if len(table) < solver.n:
        rest = solver.points(hands, view.leader, table, follow)
    else:
        rest = solver.after_trick(hands, view.leader, table, follow)
    me = view.seat
    final = [view.points[s] + rest[s] for s in range(solver.n)]
    best_other = max(x for s, x in enumerate(final) if s != me)
    win = 1.0 if final[me] > best_other else (0.5 if final[me] == best_other else 0.0)
    return rest[me] + WIN_3P * win


def finish_trick(solver: SolverN, hands: tuple, leader: int, table: tuple, follow: bool) -> int:
    """The value of a position whose trick ``table`` is complete: its points if the
    maximising side takes it, the draws if the stock lasts, then the rest."""
    n = solver.n
    winner = (leader + trick_winner(table, solver.trump, solver.st)) % n
    gain = sum(solver.cp[x] for x in table) if solver.side[winner] else 0
    d = 0
    if solver.draws:
        hands, d = solver.draw_after(hands, winner, 0)
    return solver.value(hands, winner, (), follow, -1, 1000, d) + gain


def sides_in_world(view, hands, called) -> tuple:
    """Per seat, whether it plays on this seat's side in the world ``hands``."""
    n, me = view.players, view.seat
    if n != 5:
        team = next(t for t in view.teams if me in t)
        return tuple(s in team for s in range(n))
    caller = view.caller
    if view.trump is None or called is None:           # carichi: alone against four
        side_set = {caller}
    else:
        holder = next((s for s in range(n) if called in hands[s]), None)
        if holder is None:                               # already played: teams are known
            holder = view.partner if view.partner is not None else caller
        side_set = {caller, holder}
    mine = me in side_set
    return tuple((s in side_set) == mine for s in range(n))


def _worlds_with_stock(player, view, k):
    """Endless (hands, draws) worlds with the stock's order dealt too (worlds.py)."""
    rng = player.rng_for(view, 5)
    while True:
        try:
            w = sample_world(view, rng, k)
        except NoWorld:
            yield None, ()
            continue
        yield [list(h) for h in w.hands], w.draws


def _worlds_no_stock(player, view, k):
    """Endless (hands, ()) worlds once the stock is gone (None where the voids left no
    deal in 20 tries)."""
    n, me = view.players, view.seat
    unknown = sorted(k.true_pool)
    tc = view.trump_card
    fixed = {s: [] for s in range(n)}
    for c, s in k.known_in_hands.items():                           # taken by scambio
        fixed[s].append(c)
    if k.holder_of_face_up is not None and k.holder_of_face_up != me and tc not in k.played:
        fixed[k.holder_of_face_up].append(tc)
    need = {s: view.hand_sizes[s] - len(fixed[s]) for s in range(n) if s != me}
    if any(v < 0 for v in need.values()) or sum(need.values()) != len(unknown):
        return
    rng = player.rng_for(view, 4)
    called = view.called_card if n == 5 else None
    guess = k.partner_guess() if (n == 5 and called is not None and view.partner is None
                                 and called in unknown) else None
    while True:
        yield _sample_hands(view, k, unknown, need, fixed, guess, called, rng), ()


def _sample_hands(view, k, unknown, need, fixed, guess, called, rng):
    n, me = view.players, view.seat
    hands = {s: list(fixed[s]) for s in range(n)}
    hands[me] = list(view.hand)
    room = dict(need)
    pool = unknown[:]
    if guess:
        # place the called card first, by the partner guess
        seats = [s for s in guess if room.get(s, 0) > 0]
        if seats:
            total = sum(guess[s] for s in seats)
            x = (rng.next64() >> 11) / float(1 << 53) * total
            pick = seats[-1]
            for s in seats:
                x -= guess[s]
                if x <= 0:
                    pick = s
                    break
            hands[pick].append(called)
            room[pick] -= 1
            pool.remove(called)
    voids = k.voids
    for _ in range(20):
        rng.shuffle(pool)
        ok = True
        r = dict(room)
        placed = {s: [] for s in r}
        # most constrained cards first: those few seats may hold
        order = sorted(pool, key=lambda c: sum(1 for s in r if c // 10 not in voids.get(s, ())))
        for c in order:
            seats = [s for s in r if r[s] > 0 and c // 10 not in voids.get(s, ())]
            if not seats:
                ok = False
                break
            s = seats[rng.below(len(seats))]
            placed[s].append(c)
            r[s] -= 1
        if ok:
            for s in placed:
                hands[s].extend(placed[s])
            return [hands[s] for s in range(n)]
    return None
