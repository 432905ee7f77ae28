"""The game speaks in codes (issue 35): whole games of every mode, played through the engine, with
every text of every view, event and refusal rendered in English and in Japanese. The English
holds no Japanese but the game's own content (words, kana, card faces), and every code is in
the catalog with its parameters."""

from __future__ import annotations

import random
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from protocol.host_texts import HOST
from protocol.texts import Renderer, is_wire_text
from protocol.ts_reader import read_ts
from server.games.contract import GameError
from server.games.kotoba import GAME
from tests.games.kotoba.test_kotoba_playouts import random_bad

ROOT = Path(__file__).resolve().parents[3]
TRANSLATIONS = (ROOT / "client/games/kotoba/i18n/kotoba_en.ts", ROOT / "protocol/i18n/host_en.ts")
JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]")


def english() -> Renderer:
    """A renderer in English from the .ts files the app ships (context: the text's domain)."""
    found = {key: text for path in TRANSLATIONS for key, text in read_ts(path).items()}

    def translate(domain: str, template: str, code: str) -> str:
        return found.get((domain, template), "")

    return Renderer([HOST, GAME.catalog()], translate=translate, list_separator=", ")


def texts_in(value: Any) -> Iterator[dict[str, Any]]:
    """Every text (as it travels) anywhere in ``value``."""
    if is_wire_text(value):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from texts_in(item)
    elif isinstance(value, list):
        for item in value:
            yield from texts_in(item)


def content(text: dict[str, Any]) -> Iterator[str]:
    """The plain strings a text carries as parameters: a word, kana, the game's content."""
    for value in text["params"].values():
        if isinstance(value, str):
            yield value
        elif is_wire_text(value):
            yield from content(value)


def check(text: dict[str, Any], en: Renderer, ja: Renderer, seen: set[str]) -> None:
    code = text["code"]
    assert code in GAME.catalog() or code in HOST, code
    rendered = en(text)
    for part in sorted(content(text), key=len, reverse=True):
        rendered = rendered.replace(part, "")
    assert not JAPANESE.search(rendered), (code, en(text))
    assert not ja(text).startswith("["), code  # the Japanese template exists
    seen.add(code)


def play(mode: str, seats: int, seed: int, en: Renderer, ja: Renderer, seen: set[str]) -> None:
    rng = random.Random(seed)
    state = GAME.new({"mode": mode, "vote_time": 10, "hand_size": 3}, seats, seed)
    now = 0.0
    events = GAME.tick(state, now)
    for _ in range(3000):
        for seat in [*range(seats), None]:
            for text in texts_in([GAME.view(state, seat), events]):
                check(text, en, ja, seen)
        if GAME.result(state) is not None:
            break
        seat = rng.randrange(seats)
        try:  # refusals speak in codes too
            GAME.act(state, seat, random_bad(rng, state, seat), now)
        except GameError as refused:
            check(refused.text.to_wire(), en, ja, seen)
        for kind in ("pass", "done", "hint", "vote", "arrange"):
            try:
                GAME.act(state, seat, {"type": kind, **({"word": "やさい"} if kind == "hint" else {}),
                                       **({"accept": True} if kind == "vote" else {}),
                                       **({"cards": []} if kind == "arrange" else {})}, now)
            except GameError as refused:
                check(refused.text.to_wire(), en, ja, seen)
            else:
                break
        plans = [(max(now, plan.at or now), s, plan.action) for s in GAME.waiting_on(state)
                 for plan in [GAME.cpu_plan(GAME.view(state, s), "easy", rng, 0.05)] if plan.action]
        due = GAME.deadline(state)
        if plans and (due is None or min(plans)[0] < due):
            now, s, action = min(plans, key=lambda p: (p[0], p[1]))
            if rng.random() < 0.3 and action["type"] == "vote":
                action = {"type": "vote", "accept": not action["accept"]}
            if action["type"] == "play":  # a word misread first: the refusal names the kana
                try:
                    GAME.act(state, s, {**action, "word": action["word"][::-1] + "ぬ"}, now)
                except GameError as refused:
                    check(refused.text.to_wire(), en, ja, seen)
            events = GAME.act(state, s, action, now)
        else:
            now = max(now, due if due is not None else now)
            events = GAME.tick(state, now)
    assert GAME.result(state) is not None
    for text in texts_in(GAME.result(state).to_wire()):
        check(text, en, ja, seen)


@pytest.mark.parametrize("mode", ["narabe", "awase", "kasane"])
def test_every_text_of_whole_games_reads_in_english_and_japanese(mode: str) -> None:
    en, ja = english(), Renderer([HOST, GAME.catalog()])
    seen: set[str] = set()
    for seed in range(4):
        play(mode, 1 + seed % 3, seed, en, ja, seen)
    assert "kotoba.setting.mode.choice." + str(["narabe", "awase", "kasane"].index(mode)) in seen
    assert any(code.startswith("kotoba.reason.") for code in seen)
    if mode != "narabe":
        assert "kotoba.word_mismatch" in seen
    assert len(seen) >= 6, seen


def test_every_code_of_the_catalog_has_english() -> None:
    en = english()
    for code, template in GAME.catalog().items():
        names = re.findall(r"{(\w+)}", template)
        rendered = en({"code": code, "params": {name: 1 for name in names}})
        assert not JAPANESE.search(rendered), (code, rendered)
