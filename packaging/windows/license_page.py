"""Write the text of the Windows installer's license page.

    python packaging/windows/license_page.py OUTFILE

The page shows, in this order, a short note saying what the licenses mean for
a player and which parts of the game each covers, the GPL (the game's own
license) and the LGPL (Qt and PySide6's). The texts come from
resources/licenses/, never from a copy kept here.

NSIS reads a license file without a byte order mark in the Windows ANSI code
page and shows it in a Windows text box, which breaks lines at CRLF only: so
the file is plain ASCII with CRLF line ends.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LICENSES = ROOT / "resources" / "licenses"
GPL = LICENSES / "GPL-3.0.txt"
LGPL = LICENSES / "LGPL-3.0.txt"

# Lines are kept as short as the GPL's own, so the box needs no sideways scrolling.
NOTE = """\
Aces Up is free software: you may play it, share it and change it under
the GNU General Public License, version 3 or later (below).

It is built with Qt and Qt for Python (PySide6), which are shared under
the GNU Lesser General Public License, version 3 (after the GPL), and it
carries its own copy of Python, under the Python Software Foundation
License. All three texts are installed with the game: Help > About >
Licences shows them.
"""

# Short enough not to wrap in the box, whose font is proportional.
RULE = "-" * 60


def page_text(gpl: Path = GPL, lgpl: Path = LGPL) -> str:
    """The page's text with LF line ends: the note, the GPL, then the LGPL."""
    parts = [NOTE, gpl.read_text(encoding="ascii"), lgpl.read_text(encoding="ascii")]
    return f"\n{RULE}\n\n".join(part.strip("\n") + "\n" for part in parts)


def write(outfile: Path) -> None:
    """Write the page's text to ``outfile`` as ASCII with CRLF line ends."""
    text = page_text()
    outfile.write_bytes(text.replace("\n", "\r\n").encode("ascii"))


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/windows/license_page.py OUTFILE", file=sys.stderr)
        return 2
    write(Path(argv[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
