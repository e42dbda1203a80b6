#!/usr/bin/env bash
# Package the one-folder desktop build (packaging/build.sh) as a Debian package:
#
#     packaging/build.sh && packaging/build-deb.sh
#     sudo apt install ./dist/score5-desktop_0.1.0_amd64.deb
#
# Layout: the folder in /opt/score5-desktop, a /usr/bin/score5-desktop link to
# its launcher, and in /usr/share the .desktop file, the hicolor icons, the
# AppStream metainfo and the game record's MIME type. Depends: lists the Debian
# packages the bundle takes libraries from (packaging/bundle_policy.py,
# debian_depends; packaging/test-clean-root.sh checks it against what the
# bundle really loads), with the oldest glibc and libstdc++ its files accept
# (packaging/system_libraries.py --depends). No maintainer scripts: the desktop, icon and MIME
# caches are refreshed by their own packages' dpkg triggers.
#
# Needs: dpkg-deb, gzip, python3; lintian to check the result (optional).
# Settings (environment): SCORE5_DIST_DIR [<repo>/dist], SOURCE_DATE_EPOCH
# [the last commit's time: file dates in the package, so rebuilds agree].
set -euo pipefail

ROOT=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
DIST_DIR=${SCORE5_DIST_DIR:-$ROOT/dist}
APP_ID=io.github.score5desktop.Score5Desktop
NAME=score5-desktop
FOLDER=$DIST_DIR/$NAME

die() {
    printf 'build-deb.sh: %s\n' "$*" >&2
    exit 1
}
for tool in dpkg-deb gzip python3; do
    command -v "$tool" >/dev/null || die "$tool is missing (Debian/Ubuntu: dpkg, gzip, python3)"
done
[ -x "$FOLDER/$NAME" ] || die "no build in $FOLDER: run packaging/build.sh first"

version=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["app"])' \
    "$FOLDER/_internal/score5_desktop/build_info.json")
arch=$(dpkg --print-architecture)
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || echo 0)}
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
pkg=$stage/pkg

# The program: the folder without share/, which goes to /usr/share below.
mkdir -p "$pkg/opt/$NAME" "$pkg/usr/bin"
cp -a "$FOLDER/." "$pkg/opt/$NAME/"
rm -rf "$pkg/opt/$NAME/share"
ln -s "/opt/$NAME/$NAME" "$pkg/usr/bin/$NAME"

# Desktop integration.
share=$pkg/usr/share
install -Dm644 "$ROOT/packaging/linux/$APP_ID.desktop" -t "$share/applications"
install -Dm644 "$ROOT/packaging/linux/$APP_ID.metainfo.xml" -t "$share/metainfo"
install -Dm644 "$ROOT/packaging/linux/$APP_ID.xml" -t "$share/mime/packages"
cp -r "$ROOT/packaging/linux/icons" "$share/"
install -Dm644 "$ROOT/resources/icons/$NAME.svg" "$share/icons/hicolor/scalable/apps/$APP_ID.svg"

# What Debian policy asks of every package: copyright, a changelog, a man page.
doc=$share/doc/$NAME
install -Dm644 /dev/stdin "$doc/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Score 5 Desktop
Comment: An unofficial fan implementation of the SCORE 5 card game; not
 affiliated with or endorsed by its publisher. All art, sounds and texts are
 the project's own. The folder in /opt/$NAME bundles Python (PSF License),
 Qt 6 and PySide6 (LGPL-3), ICU (Unicode License) and X11 helper libraries
 (MIT/X11); their licence texts are in /opt/$NAME/_internal where shipped.

Files: *
Copyright: 2026 Score 5 Desktop developers
License: MIT
 Permission is hereby granted, free of charge, to any person obtaining a copy
 of this software and associated documentation files (the "Software"), to deal
 in the Software without restriction, including without limitation the rights
 to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
 copies of the Software, and to permit persons to whom the Software is
 furnished to do so, subject to the following conditions:
 .
 The above copyright notice and this permission notice shall be included in
 all copies or substantial portions of the Software.
 .
 THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
 IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
 FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
 AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
 LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
 OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
 SOFTWARE.
