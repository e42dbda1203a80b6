#!/usr/bin/env bash
# Build the one-folder desktop build of Score 5 Desktop on Linux, check it, and
# report its size. Safe to run again: it reuses its virtual environment and
# rebuilds the folder from scratch. Works from any directory:
#
#     packaging/build.sh
#
# 1. validates the .desktop file and the AppStream metainfo;
# 2. makes a build virtual environment (git-ignored) with PyInstaller and the
#    project installed from this checkout (a regular install, not editable);
# 3. runs PyInstaller on packaging/score5-desktop.spec -> dist/score5-desktop/;
# 4. starts the built app headless for a whole bots-only game and fails unless
#    it exits 0; checks the folder holds the app's data and no unwanted Qt;
# 5. adds the Linux desktop files (share/) to the folder and packs it as
#    dist/score5-desktop-<version>-linux-<arch>.tar.gz;
# 6. prints the sizes and fails if the folder is over the limit.
#
# Needs: python3 (3.11+) with venv, desktop-file-validate and appstreamcli
# (Debian: desktop-file-utils appstream), and for sound in the build the
# library QtMultimedia links to (Debian: libpulse0).
#
# Settings (environment):
#   PYTHON            interpreter for the build environment   [python3]
#   SCORE5_BUILD_DIR  build environment and PyInstaller work  [<repo>/build/packaging]
#   SCORE5_DIST_DIR   where the folder goes                   [<repo>/dist]
#   SMOKE_TIMEOUT     seconds the headless game may take      [300]
#   SIZE_LIMIT_MB     largest acceptable folder, in MB        [150]
set -euo pipefail

ROOT=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${SCORE5_BUILD_DIR:-$ROOT/build/packaging}
DIST_DIR=${SCORE5_DIST_DIR:-$ROOT/dist}
SMOKE_TIMEOUT=${SMOKE_TIMEOUT:-300}
SIZE_LIMIT_MB=${SIZE_LIMIT_MB:-150}
APP_ID=io.github.score5desktop.Score5Desktop
NAME=score5-desktop
VENV=$BUILD_DIR/venv
FOLDER=$DIST_DIR/$NAME

step() { printf '\n==> %s\n' "$*"; }
die() {
    printf 'build.sh: %s\n' "$*" >&2
    exit 1
}
need() { command -v "$1" >/dev/null || die "$1 is missing (Debian package: $2)"; }

started=$SECONDS

step "Validating the desktop file and the AppStream metainfo"
need desktop-file-validate desktop-file-utils
need appstreamcli appstream
desktop-file-validate "$ROOT/packaging/linux/$APP_ID.desktop"
appstreamcli validate --no-net "$ROOT/packaging/linux/$APP_ID.metainfo.xml"

step "Preparing the build environment in $VENV"
mkdir -p "$BUILD_DIR"
if [ ! -x "$VENV/bin/python" ]; then
    "${PYTHON:-python3}" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install --quiet "pyinstaller>=6.10,<7"
# setuptools copies the package into <repo>/build/lib before making the wheel;
# a module deleted from the source would otherwise live on there and ship.
rm -rf "$ROOT/build/lib"
# A local directory is always reinstalled, so the build has the current source.
"$VENV/bin/python" -m pip install --quiet "$ROOT"

step "Running PyInstaller"
# From the build folder, not the repository: the source tree's score5_desktop
# (without its data, which lives in resources/ and translations/) must not
# shadow the installed package.
cd "$BUILD_DIR"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$DIST_DIR" --workpath "$BUILD_DIR/work" \
    "$ROOT/packaging/score5-desktop.spec"
build_seconds=$((SECONDS - started))

step "Checking the folder's contents"
data=$FOLDER/_internal/score5_desktop
[ -f "$data/resources/decks/standard.json" ] || die "the deck is missing from the build"
[ -f "$data/resources/icons/$NAME.svg" ] || die "the app icon is missing from the build"
for qm in "$ROOT"/translations/*.qm; do
    [ -e "$qm" ] || continue # no compiled translations yet
    [ -f "$data/translations/$(basename "$qm")" ] || die "$(basename "$qm") is missing from the build"
done
unwanted=$(find "$FOLDER" \( -name 'libQt6WebEngine*' -o -name 'libQt6Quick*' -o -name 'libQt6Qml*' \
    -o -name 'libQt6Pdf*' -o -name 'libQt63D*' -o -name 'libavcodec*' \) -print)
[ -z "$unwanted" ] || die "Qt libraries the app does not use were bundled:
$unwanted"

step "Starting the built app headless (a whole bots-only game)"
home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
status=0
# SCORE5_HOME keeps the run's settings and saves out of the real user folders.
QT_QPA_PLATFORM=offscreen SCORE5_HOME=$home timeout "$SMOKE_TIMEOUT" \
    "$FOLDER/$NAME" --demo --quit-on-end --speed instant >"$home/run.log" 2>&1 || status=$?
# The app carries on past a failing bot (it plays a simple move instead), so a
# clean exit is not enough: the log must show no error either.
if [ "$status" -ne 0 ] || grep -Eq 'Traceback|^(ERROR|CRITICAL) |error:' "$home/run.log"; then
    cat "$home/run.log" >&2
    die "the built app failed (exit status $status; 124 means it timed out)"
fi
echo "the built app played a game and exited cleanly"

step "Adding the desktop integration files and packing the folder"
# share/ mirrors ~/.local/share (or /usr/share): packaging/README.md shows how
# to install from it. The metainfo goes too, for software centres.
share=$FOLDER/share
install -Dm644 "$ROOT/packaging/linux/$APP_ID.desktop" -t "$share/applications"
install -Dm644 "$ROOT/packaging/linux/$APP_ID.metainfo.xml" -t "$share/metainfo"
mkdir -p "$share/icons"
cp -r "$ROOT/packaging/linux/icons/hicolor" "$share/icons/"
install -Dm644 "$ROOT/resources/icons/$NAME.svg" "$share/icons/hicolor/scalable/apps/$APP_ID.svg"
version=$("$VENV/bin/python" -c "import importlib.metadata as m; print(m.version('$NAME'))")
archive=$DIST_DIR/$NAME-$version-linux-$(uname -m).tar.gz
tar -C "$DIST_DIR" -czf "$archive" "$NAME"

step "Size"
bytes=$(du -sb "$FOLDER" | cut -f1)
mb=$(((bytes + 999999) / 1000000))
echo "$FOLDER: $mb MB ($((bytes / 1048576)) MiB), built in ${build_seconds}s"
echo "$archive: $(($(stat -c %s "$archive") / 1000000)) MB"
[ "$mb" -le "$SIZE_LIMIT_MB" ] || die "the folder is $mb MB, over the $SIZE_LIMIT_MB MB limit"
