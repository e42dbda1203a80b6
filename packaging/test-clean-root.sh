#!/usr/bin/env bash
# Clean-room test: does what the README offers work on a fresh Debian 12?
#
#     sudo packaging/test-clean-root.sh            # both roots
#     sudo packaging/test-clean-root.sh desktop    # or: python
#
# Root "desktop": a minimal Debian 12 (debootstrap minbase) plus only the
# desktop baseline below, no Python. The built folder (dist/score5-desktop, from
# packaging/build.sh) is copied in and plays a demo game headless (offscreen)
# and under X (an Xvfb on this machine, its socket shared into the root); the
# libraries it takes from the system are listed with their packages and
# compared with the .deb's Depends. Then, if dist/ holds the .deb
# (packaging/build-deb.sh), `apt install ./score5-desktop_*.deb` there, the
# same two games through /usr/bin/score5-desktop, and `apt remove`, checking
# that no file of the package is left.
#
# Root "python": the same baseline plus python3 and sudo, and the committed
# source (git archive HEAD). The README's first set-up command runs exactly as
# written with only python3-venv installed (the start-up check must refuse
# with its message, exit 1), then again after the README's Debian/Ubuntu
# system packages line (the window must come up: still running after a while),
# then a demo game in that environment, then the README's test command exactly
# as written.
#
# Needs: root, debootstrap, chroot, unshare, Xvfb, git; the network to reach a
# Debian mirror and PyPI. Runs in a private mount namespace, so nothing stays
# mounted. The roots live in build/clean-root (git-ignored); the debootstrap
# result is kept there and reused (delete build/clean-root/base to renew it).
#
# Settings (environment): SCORE5_CLEAN_DIR [<repo>/build/clean-root],
# SCORE5_DIST_DIR [<repo>/dist], DEBIAN_MIRROR [http://deb.debian.org/debian].
set -euo pipefail

ROOT=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/.." && pwd)
WORK=${SCORE5_CLEAN_DIR:-$ROOT/build/clean-root}
DIST_DIR=${SCORE5_DIST_DIR:-$ROOT/dist}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
WHICH=${1:-all}

# The desktop baseline: what any Debian 12 desktop has. OpenGL/EGL, fonts and
# fontconfig, D-Bus, X11 and xcb core, xkbcommon, GLib, CA certificates. No
# PulseAudio and no Wayland libraries: the .deb's Depends must bring those.
BASELINE=(
    libgl1 libegl1
    libfontconfig1 libfreetype6 fonts-dejavu-core
    libdbus-1-3
    libx11-6 libx11-xcb1 libxcb1 libxkbcommon0
    libglib2.0-0
    ca-certificates
)

die() {
    printf 'test-clean-root.sh: %s\n' "$*" >&2
    exit 1
}

if [ -z "${SCORE5_CLEAN_NAMESPACE:-}" ]; then
    [ "$(id -u)" -eq 0 ] || die "run it as root (debootstrap, chroot, mounts)"
    for tool in debootstrap chroot unshare Xvfb git; do
        command -v "$tool" >/dev/null || die "$tool is missing"
    done
    exec env SCORE5_CLEAN_NAMESPACE=1 unshare --mount --propagation private "$0" "$@"
fi

mkdir -p "$WORK"
RESULTS=$WORK/results.txt
: >"$RESULTS"
step() { printf '\n==> %s\n' "$*"; }
record() { # PASS|FAIL|INFO, what, detail
    printf '%-4s %s%s\n' "$1" "$2" "${3:+ — $3}" | tee -a "$RESULTS"
}

# An X server on this machine; the roots see its socket.
Xvfb -displayfd 3 -nolisten tcp -ac -screen 0 1280x800x24 3>"$WORK/display" 2>"$WORK/xvfb.log" &
xvfb=$!
trap 'kill $xvfb 2>/dev/null || true' EXIT
for _ in $(seq 50); do
    [ -s "$WORK/display" ] && break
    sleep 0.1
done
DISPLAY_NAME=":$(cat "$WORK/display")"

base_root() {
    if [ ! -e "$WORK/base/.complete" ]; then
        step "Making a minimal Debian 12 with debootstrap"
        rm -rf "$WORK/base"
        debootstrap --variant=minbase bookworm "$WORK/base" "$MIRROR" >"$WORK/debootstrap.log"
        touch "$WORK/base/.complete"
    fi
}

# new_root NAME: a fresh copy of the base, with /proc, /dev/shm and the X socket.
new_root() {
    local root=$WORK/$1
    rm -rf "$root"
    cp -a "$WORK/base" "$root"
    cp /etc/resolv.conf "$root/etc/resolv.conf"
    mount -t proc proc "$root/proc"
    mount -t tmpfs shm "$root/dev/shm"
    mkdir -p "$root/tmp/.X11-unix"
    mount --bind /tmp/.X11-unix "$root/tmp/.X11-unix"
}

# in_root NAME COMMAND...: run in the root with a clean environment.
in_root() {
    local root=$WORK/$1
    shift
    chroot "$root" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
        PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
        DEBIAN_FRONTEND=noninteractive "$@"
}

