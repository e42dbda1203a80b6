"""Render every card of a deck into PNG contact sheets, to review the card art by eye.

Reads the deck JSON directly (no engine needed) and writes one sheet per theme:
all faces, a back and an empty slot, at normal size and at a small "fanned hand"
size, on a table-coloured background. Usage::

    python tools/card_sheet.py [--deck resources/decks/standard.json]
                               [--out-dir screenshots] [--dpr 2]
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from types import SimpleNamespace

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPointF, QRectF  # noqa: E402
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter  # noqa: E402

from score5_desktop.games.score5.qt.card_art import (  # noqa: E402
    CARD_HEIGHT,
    CARD_WIDTH,
    CardTheme,
    paint_card_back,
    paint_card_face,
    paint_card_placeholder,
)

REPO = Path(__file__).resolve().parents[1]
COLUMNS = 11
GAP = 10
SMALL = 0.55
"""Scale of the second block: roughly a card in a crowded hand on a laptop screen."""


def load_deck(path: Path) -> list[SimpleNamespace]:
    """The deck's cards as plain objects with the attributes the art reads."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [SimpleNamespace(**row) for row in data["cards"]]


def _block(
    painter: QPainter, cards: list, theme: CardTheme, origin: QPointF, scale: float
) -> float:
    """Draw faces, then a back and a placeholder, in rows; return the block's height."""
    w, h = CARD_WIDTH * scale, CARD_HEIGHT * scale
    slots = [("face", card) for card in cards] + [("back", None), ("slot", None)]
    for index, (kind, card) in enumerate(slots):
        row, col = divmod(index, COLUMNS)
        rect = QRectF(origin.x() + col * (w + GAP), origin.y() + row * (h + GAP), w, h)
        if kind == "face":
            paint_card_face(painter, rect, card, theme)
        elif kind == "back":
            paint_card_back(painter, rect, theme)
        else:
            paint_card_placeholder(painter, rect, theme)
    rows = (len(slots) + COLUMNS - 1) // COLUMNS
    return rows * (h + GAP)


def render_sheet(cards: list, theme: CardTheme, table: str, dpr: float) -> QImage:
    """One sheet: the full-size block above the small block."""
    width = GAP + COLUMNS * (CARD_WIDTH + GAP)
    rows = (len(cards) + 2 + COLUMNS - 1) // COLUMNS
    height = GAP + rows * (CARD_HEIGHT + GAP) + GAP + rows * (CARD_HEIGHT * SMALL + GAP)
    image = QImage(int(width * dpr), int(height * dpr), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(dpr)
    image.fill(QColor(table))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    used = _block(painter, cards, theme, QPointF(GAP, GAP), 1.0)
    _block(painter, cards, theme, QPointF(GAP, GAP + used + GAP), SMALL)
    painter.end()
    return image


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deck", type=Path, default=REPO / "resources" / "decks" / "standard.json")
    parser.add_argument("--out-dir", type=Path, default=REPO / "screenshots")
    parser.add_argument("--dpr", type=float, default=1.0, help="device pixel ratio to render at")
    args = parser.parse_args(argv)

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    cards = load_deck(args.deck)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    suffix = "" if args.dpr == 1 else f"@{args.dpr:g}x"
    for theme, table in ((CardTheme.light(), "#2f6b4f"), (CardTheme.dark(), "#1c1e22")):
        out = args.out_dir / f"card-sheet-{theme.name}{suffix}.png"
        if not render_sheet(cards, theme, table, args.dpr).save(str(out)):
            parser.error(f"could not write {out}")
        sys.stdout.write(f"{out}\n")
    del app
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
