"""A saved game opens in the game from the desktop: the Linux MIME type and
desktop entry, and the Windows installer's Open with.

The installed .deb is checked by packaging/linux/smoke-test.sh (the system's
MIME database, and the game started as a double click starts it); the
Windows registry under Wine by packaging/windows/installer-screenshots.sh.
These check, without either, that the files agree with each other and with
the suffix the game saves with.
"""

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path
from xml.etree import ElementTree

import project_info
import pytest

from acesup_qt.engine import variant_class
from acesup_qt.engine.deals import deal_cards
from acesup_qt.storage.game_file import SUFFIX, write_game_file

LINUX = project_info.ROOT / "packaging" / "linux"
APP_ID = project_info.APP_ID
MIME_XML = LINUX / f"{APP_ID}.mime.xml"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
NSI = project_info.ROOT / "packaging" / "windows" / "acesup.nsi"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"


def declared_type() -> ElementTree.Element:
    types = ElementTree.parse(MIME_XML).getroot().findall(f"{MIME_NS}mime-type")
    assert len(types) == 1
    return types[0]


def desktop_entry() -> dict[str, str]:
    lines = DESKTOP.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_the_saved_game_type_is_text_named_by_the_suffix_the_game_saves_with():
    mime_type = declared_type()
    globs = [glob.get("pattern") for glob in mime_type.findall(f"{MIME_NS}glob")]
    assert globs == [f"*{SUFFIX}"]
    # Plain text underneath: text editors stay in Open with.
    assert mime_type.find(f"{MIME_NS}sub-class-of").get("type") == "text/plain"
    assert mime_type.find(f"{MIME_NS}comment").text == "Aces Up saved game"


def test_the_desktop_entry_opens_the_saved_game_type_with_the_file():
    entry = desktop_entry()
    assert entry["MimeType"].rstrip(";").split(";") == [declared_type().get("type")]
    # %f: the file manager passes the double-clicked file, one at a time.
    assert entry["Exec"].split() == ["acesup-qt", "%f"]


def test_software_centres_are_told_the_game_opens_that_type():
    component = ElementTree.parse(METAINFO).getroot()
    provided = [item.text for item in component.findall("provides/mediatype")]
    assert provided == [declared_type().get("type")]


def test_the_deb_installs_the_type_where_shared_mime_info_reads_it():
    build = (LINUX / "build-deb.sh").read_text(encoding="utf-8")
    assert 'install -m 644 "$MIME" "$STAGE/usr/share/mime/packages/$APP_ID.xml"' in build


def saved_game(path: Path, deal: int | None, newline: str = "\n") -> Path:
    game = variant_class("aces-only" if deal is None else "standard")(deal_cards(deal or 5))
    game.replay("d")
    write_game_file(path, game, deal)
    if newline != "\n":  # as Notepad may save it again
        path.write_bytes(path.read_bytes().replace(b"\n", newline.encode()))
    return path


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="XDG data folders are Linux's")
def test_a_desktop_types_saved_games_by_name_or_first_lines_and_no_other_text(tmp_path):
    packages = tmp_path / "share" / "mime" / "packages"
    packages.mkdir(parents=True)
    packages.joinpath(MIME_XML.name).write_bytes(MIME_XML.read_bytes())
    files = tmp_path / "files"
    files.mkdir()
    names = {
        saved_game(files / f"Aces Up deal 4294967295{SUFFIX}", 4294967295): "game",
        saved_game(files / "renamed", 4294967295): "game",
        saved_game(files / "custom deck, renamed", None): "game",
        saved_game(files / "from Notepad", 12, newline="\r\n"): "game",
    }
    notes = files / "notes"
    notes.write_text("deal: tomorrow, with Ann\nvariant: none\n", encoding="utf-8")
    names[notes] = "text"
    names[files / "notes.txt"] = "text"
    files.joinpath("notes.txt").write_text("variant: mine\ndeck: of cards\n", encoding="utf-8")
    # Qt reads the XDG data folders' MIME databases, as a file manager does: in a
    # process of its own, as they are read once.
    script = textwrap.dedent(
        """
        import sys
        from PySide6.QtCore import QMimeDatabase
        for name in sys.argv[1:]:
            print(QMimeDatabase().mimeTypeForFile(name).name())
        """
    )
    data_dirs = os.environ.get("XDG_DATA_DIRS", "/usr/local/share:/usr/share")
    env = {**os.environ, "XDG_DATA_DIRS": f"{tmp_path / 'share'}:{data_dirs}"}
    result = subprocess.run(
        [sys.executable, "-c", script, *map(str, names)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    game_type = declared_type().get("type")
    found = dict(zip(names, result.stdout.split(), strict=True))
    assert found == {
        path: game_type if kind == "game" else "text/plain" for path, kind in names.items()
    }


def nsis_section(name: str) -> str:
    match = re.search(rf'^Section "{name}"\n(.*?)^SectionEnd', NSI.read_text("utf-8"), re.M | re.S)
    assert match is not None
    return match.group(1)


def nsis_define(name: str) -> str:
    match = re.search(rf"^!define {name} (['\"]?)(.+)\1$", NSI.read_text("utf-8"), re.M)
    assert match is not None
    return match.group(2)  # the value, without the quotes around it


def test_windows_offers_the_game_for_the_last_extension_of_a_saved_game():
    # Windows types a file by its last extension only: .acesup.txt is a .txt file.
    assert nsis_define("SAVED_GAME_EXT") == Path(f"game{SUFFIX}").suffix
    assert nsis_define("OPEN_COMMAND") == r'"$INSTDIR\${APP_EXE}" "%1"'  # paths with spaces
    install = nsis_section("Install")
    assert (
        r'WriteRegStr HKCU "${CLASSES}\${SAVED_GAME_EXT}\OpenWithProgids" "${PROGID}" ""' in install
    )
    assert r'"${CLASSES}\${PROGID}\shell\open\command" "" ' + "'${OPEN_COMMAND}'" in install


def test_the_windows_uninstaller_takes_away_what_the_installer_registered_and_no_more():
    install, uninstall = nsis_section("Install"), nsis_section("Uninstall")
    written = set(re.findall(r'WriteRegStr HKCU "(\$\{CLASSES\}\\[^"]+)" "([^"]*)"', install))
    # Each key the installer writes under Classes lies in one the uninstaller deletes,
    # but for the text files' own key, where only the game's value goes.
    deleted_keys = re.findall(r'DeleteRegKey HKCU "(\$\{CLASSES\}\\[^"]+)"', uninstall)
    deleted_values = set(
        re.findall(r'DeleteRegValue HKCU "(\$\{CLASSES\}[^"]+)" "([^"]*)"', uninstall)
    )
    assert deleted_values == {(r"${CLASSES}\${SAVED_GAME_EXT}\OpenWithProgids", "${PROGID}")}
    for key, value in written:
        assert (key, value) in deleted_values or any(
            key == gone or key.startswith(gone + "\\") for gone in deleted_keys
        ), key
    assert r"${CLASSES}\${SAVED_GAME_EXT}" not in deleted_keys
    # Only while the type still opens this copy, and the shell is told each time.
    assert uninstall.count("${If} $0 == '${OPEN_COMMAND}'") == 2
    for section in (install, uninstall):
        assert "SHChangeNotify(i ${SHCNE_ASSOCCHANGED}" in section
