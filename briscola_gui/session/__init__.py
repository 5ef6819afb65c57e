"""The table session: one turn loop for every caller (the window, ``sim``, the tests).

Pure Python, no pygame. See docs/engine-api.md, "The table session".
"""
from .computer import ComputerAnswer, ComputerRequest
from .events import (ComputerFault, DealFinished, DealStarted, HintReady, MatchOver,
                     SessionEvent, StorageFailed)
from .hints import HintAnswer, HintRequest
from .seats import Seat
from .table import TableSession
from .turns import TurnLoop

__all__ = ["ComputerAnswer", "ComputerRequest", "ComputerFault", "DealFinished", "DealStarted",
           "HintReady", "MatchOver", "SessionEvent", "StorageFailed", "HintAnswer", "HintRequest",
           "Seat", "TableSession", "TurnLoop"]
