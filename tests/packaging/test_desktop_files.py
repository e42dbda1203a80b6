"""The desktop integration files agree with each other and with the project.

The .desktop file, the AppStream metainfo, the icons, the PyInstaller spec and
the Flatpak manifest all name the app by one reverse-DNS id and one launcher.
Python checks the structure itself, so this runs anywhere; the freedesktop
validators (Debian: desktop-file-utils, appstream) run too when installed.
"""

from __future__ import annotations

import ast
import configparser
import re
import shutil
import struct
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from tests.script_modules import load_script

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "score5-desktop.spec"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


bundle_policy = load_script(PACKAGING / "bundle_policy.py")
render_icons = load_script(PACKAGING / "render_icons.py")  # imports Qt only when rendering


APP_ID = render_icons.APP_ID
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
LAUNCHER = next(iter(PYPROJECT["project"]["gui-scripts"]))


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text(encoding="utf-8"))
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def png_size(path: Path) -> tuple[int, int]:
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n" and header[12:16] == b"IHDR", path
    return struct.unpack(">II", header[16:24])


# --------------------------------------------------------------------- .desktop


def test_desktop_entry_launches_the_gui_script_with_our_icon():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Exec"].split()[0] == LAUNCHER
    assert entry["TryExec"] == LAUNCHER
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Name"] and entry["Comment"] and entry["GenericName"]


def test_desktop_entry_categories_and_window_class():
    entry = desktop_entry()
    categories = entry["Categories"]
    assert categories.endswith(";")
    assert {"Game", "CardGame"} <= set(categories.split(";"))
    # Qt sets WM_CLASS from the application name, which app.py sets to the launcher's.
    assert entry["StartupWMClass"] == LAUNCHER


def test_desktop_entry_is_translated_into_the_app_languages():
    entry = desktop_entry()
    for language in ("de", "fr", "it"):
        assert entry[f"Comment[{language}]"] and entry[f"GenericName[{language}]"]


# --------------------------------------------------------------------- metainfo


def test_metainfo_names_the_app_its_desktop_file_and_launcher():
    root = metainfo()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id" and launchable.text == DESKTOP.name
    assert root.findtext("provides/binary") == LAUNCHER
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == PYPROJECT["project"]["license"]["text"]
    assert root.findtext("developer/name")
    assert {c.text for c in root.iterfind("categories/category")} >= {"Game", "CardGame"}
    assert root.find("url[@type='homepage']") is not None


def test_metainfo_says_it_is_an_unofficial_fan_implementation():
    description = " ".join(metainfo().find("description").itertext())
    assert "unofficial fan implementation" in description
    assert "not affiliated" in description


def test_metainfo_has_a_content_rating_and_the_current_release():
    root = metainfo()
    assert root.find("content_rating").get("type") == "oars-1.1"
    releases = root.findall("releases/release")
    assert releases, "no releases"
    assert releases[0].get("version") == PYPROJECT["project"]["version"]
    assert re.fullmatch(r"\d{4}-\d{2}-\d{2}", releases[0].get("date"))


def test_metainfo_screenshots_are_committed_small_and_sized_as_declared():
    images = metainfo().findall("screenshots/screenshot/image")
    assert images, "no screenshots"
    for image in images:
        # The URL points at the file in the repository's main branch.
        relative = image.text.split("/main/", 1)[1]
        path = ROOT / relative
        assert path.is_file(), f"{relative} is not committed"
        assert path.stat().st_size < 300_000, f"{relative} is over 300 KB"
        assert png_size(path) == (int(image.get("width")), int(image.get("height")))


# --------------------------------------------------------------------- icons


def test_svg_icon_is_our_own_shape_only_art():
    svg = ROOT / "resources" / "icons" / "score5-desktop.svg"
    root = ET.parse(svg).getroot()
    assert root.get("viewBox") == "0 0 256 256"
    # Shapes only: text would render with whatever font a system has.
    assert not list(root.iter("{http://www.w3.org/2000/svg}text"))
    assert not list(root.iter("{http://www.w3.org/2000/svg}image"))