apt_install() { # NAME PACKAGES...
    local name=$1
    shift
    in_root "$name" apt-get update -q >/dev/null
    in_root "$name" apt-get install -y -q --no-install-recommends "$@" >"$WORK/$name-apt.log" 2>&1 ||
        {
            tail "$WORK/$name-apt.log"
            die "apt-get install $* failed in $name"
        }
}

# play NAME LABEL PLATFORM COMMAND...: a whole demo game; PASS if exit 0, no error logged.
play() {
    local name=$1 label=$2 platform=$3
    shift 3
    local slug
    slug=$(tr -c 'a-zA-Z0-9\n' '-' <<<"$label")
    local log=$WORK/$name-$slug.log status=0
    local env=("SCORE5_HOME=/tmp/home-$slug" "QT_QPA_PLATFORM=$platform")
    if [ "$platform" = xcb ]; then
        env+=("DISPLAY=$DISPLAY_NAME")
    fi
    timeout 300 chroot "$WORK/$name" /usr/bin/env -i HOME=/root LANG=C.UTF-8 \
        PATH=/usr/local/bin:/usr/bin:/bin "${env[@]}" \
        "$@" --demo --speed instant --quit-on-end >"$log" 2>&1 || status=$?
    if [ "$status" -eq 0 ] && ! grep -Eq 'Traceback|^(ERROR|CRITICAL) |qt\.qpa\.plugin' "$log"; then
        record PASS "$name: $label" "demo game played, exit 0"
    else
        record FAIL "$name: $label" "exit $status; log: $log"
        tail -5 "$log"
    fi
}

