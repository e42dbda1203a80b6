#!/usr/bin/env bash
# Build the one-folder desktop build of Score 5 Desktop on Linux, check it, and
# report its size. Safe to run again: it reuses its virtual environment (while
# the lock file is unchanged) and rebuilds the folder from scratch. Works from
# any directory:
#
#     packaging/build.sh
#
# 1. checks its prerequisites, one line for each missing one;
# 2. validates the .desktop file and the AppStream metainfo;
# 3. makes a build virtual environment (git-ignored) from the pinned, hashed
#    lock file (packaging/requirements-build.lock: PyInstaller, PySide6, ...,
#    installed with --require-hashes) and installs the project from this
#    checkout into it (a regular install, not editable);
# 4. runs PyInstaller on packaging/score5-desktop.spec -> dist/score5-desktop/,
#    which records what it was built from (_internal/score5_desktop/build_info.json);
# 5. starts the built app headless for a whole bots-only game and fails unless
#    it exits 0; checks the folder holds the app's data and no unwanted Qt;
# 6. adds the Linux desktop files (share/) to the folder and packs it as
#    dist/score5-desktop-<version>-linux-<arch>.tar.gz (sorted, owner 0, dated
#    from the commit: the same folder gives the same archive);
# 7. prints the sizes and fails if the folder is over the limit.
#
# Needs (Debian/Ubuntu package names; build.sh names any that is missing):
#   python3 3.11+ with venv (python3-venv), desktop-file-utils, appstream,
#   binutils, patchelf,
#   libpulse0 (QtMultimedia links to it: no sound without it), and the X11
#   libraries Qt's xcb platform plugin links to, which are bundled from the
#   build machine (libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1
#   libxcb-render-util0 libxcb-shape0 libxcb-util1 libxkbcommon-x11-0).
#
# Settings (environment):
#   PYTHON            interpreter for the build environment   [python3]
#   SCORE5_BUILD_DIR  build environment and PyInstaller work  [<repo>/build/packaging]
#   SCORE5_DIST_DIR   where the folder goes                   [<repo>/dist]
#   SMOKE_TIMEOUT     seconds the headless game may take      [300]
#   SIZE_LIMIT_MB     largest acceptable folder, in MB        [130]
set -euo pipefail

ROOT=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
BUILD_DIR=${SCORE5_BUILD_DIR:-$ROOT/build/packaging}
DIST_DIR=${SCORE5_DIST_DIR:-$ROOT/dist}
SMOKE_TIMEOUT=${SMOKE_TIMEOUT:-300}
SIZE_LIMIT_MB=${SIZE_LIMIT_MB:-130}
PYTHON=${PYTHON:-python3}
APP_ID=io.github.score5desktop.Score5Desktop
NAME=score5-desktop
VENV=$BUILD_DIR/venv
FOLDER=$DIST_DIR/$NAME
LOCK=$ROOT/packaging/requirements-build.lock

step() { printf '\n==> %s\n' "$*"; }
die() {
    printf 'build.sh: %s\n' "$*" >&2
    exit 1
}

started=$SECONDS

step "Checking the prerequisites"
missing=0
lack() {
    printf 'build.sh: missing: %s\n' "$*" >&2
    missing=1
}
known_libraries=$(/sbin/ldconfig -p 2>/dev/null || true)
has_library() { grep -q "^[[:space:]]$1 " <<<"$known_libraries"; }
if ! command -v "$PYTHON" >/dev/null; then
    lack "$PYTHON (Debian/Ubuntu: python3; or set PYTHON)"
elif ! "$PYTHON" -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    lack "Python 3.11 or newer as $PYTHON (it is $("$PYTHON" -V 2>&1); set PYTHON)"
elif ! "$PYTHON" -c 'import ensurepip, venv' 2>/dev/null; then
    lack "the venv module of $PYTHON (Debian/Ubuntu: python3-venv)"
fi
command -v desktop-file-validate >/dev/null || lack "desktop-file-validate (Debian/Ubuntu: desktop-file-utils)"
command -v appstreamcli >/dev/null || lack "appstreamcli (Debian/Ubuntu: appstream)"
for tool in tar gzip readelf strip patchelf; do
    command -v "$tool" >/dev/null || lack "$tool (Debian/Ubuntu: binutils for readelf and strip; patchelf)"
done
# Sonames the bundled Qt links to and takes from this machine (see the comment above).
while read -r soname package; do
    has_library "$soname" || lack "$soname (Debian/Ubuntu: $package)"
done <<'LIBS'
libpulse.so.0 libpulse0
libxcb-cursor.so.0 libxcb-cursor0
libxcb-icccm.so.4 libxcb-icccm4
libxcb-image.so.0 libxcb-image0
libxcb-keysyms.so.1 libxcb-keysyms1
libxcb-render-util.so.0 libxcb-render-util0
libxcb-shape.so.0 libxcb-shape0
libxcb-util.so.1 libxcb-util1
libxkbcommon-x11.so.0 libxkbcommon-x11-0
LIBS
[ -f "$LOCK" ] || lack "$LOCK"
[ "$missing" -eq 0 ] || die "install what is missing above, then run it again"
echo "all there"

step "Validating the desktop file and the AppStream metainfo"
desktop-file-validate "$ROOT/packaging/linux/$APP_ID.desktop"
appstreamcli validate --no-net "$ROOT/packaging/linux/$APP_ID.metainfo.xml"

