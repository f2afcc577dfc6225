#!/usr/bin/env bash
# Build the macOS disk image of the game: the app and a link to /Applications,
# so a player drags one onto the other.
#
#     packaging/macos/build-dmg.sh [APP] [OUT_DIR]
#
# APP defaults to "dist/Aces Up.app" (what `pyinstaller packaging/acesup.spec`
# makes on macOS), OUT_DIR to dist. Writes OUT_DIR/acesup-qt-VERSION-macos-ARCH.dmg
# and prints its path on the last line.
#
# Signing and notarization happen only when their secrets are in the
# environment (the release workflow sets them from repository secrets):
#   MACOS_SIGN_IDENTITY   "Developer ID Application: Name (TEAMID)", a
#                         certificate already in the keychain
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD
#                         an Apple ID, its team and an app-specific password,
#                         for notarytool
# The steps, in order:
#   1. codesign the app, inside out, with the hardened runtime, a secure
#      timestamp and packaging/macos/entitlements.plist;
#   2. make the dmg and codesign it too;
#   3. xcrun notarytool submit --wait, which uploads the dmg to Apple's notary
#      service and waits for the verdict (the log is printed when it fails);
#   4. xcrun stapler staple, so Gatekeeper accepts the dmg offline;
#   5. spctl --assess, which checks what a player's Mac will check.
# Without the secrets the app keeps PyInstaller's ad-hoc signature: it runs on
# the Mac that built it, and elsewhere after right-click > Open.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
APP="${1:-$ROOT/dist/Aces Up.app}"
OUT="${2:-$ROOT/dist}"
PYTHON="${PYTHON:-python3}"

fail() { echo "build-dmg: $*" >&2; exit 1; }
[[ "$(uname)" == Darwin ]] || fail "hdiutil and codesign exist on macOS only"
[[ -d "$APP" ]] || fail "no app at $APP (run: pyinstaller packaging/acesup.spec)"
NAME="$("$PYTHON" "$ROOT/packaging/project_info.py" name)"
VERSION="$("$PYTHON" "$ROOT/packaging/project_info.py" version)"
DMG="$OUT/$NAME-$VERSION-macos-$(uname -m).dmg"

if [[ -n "${MACOS_SIGN_IDENTITY:-}" ]]; then
    echo "build-dmg: signing $APP as $MACOS_SIGN_IDENTITY"
    # Inside out: every library and the Python extension modules, then the app.
    find "$APP/Contents" -type f \( -name '*.so' -o -name '*.dylib' -o -perm -u+x \) -print0 |
        while IFS= read -r -d '' file; do
            if file "$file" | grep -q 'Mach-O'; then
                codesign --force --options runtime --timestamp \
                    --entitlements "$ROOT/packaging/macos/entitlements.plist" \
                    --sign "$MACOS_SIGN_IDENTITY" "$file"
            fi
        done
    codesign --force --options runtime --timestamp \
        --entitlements "$ROOT/packaging/macos/entitlements.plist" \
        --sign "$MACOS_SIGN_IDENTITY" "$APP"
    codesign --verify --deep --strict --verbose=2 "$APP"
fi

STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
ditto "$APP" "$STAGE/$(basename "$APP")"
ln -s /Applications "$STAGE/Applications"
mkdir -p "$OUT"
rm -f "$DMG"
hdiutil create -volname "Aces Up $VERSION" -srcfolder "$STAGE" -fs HFS+ -format UDZO \
    -imagekey zlib-level=9 -ov "$DMG" >/dev/null

if [[ -n "${MACOS_SIGN_IDENTITY:-}" ]]; then
    codesign --force --timestamp --sign "$MACOS_SIGN_IDENTITY" "$DMG"
    if [[ -n "${APPLE_ID:-}" && -n "${APPLE_TEAM_ID:-}" && -n "${APPLE_APP_PASSWORD:-}" ]]; then
        echo "build-dmg: notarizing $DMG (this waits for Apple)"
        if ! xcrun notarytool submit "$DMG" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
            --password "$APPLE_APP_PASSWORD" --wait --output-format json >"$STAGE/notary.json"; then
            cat "$STAGE/notary.json" >&2
            fail "notarization failed"
        fi
        grep -q '"status" *: *"Accepted"' "$STAGE/notary.json" || {
            cat "$STAGE/notary.json" >&2
            id="$(sed -nE 's/.*"id" *: *"([^"]+)".*/\1/p' "$STAGE/notary.json" | head -1)"
            [[ -n "$id" ]] && xcrun notarytool log "$id" --apple-id "$APPLE_ID" \
                --team-id "$APPLE_TEAM_ID" --password "$APPLE_APP_PASSWORD" >&2
            fail "Apple did not accept the dmg"
        }
        xcrun stapler staple "$DMG"
        spctl --assess --type open --context context:primary-signature --verbose=2 "$DMG"
    else
        echo "build-dmg: signed but not notarized (APPLE_ID/APPLE_TEAM_ID/APPLE_APP_PASSWORD unset)"
    fi
fi
echo "build-dmg: $(du -h "$DMG" | cut -f1) disk image"
echo "$DMG"
