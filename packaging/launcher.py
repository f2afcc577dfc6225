"""Entry script of the frozen game: PyInstaller needs a file, the game needs main().

The game itself starts no worker processes (its hints run in a thread pool),
so multiprocessing is left out of the bundle; importing it here would also
make PyInstaller run its multiprocessing start-up hook on every start. If the
game ever spawns processes, call ``multiprocessing.freeze_support()`` here first.
"""

import sys

from acesup_qt.launch import main

if __name__ == "__main__":
    sys.exit(main())
