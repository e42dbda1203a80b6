"""Before Qt starts on X11: can its xcb platform plugin load? If not, say what to install.

Qt's answer to a missing system library is an abort ("could not load the Qt
platform plugin xcb", exit 134), and from a desktop menu not even that is seen.
So before the QApplication is made, the app loads the xcb plugin itself, the
way Qt will (same file, same search path), and on failure prints which
packages to install on Debian/Ubuntu, Fedora and Arch, shows the same text
through a desktop dialog or notification tool where one exists, and exits 1.

Qt-free, because it runs when Qt may not be able to start; so its text is
English only (no translator can be loaded before the check passes).
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

FAMILIES = ("Debian/Ubuntu", "Fedora", "Arch")
INSTALL = {
    "Debian/Ubuntu": "sudo apt install",
    "Fedora": "sudo dnf install",
    "Arch": "sudo pacman -S --needed",
}

# The libraries the xcb plugin, Qt GUI and Qt Widgets take from the system
# (their DT_NEEDED, less the C/C++ runtime and what the PySide6 wheel ships),
# with the package holding each, per family. The first eight are the ones a
# desktop install usually lacks; the rest come with any X11 desktop.
PACKAGES: dict[str, tuple[str, str, str]] = {
    "libxcb-cursor.so.0": ("libxcb-cursor0", "xcb-util-cursor", "xcb-util-cursor"),
    "libxcb-icccm.so.4": ("libxcb-icccm4", "xcb-util-wm", "xcb-util-wm"),
    "libxcb-image.so.0": ("libxcb-image0", "xcb-util-image", "xcb-util-image"),
    "libxcb-keysyms.so.1": ("libxcb-keysyms1", "xcb-util-keysyms", "xcb-util-keysyms"),
    "libxcb-render-util.so.0": (
        "libxcb-render-util0",
        "xcb-util-renderutil",
        "xcb-util-renderutil",
    ),
    "libxcb-util.so.1": ("libxcb-util1", "xcb-util", "xcb-util"),
    "libxcb-shape.so.0": ("libxcb-shape0", "libxcb", "libxcb"),
    "libxkbcommon-x11.so.0": ("libxkbcommon-x11-0", "libxkbcommon-x11", "libxkbcommon-x11"),
    "libxcb-render.so.0": ("libxcb-render0", "libxcb", "libxcb"),
    "libxcb-randr.so.0": ("libxcb-randr0", "libxcb", "libxcb"),
    "libxcb-shm.so.0": ("libxcb-shm0", "libxcb", "libxcb"),
    "libxcb-sync.so.1": ("libxcb-sync1", "libxcb", "libxcb"),
    "libxcb-xfixes.so.0": ("libxcb-xfixes0", "libxcb", "libxcb"),
    "libxcb-xkb.so.1": ("libxcb-xkb1", "libxcb", "libxcb"),
    "libxcb.so.1": ("libxcb1", "libxcb", "libxcb"),
    "libxkbcommon.so.0": ("libxkbcommon0", "libxkbcommon", "libxkbcommon"),
    "libX11.so.6": ("libx11-6", "libX11", "libx11"),
    "libX11-xcb.so.1": ("libx11-xcb1", "libX11-xcb", "libx11"),
    "libGL.so.1": ("libgl1", "libglvnd-glx", "libglvnd"),
    "libEGL.so.1": ("libegl1", "libglvnd-egl", "libglvnd"),
    "libfontconfig.so.1": ("libfontconfig1", "fontconfig", "fontconfig"),
    "libfreetype.so.6": ("libfreetype6", "freetype", "freetype2"),
    "libglib-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
    "libgthread-2.0.so.0": ("libglib2.0-0", "glib2", "glib2"),
}

MISSING = re.compile(r"([\w.+-]+\.so(?:\.\d+)*): cannot open shared object file")

Loader = Callable[[str], object]
"""Loads a shared library by path or soname, raising OSError when it cannot: ``ctypes.CDLL``."""


@dataclass(frozen=True)
class Failure:
    """The xcb plugin cannot load: the libraries found missing, and the loader's own words."""

    missing: tuple[str, ...]
    detail: str


