"""Small pieces of Japanese text the shell builds from wire data (no widgets here)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def status_text(status: str) -> str:
    return {
        "waiting": QCoreApplication.translate("Texts", "募集中"),
        "playing": QCoreApplication.translate("Texts", "対局中"),
        "finished": QCoreApplication.translate("Texts", "終了"),
    }.get(status, status)


def game_title(games: list[dict[str, Any]], game_id: str) -> str:
    for game in games:
        if game.get("id") == game_id:
            return str(game.get("title", game_id))  # a text the bridge rendered (client/i18n.py)
    return game_id


def find_game(games: list[dict[str, Any]], game_id: str) -> dict[str, Any] | None:
    return next((g for g in games if g.get("id") == game_id), None)


def setting_label(text: Any) -> str:
    """A setting's label, help or choice label: a text of the game's catalog, rendered in the
    interface's language where it arrived (client/i18n.py ``HostTexts``)."""
    return "" if not text else str(text)


def value_text(setting: dict[str, Any], value: Any) -> str:
    kind = setting.get("kind")
    if kind == "bool":
        return (
            QCoreApplication.translate("Texts", "あり")
            if value
            else QCoreApplication.translate("Texts", "なし")
        )
    if kind == "choice":
        for choice in setting.get("choices", []):
            if choice.get("value") == value:
                return setting_label(str(choice.get("label", value)))
    if kind == "subset" and isinstance(value, list):  # how many, not the whole list: 「12枚」
        return (QCoreApplication.translate("Texts", "%1%2")
                .replace("%1", str(len(value))).replace("%2", setting_label(str(setting.get("unit", "")))))
    return str(value)


def applies(setting: dict[str, Any], values: dict[str, Any]) -> bool:
    """The schema's ``when``: whether the setting matters with these values."""
    when = setting.get("when")
    if not isinstance(when, dict) or when.get("key") not in values:
        return True
    wanted = when.get("values")
    return isinstance(wanted, list) and values[when["key"]] in wanted


def setting_lines(game: dict[str, Any] | None, settings: dict[str, Any] | None,
                  changed_only: bool = False) -> list[str]:
    """「ルール: 値」 for each setting in schema order, leaving out a setting that does not apply
    with the others' values (its ``when``, as the form greys it); with ``changed_only`` also
    each one left at the game's default."""
    if not game or not settings:
        return []
    lines = []
    for setting in game.get("settings", []):
        key = setting.get("key")
        if key not in settings or not applies(setting, settings):
            continue
        if changed_only and "default" in setting and same_value(settings[key], setting["default"]):
            continue
        lines.append(
            QCoreApplication.translate("Texts", "%1: %2")
            .replace("%1", setting_label(str(setting.get("label", key))))
            .replace("%2", value_text(setting, settings[key]))
        )
    return lines


def same_value(value: Any, default: Any) -> bool:
    """A setting's value is its default (a subset in any order)."""
    if isinstance(value, list) and isinstance(default, list):
        return sorted(map(repr, value)) == sorted(map(repr, default))
    return value == default and type(value) is type(default)


def describe_settings(game: dict[str, Any] | None, settings: dict[str, Any] | None) -> str:
    """Every setting, 「ルール: 値、...」: the whole list, for a tooltip or a dialog."""
    return QCoreApplication.translate("Texts", "、").join(setting_lines(game, settings))


def describe_changes(game: dict[str, Any] | None, settings: dict[str, Any] | None) -> str:
    """What this table plays differently from the game's defaults, 「ルール: 値、...」, or
    「標準ルール」 when nothing differs: the one line the table list and the table window show."""
    if not game or not settings:
        return ""
    changed = setting_lines(game, settings, changed_only=True)
    if not changed:
        return QCoreApplication.translate("Texts", "標準ルール")
    return QCoreApplication.translate("Texts", "、").join(changed)


def settings_tooltip(game: dict[str, Any] | None, settings: dict[str, Any] | None) -> str:
    """The whole list of rules, one a line, under a heading: what hovering (or clicking) the
    rules line shows."""
    lines = setting_lines(game, settings)
    if not lines:
        return ""
    return "\n".join([QCoreApplication.translate("Texts", "この卓のルール"), *("・" + line for line in lines)])


def seats_text(seats: list[dict[str, Any]]) -> str:
    """"2/4" (taken / all)."""
    taken = sum(1 for s in seats if s.get("kind") != "empty")
    return f"{taken}/{len(seats)}"


def cpu_level_label(game: dict[str, Any] | None, level: str | None) -> str:
    if not level:
        return ""
    for item in (game or {}).get("cpu_levels", []):
        if item.get("id") == level:
            return setting_label(str(item.get("label", level)))
    return level


def stamp_label(stamps: list[dict[str, Any]], stamp_id: str) -> str:
    for stamp in stamps:
        if stamp.get("id") == stamp_id:
            return str(stamp.get("label", stamp_id))  # a host text, rendered where it arrived
    return stamp_id
