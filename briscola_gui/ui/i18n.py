"""The window's words: ``I18n(lang)(key, **kw)``, the catalogues of ``briscola_gui.messages``
under the name the scenes have always used."""
from __future__ import annotations

from ..messages import LANGUAGES, Messages

I18n = Messages

__all__ = ["I18n", "LANGUAGES"]
