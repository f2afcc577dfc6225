"""The game speaks in one voice: full forms ("is not", "cannot"), never contractions.

The end-of-game summary said "1 move followed a hint and is not counted. Moves
after no win was left aren't rated.": two voices in one line (``wording.py``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import acesup_qt

CONTRACTION = re.compile(r"\b\w+n't\b", re.IGNORECASE)


def spoken_strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of ``path`` a player may read: all but its docstrings."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            first = node.body[0] if node.body else None
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                docstrings.add(id(first.value))
    return [
        (node.lineno, node.value)
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def test_no_words_of_the_game_are_contracted():
    package = Path(acesup_qt.__file__).parent
    found = [
        f"{path.relative_to(package)}:{line}: {text!r}"
        for path in sorted(package.rglob("*.py"))
        for line, text in spoken_strings(path)
        if CONTRACTION.search(text)
    ]
    assert found == []


def test_the_rules_and_the_readme_speak_the_same_way():
    top = Path(acesup_qt.__file__).parent.parent
    for name in ("resources/rules.html", "README.md"):
        assert CONTRACTION.findall((top / name).read_text(encoding="utf-8")) == [], name
