"""``python -m acesup_qt`` starts the game."""

import sys

from .app import main

sys.exit(main())
