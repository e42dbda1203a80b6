"""Text from files shown as text, never as markup.

Qt guesses whether a label, message box or tooltip holds HTML
(``Qt::mightBeRichText``): a player's name such as ``<img src="/dev/zero">``
would make it load a local file. Labels and message boxes are set to
``Qt.PlainText`` (``ui.common.plain``); tooltips have no such switch, so a
tooltip that holds a name is escaped here and wrapped in our own markup.
"""

from __future__ import annotations

import html


def escaped(text: str) -> str:
    """``text`` as HTML that shows exactly those characters (line breaks kept)."""
    return html.escape(text, quote=True).replace("\n", "<br/>")


def plain_tooltip(text: str) -> str:
    """A tooltip that shows ``text`` as it is, whatever it holds ("" stays "")."""
    if not text:
        return ""
    return f"<p style='white-space:pre-wrap'>{escaped(text)}</p>"
