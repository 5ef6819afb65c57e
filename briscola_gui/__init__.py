"""Briscola: Italy's favourite card game, offline against the computer."""
__version__ = "0.1.0"
