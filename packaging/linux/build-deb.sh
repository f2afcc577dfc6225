#!/usr/bin/env bash
# Build the Debian package of the game from the PyInstaller bundle.
#
#     packaging/linux/build-deb.sh [BUNDLE_DIR] [OUT_DIR]
#
# BUNDLE_DIR defaults to dist/acesup-qt (what `pyinstaller packaging/acesup.spec`
# makes), OUT_DIR to dist. Writes OUT_DIR/acesup-qt_VERSION_ARCH.deb and prints
# its path on the last line.
#
# Layout: the bundle in /opt/acesup-qt, /usr/bin/acesup-qt a link to the game
# in it and /usr/bin/acesup to its command line, the
# desktop entry, AppStream metainfo, the saved game's MIME type and hicolor
# icons under /usr/share. No maintainer scripts: the dpkg triggers of
# shared-mime-info and desktop-file-utils rebuild the MIME database and the
# desktop entries' MIME cache when files land in their folders.
# Depends: computed by dpkg-shlibdeps from every ELF file in the bundle, so it
# names exactly the system libraries the bundle links and does not carry
# (libxcb and its cursor/icccm/keysyms/... helpers, libEGL/libGL,
# libxkbcommon-x11, fontconfig, freetype, GLib, D-Bus, the C and C++
# runtimes), with the package names and versions of the machine that built
# it. A deb is built for the release it was built on.
# Needs: python3 with PySide6 (icons), dpkg-dev, desktop-file-utils, appstream;
# shared-mime-info to check the MIME type (skipped without it).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
BUNDLE="$(realpath "${1:-$ROOT/dist/acesup-qt}")"
OUT="$(realpath -m "${2:-$ROOT/dist}")"
PYTHON="${PYTHON:-python3}"

fail() { echo "build-deb: $*" >&2; exit 1; }

for tool in dpkg-deb dpkg-shlibdeps desktop-file-validate appstreamcli; do
    command -v "$tool" >/dev/null || fail "$tool is missing (apt-get install dpkg-dev desktop-file-utils appstream)"
done
NAME="$("$PYTHON" "$ROOT/packaging/project_info.py" name)"
VERSION="$("$PYTHON" "$ROOT/packaging/project_info.py" version)"
APP_ID="$("$PYTHON" "$ROOT/packaging/project_info.py" app_id)"
COMMAND_LINE="$("$PYTHON" "$ROOT/packaging/project_info.py" command_line)"
DESCRIPTION="$("$PYTHON" "$ROOT/packaging/project_info.py" description)"
ARCH="$(dpkg --print-architecture)"
[[ -x "$BUNDLE/$NAME" ]] || fail "no bundle at $BUNDLE (run: pyinstaller packaging/acesup.spec)"
[[ -x "$BUNDLE/$COMMAND_LINE" ]] || fail "the bundle at $BUNDLE has no $COMMAND_LINE (an older spec built it)"

DESKTOP="$ROOT/packaging/linux/$APP_ID.desktop"
METAINFO="$ROOT/packaging/linux/$APP_ID.metainfo.xml"
MIME="$ROOT/packaging/linux/$APP_ID.mime.xml"
desktop-file-validate "$DESKTOP" || fail "$DESKTOP does not validate"
appstreamcli validate --no-net "$METAINFO" || fail "$METAINFO does not validate"
grep -q "<release version=\"$VERSION\"" "$METAINFO" \
    || fail "$METAINFO has no <release version=\"$VERSION\">: add the release notes first"

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
STAGE="$WORK/stage"

# update-mime-database exits 0 on a file it cannot parse: the types it compiled
# from the XML must be the ones the desktop entry opens.
if command -v update-mime-database >/dev/null; then
    mkdir -p "$WORK/mime/packages"
    cp "$MIME" "$WORK/mime/packages/"
    update-mime-database "$WORK/mime" 2>/dev/null
    COMPILED="$(sort -u "$WORK/mime/types" 2>/dev/null || true)"
    OPENED="$(grep -m1 '^MimeType=' "$DESKTOP" | cut -d= -f2- | tr ';' '\n' | sed '/^$/d' | sort -u)"
    [[ -n "$COMPILED" && "$COMPILED" == "$OPENED" ]] \
        || fail "$MIME declares '${COMPILED//$'\n'/ }', $DESKTOP opens '${OPENED//$'\n'/ }'"
