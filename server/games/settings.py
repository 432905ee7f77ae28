"""Table settings: the schema a game declares, the client builds its table form from and the
host validates with (``Setting``), and the check of a table's values against it.

Labels, help and choice labels are Japanese, the source language; each is also a text of the
game's catalog (``<game>.setting.<key>``, ``...help``, ``...choice.<n>``; see
``Game.declared_texts``), so a refusal can name a setting in the reader's language.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from protocol.host_texts import HOST
from protocol.texts import Text, in_japanese


class SettingsError(ValueError):
    """Table settings that do not fit the game's schema."""

    code: ClassVar[str] = "bad_settings"

    def __init__(self, text: Text | str) -> None:
        self.text = text
        super().__init__(self.message)

    @property
    def message(self) -> str:
        return in_japanese(self.text)


# --------------------------------------------------------------------------------------------
# Settings schema: the client builds its table-creation form from it, the host validates with it.
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Choice:
    value: Any
    label: str  # Japanese, shown in the form


@dataclass(frozen=True)
class Group:
    """A named part of a ``subset`` setting's values, offered by the picker as one button that
    selects them all; ``family`` names the row of buttons it sits in (「五色百人一首」)."""

    label: str  # Japanese: 「青」, 「1字決まり」
    values: tuple[Any, ...]
    family: str = ""  # Japanese; groups of one family share a row


@dataclass(frozen=True)
class When:
    """A setting that matters only while another setting of the schema has one of ``values``
    (the colours ticked count only when 取り札の選び方 is 「色で選ぶ」). The host still checks
    it; the form greys it out and leaves it out of summaries otherwise."""

    key: str
    values: tuple[Any, ...]


SETTING_KINDS = ("bool", "int", "choice", "subset")


