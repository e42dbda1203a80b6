"""What the desktop build leaves out: the policy behind packaging/score5-desktop.spec.

Plain Python, kept apart from the spec so tests can check it without
PyInstaller: which Qt modules and plugins the folder may hold, which of Qt's
translations, and which libraries go with the plugins that are dropped.
"""

from __future__ import annotations

import ast
import re
import subprocess
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
    # The GTK 3 theme is left out on purpose: it would bring GTK 3, Cairo, Pango
    # and GDK from the build machine (about 9 MB, and a second GTK beside the
    # desktop's own) for what the app does not use: it draws with Fusion and its
    # own light/dark palettes, and Qt's GNOME theme (built into Qt GUI) follows
    # the desktop's dark setting over D-Bus. File dialogs are Qt's own, or the
    # desktop's through the XDG portal theme, which needs no extra library.
    "platformthemes": {"qxdgdesktopportal"},
    # Wayland: the xdg-shell protocol every desktop compositor speaks, the
    # client-side title bars (for GNOME, which draws none), and EGL for any GL
    # surface. Left out: shells for kiosks, cars and Qt's own compositor, and
    # the server-buffer integrations, which only a compositor uses.
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient", "adwaita"},
    "wayland-graphics-integration-client": {"qt-plugin-wayland-egl"},
}

# Libraries Qt opens at run time for a plugin type instead of linking them, so
# the link-time analysis below cannot see them: they go with the last plugin
# of their type. (OpenSSL is QtNetwork's TLS backend; see also ``excludes``.)
LOADED_FOR_PLUGINS = {"tls": ("libssl", "libcrypto")}


# Libraries taken from the system rather than bundled, by file-name prefix, with
# the Debian package holding each: the desktop baseline every supported system
# has (the README lists it per distribution; the .deb depends on it). Whatever
# is linked only through these goes too (PulseAudio's codecs, ...).
SYSTEM_LIBRARIES = {
    # The C++ runtime: GL drivers loaded from the system need the system's own,
    # which on every supported system is at least as new as the build machine's.
    "libstdc++.so": "libstdc++6",
    "libgcc_s.so": "libgcc-s1",
    # GLib: GIO loads the system's modules, which need the system's GLib.
    "libglib-2.0.so": "libglib2.0-0",
    "libgobject-2.0.so": "libglib2.0-0",
    "libgio-2.0.so": "libglib2.0-0",
    "libgmodule-2.0.so": "libglib2.0-0",
    "libgthread-2.0.so": "libglib2.0-0",
    # Fonts: fontconfig must read the system's configuration in its own format.
    "libfontconfig.so": "libfontconfig1",
    "libfreetype.so": "libfreetype6",
    # The X11 client core and the keyboard tables, which must match the system's data.
    "libX11.so": "libx11-6",
    "libX11-xcb.so": "libx11-xcb1",
    "libxkbcommon.so": "libxkbcommon0",
    # D-Bus talks to the system's daemon.
    "libdbus-1.so": "libdbus-1-3",
    # Sound goes through the system's PulseAudio client (PipeWire provides its
    # server); without it Qt Multimedia does not import and the game is silent.
    "libpulse.so": "libpulse0",
    "libpulse-simple.so": "libpulse0",
}

# What PyInstaller itself never bundles on Linux (its dylib exclude list): glibc,
# the GL stack, libxcb, and the Wayland client libraries, which must match the
# compositor's and the GL driver's. The bundle links these from the system too.
PYINSTALLER_SYSTEM_LIBRARIES = {
    "libc.so": "libc6",
    "libGL.so": "libgl1",
    "libEGL.so": "libegl1",
    "libxcb.so": "libxcb1",
    "libwayland-client.so": "libwayland-client0",
    "libwayland-cursor.so": "libwayland-cursor0",
    "libwayland-egl.so": "libwayland-egl1",
}


def debian_depends() -> list[str]:
    """The Debian packages the bundle takes libraries from: the .deb's ``Depends``."""
    packages = {**SYSTEM_LIBRARIES, **PYINSTALLER_SYSTEM_LIBRARIES}.values()
    return sorted(set(packages))


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