fi

PREFIX="/opt/$NAME"

# The files, as they will lie on the player's disk.
mkdir -p "$STAGE$PREFIX" "$STAGE/usr/bin" "$STAGE/usr/share/applications" \
    "$STAGE/usr/share/metainfo" "$STAGE/usr/share/mime/packages" \
    "$STAGE/usr/share/icons/hicolor/scalable/apps" \
    "$STAGE/usr/share/doc/$NAME"
cp -a "$BUNDLE/." "$STAGE$PREFIX/"
ln -s "$PREFIX/$NAME" "$STAGE/usr/bin/$NAME"
ln -s "$PREFIX/$COMMAND_LINE" "$STAGE/usr/bin/$COMMAND_LINE"
install -m 644 "$DESKTOP" "$STAGE/usr/share/applications/$APP_ID.desktop"
install -m 644 "$METAINFO" "$STAGE/usr/share/metainfo/$APP_ID.metainfo.xml"
install -m 644 "$MIME" "$STAGE/usr/share/mime/packages/$APP_ID.xml"
install -m 644 "$ROOT/resources/icons/$NAME.svg" "$STAGE/usr/share/icons/hicolor/scalable/apps/"
QT_QPA_PLATFORM=offscreen "$PYTHON" "$ROOT/packaging/icons.py" "$WORK/icons" >/dev/null
cp -r "$WORK/icons/hicolor/." "$STAGE/usr/share/icons/hicolor/"
cat >"$STAGE/usr/share/doc/$NAME/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: $NAME

Files: *
Copyright: The acesup-qt developers
License: GPL-3.0-or-later
 On Debian systems the full text is in /usr/share/common-licenses/GPL-3.
 The bundle in $PREFIX also holds Python (PSF-2.0), Qt and PySide6 (LGPL-3.0);
 their texts are in $PREFIX/_internal/acesup_qt/resources/licenses/.
EOF
find "$STAGE" -type d -exec chmod 755 {} +
find "$STAGE/usr/share" -type f -exec chmod 644 {} +

# Depends, from what the bundle's ELF files link but do not carry.
mkdir -p "$WORK/shlibs/debian"
printf 'Source: %s\n\nPackage: %s\nArchitecture: any\n' "$NAME" "$NAME" >"$WORK/shlibs/debian/control"
mapfile -t ELVES < <(find "$STAGE$PREFIX" -type f \( -name '*.so*' -o -name "$NAME" \) \
    -exec sh -c 'head -c 4 "$1" | grep -q ELF && echo "$1"' _ {} \;)
mapfile -t LIBDIRS < <(for elf in "${ELVES[@]}"; do dirname "$elf"; done | sort -u)
SHLIBS="$(cd "$WORK/shlibs" && dpkg-shlibdeps -O --ignore-missing-info \
    "${LIBDIRS[@]/#/-l}" "${ELVES[@]}" 2>"$WORK/shlibdeps.log")" \
    || { cat "$WORK/shlibdeps.log" >&2; fail "dpkg-shlibdeps could not work out the dependencies"; }
DEPENDS="${SHLIBS#shlibs:Depends=}"
for lib in libxcb1 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxkbcommon-x11-0 libegl1 libgl1 libfontconfig1 \
    libgssapi-krb5-2; do
    [[ ",$DEPENDS" == *", $lib"* || ",$DEPENDS" == *",$lib"* ]] \
        || fail "Depends lacks $lib; is it installed on this build machine? ($DEPENDS)"
done

mkdir -p "$STAGE/DEBIAN"
cat >"$STAGE/DEBIAN/control" <<EOF
Package: $NAME
Version: $VERSION
Architecture: $ARCH
Maintainer: The acesup-qt developers <acesup-qt@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$STAGE" | cut -f1)
Depends: $DEPENDS
Section: games
Priority: optional
Description: $DESCRIPTION
 Aces Up is a quick patience game for one player: discard the lower of two
 cards of a suit, fill empty piles, and win by leaving only the four aces.
 Numbered deals, undo and fair hints. A self-contained build with its own
 Python and Qt in $PREFIX.
EOF

mkdir -p "$OUT"
DEB="$OUT/${NAME}_${VERSION}_${ARCH}.deb"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
echo "build-deb: $(du -h "$DEB" | cut -f1) package, Depends: $DEPENDS" >&2
echo "$DEB"