readme_line() { # the README line starting with $1 (where it is repeated, the same each time)
    local line lines=""
    while IFS= read -r line; do
        line=${line#"${line%%[! ]*}"}
        [[ $line == "$1"* ]] && lines+="$line"$'\n'
    done <"$ROOT/README.md"
    lines=$(printf '%s' "$lines" | sort -u)
    [ -n "$lines" ] || die "README: no line starting with: $1"
    [ "$(wc -l <<<"$lines")" -eq 1 ] || die "README: the lines starting with '$1' differ"
    printf '%s\n' "$lines"
}

desktop_root() {
    local folder=$DIST_DIR/score5-desktop
    [ -x "$folder/score5-desktop" ] || die "no build in $folder: run packaging/build.sh first"
    step "Root 'desktop': minimal Debian 12 + the desktop baseline"
    new_root desktop
    apt_install desktop "${BASELINE[@]}"
    record INFO "desktop: baseline" "${BASELINE[*]}"
    in_root desktop sh -c 'command -v python3 >/dev/null' && die "the desktop root has a Python"

    step "The built folder"
    cp -a "$folder" "$WORK/desktop/root/score5-desktop"
    play desktop "folder, offscreen" offscreen /root/score5-desktop/score5-desktop
    play desktop "folder, X11 (Xvfb)" xcb /root/score5-desktop/score5-desktop
    step "Libraries the folder takes from the system"
    if python3 "$ROOT/packaging/system_libraries.py" "$folder" --root "$WORK/desktop" \
        >"$WORK/desktop-libraries.txt"; then
        record PASS "desktop: system libraries" "the .deb's Depends name exactly their packages"
    else
        record FAIL "desktop: system libraries" "see $WORK/desktop-libraries.txt"
    fi
    cat "$WORK/desktop-libraries.txt"

    local deb
    deb=$(find "$DIST_DIR" -maxdepth 1 -name 'score5-desktop_*.deb' | sort | tail -1)
    if [ -z "$deb" ]; then
        record INFO "desktop: .deb" "none in $DIST_DIR (packaging/build-deb.sh): not tested"
        return
    fi
    step "The Debian package: apt install ./$(basename "$deb")"
    cp "$deb" "$WORK/desktop/tmp/"
    local before after
    before=$(in_root desktop dpkg-query -W -f '${Package}\n' | sort)
    if in_root desktop sh -c "cd /tmp && apt install -y ./$(basename "$deb")" >"$WORK/desktop-deb-install.log" 2>&1; then
        after=$(in_root desktop dpkg-query -W -f '${Package}\n' | sort)
        record PASS "desktop: apt install ./$(basename "$deb")" \
            "also installed: $(comm -13 <(echo "$before") <(echo "$after") | grep -v '^score5-desktop$' | tr '\n' ' ')"
    else
        record FAIL "desktop: apt install" "see $WORK/desktop-deb-install.log"
        tail "$WORK/desktop-deb-install.log"
        return
    fi
    play desktop ".deb, offscreen" offscreen score5-desktop
    play desktop ".deb, X11 (Xvfb)" xcb score5-desktop
    local files missing=""
    files=$(in_root desktop dpkg -L score5-desktop)
    for path in /usr/bin/score5-desktop /usr/share/applications/io.github.score5desktop.Score5Desktop.desktop \
        /usr/share/metainfo/io.github.score5desktop.Score5Desktop.metainfo.xml \
        /usr/share/mime/packages/io.github.score5desktop.Score5Desktop.xml \
        /usr/share/icons/hicolor/scalable/apps/io.github.score5desktop.Score5Desktop.svg; do
        grep -qx "$path" <<<"$files" || missing="$missing $path"
    done
    if [ -z "$missing" ]; then
        record PASS "desktop: .deb layout" "launcher, desktop file, metainfo, MIME type, icons"
    else
        record FAIL "desktop: .deb layout" "missing:$missing"
    fi
    in_root desktop apt remove -y score5-desktop >"$WORK/desktop-deb-remove.log" 2>&1 || true
    local left
    left=$(
        while read -r path; do
            if [ -e "$WORK/desktop$path" ] && [ ! -d "$WORK/desktop$path" ]; then echo "$path"; fi
        done <<<"$files"
        if [ -e "$WORK/desktop/opt/score5-desktop" ]; then echo /opt/score5-desktop; fi
    )
    if [ -z "$left" ] && ! in_root desktop dpkg -s score5-desktop >/dev/null 2>&1; then
        record PASS "desktop: apt remove score5-desktop" "no file of the package is left"
    else
        record FAIL "desktop: apt remove" "left: $(echo "$left" | head -5 | tr '\n' ' ')"
    fi
}

python_root() {
    step "Root 'python': minimal Debian 12 + the desktop baseline + python3, sudo"
    new_root python
    apt_install python "${BASELINE[@]}" python3 sudo
    mkdir -p "$WORK/python/root/score5"
    git -C "$ROOT" archive HEAD | tar -x -C "$WORK/python/root/score5"
    record INFO "python: source" "git archive $(git -C "$ROOT" rev-parse --short HEAD)"

    local apt_line start_line test_line
    apt_line=$(readme_line "sudo apt install python3-venv")
    start_line=$(readme_line "python3 -m venv .venv && .venv/bin/pip install . &&")
    test_line=$(readme_line "python3 -m venv .venv && .venv/bin/pip install -e")
    # pip trusts the CAs this machine trusts: where the network re-signs TLS (a
    # company proxy, this project's sandbox), PyPI is reachable only so.
    cp /etc/ssl/certs/ca-certificates.crt "$WORK/python/etc/ssl/certs/host-ca-certificates.crt"
    run_readme() { # LOG SECONDS COMMAND: in /root/score5, under X, as a person would type it
        local status=0
        timeout "$2" chroot "$WORK/python" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
            PATH=/usr/local/bin:/usr/bin:/bin DISPLAY="$DISPLAY_NAME" SCORE5_HOME=/tmp/home-readme \
            PIP_CERT=/etc/ssl/certs/host-ca-certificates.crt DEBIAN_FRONTEND=noninteractive \
            bash -c "cd /root/score5 && $3" >"$1" 2>&1 || status=$?
        return "$status"
    }

    step "README's start command with only python3-venv: the start-up check must refuse"
    apt_install python python3-venv
    local status=0
    run_readme "$WORK/python-start-without-libs.log" 900 "$start_line" || status=$?
    if [ "$status" -eq 1 ] && grep -Eq "Debian/Ubuntu: sudo apt install .*libxcb-cursor0" \
        "$WORK/python-start-without-libs.log"; then
        record PASS "python: start without the X11 libraries" \
            "exit 1 with the install lines: $(grep 'Debian/Ubuntu:' "$WORK/python-start-without-libs.log" | sed 's/^ *//')"
    else
        record FAIL "python: start without the X11 libraries" "exit $status; $WORK/python-start-without-libs.log"
        tail -5 "$WORK/python-start-without-libs.log"
    fi

    step "README's system packages: $apt_line"
    if run_readme "$WORK/python-readme-apt.log" 900 "yes | $apt_line"; then
        record PASS "python: README apt line" "$apt_line"
    else
        record FAIL "python: README apt line" "$WORK/python-readme-apt.log"
    fi

    step "README's start command, exactly: $start_line"
    status=0
    run_readme "$WORK/python-start.log" 60 "$start_line" || status=$?
    # The game waits for a player: still running at the time-out (124) means the window is up.
    if [ "$status" -eq 124 ] && ! grep -Eq 'Traceback|qt\.qpa\.plugin|cannot start' "$WORK/python-start.log"; then
        record PASS "python: README start command" "the game was up and waiting after 60 s"
    else
        record FAIL "python: README start command" "exit $status; $WORK/python-start.log"
        tail -5 "$WORK/python-start.log"
    fi
    play python "pip install, X11 (Xvfb)" xcb /root/score5/.venv/bin/score5-desktop

    step "README's test command, exactly: $test_line"
    status=0
    run_readme "$WORK/python-tests.log" 1800 "$test_line" || status=$?
    if [ "$status" -eq 0 ]; then
        record PASS "python: README test command" "$(tail -1 "$WORK/python-tests.log")"
    else
        record FAIL "python: README test command" "exit $status: $(tail -1 "$WORK/python-tests.log")"
    fi
}

base_root
case $WHICH in
    desktop) desktop_root ;;
    python) python_root ;;
    all)
        desktop_root
        python_root
        ;;
    *) die "unknown root '$WHICH' (desktop, python or all)" ;;
esac

step "Results"
cat "$RESULTS"
! grep -q '^FAIL' "$RESULTS"
