"""Entry script of the frozen game: PyInstaller needs a file, the game needs main()."""

import sys

from acesup_qt.app import main

if __name__ == "__main__":
    sys.exit(main())
