"""Japanese words for Deltacle's events and actions (through Qt's translation system)."""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import QCoreApplication

from client.games.deltacle.drawing import card_label


def tr(text: str) -> str:
    return QCoreApplication.translate("DeltacleTexts", text)


def color_name(color: str | None) -> str:
    return {"B": tr("青"), "Y": tr("黄"), "R": tr("赤")}.get(color or "", tr("なし"))


def colors_name(colors: list[str]) -> str:
    """青赤赤: the words run together in Japanese; a translation joins them its own way."""
    names = [color_name(c) for c in colors]
    return functools.reduce(lambda a, b: tr("{0}{1}").format(a, b), names) if names else ""


def stack_name(index: int) -> str:
    return tr("左の山") if index == 0 else tr("右の山")


def character_name(character: str) -> str:
    return {"sweep": tr("スイープ"), "chariot": tr("チャリオット"), "godhand": tr("ゴッドハンド"),
            "enchant": tr("エンチャント")}.get(character, character)


def play_label(play: dict[str, Any]) -> str:
    """A revealed or chosen control card, e.g. 加減速3 加速 / 覚醒 (+1)."""
    text = card_label(play["card"])
    if "direction" in play:
        text += " " + (tr("加速") if play["direction"] == "up" else tr("減速"))
    if "shift" in play:
        text += tr(" (速度{0:+d})").format(play["shift"]) if play["shift"] else tr(" (速度そのまま)")
    return text


def action_label(action: dict[str, Any], view: dict[str, Any]) -> str:
    """The button text for one legal action."""
    kind = action["type"]
    if kind == "control":
        if "direction" in action:
            amount = action["card"][-1]
            return (tr("加速 +{0}") if action["direction"] == "up" else tr("減速 −{0}")).format(amount)
        if "shift" in action:
            return tr("覚醒 (速度{0:+d})").format(action["shift"]) if action["shift"] else tr("覚醒 (速度そのまま)")
        return tr("覚醒する")
    if kind == "refill":
        top = view["stacks"][action["stack"]]["top"]
        return tr("{0}の{1}で補充").format(stack_name(action["stack"]), color_name(top))
    if kind == "pentacle":
        return tr("ペンタクル: {0}").format(colors_name(action["colors"]))
    if kind == "steal":
        return tr("{0}を取る").format(color_name(action["color"]))
    if kind == "discard":
        return tr("{0}を捨てる").format(card_label(action["card"]))
    if kind == "restack":
        return tr("{0} → {1}").format(color_name(action["color"]), stack_name(action["stack"]))
    return kind


def pending_prompt(pending: dict[str, Any], you: int | None, names: list[str]) -> str:
    who = names[pending["seat"]] if pending["seat"] < len(names) else "?"
    kind = pending["kind"]
    mine = pending["seat"] == you
    prompts = {
        "refill": tr("補充する待機チップを選んでください"),
        "pentacle": tr("ペンタクルにする3枚を選んでください"),
        "steal": tr("{0}から取るチップを選んでください"),
        "discard": tr("裏向きで使用済みにするカードを選んでください"),
        "restack": tr("盤外のチップを山に戻してください"),
    }
    text = prompts.get(kind, kind)
    if kind == "steal":
        victim = pending.get("victim", 0)
        text = text.format(names[victim] if victim < len(names) else "?")
    if mine:
        return text
    return tr("{0}が選んでいます…").format(who)


def event_line(event: dict[str, Any], names: list[str]) -> str | None:
    """One line of the play log, or None for events not worth a line."""
    def n(seat: int) -> str:
        return names[seat] if 0 <= seat < len(names) else "?"

    kind = event["type"]
    if kind == "chosen":
        return tr("{0}がカードを選びました").format(n(event["seat"]))
    if kind == "reveal":
        parts = [f"{n(p['seat'])}: {play_label(p)} → {p['speed']}" for p in event["plays"]]
        line = tr("公開! ") + " / ".join(parts)
        if event.get("cancelled"):
            line += tr(" (エンチャントが覚醒を無効化)")
        return line
    if kind == "move":
        return tr("{0}が{1}マス進む ({2}→{3})").format(n(event["seat"]), event["steps"], event["from"], event["to"])
    if kind == "collision":
        return tr("追突! {0}が{1}を弾き出した").format(n(event["seat"]), n(event["victim"]))
    if kind == "pickup":
        return tr("{0}が{1}のチップを獲得").format(n(event["seat"]), color_name(event["color"]))
    if kind == "sweep":
        return tr("{0}が通過したマスのチップ{1}をまとめて獲得").format(n(event["seat"]), colors_name(event["colors"]))
    if kind == "steal":
        return tr("{0}が{1}から{2}のチップを奪った").format(n(event["seat"]), n(event["victim"]), color_name(event["color"]))
    if kind == "refill":
        if event["color"] is None:
            return tr("待機チップがなく補充できません")
        return tr("{0}番のマスに{1}を補充").format(event["square"], color_name(event["color"]))
    if kind == "pentacle":
        return tr("{0}がペンタクル({1})を作った").format(n(event["seat"]), colors_name(event["colors"]))
    if kind == "discard":
        if "card" in event:
            return tr("{0}を裏向きにしました").format(card_label(event["card"]))
        return tr("{0}が手札を1枚裏向きにした").format(n(event["seat"]))
    if kind == "clear":
        return tr("{0}番のマスの{1}を盤外へ").format(event["square"], color_name(event["color"]))
    if kind == "restack":
        return tr("{0}を{1}へ戻す").format(color_name(event["color"]), stack_name(event["stack"]))
    if kind == "recovery":
        return tr("回復処理 (第{0}手番おわり)").format(event["round"])
    if kind == "game_over":
        return tr("{0}がペンタクルを3つそろえてゲーム終了!").format(n(event["seat"]))
    return None
