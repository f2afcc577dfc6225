"""``acesup deal`` and ``acesup replay``, through a subprocess."""

import json

import pytest

from acesup_qt import __version__
from acesup_qt.engine import deal_cards, format_cards

from .run import acesup, refusal

DEAL_1 = format_cards(deal_cards(1))
# Deal 1 starts 8D TC 5D 9H: the 5D goes (8D is higher), then 8D moves to pile 3 ...
MOVES_1 = "x3 m1>3 d x4 x1"


def test_version():
    result = acesup("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"acesup {__version__}"


@pytest.mark.parametrize("command", [[], ["deal"], ["replay"]])
def test_help_on_every_command(command):
    result = acesup(*command, "--help")
    assert result.returncode == 0
    assert "usage: acesup" in result.stdout


def test_the_help_says_how_to_write_cards_decks_and_moves_and_its_examples_are_read():
    # An installed game has no README beside it: the notation is in the help.
    import re

    from acesup_qt.engine import card_code, parse_card
    from acesup_qt.engine.moves import format_moves, parse_moves

    said = acesup("--help").stdout
    assert "see README" not in said
    notation = said[said.index("how cards, decks and moves are written:") :]
    cards = re.findall(r"\b(?:[2-9TJQKA]|10)[CDHS]\b", notation)
    assert cards == ["AS", "TH", "10H"]
    assert [card_code(parse_card(card)) for card in cards] == ["AS", "TH", "TH"]
    moves = re.findall(r'\((x\d|m\d>\d)\)|\b(d) deals|"([^"]+)"', notation)
    examples = ["".join(found) for found in moves]
    assert examples == ["x3", "m2>4", "d", "x1 x3 d m2>1 x4"]
    for example in examples:
        assert format_moves(parse_moves(example)) == example
    assert "acesup deal 1000 prints it" in notation


def test_deal_prints_the_deck_string():
    result = acesup("deal", "1")
    assert result.returncode == 0
    assert result.stdout == DEAL_1 + "\n"


@pytest.mark.parametrize(
    "number", ["0", "4294967296", "x", "²", "1²", "9" * 5000], ids=lambda n: n[:12]
)
def test_deal_refuses_bad_numbers(number):
    refused = refusal("deal", number)
    assert refused.startswith("usage: acesup deal ")
    assert "\nacesup deal: error: argument N: " in refused
    assert "expected 1 to 4294967295" in refused or "run from 1" in refused


def test_replay_prints_the_position_as_one_json_line():
    result = acesup("replay", "--deck", DEAL_1, "--moves", MOVES_1)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("\n") == 1
    assert json.loads(result.stdout) == {
        "variant": "standard",
        "piles": [[], ["TC", "6S"], ["8D", "QD"], ["9H"]],
        "stock": 44,
        "score": 3,
        "over": False,
        "won": False,
    }


def test_replay_with_no_moves_shows_the_start():
    result = acesup("replay", "--deck", DEAL_1, "--variant", "aces-only")
    position = json.loads(result.stdout)
    assert position["variant"] == "aces-only"
    assert position["piles"] == [["8D"], ["TC"], ["5D"], ["9H"]]
    assert position["stock"] == 48


def test_replay_an_illegal_move_exits_2_with_the_rules_message():
    refused = refusal("replay", "--deck", DEAL_1, "--moves", "x3 x3")
    assert "move 2 (x3): pile 3 is empty: there is no card to discard" in refused


def test_replay_an_unreadable_move_names_it():
    refused = refusal("replay", "--deck", DEAL_1, "--moves", "x3 q7")
    assert "move 2: 'q7' is not a move" in refused


def test_replay_a_doubled_space_in_the_moves_is_named_where_it_is():
    refused = refusal("replay", "--deck", DEAL_1, "--moves", "x3 m1>3  d")
    assert "move 3: empty move: moves are separated by single spaces" in refused
    answer = batch([json.dumps({"deck": DEAL_1, "moves": "x3  d"})])[0]
    assert answer == {
        "error": {
            "line": 1,
            "move": 2,
            "text": "",
            "reason": "empty move: moves are separated by single spaces",
        }
    }


def test_replay_whitespace_around_the_moves_is_ignored_as_around_a_deck():
    plain = acesup("replay", "--deck", DEAL_1, "--moves", "x3 m1>3 d")
    assert plain.returncode == 0, plain.stderr
    for moves in (" x3 m1>3 d", "x3 m1>3 d\n", "x3 m1>3 d\r\n", "\tx3 m1>3 d "):
        result = acesup("replay", "--deck", DEAL_1, "--moves", moves)
        assert (result.returncode, result.stdout) == (0, plain.stdout), repr(moves)
    (answer,) = batch([json.dumps({"deck": DEAL_1, "moves": "x3 m1>3 d\n"})])
    assert answer == json.loads(plain.stdout)
    refused = refusal("replay", "--deck", DEAL_1, "--moves", "x3\u00a0d")  # no-break space
    assert "move 1:" in refused


def test_replay_a_malformed_deck_names_the_card():
    deck = DEAL_1.replace("9D", "9X")
    refused = refusal("replay", "--deck", deck, "--moves", "")
    assert "card 5: '9X' is not a card code" in refused


def test_replay_an_unknown_variant_is_a_usage_error():
    refused = refusal("replay", "--deck", DEAL_1, "--variant", "klondike")
    assert "invalid choice" in refused


def test_replay_refuses_a_short_deck():
    deck = "AH AS AD AC KH QH JH TH"  # the command line plays whole decks only
    refused = refusal("replay", "--deck", deck)
    assert "a deck has 52 cards, this one has 8" in refused


def batch(lines, *args):
    result = acesup("replay", "--batch", *args, stdin="".join(line + "\n" for line in lines))
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.splitlines()]