@dataclass(frozen=True)
class Setting:
    """One table setting. ``kind`` is

    * ``"bool"``, ``"int"`` (within ``minimum``..``maximum``) or ``"choice"`` (one of
      ``choices``);
    * ``"subset"``: a set of values, each one of ``choices`` (or, without choices, an int within
      ``minimum``..``maximum``), at least ``min_count`` and at most ``max_count`` of them; the
      default is a tuple, the value on the wire and after ``check`` a list in the order of
      ``choices`` (ascending for an int range) without duplicates. ``groups`` are the quick
      selections the picker offers, ``unit`` counts them (「枚」).

    Any kind may sit in a ``section``: the form shows the settings of one section as one button
    with that label (and a summary of their values) that opens them in a dialog (karuta's
    「取り札・読み札選択」). ``when`` makes a setting matter only while another has given values.
    ``reroll`` (an int): the form offers a button that picks another value at random, for a
    setting that is the seed of a draw (karuta's 「パラメータ再設定」, a button in the seed)."""

    key: str
    label: str
    kind: Literal["bool", "int", "choice", "subset"]
    default: Any
    choices: tuple[Choice, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    help: str = ""
    min_count: int | None = None
    max_count: int | None = None
    groups: tuple[Group, ...] = ()
    unit: str = "個"
    section: str = ""
    when: When | None = None
    reroll: bool = False

    def to_wire(self, domain: str = "") -> dict[str, Any]:
        """The setting as the client's form builds from it. With ``domain`` (the game's id) its
        labels travel as texts of the game's catalog (``texts``), which each client renders
        in its reader's language; a subset's items are the game's content and stay as they are."""
        def text(suffix: str, japanese: str) -> Any:
            if not domain or not japanese:
                return japanese
            return Text(f"{domain}.setting.{self.key}{suffix}").to_wire()

        data: dict[str, Any] = {
            "key": self.key,
            "label": text("", self.label),
            "kind": self.kind,
            "default": self.default_value(),
            "help": text(".help", self.help),
        }
        if self.kind in ("choice", "subset") and self.choices:
            data["choices"] = [{"value": c.value,
                                "label": c.label if self.kind == "subset" else text(f".choice.{n}", c.label)}
                               for n, c in enumerate(self.choices)]
        if self.kind == "int" or (self.kind == "subset" and not self.choices):
            data["min"] = self.minimum
            data["max"] = self.maximum
        if self.kind == "subset":
            data["min_count"] = self.min_count
            data["max_count"] = self.max_count
            data["unit"] = text(".unit", self.unit)
            data["groups"] = [{"label": text(f".group.{n}", g.label), "values": list(g.values),
                               "family": text(f".family.{n}", g.family)}
                              for n, g in enumerate(self.groups)]
        if self.section:
            data["section"] = text(".section", self.section)
        if self.when is not None:
            data["when"] = {"key": self.when.key, "values": list(self.when.values)}
        if self.reroll:
            data["reroll"] = True
        return data

    def default_value(self) -> Any:
        """The default as ``check`` would return it (a fresh list for a subset)."""
        return self.check(self.default) if self.kind == "subset" else self.default

    def check(self, value: Any, domain: str = "") -> Any:
        """Return ``value`` if it fits this setting (a subset: as a fresh list in canonical
        order), else raise SettingsError. ``domain``: the game whose setting it is, so that the
        refusal names the setting by its text (else by its Japanese label)."""
        name: Text | str = Text(f"{domain}.setting.{self.key}") if domain else self.label
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise SettingsError(HOST("settings.bool", setting=name))
        elif self.kind == "int":
            if not self._in_range(value):
                raise SettingsError(self._range_message(name))
        elif self.kind == "choice":
            if self._choice_index(value) is None:
                raise SettingsError(HOST("settings.choice", setting=name))
        elif self.kind == "subset":
            return self._check_subset(value, name)
        return value

    # -- the pieces of check --------------------------------------------------------------------

    def _in_range(self, value: Any) -> bool:
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        return not ((self.minimum is not None and value < self.minimum)
                    or (self.maximum is not None and value > self.maximum))

    def _range_message(self, name: Text | str) -> Text:
        key = "settings.int_range" if self.kind == "subset" else "settings.range"
        return HOST(key, setting=name, min=self.minimum if self.minimum is not None else "",
                    max=self.maximum if self.maximum is not None else "")

    def _choice_index(self, value: Any) -> int | None:
        """Where ``value`` is among the choices (same value, same type: True is not 1)."""
        return next((i for i, c in enumerate(self.choices)
                     if value == c.value and type(value) is type(c.value)), None)

    def _check_subset(self, value: Any, name: Text | str) -> list[Any]:
        if not isinstance(value, (list, tuple)):
            raise SettingsError(HOST("settings.list", setting=name))
        order: dict[Any, Any] = {}  # value -> its sort key
        for item in value:
            if self.choices:
                where = self._choice_index(item)
                if where is None:
                    raise SettingsError(HOST("settings.bad_value", setting=name, value=repr(item)[:40]))
            elif not self._in_range(item):
                if isinstance(item, bool) or not isinstance(item, int):
                    raise SettingsError(HOST("settings.bad_value", setting=name, value=repr(item)[:40]))
                raise SettingsError(self._range_message(name))
            else:
                where = item
            if item in order:
                raise SettingsError(HOST("settings.duplicate", setting=name, value=repr(item)[:40]))
            order[item] = where
        count = len(order)
        unit = self._unit_text(name)
        if self.min_count is not None and count < self.min_count:
            raise SettingsError(HOST("settings.too_few", setting=name, min=self.min_count, unit=unit,
                                     count=count))
        if self.max_count is not None and count > self.max_count:
            raise SettingsError(HOST("settings.too_many", setting=name, max=self.max_count, unit=unit,
                                     count=count))
        return sorted(order, key=order.__getitem__)

    def _unit_text(self, name: Text | str) -> Text | str:
        """The unit counted, as the game's text when the setting is named by one."""
        return Text(f"{name.code}.unit") if isinstance(name, Text) else self.unit

    def texts(self) -> dict[str, str]:
        """This setting's Japanese texts as codes of its game's catalog (``Game.declared_texts``):
        ``setting.<key>`` the label, ``.help``, ``.unit``, ``.section``, ``.choice.<n>`` (not
        for a subset, whose items are the game's content), ``.group.<n>``, ``.family.<n>``."""
        base = f"setting.{self.key}"
        found = {base: self.label}
        if self.help:
            found[f"{base}.help"] = self.help
        if self.kind == "subset":
            found[f"{base}.unit"] = self.unit
        if self.section:
            found[f"{base}.section"] = self.section
        if self.kind != "subset":  # a subset's choices are the game's own content (karuta's poems)
            for n, choice in enumerate(self.choices):
                found[f"{base}.choice.{n}"] = choice.label
        for n, group in enumerate(self.groups):
            found[f"{base}.group.{n}"] = group.label
            if group.family:
                found[f"{base}.family.{n}"] = group.family
        return found


def validate_settings(schema: tuple[Setting, ...], given: Any, domain: str = "") -> dict[str, Any]:
    """Fill defaults and check every value; unknown keys are an error. A table stored before a
    setting existed gets that setting's default. ``domain``: the game's id (its texts)."""
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise SettingsError(HOST("settings.not_a_map"))
    known = {s.key: s for s in schema}
    unknown = [k for k in given if k not in known]
    if unknown:
        raise SettingsError(HOST("settings.unknown", keys=", ".join(str(k)[:32] for k in unknown[:8])))
    return {s.key: s.check(given[s.key], domain) if s.key in given else s.default_value() for s in schema}


def setting_applies(setting: Setting, values: dict[str, Any]) -> bool:
    """Whether ``setting`` matters with these values (its ``when`` holds, or it has none)."""
    return setting.when is None or values.get(setting.when.key) in setting.when.values


