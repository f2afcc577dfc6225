"""``python -m acesup_qt`` starts the game."""

import sys

from .launch import main

sys.exit(main())
