"""こいこい speaks in codes (issue 35): a whole match, every view of both seats and a spectator,
every event, every refusal and the result, rendered in English and in Japanese; and the score
screen names the players as the table does and reads its steps right (issue 36)."""

from __future__ import annotations

import pytest

from server.games.koikoi import GAME
from server.games.koikoi.notation import from_text
from tests.games.bridged import as_the_bridge_sends
from tests.games.texts_check import TextCheck, rendered_playout


def test_a_match_reads_in_english_and_japanese_with_no_code_missing():
    check = TextCheck(GAME, names=("characters.name",))  # the characters' names are names
    for seed in range(6):
        rule = ("traditional", "mankai")[seed % 2]
        names = [("はなこ", None), (None, None), ("たろう", "Ann")][seed % 3]
        rendered_playout(GAME, check, 2, seed, {"rule": rule, "rounds": 3}, list(names))
    assert check.found.problems() == []
    seen = check.found.codes
    assert {f"koikoi.phase.{p}" for p in ("play", "choose", "decide", "round_end", "match_end")} <= seen
    assert {"koikoi.step.yaku_total", "koikoi.round.shobu"} <= seen
    assert any(code.startswith("koikoi.yaku.") for code in seen)
    assert any(code.startswith("koikoi.character.") for code in seen)
    assert {"koikoi.result.win", "koikoi.setting.rule.choice.0", "koikoi.setting.rule.choice.1"} <= seen
    assert {"illegal_action:not_in_hand", "illegal_action:choose_target", "not_your_turn:turn",
            "malformed_action:shape", "malformed_action:action.unknown"} <= check.refusals


@pytest.mark.gui
def test_the_score_screen_names_the_table_s_players_and_reads_its_steps(qtbot, koikoi_font):
    """「はなこ：勝負」, never the character (「きくの勝負」); 「7点以上なので ×2 → 16点」, the
    doubling said once."""
    from client.games.koikoi import GAME_VIEW

    state = from_text("hand0: 3-1 4-3 hand1: 6-3 6-4 field: 3-3 taken0: 1-1 8-1 12-1 stock: 5-4")
    view = as_the_bridge_sends(GAME_VIEW(1))
    qtbot.addWidget(view)
    view.resize(1000, 720)
    view.set_seats([{"name": "はなこ", "kind": "human", "connected": True, "you": False},
                    {"name": "CPU1（つよい）", "kind": "cpu", "connected": True, "you": True}])
    view.show()
    events = GAME.act(state, 0, {"type": "play", "card": 8}, 0.0)  # 桜に幕 takes 桜のカス: 四光
    events += GAME.act(state, 0, {"type": "shobu"}, 0.0)
    view.show_view(GAME.view(state, 1), events)
    view.finish_animation()
    panel = view.score_panel
    assert panel.isVisible()
    assert panel.reason.text() == "はなこ：勝負"
    characters = [c["name"] for c in GAME.view(state, 1)["characters"]]
    assert not any(c in panel.reason.text() for c in characters)
    from PySide6.QtGui import QTextDocumentFragment

    steps = QTextDocumentFragment.fromHtml(panel.steps.text()).toPlainText()
    assert "7点以上なので" in steps and steps.count("×2") == 1 and "→ 16点" in steps
