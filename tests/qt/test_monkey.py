"""2,000 random gestures on a seeded game: the table always shows the model."""

from __future__ import annotations

import random

from PySide6.QtCore import QPoint, Qt

from .conftest import assert_table_shows_model, card_point, click, drag, slot_point

GESTURES = 2000


def test_random_clicks_drags_undos_and_redos_never_split_table_and_model(qtbot, window):
    rng = random.Random(20261130)
    window.resize(1000, 700)
    model = window.model
    viewport = window.view.viewport()
    changes = []
    model.move_made.connect(lambda move, undone: changes.append(undone))
    targets = ["pile 1", "pile 2", "pile 3", "pile 4", "discard heap", "stock"]
    for step in range(GESTURES):
        game = model.game
        kind = rng.random()
        cards = [c for pile in game.piles for c in pile]
        if kind < 0.30 and cards:
            click(qtbot, window, card_point(window, rng.choice(cards), rng.uniform(0.05, 0.9)))
        elif kind < 0.55 and cards:
            start = card_point(window, rng.choice(cards), rng.uniform(0.05, 0.9))
            end = slot_point(window, rng.choice(targets))
            if rng.random() < 0.2:
                end = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
            drag(qtbot, window, start, end, steps=3)
        elif kind < 0.65:
            click(qtbot, window, slot_point(window, "stock"))
        elif kind < 0.80:
            model.undo_stack.undo()
        elif kind < 0.90:
            model.undo_stack.redo()
        elif kind < 0.95:
            point = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
            click(qtbot, window, point)
        else:
            qtbot.keyClick(window.view, rng.choice([Qt.Key.Key_1, Qt.Key.Key_3, Qt.Key.Key_Return]))
        if window.end_dialog is not None:
            window.end_dialog.reject()
        assert_table_shows_model(window)
        assert model.undo_stack.index() == len(model.game.moves), step
    # The gestures did play: hundreds of moves made and taken back.
    assert changes.count(False) > 250
    assert changes.count(True) > 150
