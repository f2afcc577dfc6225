"""A variant chosen with the statistics file unreadable (damaged since the start, or
locked by another program): its rule is said and the game starts; its rules are
offered, as to a player who never played it, the statistics saying nothing of it.

The offer asked the statistics whether the variant had been played, and the
error raised out of the new game's start: the bug box, over a game that had
started all the same.
"""

from __future__ import annotations

from acesup_qt.main_window import MainWindow
from acesup_qt.storage import History

from .test_variant_news import FOUR_ACES, choose_variant, never_offered, offer


def damage(history: History) -> None:
    """Garbage over the file and its write-ahead log, the file still open (as
    ``test_statistics_unreadable``'s, past the folder of the sessions beside them)."""
    assert history.path is not None
    for part in history.path.parent.iterdir():
        if part.name.startswith(history.path.name) and part.is_file():
            part.write_bytes(b"garbage!" * (max(part.stat().st_size, 4096) // 8))


def test_a_variant_met_with_the_statistics_unreadable_still_says_its_rule(
    qtbot, monkeypatch, tmp_path
):
    never_offered(monkeypatch)
    history = History.open(tmp_path / "stats.sqlite3")
    window = MainWindow(history=history)
    qtbot.addWidget(window)
    window.model.start_deal(1)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    damage(history)
    # The crib laid after the first frame asks how many games were played, too.
    qtbot.waitUntil(lambda: window.scene.crib is not None)
    choose_variant(qtbot, window, "aces-only")
    assert window.model.variant == "aces-only"
    assert window.status_bar.currentMessage().endswith(FOUR_ACES)
    assert offer(window) is not None
    window.close()
    history.close()
