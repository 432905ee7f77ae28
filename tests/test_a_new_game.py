"""A new game is a folder under server/games/ (and one under client/games/) and touches no shared
file: this test writes a throwaway game into folders of its own, adds them to where the games
packages look, and finds it everywhere a game must be: offered by the host with its texts, played
through the hall to its end, its records marked with its own labels, its result in its own
words, its translations a bundle of their own."""

from __future__ import annotations

import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

import client.games
import server.games
from protocol.texts import in_japanese
from server import records

ROOT = Path(__file__).resolve().parents[1]

ENGINE = '''
from dataclasses import dataclass, field
from typing import Any

from protocol.schema import Field
from protocol.texts import Catalog
from server.games.contract import CpuLevel, Game, Mark, NotYourTurn, Result, RuleError, check_action

TEXTS = Catalog("toss", {
    "call_first": "まず表か裏かを言ってください。",
    "mark.round": "{n}投目",
    "reason": "{rounds}回投げて、当てた数で決めました。",
})
ACTIONS = {"call": {"side": Field("str", max_len=5)}}
ROUNDS = 3


@dataclass
class TossState:
    seats: int
    seed: int
    turn: int = 0
    throws: int = 0
    hits: list[int] = field(default_factory=list)


class TossGame(Game):
    id = "toss"
    title = "コイン投げ"
    kind = "turn"
    min_seats = max_seats = default_seats = 2
    cpu_levels = (CpuLevel("easy", "やさしい"),)
    texts = TEXTS
    state_type = TossState
    record_marks = (Mark("thrown", "toss.mark.round", first=1),)

    def new(self, settings: dict[str, Any], seats: int, seed: int) -> TossState:
        return TossState(seats, seed, hits=[0] * seats)

    def view(self, state: TossState, seat: int | None) -> dict[str, Any]:
        mine = seat == state.turn and state.throws < ROUNDS * state.seats
        return {"hits": list(state.hits), "turn": state.turn,
                "legal": [{"type": "call", "side": s} for s in ("heads", "tails")] if mine else []}

    def act(self, state: TossState, seat: int, action: dict[str, Any], now: float) -> list[dict[str, Any]]:
        check_action(action, ACTIONS)
        if seat != state.turn or state.throws >= ROUNDS * state.seats:
            raise NotYourTurn()
        if action["side"] not in ("heads", "tails"):
            raise RuleError(TEXTS("call_first"))
        landed = "heads" if (state.seed + state.throws) % 2 == 0 else "tails"
        state.hits[seat] += action["side"] == landed
        state.throws += 1
        state.turn = (state.turn + 1) % state.seats
        return [{"type": "thrown", "seat": seat, "landed": landed}]

    def waiting_on(self, state: TossState) -> tuple[int, ...]:
        return () if state.throws >= ROUNDS * state.seats else (state.turn,)

    def result(self, state: TossState) -> Result | None:
        if state.throws < ROUNDS * state.seats:
            return None
        best = max(state.hits)
        return Result(tuple(1 if h == best else 2 for h in state.hits), tuple(state.hits),
                      TEXTS("reason", rounds=ROUNDS))

    def cpu_choose(self, view: dict[str, Any], level: str, rng: Any, budget: float) -> dict[str, Any]:
        return rng.choice(view["legal"])


GAME = TossGame()
'''


@pytest.fixture
def toss(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Any:
    """The throwaway game's folders, where the games packages look (and nowhere else)."""
    server_side, client_side = tmp_path / "server_games", tmp_path / "client_games"
    (server_side / "toss").mkdir(parents=True)
    (server_side / "toss" / "__init__.py").write_text(textwrap.dedent(ENGINE), encoding="utf-8")
    (client_side / "toss").mkdir(parents=True)
    (client_side / "toss" / "__init__.py").write_text('"""コイン投げ: the fallback view plays it."""\n',
                                                      encoding="utf-8")
    monkeypatch.setattr(server.games, "__path__", [*server.games.__path__, str(server_side)])
    monkeypatch.setattr(client.games, "__path__", [*client.games.__path__, str(client_side)])
    server.games.registry.cache_clear()
    yield server.games.registry()["toss"]
    server.games.registry.cache_clear()
    for name in [m for m in sys.modules if m.startswith(("server.games.toss", "client.games.toss"))]:
        del sys.modules[name]


def test_a_new_game_is_found_played_recorded_and_translated_from_its_own_folders(
        toss: Any, tmp_path: Path) -> None:
    from tests.hall.conftest import HallHarness

    harness = HallHarness(tmp_path / "hall.sqlite3")
    try:
        alice, a = harness.join("アリス")
        game = next(g for g in a.last("welcome")["games"] if g["id"] == "toss")
        assert game["texts"]["toss.reason"] == "{rounds}回投げて、当てた数で決めました。"
        assert in_japanese(game["title"]) == "コイン投げ"
        harness.send(alice, {"type": "create_table", "game": "toss", "seats": 2, "cpu_level": "easy"})
        table = harness.hall.tables[alice.table_id]
        harness.send(alice, {"type": "ready", "ready": True})
        while table.status == "playing":
            view = a.last("view")["view"]
            if view["legal"]:
                harness.send(alice, {"type": "act", "action": view["legal"][0]})
            harness.clock.advance(1.0)
        result = a.last("table")["table"]["result"]
        assert in_japanese(result["reason"]) == "3回投げて、当てた数で決めました。"
        stored = harness.store.last_match(table.id)
        record = records.record_of(stored, harness.store.steps(table.id, table.game_no))
        marks = records.Replay(record).survey()
        assert [in_japanese(m["label"]) for m in marks] == ["はじめ", *(f"{n}投目" for n in range(1, 7))]
    finally:
        harness.hall.shutdown()
        harness.store.close()

    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import build_translations
    finally:
        sys.path.remove(str(ROOT / "tools"))
    bundle = next(b for b in build_translations.bundles() if b.name == "toss")
    assert bundle.folder == tmp_path / "client_games" / "toss" / "i18n"
    said = {text for _context, text in bundle.strings()}
    assert {"まず表か裏かを言ってください。", "コイン投げ", "やさしい"} <= said
