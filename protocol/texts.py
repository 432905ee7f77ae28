"""Texts as message codes: the host says what happened, each client says it in its own language.

Nothing the host makes for people to read travels as a sentence. It travels as a ``Text``: a
message code and its parameters, ``{"code": "daifugo.follow_count", "params": {"count": 2}}``.
Each code belongs to a ``Catalog`` (a domain: ``host`` for the host itself, a game's id for a
game) that gives its Japanese template, ``"場と同じ枚数（{count}枚）で出してください。"``.
Japanese is the source language: a client renders a text by translating the template with Qt
(context: the domain, disambiguation: the code; English lives in the .ts files) and filling in
the parameters, rendered in turn. The headless host renders its own log the same way from the
.ts files (``protocol.ts_catalog``), without Qt.

A parameter is a number, a string shown as it is (a name people chose, a poem, kana on a card),
another ``Text`` (a yaku's name, a CPU level), or a list of those (joined as the language joins
lists). Templates name their parameters (``{count}``), so translators see what goes where.

This module imports nothing but the standard library: the host, the games, tools and the
client all use it.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Union

Param = Union[int, float, str, "Text", list["Param"]]

CODE_PATTERN = re.compile(r"^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$")
_FORMATTER = string.Formatter()


@dataclass(frozen=True)
class Text:
    """A message code and its parameters: what a client renders in its reader's language."""

    code: str
    params: Mapping[str, Param] = field(default_factory=dict)

    @property
    def domain(self) -> str:
        """The catalog the code belongs to: ``"host"`` or a game's id."""
        return self.code.split(".", 1)[0]

    def to_wire(self) -> dict[str, Any]:
        if not self.params:
            return {"code": self.code, "params": {}}
        return {"code": self.code, "params": {k: param_to_wire(v) for k, v in self.params.items()}}

    def __str__(self) -> str:
        return in_japanese(self)


def param_to_wire(value: Param) -> Any:
    if isinstance(value, Text):
        return value.to_wire()
    if isinstance(value, (list, tuple)):
        return [param_to_wire(v) for v in value]
    return value


def is_wire_text(value: Any) -> bool:
    """Whether ``value`` is a ``Text`` as it travels: a map of exactly a ``code`` (a dotted
    message code) and its ``params`` (a map)."""
    return (isinstance(value, dict) and len(value) == 2 and isinstance(value.get("params"), dict)
            and isinstance(value.get("code"), str) and CODE_PATTERN.match(value["code"]) is not None)


def from_wire(value: Any) -> Any:
    """A wire value back as ``Text`` (recursively), or the plain value it is."""
    if is_wire_text(value):
        return Text(value["code"], {str(k): from_wire(v) for k, v in value["params"].items()})
    if isinstance(value, list):
        return [from_wire(v) for v in value]
    return value


def placeholders(template: str) -> tuple[str, ...]:
    """The parameter names a template uses, in order of first use."""
    names: list[str] = []
    for _literal, name, _spec, _conversion in _FORMATTER.parse(template):
        if name is not None and name not in names:
            names.append(name)
    return tuple(names)


