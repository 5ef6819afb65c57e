"""Package list for setuptools (everything else is in pyproject.toml).

Discovery finds briscola_gui and its subpackages; the data-only package
briscola_gui._assets, which pyproject.toml maps onto the top-level assets/
folder, lives outside briscola_gui/ and discovery cannot see it, so it is
added by name. Without it `pip install .` installs no card decks and no icon.
"""
from setuptools import find_namespace_packages, setup

setup(packages=find_namespace_packages(include=["briscola_gui", "briscola_gui.*"])
      + ["briscola_gui._assets"])
