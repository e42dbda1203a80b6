"""Help > About's version lines: the app, Qt, PySide6 and Python it runs on, and for a
desktop build the commit it was built from, so a bug report can name them exactly.

The values come from ``build_info`` (a desktop build's record, else the live
versions); as text read from a file they are escaped, since the box shows rich text.
"""

from __future__ import annotations

from html import escape

from PySide6 import __version__ as pyside6_version
from PySide6.QtCore import QCoreApplication, qVersion

from score5_desktop.build_info import BuildInfo, running_versions
from score5_desktop.model.text import arg

translate = QCoreApplication.translate


def versions_html(info: BuildInfo | None = None) -> str:
    """One paragraph: ``Version 0.1.0 (Qt 6.11.3, PySide6 6.11.3, Python 3.11.7)`` and the build."""
    info = info or running_versions(qVersion(), pyside6_version)
    lines = [
        arg(
            #: %1 the app's version, e.g. "0.4.0"; %2, %3, %4 the versions of Qt, PySide6 and
            #: Python, e.g. "6.11.3", "6.11.3", "3.11.7".
            translate("About", "Version %1 (Qt %2, PySide6 %3, Python %4)"),
            *(escape(value) for value in (info.app, info.qt, info.pyside6, info.python)),
        )
    ]
    if info.commit:
        dirty = "-dirty" if info.commit.endswith("-dirty") else ""
        lines.append(
            arg(
                #: %1 a source revision, e.g. "6f8fb9b1c2d3"; %2 the build's date,
                #: e.g. "2026-11-24".
                translate("About", "Desktop build of commit %1, %2"),
                escape(info.commit[:12] + dirty),
                escape(info.built[:10]),
            )
        )
    return "<p>" + "<br>".join(lines) + "</p>"
