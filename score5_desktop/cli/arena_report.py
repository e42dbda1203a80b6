"""The arena's report: a markdown table and a PNG bar chart of win shares.

The only arena code that touches Qt (to paint the chart, offscreen); it is
imported when ``--report`` is given, so the bots and the tournaments stay Qt-free.
"""

from __future__ import annotations

import os
from pathlib import Path

from score5_desktop.cli.tournament_args import app_budgets_line
from score5_desktop.tournament.arena import ArenaResult


def markdown(result: ArenaResult, command: str) -> str:
    lines = [
        "# Arena report",
        "",
        f"`{command}`",
        "",
        f"{result.games} games, {len(result.seats)} players, seats "
        f"{', '.join(result.seats)} (duplicate: every deal in every seat rotation); "
        f"{result.seconds:.0f} s; {result.tiebreaks} games decided by tiebreak; "
        f"{len(result.illegal)} illegal decisions.",
        "",
        *([] if result.budgets is None else [app_budgets_line(result.budgets) + ".", ""]),
        "| level | seats | wins | win share | Wilson 95% | parity | mean score | mean margin "
        "| decision p50 (s) | decision p95 (s) |",
        "|---|---:|---:|---:|---|---:|---:|---:|---:|---:|",
    ]
    n = len(result.seats)
    for s in result.levels.values():
        lines.append(
            f"| {s.level} | {s.seats} | {s.wins} | {s.win_share:.1%} | "
            f"{s.ci95[0]:.1%} – {s.ci95[1]:.1%} | {s.seats / n:.0%} | {s.mean_score:.1f} | "
            f"{s.mean_margin:.1f} | {s.decision_p50:.3f} | {s.decision_p95:.3f} |"
        )
    lines += ["", "![win shares](arena.png)", ""]
    return "\n".join(lines)


def chart(result: ArenaResult, path: Path) -> None:
    """Win share per level as bars with their 95% interval, parity as a dashed line."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

    _app = QGuiApplication.instance() or QGuiApplication([])
    levels = list(result.levels.values())
    width, height = 160 + 140 * len(levels), 420
    left, right, top, bottom = 60, 20, 40, 60
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont()
        font.setPixelSize(13)
        painter.setFont(font)
        plot_h = height - top - bottom
        plot_w = width - left - right

        def y_of(share: float) -> float:
            return top + plot_h * (1 - share)

        painter.setPen(QPen(QColor("#888888"), 1))
        for tick in range(0, 101, 20):
            y = y_of(tick / 100)
            painter.drawLine(QPointF(left, y), QPointF(width - right, y))
            painter.drawText(
                QRectF(0, y - 8, left - 6, 16), Qt.AlignmentFlag.AlignRight, f"{tick}%"
            )
        painter.drawText(
            QRectF(0, 8, width, 20),
            Qt.AlignmentFlag.AlignHCenter,
            f"Win share over {result.games} games ({len(result.seats)} players)",
        )
        slot = plot_w / max(1, len(levels))
        palette = ["#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2"]
        n = len(result.seats)
        for i, s in enumerate(levels):
            x = left + slot * i + slot * 0.2
            w = slot * 0.6
            painter.fillRect(
                QRectF(x, y_of(s.win_share), w, y_of(0) - y_of(s.win_share)),
                QColor(palette[i % len(palette)]),
            )
            painter.setPen(QPen(QColor("black"), 2))
            mid = x + w / 2
            painter.drawLine(QPointF(mid, y_of(s.ci95[0])), QPointF(mid, y_of(s.ci95[1])))
            for edge in s.ci95:
                painter.drawLine(QPointF(mid - 8, y_of(edge)), QPointF(mid + 8, y_of(edge)))
            dash = QPen(QColor("#222222"), 1, Qt.PenStyle.DashLine)
            painter.setPen(dash)
            parity = y_of(s.seats / n)
            painter.drawLine(QPointF(x - 6, parity), QPointF(x + w + 6, parity))
            painter.setPen(QPen(QColor("black"), 1))
            painter.drawText(
                QRectF(x - 20, height - bottom + 6, w + 40, 18),
                Qt.AlignmentFlag.AlignHCenter,
                f"{s.level} ×{s.seats}",
            )
            painter.drawText(
                QRectF(x - 20, height - bottom + 24, w + 40, 18),
                Qt.AlignmentFlag.AlignHCenter,
                f"{s.win_share:.1%}",
            )
    finally:
        painter.end()
    if not image.save(str(path), "PNG"):
        raise OSError(f"could not save {path}")


def write_report(result: ArenaResult, directory: str, command: str) -> list[Path]:
    """Write ``arena.md`` and ``arena.png`` into ``directory`` (created if needed)."""
    folder = Path(directory)
    folder.mkdir(parents=True, exist_ok=True)
    md = folder / "arena.md"
    png = folder / "arena.png"
    md.write_text(markdown(result, command), encoding="utf-8")
    chart(result, png)
    return [md, png]
