"""A game as a text file: written whole or not at all, read back exactly, faults named by line."""

from __future__ import annotations

from pathlib import Path

import pytest

from acesup_qt.engine import deal_cards, format_cards, new_game
from acesup_qt.storage.game_file import (
    SUFFIX,
    GameFileError,
    read_game_file,
    with_suffix,
    write_game_file,
)

DEAL_1 = format_cards(deal_cards(1))


def played(variant: str = "standard", moves: str = "x3 m1>3 d x4 x1"):
    game = new_game(DEAL_1, variant)
    game.replay(moves)
    return game


@pytest.mark.parametrize("variant", ["standard", "aces-only"])
def test_a_written_game_reads_back_at_the_same_position(tmp_path: Path, variant: str) -> None:
    game = played(variant, "x3 d" if variant == "aces-only" else "x3 m1>3 d x4 x1")
    path = tmp_path / f"game{SUFFIX}"
    write_game_file(path, game)
    assert path.read_text(encoding="utf-8") == game.to_text()  # the rules.md text form
    back, number = read_game_file(path)
    assert number is None  # no deal number given: a custom deck, as before deal lines
    assert back.to_text() == game.to_text()
    assert (back.variant, back.piles, back.discards, back.dealt) == (
        game.variant,
        game.piles,
        game.discards,
        game.dealt,
    )