class Catalog:
    """One domain's message codes and their Japanese templates, declared where the texts are
    made (a game's ``texts.py`` beside its rules; ``protocol/host_texts.py`` for the host).

    ``catalog("follow_count", count=2)`` is the ``Text`` ``daifugo.follow_count``; an unknown
    code or a parameter the template does not name (or a name it lacks) is a programming error,
    raised at once (``KeyError``/``TypeError``), so a playout test finds it."""

    def __init__(self, domain: str, templates: Mapping[str, str]) -> None:
        if not re.fullmatch(r"[a-z][a-z0-9_]*", domain):
            raise ValueError(f"bad catalog domain {domain!r}")
        self.domain = domain
        self.templates: dict[str, str] = {}
        self._names: dict[str, frozenset[str]] = {}
        self._bare: dict[str, Text] = {}  # the texts without parameters, each made once (a view asks often)
        self.extend(templates)
        _CATALOGS[domain] = self

    def extend(self, templates: Mapping[str, str]) -> None:
        """More codes (a game's texts derived from its declarations: settings, CPU levels)."""
        self._bare.clear()
        for key, template in templates.items():
            code = f"{self.domain}.{key}"
            if not CODE_PATTERN.match(code):
                raise ValueError(f"bad message code {code!r}")
            self.templates[code] = template
            self._names[code] = frozenset(placeholders(template))

    def __call__(self, key: str, /, **params: Param) -> Text:
        if not params and key in self._bare:
            return self._bare[key]
        code = f"{self.domain}.{key}"
        names = self._names.get(code)
        if names is None:
            raise KeyError(f"no message {code!r} in the {self.domain} catalog")
        if names != params.keys():
            raise TypeError(f"{code} takes {sorted(names)}, given {sorted(params)}")
        text = Text(code, params)
        if not params:
            self._bare[key] = text
        return text

    def __contains__(self, code: object) -> bool:
        return code in self.templates

    def template(self, code: str) -> str:
        return self.templates[code]

    def items(self) -> Iterable[tuple[str, str]]:
        return self.templates.items()

    def to_wire(self) -> dict[str, str]:
        """Every code's Japanese template, as a client receives a game's (``welcome``)."""
        return dict(self.templates)


_CATALOGS: dict[str, Catalog] = {}


def catalogs() -> dict[str, Catalog]:
    """Every catalog made in this process, by domain (the host's and each game's once imported)."""
    return dict(_CATALOGS)


def in_japanese(value: Any) -> str:
    """A text (or a plain value) rendered in Japanese, the source language, from every catalog
    this process knows: for the host's own log in Japanese, tests and exception messages."""
    return Renderer(_CATALOGS.values())(value)


Translate = Callable[[str, str, str], str]
"""(domain, Japanese template, code) -> the template in the reader's language."""


def japanese(domain: str, template: str, code: str) -> str:
    """The source language: the template as it is."""
    return template


class Renderer:
    """Turns texts into sentences in one language: looks up each code's Japanese template in
    the catalogs it knows, translates it, and fills in the parameters, rendering those too.
    A code no catalog knows (a newer host) is shown as the code itself with its parameters, so
    nothing is ever lost."""

    def __init__(self, catalogs: Iterable[Catalog | tuple[str, Mapping[str, str]]] = (),
                 translate: Translate = japanese, list_separator: str = "、") -> None:
        self.templates: dict[str, str] = {}
        self.translate = translate
        self.list_separator = list_separator
        for catalog in catalogs:
            self.add(catalog)

    def add(self, catalog: Catalog | tuple[str, Mapping[str, str]]) -> None:
        """A catalog, or (domain, {code: template}) as a game's arrives in ``welcome``."""
        if isinstance(catalog, Catalog):
            self.templates.update(catalog.templates)
        else:
            _domain, templates = catalog
            self.templates.update({str(k): str(v) for k, v in templates.items()})

    def __call__(self, value: Any) -> str:
        """A ``Text``, its wire form, a list of them, or a plain value (shown as it is)."""
        if isinstance(value, Text):
            return self._render(value.code, value.params)
        if is_wire_text(value):
            return self._render(value["code"], value["params"])
        if isinstance(value, (list, tuple)):
            return self.list_separator.join(self(v) for v in value)
        if value is None:
            return ""
        return str(value)

    def _render(self, code: str, params: Mapping[str, Any]) -> str:
        template = self.templates.get(code)
        if template is None:
            shown = ", ".join(f"{k}={self(v)}" for k, v in params.items())
            return f"[{code}{': ' + shown if shown else ''}]"
        text = self.translate(code.split(".", 1)[0], template, code) or template
        values = {name: self(v) for name, v in params.items()}
        try:
            return text.format_map(_Missing(values))
        except (ValueError, IndexError):  # a broken translation: the source still reads
            return template.format_map(_Missing(values))


class _Missing(dict):
    """Leaves a placeholder no parameter fills as it is (``{count}``), never raises."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


__all__ = ["Catalog", "Param", "Renderer", "Text", "catalogs", "from_wire", "in_japanese",
           "is_wire_text", "japanese", "param_to_wire", "placeholders"]
