#!/usr/bin/env bash
# Linux smoke test of the installers: what a player gets, proven to work.
#
#     packaging/linux/smoke-test.sh
#
# 1. freeze the game with packaging/acesup.spec and check the bundle holds every
#    file of resources/, and Python's license (from the Python that built it);
# 2. run the frozen game's --self-test offscreen, check it loaded PySide the
#    game's way (its start cache written), and prove a bundle missing a
#    resource, or Python's license, fails it; run the frozen command line
#    (`acesup`) as from source, its worker processes included;
# 3. build the .deb, and compile the Windows NSIS script against the bundle;
# 4. install the .deb with apt-get (which brings its declared dependencies),
#    check every bundled ELF file finds its libraries, /usr/bin/acesup runs
#    the bundle's command line, and that the system's
#    MIME database and desktop entries (rebuilt by their dpkg triggers) take a
#    saved game to the saved-game type and that type to the game;
# 5. start the installed desktop entry's Exec line, in a clean environment, on
#    a real X server (Xvfb), screenshot it and check the table is on screen
#    (packaging/linux/check_screenshot.py says exactly what is checked);
# 6. start it again as a file manager does for a double-clicked saved game
#    (its %f, a path with spaces) and check the window's title names that deal;
#    double-click another while it runs, and check that start exits 0 at once
#    and the running window asks to leave its game for it (no second table);
# 7. uninstall, and check nothing is left behind.
# Runs as root (it installs a package). Needs: pyinstaller, binutils, dpkg-dev,
# desktop-file-utils, appstream, shared-mime-info, nsis, xvfb, x11-apps,
# x11-utils. Keeps the build and the
# screenshot in build/smoke/ for a person to look at. Always uninstalls the
# package and stops Xvfb on exit, passed or not.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PYTHON="${PYTHON:-python3}"
export DEBIAN_FRONTEND=noninteractive
WORK="$ROOT/build/smoke"
START=$SECONDS
XVFB_PID=""
APP_PID=""
INSTALLED=""

step() { printf '\n== smoke test [%3ds]: %s\n' "$((SECONDS - START))" "$*"; }
fail() {
    echo "SMOKE TEST FAILED: $*" >&2
    exit 1
}

cleanup() {
    local status=$?
    set +e
    [[ -n "$APP_PID" ]] && kill "$APP_PID" 2>/dev/null && wait "$APP_PID" 2>/dev/null
    [[ -n "$XVFB_PID" ]] && kill "$XVFB_PID" 2>/dev/null && wait "$XVFB_PID" 2>/dev/null
    if [[ -n "$INSTALLED" ]] && dpkg -s "$INSTALLED" >/dev/null 2>&1; then
        echo "smoke test: uninstalling $INSTALLED"
        apt-get remove -y -qq "$INSTALLED" >/dev/null
    fi
    exit "$status"
}
trap cleanup EXIT

[[ $EUID -eq 0 ]] || fail "run as root: the test installs and removes a package"
for tool in pyinstaller makensis Xvfb xwd xwininfo dpkg-shlibdeps desktop-file-validate appstreamcli \
    update-mime-database objdump; do
    command -v "$tool" >/dev/null || fail "$tool is missing (pip install pyinstaller; apt-get install \
binutils dpkg-dev desktop-file-utils appstream shared-mime-info nsis xvfb x11-apps x11-utils)"
done
NAME="$("$PYTHON" "$ROOT/packaging/project_info.py" name)"
VERSION="$("$PYTHON" "$ROOT/packaging/project_info.py" version)"
APP_ID="$("$PYTHON" "$ROOT/packaging/project_info.py" app_id)"
COMMAND_LINE="$("$PYTHON" "$ROOT/packaging/project_info.py" command_line)"
if dpkg -s "$NAME" >/dev/null 2>&1; then
    fail "$NAME is already installed on this machine; remove it first (apt-get remove $NAME)"
fi
rm -rf "$WORK"
mkdir -p "$WORK"

step "freezing $NAME $VERSION with PyInstaller"
pyinstaller --noconfirm --log-level WARN --distpath "$WORK/dist" --workpath "$WORK/pyinstaller" \
    "$ROOT/packaging/acesup.spec" >"$WORK/pyinstaller.log" 2>&1 \
    || { tail -40 "$WORK/pyinstaller.log" >&2; fail "PyInstaller could not build the bundle (log above)"; }
BUNDLE="$WORK/dist/$NAME"
echo "bundle: $(du -sh "$BUNDLE" | cut -f1), $(find "$BUNDLE" -type f | wc -l) files"

