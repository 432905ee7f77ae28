"""Two people at one table, one reading Japanese and one English, each in their own copy of the
app (a process each: Qt has one language a process), through a real host: every game played to
its end and its record replayed. In every string each one was shown, no text in the other
language but people's names and the games' own content (issue 35's test of done)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from protocol.texts import is_wire_text

from ..integration.conftest import ServerProcess
from ..integration.test_every_game import SHORT
from .test_english import untranslated
from .test_language_switch import english_left

pytestmark = [pytest.mark.gui, pytest.mark.integration]

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("はなこ", "たろう")
SEATS = {"daifugo": 3, "koikoi": 2, "deltacle": 2, "karuta": 2, "kotoba": 2}


def content(raw: list[dict[str, Any]]) -> frozenset[str]:
    """Every plain string the host sent outside a text: people's names and the games' own
    content (poems, kana on cards, words), which stay as they are in either language."""
    found: set[str] = set()

    def walk(value: Any) -> None:
        if is_wire_text(value):
            for param in value["params"].values():
                walk(param)
        elif isinstance(value, dict):
            for key, item in value.items():
                if key != "type":
                    walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)
        elif isinstance(value, str) and value.strip():
            found.add(value.strip())

    for message in raw:
        walk(message)
    return frozenset(found | POEMS)


def poem_texts() -> frozenset[str]:
    """The hundred poems as a karuta view shows them from the app's own data: each verse's
    phrases, the card's lines, the reading in kana, the poet."""
    from server.games.karuta.poems import poem

    found: set[str] = set()
    for number in range(101):
        p = poem(number)
        found.update({"\u3000".join(p.kanji[:3]), "\u3000".join(p.kanji[3:]), p.author,
                      p.reading("kami"), p.reading("shimo"), *p.torifuda, *p.kanji})
    return frozenset(t for t in found if t)


POEMS = poem_texts()
CARD = re.compile(r"[♠♥♦♣](?:10|[2-9AJQK])|\bJK\b")  # daifugō's cards as its log names them
JAPANESE_UI_LATIN = {"OK", "NG"}  # Latin words a Japanese interface uses as they are


@pytest.mark.timeout(900)
@pytest.mark.parametrize("game_id", sorted(SEATS))
def test_a_japanese_and_an_english_player_each_read_their_own_language(tmp_path: Path, game_id: str) -> None:
    (tmp_path / "host").mkdir()
    server = ServerProcess(tmp_path / "host", 0, "--cpu-workers", "0")
    outputs = {lang: tmp_path / f"{lang}.json" for lang in ("ja", "en")}
    common = [sys.executable, "-m", "tests.gui.language_client", "--port", str(server.port),
              "--limit", "600"]
    env = {**__import__("os").environ, "ZASHIKI_CONFIG_DIR": "", "ZASHIKI_DATA_DIR": ""}
    try:
        first = subprocess.Popen(
            [*common, "--name", NAMES[0], "--lang", "ja", "--out", str(outputs["ja"]), "--create", game_id,
             "--seats", str(SEATS[game_id]), "--settings", json.dumps(SHORT.get(game_id, {})), "--cpu",
             "easy" if game_id != "karuta" else "E"],
            cwd=ROOT, stdout=subprocess.PIPE, text=True,
            env={**env, "ZASHIKI_CONFIG_DIR": str(tmp_path / "ja"), "ZASHIKI_DATA_DIR": str(tmp_path / "ja")})
        code = first.stdout.readline().strip()
        assert code, "the first player opened no table"
        second = subprocess.Popen(
            [*common, "--name", NAMES[1], "--lang", "en", "--out", str(outputs["en"]), "--sit"],
            cwd=ROOT, stdin=subprocess.PIPE, text=True,
            env={**env, "ZASHIKI_CONFIG_DIR": str(tmp_path / "en"), "ZASHIKI_DATA_DIR": str(tmp_path / "en")})
        second.stdin.write(code + "\n")
        second.stdin.flush()
        assert second.wait(700) == 0 and first.wait(100) == 0
    finally:
        server.stop()
    got = {lang: json.loads(path.read_text(encoding="utf-8")) for lang, path in outputs.items()}
    for lang, data in got.items():
        assert data["finished"] and data["replayed"], f"{lang}: the match or its replay did not end"
    names = (*NAMES, "Zashiki", "座敷", "CPU")  # people, and the app's own name in its title
    english = got["en"]
    assert untranslated(english["shown"], names, sent=content(english["raw"])) == []
    japanese = got["ja"]
    sent = content(japanese["raw"])
    shown = [CARD.sub("", t) for t in japanese["shown"] if t.strip() not in sent and t.strip() not in JAPANESE_UI_LATIN]
    assert english_left(shown) == []
