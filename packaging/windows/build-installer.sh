#!/usr/bin/env bash
# Compile the Windows installer from the PyInstaller bundle with NSIS.
#
#     packaging/windows/build-installer.sh [BUNDLE_DIR] [OUT_DIR] [COMPRESSOR]
#
# BUNDLE_DIR defaults to dist/acesup-qt, OUT_DIR to dist, COMPRESSOR to lzma
# (zlib compiles much faster: the Linux smoke test uses it to prove the script
# compiles against a real bundle). Writes OUT_DIR/acesup-qt-VERSION-setup.exe
# and prints its path on the last line. Runs on Windows (Git Bash) and on
# Linux (makensis from the Debian package nsis).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUNDLE="${1:-$ROOT/dist/acesup-qt}"
OUT="${2:-$ROOT/dist}"
COMPRESSOR="${3:-lzma}"
PYTHON="${PYTHON:-python}"
command -v "$PYTHON" >/dev/null || PYTHON=python3

fail() { echo "build-installer: $*" >&2; exit 1; }
# makensis is a native program on Windows: give it C:\... paths, not Git Bash's /c/...
native() { if command -v cygpath >/dev/null; then cygpath -w "$1"; else echo "$1"; fi; }
command -v makensis >/dev/null || fail "makensis is missing (Debian: apt-get install nsis; Windows: choco install nsis)"

NAME="$("$PYTHON" "$ROOT/packaging/project_info.py" name)"
VERSION="$("$PYTHON" "$ROOT/packaging/project_info.py" version)"
# Windows version numbers are four integers: 0.1.0 -> 0.1.0.0, 1.2.0rc1 -> 1.2.0.0.
IFS=. read -r -a PARTS <<<"$(sed -E 's/[^0-9.].*$//' <<<"$VERSION").0.0.0"
VERSION4="${PARTS[0]:-0}.${PARTS[1]:-0}.${PARTS[2]:-0}.0"
COMMAND_LINE="$("$PYTHON" "$ROOT/packaging/project_info.py" command_line)"
if [[ -f "$BUNDLE/$NAME.exe" ]]; then EXE=".exe"; else EXE=""; fi
APP_EXE="$NAME$EXE"
CLI_EXE="$COMMAND_LINE$EXE"
[[ -f "$BUNDLE/$APP_EXE" ]] || fail "no bundle at $BUNDLE (run: pyinstaller packaging/acesup.spec)"
# The uninstaller deletes the two programs by name: the bundle must hold both.
[[ -f "$BUNDLE/$CLI_EXE" ]] || fail "the bundle at $BUNDLE has no $CLI_EXE (an older spec built it)"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
QT_QPA_PLATFORM=offscreen "$PYTHON" "$ROOT/packaging/icons.py" "$WORK/icons" >/dev/null
"$PYTHON" "$ROOT/packaging/windows/license_page.py" "$WORK/license.txt"
QT_QPA_PLATFORM=offscreen "$PYTHON" "$ROOT/packaging/windows/wizard_bitmap.py" "$WORK/wizard.bmp"
mkdir -p "$OUT"
OUT_FILE="$(native "$(cd "$OUT" && pwd)/$NAME-$VERSION-setup.exe")"

# No -WX: makensis 3.08 compiles this without a warning, but the Windows
# build's newer NSIS is not tried here, and a warning of its own must not
# hold a release back. Read the build log's warnings instead.
makensis -V2 -INPUTCHARSET UTF8 \
    -DNAME="$NAME" -DVERSION="$VERSION" -DVERSION4="$VERSION4" -DAPP_EXE="$APP_EXE" -DCLI_EXE="$CLI_EXE" \
    -DSOURCE_DIR="$(native "$(cd "$BUNDLE" && pwd)")" -DICON="$(native "$WORK/icons/$NAME.ico")" \
    -DOUT_FILE="$OUT_FILE" -DCOMPRESSOR="$COMPRESSOR" -DLICENSE="$(native "$WORK/license.txt")" \
    -DWIZARD_BITMAP="$(native "$WORK/wizard.bmp")" \
    "$(native "$ROOT/packaging/windows/acesup.nsi")"
echo "build-installer: $(du -h "$OUT/$NAME-$VERSION-setup.exe" | cut -f1) installer"
echo "$OUT_FILE"
