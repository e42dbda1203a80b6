"""What the desktop build leaves out: the policy behind packaging/score5-desktop.spec.

Plain Python, kept apart from the spec so tests can check it without
PyInstaller: which Qt modules and plugins the folder may hold, which of Qt's
translations, and which libraries go with the plugins that are dropped.
"""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterable
from pathlib import Path

PACKAGE = "score5_desktop"

LANGUAGES = ("en", "fr", "de", "it")
"""The interface languages; Qt's own translations are kept for these only."""

# Qt modules the app must never need: each is large (WebEngine alone is
# hundreds of MB) and none fits a card game. If the package starts importing
# one, the build stops here rather than shipping a folder that cannot run it.
NEVER_BUNDLE = (
    "Qt3DAnimation",
    "Qt3DCore",
    "Qt3DExtras",
    "Qt3DInput",
    "Qt3DLogic",
    "Qt3DRender",
    "QtBluetooth",
    "QtDataVisualization",
    "QtDesigner",
    "QtHelp",
    "QtHttpServer",
    "QtLocation",
    "QtNfc",
    "QtPdf",
    "QtPdfWidgets",
    "QtPositioning",
    "QtQml",
    "QtQuick",
    "QtQuick3D",
    "QtQuickControls2",
    "QtQuickTest",
    "QtQuickWidgets",
    "QtRemoteObjects",
    "QtScxml",
    "QtSensors",
    "QtSerialBus",
    "QtSerialPort",
    "QtSpatialAudio",
    "QtTest",
    "QtTextToSpeech",
    "QtUiTools",
    "QtWebChannel",
    "QtWebEngineCore",
    "QtWebEngineQuick",
    "QtWebEngineWidgets",
    "QtWebSockets",
    "QtWebView",
)


# Qt plugins kept, by plugin type; a type not listed here is kept whole (icon
# engines, platform themes, Wayland and xcb integrations, Windows styles...).
# Names are file names without "lib" and the suffix, for all three systems.
KEEP_PLUGINS = {
    # Desktop window systems, plus offscreen and minimal for headless runs.
    "platforms": {"qxcb", "qwayland", "qwindows", "qcocoa", "qoffscreen", "qminimal"},
    # Qt draws our icon from SVG; PNG is built into Qt itself.
    "imageformats": {"qsvg"},
    # Dead keys, compose and IBus input methods, not the QML virtual keyboard.
    "platforminputcontexts": {
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    },
    # Sound is WAV through QSoundEffect, which Qt plays without a media backend,
    # so the FFmpeg backend (about 40 MB with its codecs and Qt Quick) stays out.
    # The small native backends stay where there are any.
    "multimedia": {"windowsmediaplugin", "darwinmediaplugin"},
    # Embedded-device input and display (eglfs, evdev), networking and TLS: unused.
    "egldeviceintegrations": set(),
    "generic": set(),
    "networkinformation": set(),
    "tls": set(),
}

# Libraries Qt opens at run time for a plugin type instead of linking them, so
# the link-time analysis below cannot see them: they go with the last plugin
# of their type. (OpenSSL is QtNetwork's TLS backend; see also ``excludes``.)
LOADED_FOR_PLUGINS = {"tls": ("libssl", "libcrypto")}


TocEntry = tuple[str, str, str]
"""PyInstaller's (destination, source, kind); a SYMLINK's source is its target in the bundle."""


def imported_qt_modules(package_dir: Path) -> set[str]:
    """Every ``PySide6.QtXxx`` the package's source imports, lazily or not."""
    found = set()
    for path in package_dir.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_bytes())):
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            else:
                continue
            found.update(n.split(".")[1] for n in names if n.startswith("PySide6.Qt"))
    return found


def keep_qt_translation(dest: str) -> bool:
    """Qt's ``.qm`` files only for our languages (``qtbase_fr.qm`` yes, ``qtbase_ja.qm`` no)."""
    path = Path(dest)
    if "translations" not in path.parts[:-1] or path.suffix != ".qm" or path.parts[0] == PACKAGE:
        return True
    return any(path.stem.endswith(f"_{language}") for language in LANGUAGES)


def plugin_kept(dest: str) -> bool:
    """Whether a binary bound for ``.../plugins/<type>/<file>`` passes ``KEEP_PLUGINS``."""
    parts = Path(dest).parts
    if "plugins" not in parts[:-2]:
        return True
    plugin_type = parts[parts.index("plugins") + 1]
    name = parts[-1].split(".")[0].removeprefix("lib")
    return plugin_type not in KEEP_PLUGINS or name in KEEP_PLUGINS[plugin_type]


def dropped_binaries(
    binaries: list[TocEntry], get_imports: Callable[[str], Iterable[tuple[str, str | None]]]
) -> set[str]:
    """File names of the unwanted plugins and of the libraries only they needed.

    PyInstaller has already added each plugin's shared libraries, so dropping a
    plugin alone would leave its libraries behind (Qt Quick, FFmpeg, Qt Pdf...).
    A library goes only if a dropped plugin links to it and nothing kept does.
    ``get_imports(path)`` lists a binary's linked libraries as (name, resolved
    path) pairs: PyInstaller's ``bindepend.get_imports``.
    """
    by_name = {Path(dest).name: src for dest, src, kind in binaries if kind != "SYMLINK"}

    def linked_closure(sources: list[str]) -> set[str]:
        seen: set[str] = set()
        while sources:
            for _, path in get_imports(sources.pop()):
                name = Path(path).name if path else None
                if name in by_name and name not in seen:
                    seen.add(name)
                    sources.append(by_name[name])
        return seen

    dropped = [src for dest, src, kind in binaries if kind != "SYMLINK" and not plugin_kept(dest)]
    orphans = linked_closure(list(dropped))
    for plugin_type, prefixes in LOADED_FOR_PLUGINS.items():
        if not KEEP_PLUGINS.get(plugin_type, True):
            orphans.update(name for name in by_name if name.startswith(prefixes))
    kept_roots = [
        src
        for dest, src, kind in binaries
        if kind != "SYMLINK" and plugin_kept(dest) and Path(dest).name not in orphans
    ]
    orphans -= linked_closure(kept_roots)
    return {Path(src).name for src in dropped} | orphans


def bundled(entry: TocEntry, dropped: set[str]) -> bool:
    """Whether a TOC entry stays: not dropped, and not a symlink to something dropped."""
    dest, src, kind = entry
    # A symlink entry names its target (a bundle path) where others name a source.
    target = src if kind == "SYMLINK" else dest
    return Path(target).name not in dropped and plugin_kept(dest)
