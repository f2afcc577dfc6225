#!/usr/bin/env bash
# Walk the Windows installer's pages under Wine on Linux, screenshot each, and
# check what it leaves on the system, then uninstall and check it is all gone.
#
#     packaging/windows/installer-screenshots.sh [OUT_DIR]
#
# PyInstaller cannot build a Windows bundle on Linux, so the installer is the
# REAL acesup.nsi, compiled by build-installer.sh, around a stand-in bundle:
# Wine's Minesweeper renamed acesup-qt.exe (so "Play Aces Up now" visibly starts
# something) beside an _internal/ folder holding the license texts. The pages,
# license text, shortcuts, registry entries and uninstaller are the real ones;
# the game, its icon on the shortcuts and the sizes are the stand-in's.
#
# Writes OUT_DIR (default build/installer-screenshots)/NN-page.png, each cropped
# to the window. Needs: nsis, wine with 32-bit support (Debian: wine64 and
# wine32:i386, NSIS installers are 32-bit programs), xvfb, openbox (window
# frames), xdotool, imagemagick. Everything runs in a fresh Wine prefix and
# HOME under a temporary folder, on its own X display; Wine's menu builder is
# off, so nothing is written to the real desktop or menus. Stops the
# processes it started on exit, passed or not. Exits non-zero on a failed check.
# The X display is :63, or :$DISPLAY_NUMBER.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
OUT="$(mkdir -p "${1:-$ROOT/build/installer-screenshots}" && cd "${1:-$ROOT/build/installer-screenshots}" && pwd)"
DISPLAY_NUMBER="${DISPLAY_NUMBER:-63}"
PYTHON="${PYTHON:-python3}"
WORK="$(mktemp -d)"
XVFB_PID=""
WM_PID=""
FAILED=0

export DISPLAY=":$DISPLAY_NUMBER" HOME="$WORK/home" WINEPREFIX="$WORK/prefix" WINEDEBUG=-all
# No menu entries or desktop files on the host; no prompts to install Mono or Gecko.
export WINEDLLOVERRIDES="winemenubuilder.exe=d;mscoree=d;mshtml=d"