def test_a_failed_write_leaves_the_old_file_and_nothing_beside_it(tmp_path, monkeypatch):
    path = tmp_path / "kept.acesup.txt"
    path.write_text("the old game\n")

    def full_disk(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.fsync", full_disk)
    with pytest.raises(OSError, match="No space left"):
        write_game_file(path, played())
    assert path.read_text() == "the old game\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["kept.acesup.txt"]


def test_writing_into_a_folder_that_is_not_there_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        write_game_file(tmp_path / "missing" / "game.acesup.txt", played())


def test_a_bare_name_gets_the_games_suffix_and_a_chosen_one_is_kept() -> None:
    assert with_suffix(Path("/d/for Ann")) == Path("/d/for Ann.acesup.txt")
    assert with_suffix(Path("/d/for Ann.txt")) == Path("/d/for Ann.txt")


def test_windows_line_ends_and_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    game = played()
    path = tmp_path / "notepad.txt"
    path.write_bytes(b"\xef\xbb\xbf" + game.to_text().replace("\n", "\r\n").encode())
    assert read_game_file(path).game.to_text() == game.to_text()


def test_a_file_without_moves_is_a_new_game(tmp_path: Path) -> None:
    path = tmp_path / "deal.txt"
    path.write_text(f"deck: {DEAL_1}\n")
    game, number = read_game_file(path)
    assert number is None
    assert (game.variant, game.moves, game.dealt) == ("standard", [], 4)


@pytest.mark.parametrize("variant", ["standard", "aces-only"])
def test_a_numbered_deal_is_written_with_its_number_and_reads_back_as_that_deal(
    tmp_path: Path, variant: str
) -> None:
    game = played(variant, "x3 d")
    path = tmp_path / f"deal 1{SUFFIX}"
    write_game_file(path, game, 1)
    text = path.read_text(encoding="utf-8")
    assert text == "deal: 1\n" + game.to_text()  # first, the other lines as they were
    back, number = read_game_file(path)
    assert number == 1
    assert back.to_text(1) == text


def test_a_deal_number_that_is_not_the_decks_is_never_written(tmp_path: Path) -> None:
    path = tmp_path / f"deal 2{SUFFIX}"
    with pytest.raises(ValueError, match="not deal 2's"):
        write_game_file(path, played(), 2)
    assert not path.exists()


GOOD = played().to_text()


@pytest.mark.parametrize(
    ("text", "line", "words"),
    [
        (GOOD.replace("x4 x1", "x4 x4"), 3, "move 5 (x4): "),
        (GOOD.replace("standard", "spider"), 1, "unknown variant 'spider'"),
        (GOOD.replace(DEAL_1, DEAL_1[:-3]), 2, "deck: a deck has 52 cards, this one has 51"),
        (GOOD.replace(DEAL_1, DEAL_1.replace("8S", "8D")), 2, "deck: card 52: 8D is a duplicate"),
        (GOOD.replace("moves: x3", "moves: x3  m1>3"), 3, "move 2: empty move"),
        (GOOD + "score: 4\n", 4, "expected 'deal:', 'variant:', 'deck:' or 'moves:'"),
        (GOOD + "moves: d\n", 4, "'moves' given twice"),
        ("deal: one\n" + GOOD, 1, "deal: 'one' is not a deal number: expected 1 to 4294967295"),
        ("deal: 0\n" + GOOD, 1, "deal: deal numbers run from 1 to 4294967295, not 0"),
        ("deal: 4294967296\n" + GOOD, 1, "deal: deal numbers run from 1 to 4294967295"),
        # Deal 1's deck, said to be deal 2's: the file is refused, not taken for either,
        # and the deck's line named, where the card is (the deal line's said too).
        (
            "deal: 2\n" + GOOD,
            3,
            "the deck is not deal 2's (named on line 1): its card 1 is 8D, deal 2's is KH",
        ),
        (GOOD + "deal: 1\ndeal: 1\n", 5, "'deal' given twice"),
        ("", None, "no 'deck:' line"),
    ],
)
def test_a_bad_file_names_its_line_and_fault(tmp_path, text, line, words) -> None:
    path = tmp_path / "bad.acesup.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        read_game_file(path)
    assert caught.value.line == line
    assert caught.value.reason.startswith(words), caught.value.reason
    where = f"line {line}: " if line else ""
    assert str(caught.value) == f"{path}: {where}{caught.value.reason}"


@pytest.mark.parametrize("data", [b"\x89PNG\r\n\x1a\n\0\0\0", b"deck: \xff\xfe", b"a\0b"])
def test_a_file_that_is_not_text_is_refused(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "picture.png"
    path.write_bytes(data)
    with pytest.raises(GameFileError, match="not a text file"):
        read_game_file(path)


def test_a_file_too_large_or_missing_is_refused(tmp_path: Path) -> None:
    big = tmp_path / "film.txt"
    big.write_bytes(b" " * 1_000_001)
    with pytest.raises(GameFileError, match="too large"):
        read_game_file(big)
    with pytest.raises(GameFileError, match="cannot be read"):
        read_game_file(tmp_path / "gone.txt")
    with pytest.raises(GameFileError, match="cannot be read"):
        read_game_file(tmp_path)  # a folder


@pytest.mark.parametrize(
    ("text", "reason", "codes"),
    [
        (f"deck: {DEAL_1}\nmoves: d d d d d d d d d d d d d\n", "move 13 (d): the stock", ()),
        ("deal: 2\ndeck: " + DEAL_1 + "\n", "the deck is not deal 2's", ("8D", "KH")),
        ("deck: " + DEAL_1.replace("8D", "KH", 1) + "\n", "deck: card ", ("KH",)),
        # Only quoted, or an example of a code: no card of the file's.
        ("deck: " + DEAL_1.replace("8D", "8X") + "\n", "deck: card 1: '8X'", ()),
    ],
)
def test_a_fault_gives_the_cards_it_names_by_code_and_its_words_stay_in_codes(
    tmp_path, text, reason, codes
) -> None:
    # The window names those cards as it names cards; the command line prints the words.
    path = tmp_path / "bad.acesup.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        read_game_file(path)
    assert caught.value.reason.startswith(reason), caught.value.reason
    assert format_cards(caught.value.cards).split() == list(codes)


def test_an_illegal_move_gives_the_card_it_names(tmp_path) -> None:
    game = new_game(deal_cards(1))
    top = format_cards([game.piles[0][-1]])
    path = tmp_path / "bad.acesup.txt"
    path.write_text(f"deck: {DEAL_1}\nmoves: m1>2\n", encoding="utf-8")
    with pytest.raises(GameFileError) as caught:
        read_game_file(path)
    assert caught.value.reason.startswith(f"move 1 (m1>2): {top} cannot move to pile 2")
    assert format_cards(caught.value.cards) == top