step "checking the bundle holds every resource, and Python's license"
BUNDLED_RESOURCES="$BUNDLE/_internal/acesup_qt/resources"
# Where the game looks for Python's license, which the build adds (not in resources/).
PYTHON_LICENSE="$(PYTHONPATH="$ROOT" "$PYTHON" -c \
    'from acesup_qt.resources import PYTHON_LICENSE; print(PYTHON_LICENSE)' 2>/dev/null || true)"
expected_resources() {
    (cd "$ROOT/resources" && find . -type f)
    [[ -z "$PYTHON_LICENSE" ]] || echo "./$PYTHON_LICENSE"
}
diff <(expected_resources | sort) <(cd "$BUNDLED_RESOURCES" && find . -type f | sort) \
    || fail "the bundle's resources are not resources/ and Python's license (< only expected, > only in bundle)"
if [[ -n "$PYTHON_LICENSE" ]]; then
    cmp "$("$PYTHON" "$ROOT/packaging/python_license.py")" "$BUNDLED_RESOURCES/$PYTHON_LICENSE" \
        || fail "the bundle's $PYTHON_LICENSE is not the license of the Python that built it"
    echo "Python's license: $PYTHON_LICENSE, from $("$PYTHON" "$ROOT/packaging/python_license.py")"
fi

step "running the frozen game's --self-test offscreen"
frozen_self_test() { # BUNDLE_DIR: the self-test's output; fails when the game does
    env QT_QPA_PLATFORM=offscreen XDG_CACHE_HOME="$WORK/cache" timeout 60 "$1/$NAME" --self-test 2>&1
}
OUTPUT="$(frozen_self_test "$BUNDLE")" || fail "the frozen self-test failed: $OUTPUT"
grep -qx "self-test ok" <<<"$OUTPUT" || fail "the frozen self-test did not print 'self-test ok': $OUTPUT"
echo "$OUTPUT"
# The bundle loads PySide the game's way (packaging/start_hook.py), before
# PyInstaller's own hook does: its start cache is written, as from source.
START_CACHE="$WORK/cache/acesup-qt/acesup-qt/pyside-start.bin"
[[ -s "$START_CACHE" ]] || fail "the frozen game wrote no start cache ($START_CACHE): PySide loaded the usual way"
echo "start cache written: $(stat -c %s "$START_CACHE") bytes"
# On Linux the game's modules are plain .pyc files in the bundle, not in the
# executable's archive: the start is some 10% quicker so (packaging/acesup.spec).
[[ -f "$BUNDLE/_internal/acesup_qt/app.pyc" ]] \
    || fail "the game's modules are not plain .pyc files in the bundle (acesup.spec's noarchive)"

if [[ -f "$ROOT/acesup_qt/resources.py" ]]; then
    step "checking a bundle missing a resource, or Python's license, fails its self-test"
    # A copy of hard links costs nothing; removing one of them leaves the bundle whole.
    # Remove the last resource the game declares it needs, or all of them if it names none,
    # and Python's license: one run of the self-test must name each missing file.
    MISSING="$(PYTHONPATH="$ROOT" "$PYTHON" -c \
        'from acesup_qt.resources import REQUIRED; print(REQUIRED[-1])' 2>/dev/null || true)"
    cp -al "$BUNDLE" "$WORK/broken"
    rm -r "$WORK/broken/_internal/acesup_qt/resources/${MISSING:-}"
    [[ -z "$PYTHON_LICENSE" ]] || rm "$WORK/broken/_internal/acesup_qt/resources/$PYTHON_LICENSE"
    if OUTPUT="$(frozen_self_test "$WORK/broken")"; then
        fail "the self-test passed although resource '${MISSING:-all of them}' was missing: $OUTPUT"
    fi
    for name in "$MISSING" "$PYTHON_LICENSE"; do
        [[ -z "$name" ]] || grep -qF "$name" <<<"$OUTPUT" \
            || fail "the self-test did not name the missing '$name': $OUTPUT"
    done
    echo "without '${MISSING:-all resources}'${PYTHON_LICENSE:+ and '$PYTHON_LICENSE'} the self-test \
fails, as it should: $(tail -1 <<<"$OUTPUT")"
    rm -rf "$WORK/broken"
fi

