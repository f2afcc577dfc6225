"""The cycle collector held while workers run, and what release collects."""

from __future__ import annotations

import gc
import weakref

from acesup_qt import collector


class Node:
    """A thing that can sit in a reference cycle."""

    def __init__(self) -> None:
        self.other: Node | None = None


def cycle() -> weakref.ref[Node]:
    """A two-node cycle nothing else holds, and a weak reference to see it go."""
    first, second = Node(), Node()
    first.other, second.other = second, first
    return weakref.ref(first)


def test_no_collection_while_held_and_the_jobs_cycles_go_at_release():
    assert gc.isenabled()
    collector.hold()
    try:
        assert not gc.isenabled()
        left = [cycle() for _ in range(2000)]  # enough to start a collection, were it on
        assert all(ref() is not None for ref in left)
    finally:
        collector.release()
    assert gc.isenabled()
    assert all(ref() is None for ref in left)


def test_release_collects_the_young_generation_only():
    # A full collection walks every object the window holds: 15 to 20 ms
    # in the GUI thread after each hint. What a job leaves is all young.
    generations: list[int] = []

    def note(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            generations.append(info["generation"])

    collector.hold()
    cycle()
    gc.callbacks.append(note)
    try:
        collector.release()
    finally:
        gc.callbacks.remove(note)
    assert generations == [0]


def test_nested_holds_keep_the_collector_off_until_the_last_release():
    collector.hold()
    collector.hold()
    collector.release()
    assert not gc.isenabled()
    collector.release()
    assert gc.isenabled()
