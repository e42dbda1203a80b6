"""Issue 14: a missing X11 library gives a clear message and exit 1, not Qt's abort.

The loader is faked (``ctypes.CDLL``'s contract: raise OSError with the dynamic
linker's words), so the tests run the same on machines with and without the
libraries.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from score5_desktop import app, startup_check
from score5_desktop.startup_check import (
    PACKAGES,
    Failure,
    check_xcb,
    message,
    notify,
    packages_for,
    platform_will_be_xcb,
    xcb_plugin,
)


def fake_loader(missing: set[str], plugin_needs: str = "libxcb-cursor.so.0"):
    """A ``ctypes.CDLL`` stand-in on a machine without the sonames in ``missing``."""
    calls: list[str] = []

    def load(name: str) -> object:
        calls.append(name)
        if name.endswith("libqxcb.so") and missing:
            raise OSError(
                f"{plugin_needs}: cannot open shared object file: No such file or directory"
            )
        if name in missing:
            raise OSError(f"{name}: cannot open shared object file: No such file or directory")
        return object()

    load.calls = calls  # type: ignore[attr-defined]
    return load


@pytest.fixture
def plugin(tmp_path: Path) -> Path:
    """A plugin file laid out as in the wheel: ``Qt/plugins/platforms/libqxcb.so``."""
    path = tmp_path / "Qt" / "plugins" / "platforms" / "libqxcb.so"
    path.parent.mkdir(parents=True)
    path.write_bytes(b"")
    (tmp_path / "Qt" / "lib").mkdir()
    return path


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"DISPLAY": ":0"}, True),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"}, False),
        ({"DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0", "QT_QPA_PLATFORM": "xcb"}, True),
        ({"DISPLAY": ":0", "QT_QPA_PLATFORM": "offscreen"}, False),
        ({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"}, False),
        ({"QT_QPA_PLATFORM": "xcb:nograb"}, True),
        ({}, False),
    ],
)
def test_only_an_x11_start_is_checked(environ: dict[str, str], expected: bool) -> None:
    assert platform_will_be_xcb(environ, "linux") is expected
    assert platform_will_be_xcb(environ, "win32") is False


def test_a_plugin_that_loads_passes(plugin: Path) -> None:
    load = fake_loader(set())
    assert check_xcb(plugin, load) is None
    assert load.calls == [str(plugin)]  # the libraries are not tried one by one


def test_every_missing_library_is_named_at_once(plugin: Path) -> None:
    failure = check_xcb(plugin, fake_loader({"libxcb-cursor.so.0", "libxcb-icccm.so.4"}))
    assert failure is not None
    assert failure.missing == ("libxcb-cursor.so.0", "libxcb-icccm.so.4")
    assert "libxcb-cursor.so.0: cannot open shared object file" in failure.detail


def test_a_library_shipped_beside_qt_is_not_reported(plugin: Path) -> None:
    (plugin.parents[2] / "lib" / "libxcb-icccm.so.4").write_bytes(b"")
    failure = check_xcb(plugin, fake_loader({"libxcb-cursor.so.0", "libxcb-icccm.so.4"}))
    assert failure is not None and failure.missing == ("libxcb-cursor.so.0",)


def test_packages_per_family() -> None:
    missing = ["libxcb-cursor.so.0", "libxcb-shape.so.0", "libxcb-randr.so.0"]
    assert packages_for(missing, "Debian/Ubuntu") == [
        "libxcb-cursor0",
        "libxcb-shape0",
        "libxcb-randr0",
    ]
    assert packages_for(missing, "Fedora") == ["xcb-util-cursor", "libxcb"]
    assert packages_for(missing, "Arch") == ["xcb-util-cursor", "libxcb"]


def test_the_message_gives_one_install_line_per_family() -> None:
    text = message(Failure(("libxcb-cursor.so.0", "libxkbcommon-x11.so.0"), "..."))
    assert "Missing: libxcb-cursor.so.0, libxkbcommon-x11.so.0" in text
    assert "Debian/Ubuntu: sudo apt install libxcb-cursor0 libxkbcommon-x11-0" in text
    assert "Fedora: sudo dnf install xcb-util-cursor libxkbcommon-x11" in text
    assert "Arch: sudo pacman -S --needed xcb-util-cursor libxkbcommon-x11" in text


def test_an_unknown_library_is_named_without_a_guessed_package() -> None:
    text = message(Failure(("libweird.so.3",), "libweird.so.3: cannot open shared object file"))
    assert "Missing: libweird.so.3" in text
    assert "sudo" not in text


def test_the_notification_uses_the_first_tool_there(monkeypatch: pytest.MonkeyPatch) -> None:
    started: list[list[str]] = []
    monkeypatch.setattr(subprocess, "Popen", lambda command, **_: started.append(command))
    tools = {"notify-send": "/usr/bin/notify-send", "kdialog": "/usr/bin/kdialog"}
    assert notify("the text", tools.get) == "kdialog"
    assert started == [
        ["/usr/bin/kdialog", "--title", "Score 5 Desktop cannot start", "--error", "the text"]
    ]
    assert notify("the text", {}.get) is None


def test_the_app_exits_1_with_the_message_and_a_notification(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], plugin: Path
) -> None:
    monkeypatch.setenv("QT_QPA_PLATFORM", "xcb")
    monkeypatch.setattr(startup_check, "xcb_plugin", lambda: plugin)
    monkeypatch.setattr(startup_check.ctypes, "CDLL", fake_loader({"libxcb-cursor.so.0"}))
    monkeypatch.setattr(startup_check.shutil, "which", {"notify-send": "/bin/notify-send"}.get)
    shown: list[list[str]] = []
    monkeypatch.setattr(subprocess, "Popen", lambda command, **_: shown.append(command))

    with pytest.raises(SystemExit) as stop:
        app.main(["--quit-after-show"])

    assert stop.value.code == 1
    printed = capsys.readouterr().err
    assert printed.startswith("Score 5 Desktop cannot start")
    assert "Debian/Ubuntu: sudo apt install libxcb-cursor0\n" in printed
    assert "Fedora: sudo dnf install xcb-util-cursor\n" in printed
    assert "Arch: sudo pacman -S --needed xcb-util-cursor" in printed
    assert len(shown) == 1 and shown[0][0] == "/bin/notify-send"
    assert shown[0][-1] == printed.rstrip("\n")


def test_the_real_plugin_loads_where_its_libraries_are_installed() -> None:
    """The success path with the real loader: skipped on a machine that lacks them."""
    import ctypes

    plugin = xcb_plugin()
    assert plugin is not None, "the PySide6 wheel ships its xcb plugin"
    try:
        for soname in PACKAGES:
            ctypes.CDLL(soname)
    except OSError as error:
        pytest.skip(f"this machine lacks an X11 library: {error}")
    assert check_xcb(plugin, ctypes.CDLL) is None
