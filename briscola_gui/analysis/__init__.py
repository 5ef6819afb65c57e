"""Move-by-move analysis of a finished smazzata (pure: no pygame).

    from briscola_gui.analysis import analyse_deal
    result = analyse_deal(deal, seat)          # DealAnalysis: verdicts, accuracy

``run.py`` replays the deal and values the seat's choices (``ai.evaluate``),
``verdict.py`` names what each move cost and the accuracy figure, ``reasons.py`` says
why in plain words. docs/analysis.md defines the figures.
"""
from .run import WORLDS, DealAnalysis, MoveAnalysis, analyse_deal, deal_seed

__all__ = ["WORLDS", "DealAnalysis", "MoveAnalysis", "analyse_deal", "deal_seed"]