def test_batch_answers_every_line_in_order_and_bad_lines_never_stop_it():
    deck2 = format_cards(deal_cards(2))
    lines = [
        json.dumps({"deck": DEAL_1, "moves": MOVES_1}),
        "not json at all",
        json.dumps({"deck": DEAL_1, "moves": "x3 x3", "variant": "standard"}),
        json.dumps({"deck": DEAL_1.replace("AD", "AD AD"), "moves": ""}),
        json.dumps({"moves": "d"}),
        json.dumps({"deck": deck2, "moves": "d d", "variant": "aces-only"}),
        json.dumps({"deck": deck2, "variant": "spider"}),
        json.dumps(["a", "list"]),
        json.dumps({"deck": DEAL_1, "moves": "x3 zz"}),
        "",
    ]
    answers = batch(lines)
    assert len(answers) == len(lines)
    assert answers[0]["score"] == 3
    assert answers[1]["error"]["line"] == 2
    assert answers[1]["error"]["reason"].startswith("not JSON")
    assert answers[2] == {
        "error": {
            "line": 3,
            "move": 2,
            "text": "x3",
            "reason": "pile 3 is empty: there is no card to discard",
        }
    }
    assert answers[3]["error"]["line"] == 4
    assert "card 13: AD is a duplicate of card 12" in answers[3]["error"]["reason"]
    assert answers[4] == {"error": {"line": 5, "reason": "'deck' must be a deck string"}}
    assert answers[5]["variant"] == "aces-only"
    assert answers[5]["stock"] == 40
    assert answers[6]["error"]["line"] == 7
    assert "unknown variant 'spider'" in answers[6]["error"]["reason"]
    assert answers[7]["error"]["line"] == 8
    assert answers[8]["error"]["line"] == 9
    assert answers[8]["error"]["move"] == 2
    assert answers[8]["error"]["text"] == "zz"
    assert answers[9]["error"]["line"] == 10


def test_batch_names_the_bad_move_of_a_list_with_whitespace_around_it():
    lines = [json.dumps({"deck": DEAL_1, "moves": moves}) for moves in (" x3 zz", "\nzz d")]
    answers = batch(lines)
    assert answers[0]["error"] == {
        "line": 1,
        "move": 2,
        "text": "zz",
        "reason": "'zz' is not a move: expected xN (discard from pile N), mN>M (move from "
        "pile N to empty pile M) or d (deal), N and M pile numbers from 1",
    }
    assert answers[1]["error"]["move"] == 1
    assert answers[1]["error"]["text"] == "zz"