cleanup() {
    set +e
    [[ -d "$WINEPREFIX" ]] && wineserver -k 2>/dev/null
    [[ -n "$WM_PID" ]] && kill "$WM_PID" 2>/dev/null
    [[ -n "$XVFB_PID" ]] && kill "$XVFB_PID" 2>/dev/null
    wait 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT
say() { echo "installer-screenshots: $*"; }
check() { # check DESCRIPTION COMMAND...: run a check, report it, remember a failure
    local what="$1"
    shift
    if "$@" >/dev/null 2>&1; then say "ok: $what"; else say "FAILED: $what"; FAILED=1; fi
}
for tool in makensis wine wineserver Xvfb xdotool import convert; do
    command -v "$tool" >/dev/null || { say "$tool is missing"; exit 2; }
done

mkdir -p "$HOME"
Xvfb "$DISPLAY" -screen 0 1024x768x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
sleep 1
kill -0 "$XVFB_PID" 2>/dev/null || { say "Xvfb could not start on $DISPLAY: set DISPLAY_NUMBER"; exit 2; }
if command -v openbox >/dev/null; then
    openbox >"$WORK/openbox.log" 2>&1 &
    WM_PID=$!
fi
wineboot -i >"$WORK/wineboot.log" 2>&1
USER_DIR="$WINEPREFIX/drive_c/users/$(id -un)"
# Wine links the prefix's Desktop to $HOME/Desktop when that exists, else to $HOME.
DESKTOP="$USER_DIR/Desktop"

say "building the installer around a stand-in bundle"
BUNDLE="$WORK/bundle/acesup-qt"
mkdir -p "$BUNDLE/_internal/acesup_qt/resources"
cp "$WINEPREFIX/drive_c/windows/system32/winemine.exe" "$BUNDLE/acesup-qt.exe"
cp "$WINEPREFIX/drive_c/windows/system32/winemine.exe" "$BUNDLE/acesup.exe"  # the command line
cp -r "$ROOT/resources/licenses" "$BUNDLE/_internal/acesup_qt/resources/"
SETUP="$(PYTHON="$PYTHON" "$ROOT/packaging/windows/build-installer.sh" "$BUNDLE" "$WORK/out" zlib | tail -1)"

# window TITLE [SECONDS]: the id of the visible window of that title, waiting for
# it (30 s at most). Polled, not `search --sync`: xdotool dies of an X error when
# any window it is looking at closes meanwhile, as the installer's pages do.
window() {
    local id deadline=$((SECONDS + ${2:-30}))
    while ((SECONDS < deadline)); do
        id="$(xdotool search --onlyvisible --name "$1" 2>/dev/null | head -1)" || true
        [[ -n "$id" ]] && { echo "$id"; return 0; }
        sleep 0.3
    done
    return 1
}
shot() { # shot NAME: the screen cropped to the window on it (the root is black)
    sleep 1.5
    import -window root "$WORK/root.png"
    convert "$WORK/root.png" -trim +repage "$OUT/$1.png"
    say "took $OUT/$1.png"
}
gone() { [[ -z "$(xdotool search --onlyvisible --name "$1" 2>/dev/null)" ]]; }
# press TITLE KEY: a key to the window of that title, found afresh (pages come and go)
press() {
    local w
    w="$(window "$1")"
    xdotool windowactivate --sync "$w" key --window "$w" "$2"
}
# close TITLE: Return on the last page, then wait until its window is gone;
# pressed again if it stays, and fails if it is still there after 5 tries.
close() {
    local try
    for try in 1 2 3 4 5; do
        press "$1" Return || true
        for _ in 1 2 3 4 5 6; do
            gone "$1" && sleep 0.3 && gone "$1" && return 0 # twice: see window()
            sleep 0.5
        done
        say "the $1 window is still open after try $try"
    done
    return 1
}

say "installing"
wine "$SETUP" >"$WORK/setup.log" 2>&1 &
window 'Aces Up Setup' >/dev/null
shot 01-license
# Further down the box: the licenses' own line breaks, kept or not.
xdotool mousemove --window "$(window 'Aces Up Setup')" 240 150 click 1
for _ in 1 2 3 4 5 6 7 8; do press 'Aces Up Setup' Page_Down; done
shot 02-license-further
press 'Aces Up Setup' alt+n
shot 03-folder
press 'Aces Up Setup' Return
sleep 2
shot 04-finish
close 'Aces Up Setup' # Finish, with "Play Aces Up now" ticked
check "the finish page starts the game" window WineMine 20
INSTDIR="$USER_DIR/AppData/Local/Programs/acesup-qt"
MENU="$USER_DIR/AppData/Roaming/Microsoft/Windows/Start Menu/Programs"
KEY='HKCU\Software\Microsoft\Windows\CurrentVersion\Uninstall\acesup-qt'
SAVED_GAME='HKCU\Software\Classes\AcesUp.SavedGame'
OPEN_WITH='HKCU\Software\Classes\.txt\OpenWithProgids'
check "the game is in %LOCALAPPDATA%\\Programs\\acesup-qt" test -f "$INSTDIR/acesup-qt.exe"
check "the uninstaller is beside it" test -f "$INSTDIR/uninstall.exe"
check "a Start menu shortcut" test -f "$MENU/Aces Up.lnk"
check "a desktop shortcut" test -f "$DESKTOP/Aces Up.lnk"
check "an Installed apps entry" wine reg query "$KEY" /v UninstallString
check "a saved game opened with the game runs it on the file, quoted" bash -c \
    "wine reg query '$SAVED_GAME\\shell\\open\\command' /ve | grep -qF 'acesup-qt.exe\" \"%1\"'"
check "text files offer the game in Open with" wine reg query "$OPEN_WITH" /v AcesUp.SavedGame
wine reg query "$KEY" | tr -d '\r' | sed -n 's/^ \+/    /p' >"$OUT/uninstall-key.txt"
say "Installed apps entry (in $OUT/uninstall-key.txt):"
cat "$OUT/uninstall-key.txt"
wineserver -k # closes the stand-in game as a player would before uninstalling

say "uninstalling"
wine "$INSTDIR/uninstall.exe" >"$WORK/uninstall.log" 2>&1 &
window 'Aces Up Uninstall' >/dev/null
shot 05-uninstall
press 'Aces Up Uninstall' Return
shot 06-uninstalled
close 'Aces Up Uninstall'
sleep 3
check "the install folder is gone" test ! -e "$INSTDIR"
check "the Start menu shortcut is gone" test ! -e "$MENU/Aces Up.lnk"
check "the desktop shortcut is gone" test ! -e "$DESKTOP/Aces Up.lnk"
check "the Installed apps entry is gone" bash -c "! wine reg query '$KEY'"
check "the install folder's registry key is gone" bash -c "! wine reg query 'HKCU\\Software\\acesup-qt'"
check "the saved-game type is gone" bash -c "! wine reg query '$SAVED_GAME'"
check "text files no longer offer the game" bash -c "! wine reg query '$OPEN_WITH' /v AcesUp.SavedGame"
exit "$FAILED"