def platform_will_be_xcb(environ: os._Environ[str] | dict[str, str], system: str) -> bool:
    """Whether Qt will pick its xcb plugin (X11), as Qt 6 decides with no ``-platform``.

    ``QT_QPA_PLATFORM`` wins (its first entry: ``wayland;xcb`` tries Wayland first);
    without it, a Wayland session is Wayland and a ``DISPLAY`` alone is X11.
    """
    if not system.startswith("linux"):
        return False
    chosen = environ.get("QT_QPA_PLATFORM", "").split(";")[0].split(":")[0].strip()
    if chosen:
        return chosen == "xcb"
    return bool(environ.get("DISPLAY")) and not environ.get("WAYLAND_DISPLAY")


def xcb_plugin() -> Path | None:
    """The xcb plugin PySide6 ships (pip wheel or frozen build), or None if there is none."""
    spec = importlib.util.find_spec("PySide6")
    for location in (spec.submodule_search_locations or []) if spec else []:
        plugin = Path(location, "Qt", "plugins", "platforms", "libqxcb.so")
        if plugin.is_file():
            return plugin
    return None


def check_xcb(plugin: Path, load: Loader) -> Failure | None:
    """None if ``plugin`` loads; else which of the libraries it needs are missing.

    Loading the plugin answers the question exactly (its bundled or system
    libraries, found the way Qt will find them) but names one missing library
    only; so on failure each known library is tried too, unless a copy ships
    beside the plugin's own Qt libraries, so one install line fixes them all.
    """
    try:
        load(str(plugin))
        return None
    except OSError as error:
        detail = str(error)
    shipped = {lib.name for folder in _shipped_library_dirs(plugin) for lib in folder.glob("lib*")}
    missing = MISSING.findall(detail)
    for soname in PACKAGES:
        if soname in missing or soname in shipped:
            continue
        try:
            load(soname)
        except OSError:
            missing.append(soname)
    return Failure(tuple(missing), detail)


def _shipped_library_dirs(plugin: Path) -> list[Path]:
    """Where libraries bundled with Qt live: the wheel's ``Qt/lib``, a frozen build's root."""
    dirs = [plugin.parents[2] / "lib"]
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        dirs.append(Path(frozen_root))
    return [path for path in dirs if path.is_dir()]


def packages_for(missing: Sequence[str], family: str) -> list[str]:
    """The family's packages holding ``missing``, in order, each once."""
    column = FAMILIES.index(family)
    found: list[str] = []
    for soname in missing:
        if soname in PACKAGES and PACKAGES[soname][column] not in found:
            found.append(PACKAGES[soname][column])
    return found


def message(failure: Failure) -> str:
    """What the player reads: what is missing and one install line per family."""
    lines = [
        "Score 5 Desktop cannot start: Qt's X11 (xcb) platform plugin needs system "
        "libraries that are not installed.",
        "",
        "Missing: " + (", ".join(failure.missing) or failure.detail),
    ]
    if any(soname in PACKAGES for soname in failure.missing):
        lines += ["", "Install them with one of these commands, then start the game again:"]
        for family in FAMILIES:
            packages = " ".join(packages_for(failure.missing, family))
            lines.append(f"  {family}: {INSTALL[family]} {packages}")
    else:
        lines += ["", "Install the package that provides it, then start the game again."]
    return "\n".join(lines)


def notify(text: str, which: Callable[[str], str | None] | None = None) -> str | None:
    """Show ``text`` in a desktop dialog or notification; the tool used, or None.

    A launch from a menu has no terminal to print to. The tool runs on its own
    (not waited for), so the app's exit does not wait on the player's click.
    """
    title = "Score 5 Desktop cannot start"
    commands = {
        "zenity": ["--error", "--no-markup", f"--title={title}", f"--text={text}"],
        "kdialog": ["--title", title, "--error", text],
        "notify-send": ["--urgency=critical", "--app-name=Score 5 Desktop", title, text],
    }
    for tool, arguments in commands.items():
        path = (which or shutil.which)(tool)
        if path is None:
            continue
        try:
            subprocess.Popen(
                [path, *arguments],
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
        except OSError:
            continue
        return tool
    return None


def ensure_platform_libraries(load: Loader | None = None) -> None:
    """Exit 1 with a clear message if Qt is about to abort for want of X11 libraries.

    ``load`` defaults to ``ctypes.CDLL`` (looked up at call time, so tests can fake it).
    """
    if not platform_will_be_xcb(os.environ, sys.platform):
        return
    plugin = xcb_plugin()
    if plugin is None:
        return  # a PySide6 without its own plugins (a distribution's): Qt's own check
    failure = check_xcb(plugin, load or ctypes.CDLL)
    if failure is None:
        return
    text = message(failure)
    print(text, file=sys.stderr)
    notify(text)
    raise SystemExit(1)
