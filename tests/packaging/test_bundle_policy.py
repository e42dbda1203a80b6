"""Issue 14: the folder holds only what the app uses, and takes the desktop baseline
from the system (the policy in packaging/bundle_policy.py, checked without a build)."""

from __future__ import annotations

import shutil
from pathlib import Path

import PySide6
import pytest

from tests.packaging.test_desktop_files import PACKAGING, bundle_policy
from tests.script_modules import load_script

PLUGINS = "PySide6/Qt/plugins/"


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        # GTK 3 theme: left out on purpose (GTK, Cairo, Pango from the build machine).
        (PLUGINS + "platformthemes/libqgtk3.so", False),
        (PLUGINS + "platformthemes/libqxdgdesktopportal.so", True),
        # Wayland: the desktop shell protocol, title bars and EGL; not kiosk or car shells.
        (PLUGINS + "wayland-shell-integration/libxdg-shell.so", True),
        (PLUGINS + "wayland-shell-integration/libivi-shell.so", False),
        (PLUGINS + "wayland-shell-integration/libqt-shell.so", False),
        (PLUGINS + "wayland-decoration-client/libbradient.so", True),
        (PLUGINS + "wayland-graphics-integration-client/libqt-plugin-wayland-egl.so", True),
        (PLUGINS + "wayland-graphics-integration-client/libvulkan-server.so", False),
        (PLUGINS + "xcbglintegrations/libqxcb-glx-integration.so", True),
    ],
)
def test_plugin_choices(dest: str, kept: bool) -> None:
    assert bundle_policy.plugin_kept(dest) is kept


@pytest.mark.parametrize(
    ("dest", "system"),
    [
        ("libstdc++.so.6", True),
        ("libglib-2.0.so.0", True),
        ("libfontconfig.so.1", True),
        ("libX11.so.6", True),
        ("libpulse.so.0", True),
        ("libxcb-cursor.so.0", False),  # not on a desktop by default: bundled
        ("libxkbcommon-x11.so.0", False),
        ("PySide6/Qt/lib/libicudata.so.73", False),
        ("PySide6/libstdc++.so.6", False),  # only the folder's top level holds system copies
    ],
)
def test_system_libraries(dest: str, system: bool) -> None:
    assert bundle_policy.from_system(dest) is system


def test_what_only_a_system_library_links_goes_with_it() -> None:
    """PulseAudio's codecs go with it; a library Qt links too (zstd) stays."""
    lib = "PySide6/Qt/lib/"
    binaries = [
        (lib + "libQt6Multimedia.so.6", "/src/libQt6Multimedia.so.6", "BINARY"),
        ("libpulse.so.0", "/src/libpulse.so.0", "BINARY"),
        ("libpulsecommon-16.1.so", "/src/libpulsecommon-16.1.so", "BINARY"),
        ("libsndfile.so.1", "/src/libsndfile.so.1", "BINARY"),
        ("libzstd.so.1", "/src/libzstd.so.1", "BINARY"),
        ("libxcb-cursor.so.0", "/src/libxcb-cursor.so.0", "BINARY"),
    ]
    links = {
        "/src/libQt6Multimedia.so.6": ["libpulse.so.0", "libzstd.so.1", "libxcb-cursor.so.0"],
        "/src/libpulse.so.0": ["libpulsecommon-16.1.so", "libzstd.so.1"],
        "/src/libpulsecommon-16.1.so": ["libsndfile.so.1"],
    }

    def get_imports(path: str):
        return [(name, f"/src/{name}") for name in links.get(path, [])]

    dropped = bundle_policy.dropped_binaries(binaries, get_imports)
    assert dropped == {"libpulse.so.0", "libpulsecommon-16.1.so", "libsndfile.so.1"}
    kept = [entry[0] for entry in binaries if bundle_policy.bundled(entry, dropped)]
    assert kept == [lib + "libQt6Multimedia.so.6", "libzstd.so.1", "libxcb-cursor.so.0"]


def test_the_built_folder_check_names_what_the_policy_keeps_out(tmp_path: Path) -> None:
    files = [
        "libpython3.11.so.1.0",
        "libxcb-cursor.so.0",
        "libstdc++.so.6",
        PLUGINS + "platforms/libqxcb.so",
        PLUGINS + "platforms/libqeglfs.so",
        PLUGINS + "platformthemes/libqgtk3.so",
        "PySide6/Qt/lib/libQt6Widgets.so.6",
        "PySide6/Qt/lib/libQt6Quick.so.6",
    ]
    for name in files:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"")
    assert bundle_policy.unwanted_files(tmp_path) == [
        "PySide6/Qt/lib/libQt6Quick.so.6",
        PLUGINS + "platforms/libqeglfs.so",
        PLUGINS + "platformthemes/libqgtk3.so",
        "libstdc++.so.6",
    ]


@pytest.mark.skipif(shutil.which("readelf") is None, reason="needs readelf (binutils)")
def test_direct_imports_are_what_a_library_links_itself() -> None:
    """Qt Multimedia links PulseAudio, not PulseAudio's codecs (ldd would list those too)."""
    lib = Path(PySide6.__file__).parent / "Qt" / "lib" / "libQt6Multimedia.so.6"
    names = [name for name, _ in bundle_policy.direct_imports(str(lib))]
    assert "libQt6Core.so.6" in names and "libpulse.so.0" in names
    assert "libsndfile.so.1" not in names


def test_the_libraries_a_folder_takes_from_the_system(tmp_path: Path) -> None:
    system_libraries = load_script(PACKAGING / "system_libraries.py")
    for name in ("score5-desktop", "_internal/libQt6Gui.so.6", "_internal/libxcb-cursor.so.0"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_bytes(b"\x7fELF")
    (tmp_path / "_internal/notes.txt").write_text("not a library")
    links = {
        "score5-desktop": ["libc.so.6"],
        "libQt6Gui.so.6": ["libxcb-cursor.so.0", "libGL.so.1", "libc.so.6"],
        "libxcb-cursor.so.0": ["libxcb.so.1"],
    }

    def imports(path: str):
        return [(name, name) for name in links[Path(path).name]]

    assert system_libraries.needed_from_system(tmp_path, imports) == {
        "libGL.so.1": ["_internal/libQt6Gui.so.6"],
        "libc.so.6": ["_internal/libQt6Gui.so.6", "score5-desktop"],
        "libxcb.so.1": ["_internal/libxcb-cursor.so.0"],
    }
    assert system_libraries.policy_package("libwayland-egl.so.1") == "libwayland-egl1"
    assert system_libraries.policy_package("libpulse.so.0") == "libpulse0"
    assert system_libraries.policy_package("libweird.so.1") is None


def test_depends_asks_for_the_oldest_glibc_and_libstdcxx_the_files_accept(tmp_path: Path) -> None:
    system_libraries = load_script(PACKAGING / "system_libraries.py")
    (tmp_path / "a.so").write_bytes(b"\x7fELF..GLIBC_2.17\x00GLIBC_2.34\x00GLIBCXX_3.4.29\x00")
    (tmp_path / "b.so").write_bytes(b"\x7fELF..GLIBC_2.28\x00GLIBCXX_3.4.30\x00CXXABI_1.3.13")
    (tmp_path / "notes.txt").write_bytes(b"GLIBC_2.99")  # not an ELF file: not read
    assert system_libraries.minimum_versions(tmp_path) == {"libc6": "2.34", "libstdc++6": "12"}
    line = system_libraries.debian_depends_line(tmp_path)
    assert "libc6 (>= 2.34), " in line and "libstdc++6 (>= 12), " in line
    assert "libpulse0, " in line  # unversioned
