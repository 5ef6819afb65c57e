"""The first lesson in the window (briscola_gui/lesson holds its content and logic)."""