def from_system(dest: str) -> bool:
    """Whether a library bound for the folder's top level is one the system provides."""
    parts = Path(dest).parts
    return len(parts) == 1 and parts[0].startswith(tuple(SYSTEM_LIBRARIES))


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
    """File names of the unwanted plugins, the system's libraries, and what only they needed.

    PyInstaller has already added each plugin's shared libraries, so dropping a
    plugin alone would leave its libraries behind (Qt Quick, FFmpeg, Qt Pdf...);
    the same goes for a library taken from the system (PulseAudio's codecs). A
    library goes if a dropped binary links to it and nothing kept does.
    ``get_imports(path)`` lists the libraries a binary links to directly as
    (name, path) pairs: :func:`direct_imports` on Linux. (PyInstaller's
    ``bindepend.get_imports`` asks ``ldd``, which lists the whole closure, so Qt
    Multimedia would seem to link PulseAudio's codecs itself and keep them.)
    """
    by_name = {Path(dest).name: src for dest, src, kind in binaries if kind != "SYMLINK"}

    def linked_closure(sources: list[str], stop: set[str]) -> set[str]:
        seen: set[str] = set()
        while sources:
            for _, path in get_imports(sources.pop()):
                name = Path(path).name if path else None
                if name in by_name and name not in seen and name not in stop:
                    seen.add(name)
                    sources.append(by_name[name])
        return seen

    roots = {
        Path(dest).name: src
        for dest, src, kind in binaries
        if kind != "SYMLINK" and (not plugin_kept(dest) or from_system(dest))
    }
    orphans = linked_closure(list(roots.values()), set())
    for plugin_type, prefixes in LOADED_FOR_PLUGINS.items():
        if not KEEP_PLUGINS.get(plugin_type, True):
            orphans.update(name for name in by_name if name.startswith(prefixes))
    kept_roots = [
        src
        for dest, src, kind in binaries
        if kind != "SYMLINK" and Path(dest).name not in orphans and Path(dest).name not in roots
    ]
    # What a kept binary links, except through a dropped one, stays.
    orphans -= linked_closure(kept_roots, set(roots))
    return set(roots) | orphans


NEEDED = re.compile(r"\(NEEDED\)\s+Shared library: \[([^\]]+)\]")


def direct_imports(path: str) -> list[tuple[str, str]]:
    """The sonames an ELF file links to directly (its DT_NEEDED), from ``readelf -d``."""
    result = subprocess.run(["readelf", "-d", path], capture_output=True, text=True, check=True)
    return [(name, name) for name in NEEDED.findall(result.stdout)]


def bundled(entry: TocEntry, dropped: set[str]) -> bool:
    """Whether a TOC entry stays: not dropped, and not a symlink to something dropped."""
    dest, src, kind = entry
    # A symlink entry names its target (a bundle path) where others name a source.
    target = src if kind == "SYMLINK" else dest
    return Path(target).name not in dropped and plugin_kept(dest) and not from_system(dest)


def unwanted_files(internal: Path) -> list[str]:
    """Files in a built folder's ``_internal`` that the policy keeps out, as relative paths.

    The check after the build: a PyInstaller or PySide6 upgrade that collects
    something new in a way the spec's filter misses shows up here.
    """
    never = tuple(f"lib{name.replace('Qt', 'Qt6', 1)}." for name in NEVER_BUNDLE)
    found = []
    for path in sorted(internal.rglob("*")):
        dest = path.relative_to(internal).as_posix()
        if path.is_dir():
            continue
        if not plugin_kept(dest) or from_system(dest) or path.name.startswith(never):
            found.append(dest)
    return found


if __name__ == "__main__":
    import sys

    if sys.argv[1:] == ["--debian-depends"]:
        print(", ".join(debian_depends()))
        sys.exit(0)
    unwanted = unwanted_files(Path(sys.argv[1]))
    for dest in unwanted:
        print(f"bundled against the policy: {dest}", file=sys.stderr)
    sys.exit(1 if unwanted else 0)