step "running the frozen command line ($COMMAND_LINE) as from source"
from_source() { (cd "$ROOT" && PYTHONPATH="$ROOT" "$PYTHON" -m acesup_qt.cli "$@"); }
frozen_command_line() { # DIR ARGS...: the frozen command line's output, as a player runs it
    local dir="$1"
    shift
    env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$WORK" LANG=C.UTF-8 timeout 60 "$dir/$COMMAND_LINE" "$@"
}
[[ "$(frozen_command_line "$BUNDLE" --version)" == "$COMMAND_LINE $VERSION" ]] \
    || fail "the frozen $COMMAND_LINE --version does not say '$COMMAND_LINE $VERSION'"
DECK="$(from_source deal 7)"
[[ "$(frozen_command_line "$BUNDLE" deal 7)" == "$DECK" ]] \
    || fail "the frozen '$COMMAND_LINE deal 7' differs from the source's"
# Two worker processes: a frozen program starts them its own way.
SIMULATED="$(frozen_command_line "$BUNDLE" simulate --games 8 --jobs 2)" \
    || fail "the frozen '$COMMAND_LINE simulate --jobs 2' failed: $SIMULATED"
[[ "$(grep -v 'games per second' <<<"$SIMULATED")" == \
    "$(from_source simulate --games 8 --jobs 2 | grep -v 'games per second')" ]] \
    || fail "the frozen '$COMMAND_LINE simulate' differs from the source's: $SIMULATED"
echo "$COMMAND_LINE $VERSION: deal and simulate (2 workers) as from source"

step "building the .deb"
DEB="$("$ROOT/packaging/linux/build-deb.sh" "$BUNDLE" "$WORK/out" | tail -1)"
[[ -f "$DEB" ]] || fail "build-deb.sh made no package"
echo "package: $DEB ($(du -h "$DEB" | cut -f1))"

step "compiling the Windows installer script with makensis (against this bundle)"
"$ROOT/packaging/windows/build-installer.sh" "$BUNDLE" "$WORK/out" zlib >"$WORK/makensis.log" 2>&1 \
    || { tail -30 "$WORK/makensis.log" >&2; fail "makensis could not compile packaging/windows/acesup.nsi"; }
tail -1 "$WORK/makensis.log"

step "installing the .deb with apt-get (with its dependencies)"
INSTALLED="$NAME"
apt-get install -y -qq "$DEB" >"$WORK/apt.log" 2>&1 \
    || { tail -30 "$WORK/apt.log" >&2; fail "apt-get could not install $DEB"; }
DESKTOP_FILE="/usr/share/applications/$APP_ID.desktop"
for path in "/usr/bin/$NAME" "/usr/bin/$COMMAND_LINE" "$DESKTOP_FILE" "/usr/share/metainfo/$APP_ID.metainfo.xml" \
    "/usr/share/icons/hicolor/48x48/apps/$NAME.png" "/usr/share/icons/hicolor/scalable/apps/$NAME.svg"; do
    [[ -e "$path" ]] || fail "the installed package lacks $path"
done
MISSING_LIBS="$(find "/opt/$NAME" -type f \( -name '*.so*' -o -name "$NAME" -o -name "$COMMAND_LINE" \) -print0 \
    | xargs -0 -n1 sh -c 'ldd "$0" 2>/dev/null | grep "not found" | sed "s|^|$0: |"' || true)"
[[ -z "$MISSING_LIBS" ]] || fail "installed files miss system libraries (add them to Depends):
$MISSING_LIBS"
echo "installed; every bundled library finds its dependencies"
# (Not `command -v`: a pip-installed acesup of this machine may come first on its PATH.)
[[ "$(readlink -f "/usr/bin/$COMMAND_LINE")" == "/opt/$NAME/$COMMAND_LINE" ]] \
    || fail "/usr/bin/$COMMAND_LINE is not the bundle's command line"
[[ "$(frozen_command_line /usr/bin deal 7)" == "$DECK" ]] \
    || fail "the installed '$COMMAND_LINE deal 7' differs from the source's"
echo "/usr/bin/$COMMAND_LINE runs"

step "checking a saved game's MIME type, and that it opens in the game"
SUFFIX="$(PYTHONPATH="$ROOT" "$PYTHON" -c 'from acesup_qt.storage.game_file import SUFFIX; print(SUFFIX)')"
MIME_TYPE="$(grep -m1 '^MimeType=' "$DESKTOP_FILE" | cut -d= -f2- | cut -d';' -f1)"
[[ -n "$MIME_TYPE" ]] || fail "$DESKTOP_FILE names no MimeType: a saved game would not open in the game"
# What every desktop reads, rebuilt by shared-mime-info's and desktop-file-utils' triggers.
grep -qF ":$MIME_TYPE:*$SUFFIX" /usr/share/mime/globs2 \
    || fail "the MIME database does not take *$SUFFIX to $MIME_TYPE (/usr/share/mime/globs2)"
