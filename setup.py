"""Package list for setuptools (everything else is in pyproject.toml).

Discovery finds briscola_gui and its subpackages. The data-only package
briscola_gui._assets, which pyproject.toml maps onto the top-level assets/
folder, lives outside briscola_gui/ and discovery cannot see it, so it is
added here with one entry per subfolder (setuptools wants every importable
folder listed). Without it `pip install .` installs no card decks and no icon.
"""
from pathlib import Path

from setuptools import find_namespace_packages, setup

ASSETS = Path(__file__).resolve().parent / "assets"
asset_packages = ["briscola_gui._assets"] + sorted(
    "briscola_gui._assets." + ".".join(p.relative_to(ASSETS).parts)
    for p in ASSETS.rglob("*")
    if p.is_dir() and all(part.isidentifier() for part in p.relative_to(ASSETS).parts)
)

setup(packages=find_namespace_packages(include=["briscola_gui", "briscola_gui.*"])
      + asset_packages)
