"""The smallest pygame-ce window: the yardstick for the game's executable.

It does what ``briscola --smoke-test`` does, minus the game: start pygame, open a
1280x800 window, draw and show one frame, quit. build/bench_startup.py builds it with
PyInstaller the way installer.spec builds the game (onedir, stripped, the same
excluded modules) and times both.
"""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402


def main() -> int:
    pygame.init()
    pygame.display.set_caption("bare")
    surface = pygame.display.set_mode((1280, 800), pygame.RESIZABLE)
    surface.fill((14, 66, 44))
    pygame.draw.rect(surface, (230, 200, 90), (540, 300, 200, 200), 4)
    pygame.display.flip()
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
