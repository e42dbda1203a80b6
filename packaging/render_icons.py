"""Render the app icon SVG into the PNG, .ico and .icns files the desktops want.

The one source of the icon is ``resources/icons/score5-desktop.svg``; everything
else is derived from it with Qt's own SVG renderer, so no image library is
needed. With no options the script rewrites the committed freedesktop PNGs in
``packaging/linux/icons/hicolor/<size>x<size>/apps/``. ``--ico`` and ``--icns``
write the Windows and macOS icons, which are build outputs (the spec asks for
them at build time) and are not committed.

Both container formats simply wrap PNG images: ICO has held PNG entries since
Windows Vista, and ICNS types ``ic07``-``ic14``/``icp4``-``icp6`` are PNGs.

    python packaging/render_icons.py                     # refresh hicolor PNGs
    python packaging/render_icons.py --ico a.ico --icns a.icns
"""

from __future__ import annotations

import argparse
import os
import struct
import sys
from pathlib import Path

APP_ID = "io.github.score5desktop.Score5Desktop"
"""The reverse-DNS id: desktop file, metainfo, icon names, macOS bundle id, Flatpak."""

ROOT = Path(__file__).resolve().parents[1]
SVG = ROOT / "resources" / "icons" / "score5-desktop.svg"
HICOLOR = ROOT / "packaging" / "linux" / "icons" / "hicolor"

HICOLOR_SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"icp6", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic09", 512),
    (b"ic10", 1024),  # 512 at 2x
    (b"ic11", 32),  # 16 at 2x
    (b"ic12", 64),  # 32 at 2x
    (b"ic13", 256),  # 128 at 2x
    (b"ic14", 512),  # 256 at 2x
)


class Renderer:
    """Renders the SVG to PNG bytes at any size, caching each size once."""

    def __init__(self, svg: Path) -> None:
        # A QGuiApplication must exist before painting; the offscreen platform
        # lets this run on a build machine without a display.
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtGui import QGuiApplication
        from PySide6.QtSvg import QSvgRenderer

        self._app = QGuiApplication.instance() or QGuiApplication([])
        self._svg = QSvgRenderer(str(svg))
        if not self._svg.isValid():
            raise SystemExit(f"cannot read the icon SVG: {svg}")
        self._cache: dict[int, bytes] = {}

    def png(self, size: int) -> bytes:
        if size not in self._cache:
            from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
            from PySide6.QtGui import QImage, QPainter

            image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
            image.fill(Qt.GlobalColor.transparent)
            painter = QPainter(image)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            self._svg.render(painter)
            painter.end()
            data = QByteArray()
            buffer = QBuffer(data)
            buffer.open(QIODevice.OpenModeFlag.WriteOnly)
            # Straight (non-premultiplied) alpha is what PNG stores.
            image.convertToFormat(QImage.Format.Format_ARGB32).save(buffer, "PNG")
            buffer.close()
            self._cache[size] = bytes(data.data())
        return self._cache[size]


def ico_bytes(renderer: Renderer, sizes: tuple[int, ...] = ICO_SIZES) -> bytes:
    """A Windows .ico holding one PNG entry per size."""
    images = [renderer.png(size) for size in sizes]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in zip(sizes, images, strict=True):
        # Width and height are one byte each; 0 stands for 256.
        dim = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def icns_bytes(renderer: Renderer) -> bytes:
    """A macOS .icns holding PNG entries for every standard size and scale."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(data)) + data
        for kind, data in ((kind, renderer.png(size)) for kind, size in ICNS_TYPES)
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def hicolor_path(size: int) -> Path:
    return HICOLOR / f"{size}x{size}" / "apps" / f"{APP_ID}.png"


def write_hicolor(renderer: Renderer) -> None:
    for size in HICOLOR_SIZES:
        path = hicolor_path(size)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(renderer.png(size))
        print(f"wrote {path.relative_to(ROOT)}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ico", type=Path, help="write a Windows .ico here")
    parser.add_argument("--icns", type=Path, help="write a macOS .icns here")
    args = parser.parse_args(argv)
    renderer = Renderer(SVG)
    if args.ico is None and args.icns is None:
        write_hicolor(renderer)
    for path, make in ((args.ico, ico_bytes), (args.icns, icns_bytes)):
        if path is not None:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(make(renderer))
            print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
