"""汎用練習 without Qt: the absent partner's rules, the recorder reading the engine's log, and
the SQLite store read back in a new session (client/games/karuta/practice/)."""

from __future__ import annotations

import random
from pathlib import Path

from client.games.karuta.practice.partner import carry_on, partner_action
from client.games.karuta.practice.records import LATE_MS, PoemRecord, PracticeRecorder
from client.games.karuta.practice.store import PracticeStore
from server.games.karuta.engine import KarutaGame
from server.games.karuta.state import Phase

FEW = {"torifuda": "kimariji", "kimariji_1": True, "yomifuda": "field", "kami": "kimariji",
       "shimo": "none", "joka": False, "ma_min": 0, "ma_max": 0}


def entry(no: int, poem: int, taken_by: int | None, after_ms: int | None, fouls: tuple[int, int] = (0, 0),
          kara: bool = False) -> dict:
    return {"no": no, "poem": poem, "kimariji": 2, "kara": kara, "taken_by": taken_by,
            "after_ms": after_ms, "fouls": list(fouls)}


def test_recorder_turns_log_entries_into_records_once() -> None:
    rec = PracticeRecorder()
    log = [entry(1, 22, 0, 400), entry(2, 5, None, None, (1, 0), kara=True), entry(3, 6, None, None, kara=True)]
    assert len(rec.observe({"log": log[:1]})) == 1
    added = rec.observe({"log": log})
    assert [r.poem for r in added] == [5]  # a 空札 is kept only with an お手つき; 22 not again
    log.append(entry(4, 87, 0, LATE_MS + 1, (1, 0)))
    rec.observe({"log": log})
    assert [(r.poem, r.after_ms, r.late, r.fouls) for r in rec.records] == [
        (22, 400, False, 0), (5, None, False, 1), (87, LATE_MS + 1, True, 1)]
    assert rec.mean_ms() == 400 and rec.late_count() == 1 and rec.fouls() == 2


def test_partner_starts_after_the_player_and_never_touches() -> None:
    game = KarutaGame()
    state = game.new(game.validate_settings(FEW), 2, 3)
    game.seat_players(state, ["あなた", None])  # as driver.py does
    rng = random.Random(1)
    assert partner_action(game.view(state, 1), rng) is None  # the player has not started
    game.act(state, 0, {"type": "start"}, 100.0)
    assert partner_action(game.view(state, 1), rng) == {"type": "start"}
    game.act(state, 1, {"type": "start"}, 100.0)
    game.tick(state, 100.0)  # 間 0: the first poem is read
    assert state.phase == "reading"
    assert partner_action(game.view(state, 1), rng) is None  # a card to take: not its business


def test_partner_sends_after_the_players_foul_and_plays_on_after_a_decided_side() -> None:
    game = KarutaGame()
    state = game.new(game.validate_settings(FEW), 2, 5)  # seed 5: the first card is on side 0
    game.seat_players(state, ["あなた", None])  # as driver.py does
    rng = random.Random(1)
    for seat in (0, 1):
        game.act(state, seat, {"type": "start"}, 0.0)
    game.tick(state, 0.0)
    read = state.reading.current.poem
    read_side = state.field.position(read).side
    other = next(n for n in state.field.all_cards() if state.field.position(n).side != read_side)
    game.act(state, 0, {"type": "touch", "cards": [other], "how": "click"}, 0.5)  # お手つき
    game.act(state, 0, {"type": "touch", "cards": [read], "how": "click"}, 5.0)
    game.tick(state, 7.0)  # the お手つき window ends: settled
    assert state.players[0].fouls == 1 and state.send.by == 1  # the player's お手つき: the partner sends
    action = partner_action(game.view(state, 1), rng)
    assert action["type"] == "pick_send" and state.field.position(action["poem"]).side == 1
    game.act(state, 1, action, 7.5)
    assert state.field.position(action["poem"]).side == 0
    # a side emptied by hand: the partner refills it and goes on
    decided = game.load(game.dump(state))
    decided.phase = Phase.DECIDED
    for n in decided.field.cards(0):
        decided.field.remove(n)
    decided.outcome.winner = 0
    view = game.view(decided, 1)
    action = partner_action(view, rng)
    assert action["type"] == "move" and action["side"] == 0
    assert carry_on(game.view(decided, 0)) is None  # one side still empty: nothing to go on with
    game.act(decided, 1, action, 8.0)
    assert partner_action(game.view(decided, 1), rng) is None
    assert carry_on(game.view(decided, 0)) == {"type": "proceed"}  # the player's side has a card
    game.act(decided, 0, {"type": "proceed"}, 8.0)
    assert decided.phase in ("interval", "reading")
    # one card left: it cannot lie on both sides, the practice ends
    last = game.load(game.dump(decided))
    last.phase = Phase.DECIDED
    for n in last.field.all_cards()[1:]:
        last.field.remove(n)
    assert partner_action(game.view(last, 1), rng) is None
    assert carry_on(game.view(last, 0)) == {"type": "finish"}


def test_store_keeps_sessions_across_connections(tmp_path: Path) -> None:
    path = tmp_path / "practice" / "karuta.sqlite3"
    store = PracticeStore(path)
    assert store.last_settings() is None
    first = [PoemRecord(1, 22, 1, 1, False, 300, False, 0), PoemRecord(2, 87, 1, 1, False, 900, False, 1),
             PoemRecord(3, 5, 3, 3, False, 5000, True, 0)]
    store.add_session(first, {"kami": "kimariji"}, 6, started=1000.0, ended=1100.0)
    store.close()
    store = PracticeStore(path)  # a new session of the app
    store.add_session([PoemRecord(1, 22, 1, 1, False, 200, False, 0)], {}, 6, started=2000.0, ended=2100.0)
    assert store.session_count() == 2
    assert store.last_settings() == {}  # the newest session's
    assert store.records(1) == first
    trend = store.length_trend()
    assert [p.means for p in trend] == [{1: 600.0}, {1: 200.0}]  # the late 3字 take not in a mean
    stats = store.card_stats()
    assert [s.poem for s in stats] == [5, 87, 22]  # only late first, then slowest first
    assert (stats[1].mean_ms, stats[1].fouls) == (900.0, 1)
    assert (stats[2].takes, stats[2].mean_ms) == (2, 250.0)
    assert stats[0].late == 1 and stats[0].mean_ms is None
    totals = {t.length: t for t in store.length_totals()}
    assert (totals[1].takes, totals[1].mean_ms, totals[1].fouls) == (3, 1400 / 3, 1)
    assert (totals[3].takes, totals[3].late) == (0, 1)
    store.close()