def test_hicolor_pngs_exist_at_every_size_with_those_dimensions():
    sizes = render_icons.HICOLOR_SIZES
    assert {16, 32, 48, 64, 128, 256, 512} <= set(sizes)
    for size in sizes:
        assert png_size(render_icons.hicolor_path(size)) == (size, size)


def test_hicolor_pngs_are_rendered_from_the_current_svg(qapp):
    """Catches an SVG edited without running packaging/render_icons.py."""
    from PySide6.QtGui import QImage

    fresh = QImage.fromData(render_icons.Renderer(render_icons.SVG).png(64))
    committed = QImage(str(render_icons.hicolor_path(64)))
    assert fresh.size() == committed.size()
    difference = sum(
        abs(a - b)
        for y in range(64)
        for x in range(64)
        for a, b in zip(
            fresh.pixelColor(x, y).getRgb(), committed.pixelColor(x, y).getRgb(), strict=True
        )
    )
    assert difference / (64 * 64 * 4) < 2, "run packaging/render_icons.py"


# --------------------------------------------------------------------- build


def test_build_never_bundles_the_heavy_qt_modules():
    never = set(bundle_policy.NEVER_BUNDLE)
    heavy = {"QtWebEngineCore", "QtWebEngineWidgets", "QtQml", "QtQuick", "Qt3DCore", "QtPdf"}
    assert heavy <= never
    assert {"QtDesigner", "QtBluetooth", "QtSerialPort", "QtTest", "QtWebSockets"} <= never
    assert not never & {"QtCore", "QtGui", "QtWidgets", "QtSvg", "QtMultimedia"}


def test_app_imports_no_qt_module_the_build_refuses():
    """The check the spec makes at build time, here where it is cheap."""
    used = bundle_policy.imported_qt_modules(ROOT / "score5_desktop")
    assert {"QtCore", "QtGui", "QtWidgets"} <= used
    refused = used & set(bundle_policy.NEVER_BUNDLE)
    assert not refused, f"the desktop build leaves these out: {sorted(refused)}"


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),  # the window icon
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", False),
        ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),  # type not listed: all kept
        ("PySide6/Qt/lib/libQt6Core.so.6", True),  # not a plugin
    ],
)
def test_plugin_policy(dest, kept):
    assert bundle_policy.plugin_kept(dest) is kept


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/translations/qtbase_fr.qm", True),
        ("PySide6/Qt/translations/qtmultimedia_de.qm", True),
        ("PySide6/Qt/translations/qtbase_ja.qm", False),
        ("PySide6/translations/qtbase_pt_BR.qm", False),
        ("score5_desktop/translations/score5_ja.qm", True),  # the app's own: all kept
        ("score5_desktop/resources/decks/standard.json", True),
    ],
)
def test_only_the_apps_languages_of_qt_translations(dest, kept):
    assert bundle_policy.keep_qt_translation(dest) is kept
    assert set(bundle_policy.LANGUAGES) == {"en", "fr", "de", "it"}


def test_libraries_go_with_the_dropped_plugins_unless_something_kept_links_them():
    lib = "PySide6/Qt/lib/"
    binaries = [
        ("PySide6/Qt/plugins/imageformats/libqpdf.so", "/src/libqpdf.so", "BINARY"),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", "/src/libqsvg.so", "BINARY"),
        (lib + "libQt6Pdf.so.6", "/src/libQt6Pdf.so.6", "BINARY"),
        (lib + "libQt6Gui.so.6", "/src/libQt6Gui.so.6", "BINARY"),
        ("libQt6Pdf.so.6", lib + "libQt6Pdf.so.6", "SYMLINK"),
        ("libcrypto.so.3", "/src/libcrypto.so.3", "BINARY"),  # loaded at run time for TLS
    ]
    links = {
        "/src/libqpdf.so": ["libQt6Pdf.so.6", "libQt6Gui.so.6"],
        "/src/libqsvg.so": ["libQt6Gui.so.6"],
    }

    def get_imports(path):
        return [(name, f"/src/{name}") for name in links.get(path, [])]

    dropped = bundle_policy.dropped_binaries(binaries, get_imports)
    assert dropped == {"libqpdf.so", "libQt6Pdf.so.6", "libcrypto.so.3"}
    kept = [entry[0] for entry in binaries if bundle_policy.bundled(entry, dropped)]
    assert kept == ["PySide6/Qt/plugins/imageformats/libqsvg.so", lib + "libQt6Gui.so.6"]


