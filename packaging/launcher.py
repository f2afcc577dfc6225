"""Entry script of the frozen game: PyInstaller needs a file, the game needs main()."""

import sys

from acesup_qt.app import main

if __name__ == "__main__":
    if sys.platform != "linux":
        # There a "spawn" worker process starts this same executable;
        # freeze_support() turns it into the worker instead of a second game.
        import multiprocessing

        multiprocessing.freeze_support()
    sys.exit(main())
