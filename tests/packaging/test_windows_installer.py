"""The Windows installer's script and the files it shows a player.

Wine walks the installer's pages (packaging/windows/installer-screenshots.sh);
these tests check, without Wine, what can go wrong silently: the license
page's text, the finish page's picture, the defines that tie the build script
to the NSIS script, and, where makensis is installed, that the script compiles.
"""

import os
import re
import shutil
import struct
import subprocess
import sys

import license_page
import project_info
import pytest
import wizard_bitmap
from PySide6.QtGui import QImage

WINDOWS = project_info.ROOT / "packaging" / "windows"
NSI = WINDOWS / "acesup.nsi"
BUILD = WINDOWS / "build-installer.sh"


@pytest.fixture(scope="module")
def page_bytes(tmp_path_factory):
    outfile = tmp_path_factory.mktemp("license") / "license.txt"
    license_page.write(outfile)
    return outfile.read_bytes()


def test_license_page_is_ascii_with_crlf_only(page_bytes):
    # NSIS reads a file without a byte order mark in the ANSI code page, and the
    # Windows text box runs lines together that end in a bare LF.
    page_bytes.decode("ascii")
    assert page_bytes.count(b"\n") > 600
    assert page_bytes.count(b"\n") == page_bytes.count(b"\r\n")
    assert b"\r\r" not in page_bytes


def test_license_page_opens_with_the_note_then_gpl_then_lgpl(page_bytes):
    text = page_bytes.decode("ascii")
    assert text.startswith("Aces Up is free software")
    note, _, rest = text.partition(license_page.RULE)
    for name in ("GNU General Public License", "Qt", "PySide6", "Lesser General Public"):
        assert name in note
    gpl = rest.find("GNU GENERAL PUBLIC LICENSE")
    lgpl = rest.find("GNU LESSER GENERAL PUBLIC LICENSE")
    assert 0 < gpl < lgpl
    assert "END OF TERMS AND CONDITIONS" in rest[gpl:lgpl]


def test_license_page_lines_fit_the_box(page_bytes):
    # The box wraps longer lines, which breaks the licenses' own layout.
    lines = page_bytes.decode("ascii").split("\r\n")
    assert max(len(line) for line in lines) <= 79


def test_finish_page_bitmap_is_a_24_bit_bmp_of_the_right_size(tmp_path, qapp):
    outfile = tmp_path / "wizard.bmp"
    wizard_bitmap.render(outfile)
    data = outfile.read_bytes()
    assert data[:2] == b"BM"
    width, height, _planes, bits = struct.unpack("<iiHH", data[18:30])
    assert (width, abs(height), bits) == (164, 314, 24)
    image = QImage(str(outfile))
    middle = image.width() // 2
    colours = {image.pixel(middle, y) for y in range(image.height())}
    assert len(colours) > 50  # felt and the icon's cards, not a blank panel


def test_build_script_passes_every_define_the_nsis_script_requires():
    required = re.search(r"^!ifndef (.+)$", NSI.read_text(encoding="utf-8"), re.MULTILINE)
    assert required is not None
    names = {name.strip() for name in required.group(1).split("|")}
    passed = set(re.findall(r"-D([A-Z0-9_]+)=", BUILD.read_text(encoding="utf-8")))
    assert names <= passed
    assert passed - names == {"COMPRESSOR"}  # the only one with a default


@pytest.mark.skipif(shutil.which("makensis") is None, reason="needs makensis (nsis)")
def test_nsis_script_compiles_around_a_stand_in_bundle(tmp_path):
    bundle = tmp_path / "bundle" / "acesup-qt"
    (bundle / "_internal").mkdir(parents=True)
    (bundle / "acesup-qt.exe").write_bytes(b"MZ stand-in")
    (bundle / "acesup.exe").write_bytes(b"MZ stand-in")  # the command line
    (bundle / "_internal" / "python311.dll").write_bytes(b"MZ stand-in")
    env = {**os.environ, "PYTHON": sys.executable, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        ["bash", str(BUILD), str(bundle), str(tmp_path / "out"), "zlib"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    setup = tmp_path / "out" / f"acesup-qt-{project_info.read()['version']}-setup.exe"
    assert result.stdout.splitlines()[-1] == str(setup)
    data = setup.read_bytes()
    assert data[:2] == b"MZ"
    # The version resource a player sees in the file's properties.
    assert "Aces Up".encode("utf-16-le") in data
    assert project_info.read()["version"].encode("utf-16-le") in data


def test_the_uninstaller_deletes_the_game_and_its_command_line():
    # It deletes files by name (never the whole folder): a program it forgot
    # would stay behind, and keep the folder too.
    from .test_saved_game_type import nsis_section

    deleted = re.findall(r'^\s*Delete "\$INSTDIR\\(.+)"$', nsis_section("Uninstall"), re.M)
    assert {"${APP_EXE}", "${CLI_EXE}", "uninstall.exe"} <= set(deleted)
    assert 'CLI_EXE="$COMMAND_LINE$EXE"' in BUILD.read_text(encoding="utf-8")  # acesup.exe