step "Preparing the build environment in $VENV"
mkdir -p "$BUILD_DIR"
# A new lock means a new environment: nothing from an older one may linger.
lock_sum=$(sha256sum "$LOCK" | cut -d' ' -f1)
if [ "$(cat "$VENV/lock.sha256" 2>/dev/null)" != "$lock_sum" ]; then
    rm -rf "$VENV"
    "$PYTHON" -m venv "$VENV"
    "$VENV/bin/python" -m pip install --quiet --require-hashes --no-deps -r "$LOCK"
    echo "$lock_sum" >"$VENV/lock.sha256"
fi
# setuptools copies the package into <repo>/build/lib before making the wheel;
# a module deleted from the source would otherwise live on there and ship.
rm -rf "$ROOT/build/lib"
# A local directory is always reinstalled, so the build has the current source.
# Its dependencies and build tools come from the lock, already installed.
"$VENV/bin/python" -m pip install --quiet --no-deps --no-build-isolation "$ROOT"
"$VENV/bin/python" -m pip check

# What the build record says it was built from (see score5_desktop/build_info.py).
if commit=$(git -C "$ROOT" rev-parse HEAD 2>/dev/null); then
    [ -z "$(git -C "$ROOT" status --porcelain --untracked-files=no)" ] || commit="$commit-dirty"
    SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct)}
else
    commit=""
fi
export SCORE5_BUILD_COMMIT=$commit SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-0}
# PyInstaller's module order (base_library.zip, the PYZ) follows set iteration:
# a fixed hash seed makes two builds of one commit byte for byte the same.
export PYTHONHASHSEED=0

step "Running PyInstaller"
# From the build folder, not the repository: the source tree's score5_desktop
# (without its data, which lives in resources/ and translations/) must not
# shadow the installed package.
cd "$BUILD_DIR"
"$VENV/bin/pyinstaller" --noconfirm --clean --log-level WARN \
    --distpath "$DIST_DIR" --workpath "$BUILD_DIR/work" \
    "$ROOT/packaging/score5-desktop.spec"
build_seconds=$((SECONDS - started))

step "Removing the build machine's library paths from the folder"
# A self-built Python links its modules with RUNPATH=<its prefix>/lib; on a
# player's machine that path would load a stranger's libpython, or nothing.
# Only $ORIGIN-relative entries stay. (The launcher itself carries the
# PyInstaller archive behind its ELF data and has no RUNPATH: not touched.)
cleaned=0
while IFS= read -r -d '' file; do
    rpath=$(patchelf --print-rpath "$file" 2>/dev/null) || continue
    [ -n "$rpath" ] || continue
    kept=$(tr ':' '\n' <<<"$rpath" | grep '^\$ORIGIN' | paste -sd: -) || true
    [ "$kept" != "$rpath" ] || continue
    if [ -n "$kept" ]; then
        patchelf --set-rpath "$kept" "$file"
    else
        patchelf --remove-rpath "$file"
    fi
    cleaned=$((cleaned + 1))
done < <(find "$FOLDER/_internal" -type f -name '*.so*' -print0)
echo "$cleaned libraries cleaned"

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
"$VENV/bin/python" "$ROOT/packaging/bundle_policy.py" "$FOLDER/_internal" ||
    die "the folder holds files packaging/bundle_policy.py keeps out (listed above)"

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
# The build record must be found in the frozen package (Help > About shows it too).
built_version=$("$FOLDER/$NAME" --version)
echo "$built_version"
[ -z "$SCORE5_BUILD_COMMIT" ] || [[ $built_version == *"commit $SCORE5_BUILD_COMMIT"* ]] ||
    die "the built app does not report the build record (build_info.json)"

step "Adding the desktop integration files and packing the folder"
# share/ mirrors ~/.local/share (or /usr/share): packaging/README.md shows how
# to install from it. The metainfo goes too, for software centres.
share=$FOLDER/share
install -Dm644 "$ROOT/packaging/linux/$APP_ID.desktop" -t "$share/applications"
install -Dm644 "$ROOT/packaging/linux/$APP_ID.metainfo.xml" -t "$share/metainfo"
install -Dm644 "$ROOT/packaging/linux/$APP_ID.xml" -t "$share/mime/packages"
mkdir -p "$share/icons"
cp -r "$ROOT/packaging/linux/icons/hicolor" "$share/icons/"
install -Dm644 "$ROOT/resources/icons/$NAME.svg" "$share/icons/hicolor/scalable/apps/$APP_ID.svg"
version=$("$VENV/bin/python" -c "import importlib.metadata as m; print(m.version('$NAME'))")
archive=$DIST_DIR/$NAME-$version-linux-$(uname -m).tar.gz
tar -C "$DIST_DIR" --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 \
    --numeric-owner -cf - "$NAME" | gzip -n >"$archive"

step "Size"
bytes=$(du -sb "$FOLDER" | cut -f1)
mb=$(((bytes + 999999) / 1000000))
echo "$FOLDER: $mb MB ($((bytes / 1048576)) MiB), built in ${build_seconds}s"
echo "$archive: $(($(stat -c %s "$archive") / 1000000)) MB"
[ "$mb" -le "$SIZE_LIMIT_MB" ] || die "the folder is $mb MB, over the $SIZE_LIMIT_MB MB limit"
