"""Entry script of the frozen ``acesup`` command line, beside the game in every bundle.

A player who installed the game with an installer has no pip to bring the
command line: the bundle carries it as a second, console program sharing the
game's files (``acesup.spec``). It loads no Qt, so it starts as fast as from
source. ``simulate --jobs`` runs worker processes: on Windows they are new
starts of this executable, which ``freeze_support`` turns into workers.
"""

import multiprocessing
import sys

from acesup_qt.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