EOF
gzip -9n >"$doc/changelog.gz" <<EOF
$NAME ($version) stable; urgency=medium

  * Desktop build of Score 5 Desktop $version.

 -- Score 5 Desktop developers <score5-desktop@users.noreply.github.com>  $(date -u -R -d "@$SOURCE_DATE_EPOCH")
EOF
mkdir -p "$share/man/man6"
gzip -9n >"$share/man/man6/$NAME.6.gz" <<EOF
.TH SCORE5-DESKTOP 6 "" "$version" "Games"
.SH NAME
score5-desktop \- the SCORE 5 auction card game on the desktop
.SH SYNOPSIS
.B score5-desktop
[\fB\-\-demo\fR] [\fB\-\-players\fR \fIN\fR] [\fB\-\-seed\fR \fIS\fR]
[\fB\-\-speed\fR \fIinstant|fast|normal|slow\fR] [\fB\-\-quit\-on\-end\fR]
.SH DESCRIPTION
An unofficial fan implementation of SCORE 5 for 2 to 5 players at one computer:
hot seat, bots, or any mix. \fB\-\-help\fR lists every option. The rules are in
the game (Help > Rules).
EOF

# Lintian: what a self-contained build does on purpose.
install -Dm644 /dev/stdin "$share/lintian/overrides/$NAME" <<EOF
# The desktop build is one self-contained folder (Python, Qt, PySide6) in /opt.
$NAME: dir-or-file-in-opt
# It bundles the compression libraries Python's modules were built with.
$NAME: embedded-library
# Python extension modules and ICU's data library need no libc of their own.
$NAME: shared-library-lacks-prerequisites
$NAME: library-not-linked-against-libc
# PyInstaller's prebuilt launcher (its bootloader) is not a PIE.
$NAME: hardening-no-pie [opt/$NAME/$NAME]
# The launcher is /usr/bin/score5-desktop, where the desktop file's Exec finds it.
$NAME: package-section-games-but-contains-no-game
EOF

depends=$(python3 "$ROOT/packaging/system_libraries.py" --depends "$pkg/opt/$NAME")
installed_kb=$(du -sk --apparent-size "$pkg" | cut -f1)
mkdir -p "$pkg/DEBIAN"
cat >"$pkg/DEBIAN/control" <<EOF
Package: $NAME
Version: $version
Architecture: $arch
Maintainer: Score 5 Desktop developers <score5-desktop@users.noreply.github.com>
Installed-Size: $installed_kb
Depends: $depends
Recommends: fonts-dejavu-core | fonts-freefont-ttf | fonts-liberation2
Section: games
Priority: optional
Homepage: https://github.com/score5desktop/score5-desktop
Description: unofficial fan implementation of the SCORE 5 auction card game
 Twelve auctions for 2 to 5 players at one computer: hot seat for people
 sharing a screen, bots from beginner to expert, or any mix. Rules and
 interface in English, French, German and Italian.
 .
 Not affiliated with or endorsed by the game's publisher. This package is
 the self-contained desktop build: it bundles Python and Qt in
 /opt/score5-desktop.
EOF
# Stable file dates and modes, so the same folder gives the same package;
# shared libraries are not executables (PyInstaller copies them as found).
chmod -R u+rwX,go+rX,go-w "$pkg"
find "$pkg/opt" -type f -name '*.so*' -exec chmod 644 {} +
find "$pkg" -exec touch -h -d "@$SOURCE_DATE_EPOCH" {} +

deb=$DIST_DIR/${NAME}_${version}_${arch}.deb
dpkg-deb --root-owner-group -Zxz --build "$pkg" "$deb" >/dev/null
echo "$deb: $(($(stat -c %s "$deb") / 1000000)) MB, installs $((installed_kb / 1000)) MB"
if command -v lintian >/dev/null; then
    lintian --info "$deb" || true
fi
