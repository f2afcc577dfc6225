"""The database layout and its forward migrations.

The schema version lives in the file itself (``PRAGMA user_version``).
``MIGRATIONS[i]`` takes a file from version ``i`` to ``i + 1``; a new version
only ever appends a step, so a file from any older release is brought up to
date in order, each step in the same transaction as its version bump.
"""

from __future__ import annotations

MIGRATIONS: tuple[str, ...] = (
    # 0 -> 1: the first release kept finished games only.
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY,
        game_key TEXT NOT NULL UNIQUE,
        variant TEXT NOT NULL,
        deal_number INTEGER,
        deck TEXT,
        started_at REAL NOT NULL,
        ended_at REAL NOT NULL,
        duration REAL NOT NULL,
        moves TEXT NOT NULL,
        score INTEGER NOT NULL,
        won INTEGER NOT NULL,
        undos INTEGER NOT NULL DEFAULT 0,
        ending TEXT NOT NULL CHECK (ending IN ('won', 'lost', 'abandoned'))
    );
    """,
    # 1 -> 2: hints counted, the game in progress autosaved, and covering
    # indexes so the figures of 100,000 games are read without a sort: the
    # results in order (streaks) and the games per score (everything else).
    """
    ALTER TABLE games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX games_by_variant ON games (variant, ended_at, id, ending, score, duration);
    CREATE INDEX games_by_end ON games (ended_at, id, ending);
    CREATE INDEX games_by_score ON games (variant, score, ending, duration);
    CREATE TABLE saved_games (
        game_key TEXT PRIMARY KEY,
        owner TEXT NOT NULL,
        variant TEXT NOT NULL,
        deal_number INTEGER,
        deck TEXT NOT NULL,
        started_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        elapsed REAL NOT NULL,
        moves TEXT NOT NULL,
        undos INTEGER NOT NULL,
        hints INTEGER NOT NULL
    );
    """,
    # 2 -> 3: a game opened from a file is practice, never counted, even once
    # resumed; every game saved before was counted as usual.
    """
    ALTER TABLE saved_games ADD COLUMN counted INTEGER NOT NULL DEFAULT 1;
    """,
    # 3 -> 4: a game during which the table said whether it could still be won
    # (the solver, which knows the stock) is assisted: never a clean win. No
    # game before could have been.
    """
    ALTER TABLE games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE saved_games ADD COLUMN assisted INTEGER NOT NULL DEFAULT 0;
    """,
    # 4 -> 5: the moves Game > Demo made are counted apart from the hints the
    # player asked for, and the saved game keeps which moves of its line were
    # the demo's (their numbers, from 1: "3 4 26"), so that a resumed game
    # still knows them. Before, every demo move was counted as a hint: an old
    # game's hints may include demo moves, and are left as they were (which
    # were which cannot be told), with no demo move of its own.
    """
    ALTER TABLE games ADD COLUMN demo_moves INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE saved_games ADD COLUMN demo_moves INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE saved_games ADD COLUMN demo_line TEXT NOT NULL DEFAULT '';
    """,
    # 5 -> 6: how Rate my moves rated the player's moves, one row per move the
    # coach finished rating, keyed by its game's key and number (from 1), with
    # the move itself (rules.md notation). No foreign key: a move is rated
    # while its game is still in progress, before the game has a row of its
    # own. A file from before has no rating: no game of it was rated.
    """
    CREATE TABLE move_ratings (
        game_key TEXT NOT NULL,
        move INTEGER NOT NULL,
        played TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('choice', 'as good', 'close', 'worse')),
        PRIMARY KEY (game_key, move)
    ) WITHOUT ROWID;
    """,
    # 6 -> 7: Show me how plays a winning line of a deal, and with it the whole
    # order of its stock: the decks (in a variant) whose solution was shown, and
    # on each finished game whether it ended after that, never a clean win. A
    # file from before knows of no solution shown: its games stay as they were.
    """
    ALTER TABLE games ADD COLUMN solution_seen INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE shown_solutions (
        variant TEXT NOT NULL,
        deck TEXT NOT NULL,
        shown_at REAL NOT NULL,
        PRIMARY KEY (variant, deck)
    ) WITHOUT ROWID;
    """,
    # 7 -> 8: a rated move the player made as a hint had shown it for that very
    # position is marked, so that the statistics' line on ratings counts the
    # player's own choices only. A file from before cannot tell which were:
    # its ratings stay the player's own, as they were counted.
    """
    ALTER TABLE move_ratings ADD COLUMN hinted INTEGER NOT NULL DEFAULT 0;
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)

# Tables a file of ours has at the current version: anything else is foreign.
TABLES = frozenset({"games", "saved_games", "move_ratings", "shown_solutions"})
