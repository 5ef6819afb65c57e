"""The table: the scene that plays a match (scene.py), the display that animates the
deal's events (display.py), and one panel per part of the table (panels/), laid out
from the window's regions (layout.py, regions.py)."""
