"""The headless host speaks the system's language: its --help and its log in Japanese under a
Japanese locale and in English elsewhere, from the same texts and translation files as the app
(server/texts.py, protocol/i18n/host_<lang>.ts)."""

from __future__ import annotations

import subprocess
import sys

import pytest

from protocol.host_texts import HOST
from server import language
from server.texts import SERVER

JAPANESE = "の対局サーバー（画面なし）"
ENGLISH = "game server, without a window"


def help_text(env_lang: str) -> str:
    env = {"LANG": env_lang, "LC_ALL": "", "PATH": "/usr/bin:/bin", "ZASHIKI_NO_ANNOUNCE": "1"}
    done = subprocess.run([sys.executable, "-m", "server.main", "--help"], capture_output=True,
                          text=True, env=env, check=True)
    return done.stdout


@pytest.mark.parametrize(("locale", "shown", "not_shown"), [
    ("ja_JP.UTF-8", JAPANESE, ENGLISH), ("en_US.UTF-8", ENGLISH, JAPANESE),
    ("fr_FR.UTF-8", ENGLISH, JAPANESE), ("C", ENGLISH, JAPANESE)])
def test_help_follows_the_systems_language(locale, shown, not_shown):
    said = help_text(locale)
    assert shown in said and not_shown not in said
    if shown == ENGLISH:
        assert not any("\u3040" <= ch <= "\u30ff" for ch in said.replace("座敷", ""))


def test_every_text_the_host_logs_reads_in_english_with_its_parameters():
    say = language.host_renderer("en")
    said = say(SERVER("failed", cause=SERVER("start.port_in_use", detail="47300"),
                      advice=SERVER("advice.port_in_use")))
    assert said == "Port 47300 is in use by another program (Zashiki may be running already). Give another port with --port."
    assert say(HOST("log.file", path="/x.log")) == "Log: /x.log"
    for catalog in (SERVER, HOST):
        for code, template in catalog.items():
            rendered = say(catalog(code.split(".", 1)[1], **{k: "X" for k in _names(template)}))
            assert not any("\u3040" <= ch <= "\u30ff" for ch in rendered), (code, rendered)


def _names(template: str) -> list[str]:
    from protocol.texts import placeholders

    return list(placeholders(template))