def test_spec_bundles_the_package_data_that_pip_installs():
    text = SPEC.read_text(encoding="utf-8")
    assert 'collect_data_files(PACKAGE, excludes=["**/*.ts"])' in text
    package_data = PYPROJECT["tool"]["setuptools"]["package-data"]
    assert "*.qm" in package_data["score5_desktop.translations"]
    assert {"**/*.svg", "**/*.wav", "**/*.json"} <= set(package_data["score5_desktop.resources"])


def test_frozen_build_supports_spawned_bot_processes():
    """A spawned worker re-runs the frozen executable; freeze_support() must come first."""
    launcher = (PACKAGING / "launcher.py").read_text(encoding="utf-8")
    assert "from score5_desktop.app import main" in launcher
    app = ast.parse((ROOT / "score5_desktop" / "app.py").read_text(encoding="utf-8"))
    main = next(n for n in app.body if isinstance(n, ast.FunctionDef) and n.name == "main")
    lines = {}
    for node in ast.walk(main):
        if isinstance(node, ast.Call):
            name = getattr(node.func, "attr", getattr(node.func, "id", None))
            lines[name] = min(node.lineno, lines.get(name, node.lineno))
    assert "freeze_support" in lines, "app.main() must call multiprocessing.freeze_support()"
    # The worker's own arguments (--multiprocessing-fork ...) would fail argparse.
    assert lines["freeze_support"] < lines["parse_args"]


def test_every_packaging_file_uses_the_same_app_id():
    for path in (SPEC, PACKAGING / "build.sh", *(PACKAGING / "flatpak").glob("*.yml")):
        ids = set(re.findall(r"io\.github\.[\w-]+\.[\w-]+", path.read_text(encoding="utf-8")))
        assert ids <= {APP_ID}, f"{path.name}: {ids}"
    assert (PACKAGING / "flatpak" / f"{APP_ID}.yml").is_file()


def test_the_flatpak_manifest_installs_every_runtime_dependency_but_pyside():
    """PySide6 comes from the BaseApp; every other dependency in pyproject needs a
    module of its own with a pinned wheel, or the Flatpak build lacks it (online play
    without websockets cannot load)."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    needed = {re.split(r"[<>=!~ ]", dep, maxsplit=1)[0].lower() for dep in project["dependencies"]}
    manifest = (PACKAGING / "flatpak" / f"{APP_ID}.yml").read_text(encoding="utf-8")
    wheels = dict(re.findall(r"/([\w.]+?)-([\d.]+)-py3-none-any\.whl", manifest))
    assert needed - {"pyside6"} <= {name.lower() for name in wheels}, wheels
    assert len(re.findall(r"sha256: [0-9a-f]{64}", manifest)) == manifest.count("url: https://")
    lock = (PACKAGING / "requirements-build.lock").read_text(encoding="utf-8")
    assert f"websockets=={wheels['websockets']} " in lock, "the Flatpak's websockets is the lock's"


# --------------------------------------------------------------------- validators


@pytest.mark.skipif(
    shutil.which("desktop-file-validate") is None,
    reason="desktop-file-validate not installed (Debian package desktop-file-utils)",
)
def test_desktop_file_validate():
    result = subprocess.run(
        ["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True, timeout=30
    )
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(
    shutil.which("appstreamcli") is None,
    reason="appstreamcli not installed (Debian package appstream)",
)
def test_appstreamcli_validate():
    result = subprocess.run(
        ["appstreamcli", "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 0, result.stdout + result.stderr