grep -qE "^$MIME_TYPE=(.*;)?$APP_ID\.desktop;" /usr/share/applications/mimeinfo.cache \
    || fail "the desktop entries' cache does not open $MIME_TYPE with $APP_ID.desktop"
echo "*$SUFFIX is $MIME_TYPE, which $APP_ID.desktop opens"

step "starting the desktop entry's Exec line on Xvfb"
EXEC_FIELD="$(grep -m1 '^Exec=' "$DESKTOP_FILE" | cut -d= -f2-)"
# Started from the menu, the field codes stand for nothing.
EXEC_LINE="$(sed -E 's/ ?%[fFuUdDnNickvm]//g' <<<"$EXEC_FIELD")"
[[ -n "$EXEC_LINE" ]] || fail "$DESKTOP_FILE has no Exec line"
exec 3>"$WORK/xvfb.display"
Xvfb -displayfd 3 -screen 0 1280x800x24 -nolisten tcp -br >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
exec 3>&-
for _ in $(seq 50); do [[ -s "$WORK/xvfb.display" ]] && break; sleep 0.1; done
[[ -s "$WORK/xvfb.display" ]] || fail "Xvfb did not start: $(cat "$WORK/xvfb.log")"
DISPLAY_NAME=":$(head -1 "$WORK/xvfb.display")"
mkdir -p "$WORK/home" "$WORK/runtime"
chmod 700 "$WORK/runtime"
# As a desktop launches it: the system PATH, a fresh home, nothing from this shell.
env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$WORK/home" XDG_RUNTIME_DIR="$WORK/runtime" \
    LANG=C.UTF-8 DISPLAY="$DISPLAY_NAME" sh -c "exec $EXEC_LINE" >"$WORK/app.log" 2>&1 &
APP_PID=$!
echo "Exec=$EXEC_LINE started on $DISPLAY_NAME"

step "checking the screenshot shows the table"
CHECK_ARGS=()
if grep -q "Until the table exists" "$ROOT/acesup_qt/app.py"; then
    echo "(this is still the placeholder window: accepting a painted window without felt)"
    CHECK_ARGS+=(--allow-placeholder)
fi
PASSED=""
for _ in $(seq 30); do
    sleep 1
    kill -0 "$APP_PID" 2>/dev/null || fail "the game exited on start: $(cat "$WORK/app.log")"
    DISPLAY="$DISPLAY_NAME" xwd -root -silent >"$WORK/screenshot.xwd"
    if "$PYTHON" "$ROOT/packaging/linux/check_screenshot.py" "$WORK/screenshot.xwd" \
        "${CHECK_ARGS[@]}" >"$WORK/check.log" 2>&1; then
        PASSED=1
        break
    fi
done
"$PYTHON" "$ROOT/packaging/linux/check_screenshot.py" "$WORK/screenshot.xwd" \
    --png "$WORK/screenshot.png" "${CHECK_ARGS[@]}" >/dev/null 2>&1 || true
cat "$WORK/check.log"
[[ -n "$PASSED" ]] || fail "no table on screen after 30 s (see $WORK/screenshot.png; game log: \
$(cat "$WORK/app.log"))"
kill "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
APP_PID=""

step "starting the desktop entry's Exec line with a saved game, as a double click does"
[[ "$EXEC_FIELD" == *%f* ]] || fail "$DESKTOP_FILE's Exec line has no %f: a double-clicked saved game \
would not reach the game"
# A numbered deal after one deal, in a folder with a space, as the game saves it.
SAVED_GAME="$WORK/saved games/Aces Up deal 4294967295$SUFFIX"
mkdir -p "$(dirname "$SAVED_GAME")" "$WORK/home-saved"
PYTHONPATH="$ROOT" "$PYTHON" - "$SAVED_GAME" <<'EOF_PY' || fail "could not write a saved game"
import sys
from pathlib import Path

from acesup_qt.engine import variant_class
from acesup_qt.engine.deals import deal_cards
from acesup_qt.storage.game_file import write_game_file