def test_batch_names_a_blank_line_and_survives_a_line_nested_too_deep():
    deep = "[" * 100_000 + "]" * 100_000
    good = json.dumps({"deck": DEAL_1, "moves": MOVES_1})
    answers = batch([good, "", deep, good + "\r"])
    assert answers[1] == {
        "error": {
            "line": 2,
            "reason": "empty line: expected a JSON object with 'deck' and 'moves'",
        }
    }
    assert answers[2] == {"error": {"line": 3, "reason": "not JSON: nested too deeply"}}
    assert answers[0] == answers[3]  # a CRLF line is read as its LF twin
    assert answers[3]["score"] == 3


def test_batch_says_where_in_its_line_a_line_stops_being_json():
    # The decoder's own "line 1 column 1" named a line of the JSON, not of the batch.
    answers = batch(["oops", '{"deck": 1', '{"deck": "x"} x'])
    assert [answer["error"] for answer in answers] == [
        {"line": 1, "reason": "not JSON at character 1: Expecting value"},
        {"line": 2, "reason": "not JSON at the end of the line: Expecting ',' delimiter"},
        {"line": 3, "reason": "not JSON at character 15: Extra data"},
    ]


def test_batch_names_each_unreadable_move_as_it_was_written():
    moves = ["x3 q7", "m1>1", "x3 m1>3  d"]
    answers = batch([json.dumps({"deck": DEAL_1, "moves": text}) for text in moves])
    assert [answer["error"] for answer in answers] == [
        {
            "line": 1,
            "move": 2,
            "text": "q7",
            "reason": "'q7' is not a move: expected xN (discard from pile N), mN>M (move "
            "from pile N to empty pile M) or d (deal), N and M pile numbers from 1",
        },
        {
            "line": 2,
            "move": 1,
            "text": "m1>1",
            "reason": "'m1>1' is not a move: a card cannot move onto the pile it is on",
        },
        {
            "line": 3,
            "move": 3,
            "text": "",
            "reason": "empty move: moves are separated by single spaces",
        },
    ]


def test_batch_with_several_processes_gives_the_same_answers_in_order():
    lines = [
        json.dumps({"deck": format_cards(deal_cards(n)), "moves": "d d d"}) for n in range(1, 4500)
    ]
    one = batch(lines, "--jobs", "1")
    two = batch(lines, "--jobs", "2")
    assert one == two
    assert len(two) == len(lines)
    assert all(answer["stock"] == 36 for answer in two)


def test_batch_reports_a_finished_game_as_over():
    # Replaying a whole recorded game shows where it ended.
    from acesup_qt.engine import new_game

    game = new_game(deal_cards(7))
    while game.stock_count:
        moves = [m for m in game.legal_moves() if m.kind == 1] or [game.legal_moves()[-1]]
        game.push(moves[0])
    while discards := [m for m in game.legal_moves() if m.kind == 1]:
        game.push(discards[0])
    assert game.is_over()  # deal 7 played greedily ends with no move into an empty pile
    answers = batch(
        [
            json.dumps(
                {"deck": format_cards(game.deck), "moves": " ".join(m.text for m in game.moves)}
            )
        ]
    )
    assert answers[0]["over"] is True
    assert answers[0]["score"] == game.score


def test_batch_move_errors_name_their_line_as_other_errors_do_also_with_several_processes():
    # One chunk of lines per worker: the line number must count from the chunk's start.
    good = json.dumps({"deck": DEAL_1, "moves": "d"})
    lines = [good] * 2500
    lines[2344] = json.dumps({"deck": DEAL_1, "moves": "x3 x3"})
    lines[2400] = json.dumps({"deck": DEAL_1, "moves": "d q7"})
    answers = batch(lines, "--jobs", "2")
    assert answers[2344]["error"] == {
        "line": 2345,
        "move": 2,
        "text": "x3",
        "reason": "pile 3 is empty: there is no card to discard",
    }
    assert answers[2400]["error"]["line"] == 2401
    assert answers[2400]["error"]["text"] == "q7"
    help_text = acesup("replay", "--help").stdout
    assert '{"error": {"line": n' in " ".join(help_text.split())