game = variant_class("standard")(deal_cards(4294967295))
game.replay("d")
write_game_file(Path(sys.argv[1]), game, 4294967295)
EOF_PY
# The desktop passes the path as one argument where %f stands; a fresh home, so
# no game in progress asks to be left first.
env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$WORK/home-saved" XDG_RUNTIME_DIR="$WORK/runtime" \
    LANG=C.UTF-8 DISPLAY="$DISPLAY_NAME" sh -c "exec ${EXEC_FIELD//%f/\"\$0\"}" "$SAVED_GAME" \
    >"$WORK/app-saved.log" 2>&1 &
APP_PID=$!
TITLE=""
for _ in $(seq 30); do
    sleep 1
    kill -0 "$APP_PID" 2>/dev/null || fail "the game exited on start with $SAVED_GAME: $(cat "$WORK/app-saved.log")"
    TITLE="$(xwininfo -display "$DISPLAY_NAME" -root -tree | grep -o '"Deal #4294967295[^"]*"' || true)"
    [[ -n "$TITLE" ]] && break
done
DISPLAY="$DISPLAY_NAME" xwd -root -silent >"$WORK/saved-game.xwd"
"$PYTHON" "$ROOT/packaging/linux/check_screenshot.py" "$WORK/saved-game.xwd" \
    --png "$WORK/saved-game.png" "${CHECK_ARGS[@]}" >/dev/null 2>&1 || true
[[ -n "$TITLE" ]] || fail "no window titled with deal #4294967295 after 30 s: the saved game did not open \
(see $WORK/saved-game.png; game log: $(cat "$WORK/app-saved.log"))"
echo "the saved game opened: window $TITLE"

step "double-clicking another saved game while the game runs: it goes to the window open"
SECOND_GAME="$WORK/saved games/Aces Up deal 7$SUFFIX"
PYTHONPATH="$ROOT" "$PYTHON" -c '
import sys
from pathlib import Path
from acesup_qt.engine import variant_class
from acesup_qt.engine.deals import deal_cards
from acesup_qt.storage.game_file import write_game_file
game = variant_class("standard")(deal_cards(7))
game.replay("d")
write_game_file(Path(sys.argv[1]), game, 7)' "$SECOND_GAME" || fail "could not write a saved game"
sleep 1  # the running game listens for later starts once its first frame is up
env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$WORK/home-saved" XDG_RUNTIME_DIR="$WORK/runtime" \
    LANG=C.UTF-8 DISPLAY="$DISPLAY_NAME" sh -c "exec ${EXEC_FIELD//%f/\"\$0\"}" "$SECOND_GAME" \
    >"$WORK/app-second.log" 2>&1 &
SECOND_PID=$!
for _ in $(seq 100); do kill -0 "$SECOND_PID" 2>/dev/null || break; sleep 0.1; done
if kill -0 "$SECOND_PID" 2>/dev/null; then
    kill "$SECOND_PID"
    fail "the second start was still running after 10 s: it opened a window of its own"
fi
wait "$SECOND_PID" || fail "the second start handed over but exited with $?: $(cat "$WORK/app-second.log")"
# The game in progress (the first file's, after one deal) is left only if the player agrees:
# the running window asks, and no second table opens.
QUESTION=""
for _ in $(seq 10); do
    sleep 1
    QUESTION="$(xwininfo -display "$DISPLAY_NAME" -root -tree | grep -o '"Leave this game?[^"]*"' || true)"
    [[ -n "$QUESTION" ]] && break
done
[[ -n "$QUESTION" ]] || fail "the running game did not ask to leave its game for $SECOND_GAME"
TABLES="$(xwininfo -display "$DISPLAY_NAME" -root -tree | grep -c '"Deal #' || true)"
[[ "$TABLES" == 1 ]] || fail "$TABLES windows titled with a deal: the second start opened its own"
echo "the running game asks: window $QUESTION; one table window"
kill "$APP_PID"
wait "$APP_PID" 2>/dev/null || true
APP_PID=""

step "uninstalling"
apt-get remove -y -qq "$NAME" >/dev/null || fail "apt-get could not remove $NAME"
INSTALLED=""
for path in "/opt/$NAME" "/usr/bin/$NAME" "/usr/bin/$COMMAND_LINE" "$DESKTOP_FILE" \
    "/usr/share/mime/packages/$APP_ID.xml"; do
    [[ ! -e "$path" && ! -L "$path" ]] || fail "$path is still there after uninstalling"
done
! grep -qF ":$MIME_TYPE:" /usr/share/mime/globs2 || fail "the MIME database still knows $MIME_TYPE"

step "passed in $((SECONDS - START)) s (screenshots: $WORK/screenshot.png, $WORK/saved-game.png)"
