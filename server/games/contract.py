"""The game contract: the one small interface every game engine implements.

The host, persistence, spectators, replays and CPU seats work for every game through this
interface alone (docs/ARCHITECTURE.md, "The game contract"). A game is a pure, deterministic
engine: all chance comes from the seeded RNG kept in its state, so a game replays exactly from
its seed and action log.

Four kinds of game ride on it:

* turn-based (daifugō, koi-koi): one seat has ``legal`` actions at a time;
* simultaneous (Deltacle): several seats have ``legal`` actions, the engine resolves once all
  have chosen;
* real-time (karuta): the host owns the clock, ``now`` stamps each action on arrival, and
  ``tick``/``deadline`` drive the schedule; a CPU seat says *when* it will act (``cpu_plan``);
* vote-based (the word game): everyone accepts or rejects, the engine counts; a vote's time
  limit is a ``deadline``, and a CPU seat may decline to act now (``cpu_plan``).

Nothing here imports the network, Qt or the host.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

Action = dict[str, Any]
"""An action is a msgpack-able map with a ``type`` key, e.g. ``{"type": "play", "cards": [..]}``."""

Event = dict[str, Any]
"""What happened, as a msgpack-able map with a ``type`` key. Events are public: every seat and
spectator may see every event. An event meant for one seat only carries ``"to": seat`` and the
host delivers it to that seat alone."""

View = dict[str, Any]


# --------------------------------------------------------------------------------------------
# Errors: malformed input and illegal moves are different things (python-chess keeps the same
# split). Both carry a Japanese message a player can read; neither changes the state.
# --------------------------------------------------------------------------------------------


class GameError(Exception):
    """Base of every error an engine raises for a bad action."""

    code: ClassVar[str] = "game_error"

    def __init__(self, message: str, *, rule: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule


class MalformedAction(GameError):
    """The action is not a well-formed action of this game (unknown type, wrong fields)."""

    code = "malformed_action"


class RuleError(GameError):
    """The action is well formed but the rules forbid it now. ``rule`` names the rule
    (``"follow_form"``, ``"not_in_hand"``, ...) so tests and logs can tell rules apart."""

    code = "illegal_action"


class NotYourTurn(RuleError):
    """The seat has no action to take now."""

    code = "not_your_turn"

    def __init__(self, message: str = "いまはあなたの番ではありません。", *, rule: str = "turn") -> None:
        super().__init__(message, rule=rule)


class Unchanged(Exception):  # noqa: N818 (not an error: an accepted action with no effect)
    """Raised by ``act`` for an action that is accepted but changes nothing at all, not even the
    game's clock (a karuta hand that moved without beginning or ending a technique). The host
    then logs no step and sends no view: a pointer that moves ten times a second costs neither
    a row in the action log nor a view to everyone. Never a GameError: the sender is not told
    anything went wrong."""


HOST_ACTIONS = ("away", "back")
"""Action types only the host sends (``Game.pauses_when_away``)."""


def check_shape(action: Any, shapes: dict[str, dict[str, type | tuple[type, ...]]],
                required: dict[str, tuple[str, ...]] | None = None) -> str:
    """The action's ``type`` once its shape is right, else MalformedAction: a map whose ``type``
    is one of ``shapes`` and whose other keys are among that type's fields, each of its Python
    type(s) (a bool is never an int unless bool is named); every field is required unless
    ``required`` names the ones that are. Engines call it before anything else, so a field of
    the wrong type or an undeclared key is ``malformed_action`` in every game."""
    if not isinstance(action, dict):
        raise MalformedAction("操作の形式が正しくありません。")
    kind = action.get("type")
    if not isinstance(kind, str) or kind not in shapes:
        raise MalformedAction("知らない種類の操作です。")
    fields = shapes[kind]
    for key, value in action.items():
        if key == "type":
            continue
        if key not in fields:
            raise MalformedAction(f"操作に知らない項目「{key}」があります。")
        wanted = fields[key]
        if (isinstance(value, bool) and bool not in (wanted if isinstance(wanted, tuple) else (wanted,))) \
                or not isinstance(value, wanted):
            raise MalformedAction(f"操作の項目「{key}」の形式が正しくありません。")
    needed = fields if required is None else required.get(kind, ())
    missing = [key for key in needed if key not in action]
    if missing:
        raise MalformedAction(f"操作に項目「{missing[0]}」がありません。")
    return kind


class SettingsError(ValueError):
    """Table settings that do not fit the game's schema."""

    code: ClassVar[str] = "bad_settings"

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


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

    def to_wire(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "key": self.key,
            "label": self.label,
            "kind": self.kind,
            "default": self.default_value(),
            "help": self.help,
        }
        if self.kind in ("choice", "subset") and self.choices:
            data["choices"] = [{"value": c.value, "label": c.label} for c in self.choices]
        if self.kind == "int" or (self.kind == "subset" and not self.choices):
            data["min"] = self.minimum
            data["max"] = self.maximum
        if self.kind == "subset":
            data["min_count"] = self.min_count
            data["max_count"] = self.max_count
            data["unit"] = self.unit
            data["groups"] = [{"label": g.label, "values": list(g.values), "family": g.family}
                              for g in self.groups]
        if self.section:
            data["section"] = self.section
        if self.when is not None:
            data["when"] = {"key": self.when.key, "values": list(self.when.values)}
        if self.reroll:
            data["reroll"] = True
        return data

    def default_value(self) -> Any:
        """The default as ``check`` would return it (a fresh list for a subset)."""
        return self.check(self.default) if self.kind == "subset" else self.default

    def check(self, value: Any) -> Any:
        """Return ``value`` if it fits this setting (a subset: as a fresh list in canonical
        order), else raise SettingsError."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise SettingsError(f"設定「{self.label}」はオンかオフで指定してください。")
        elif self.kind == "int":
            if not self._in_range(value):
                raise SettingsError(self._range_message())
        elif self.kind == "choice":
            if self._choice_index(value) is None:
                raise SettingsError(f"設定「{self.label}」に選べない値が指定されました。")
        elif self.kind == "subset":
            return self._check_subset(value)
        return value

    # -- the pieces of check --------------------------------------------------------------------

    def _in_range(self, value: Any) -> bool:
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        return not ((self.minimum is not None and value < self.minimum)
                    or (self.maximum is not None and value > self.maximum))

    def _range_message(self) -> str:
        return f"設定「{self.label}」は {self.minimum} から {self.maximum} の範囲の整数で指定してください。" \
            if self.kind == "subset" else (
                f"設定「{self.label}」は {self.minimum} から {self.maximum} の範囲で指定してください。")

    def _choice_index(self, value: Any) -> int | None:
        """Where ``value`` is among the choices (same value, same type: True is not 1)."""
        return next((i for i, c in enumerate(self.choices)
                     if value == c.value and type(value) is type(c.value)), None)

    def _check_subset(self, value: Any) -> list[Any]:
        if not isinstance(value, (list, tuple)):
            raise SettingsError(f"設定「{self.label}」は値の一覧（リスト）で指定してください。")
        order: dict[Any, Any] = {}  # value -> its sort key
        for item in value:
            if self.choices:
                where = self._choice_index(item)
                if where is None:
                    raise SettingsError(f"設定「{self.label}」に選べない値 {item!r} が含まれています。")
            elif not self._in_range(item):
                if isinstance(item, bool) or not isinstance(item, int):
                    raise SettingsError(f"設定「{self.label}」に選べない値 {item!r} が含まれています。")
                raise SettingsError(self._range_message())
            else:
                where = item
            if item in order:
                raise SettingsError(f"設定「{self.label}」に同じ値 {item!r} が2回含まれています。")
            order[item] = where
        count = len(order)
        if self.min_count is not None and count < self.min_count:
            raise SettingsError(f"設定「{self.label}」は{self.min_count}{self.unit}以上選んでください"
                                f"（いまは{count}{self.unit}）。")
        if self.max_count is not None and count > self.max_count:
            raise SettingsError(f"設定「{self.label}」は{self.max_count}{self.unit}までにしてください"
                                f"（いまは{count}{self.unit}）。")
        return sorted(order, key=order.__getitem__)


def validate_settings(schema: tuple[Setting, ...], given: Any) -> dict[str, Any]:
    """Fill defaults and check every value; unknown keys are an error. A table stored before a
    setting existed gets that setting's default."""
    if given is None:
        given = {}
    if not isinstance(given, dict):
        raise SettingsError("設定の形式が正しくありません。")
    known = {s.key: s for s in schema}
    unknown = [k for k in given if k not in known]
    if unknown:
        raise SettingsError(f"知らない設定があります: {', '.join(map(str, unknown))}")
    return {s.key: s.check(given[s.key]) if s.key in given else s.default_value() for s in schema}


def setting_applies(setting: Setting, values: dict[str, Any]) -> bool:
    """Whether ``setting`` matters with these values (its ``when`` holds, or it has none)."""
    return setting.when is None or values.get(setting.when.key) in setting.when.values


# --------------------------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    """How a match ended: per seat, rank (1 is best; ties share a rank) and points."""

    ranks: tuple[int, ...]
    points: tuple[int, ...]
    reason: str = ""  # Japanese, shown on the result screen

    def to_wire(self) -> dict[str, Any]:
        return {"ranks": list(self.ranks), "points": list(self.points), "reason": self.reason}


# --------------------------------------------------------------------------------------------
# The contract
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class CpuLevel:
    id: str  # "easy", "normal", "strong", ...
    label: str  # Japanese: やさしい / ふつう / つよい
    budget: float | None = None  # the level's own thinking time (s); the host's budget caps it

    def thinking_time(self, host_budget: float) -> float:
        """The budget ``cpu_choose`` gets: the level's own, never more than the host allows."""
        return host_budget if self.budget is None else min(self.budget, host_budget)


@dataclass(frozen=True)
class CpuPlan:
    """What a CPU seat means to do, decided from its view alone.

    * ``CpuPlan(action)``: take ``action`` now (the host adds its ``cpu_delay`` so people can
      follow); what every turn-based CPU does.
    * ``CpuPlan(action, at=t)``: take ``action`` at host time ``t`` (the clock ``now`` and the
      view's own times are on), e.g. a karuta touch due 0.4 s after the 決まり字 is heard.
    * ``CpuPlan(None)``: nothing for now (a voter still making up its mind, a player who could
      exchange a card at any moment but does not want to).

    A plan holds only while the seat's view stays as it was when the plan was made: as soon as
    the host sends that seat a different view, the plan is dropped and the CPU decides again."""

    action: Action | None
    at: float | None = None


WAIT = CpuPlan(None)

WAITS_FOR_EVERY_SEAT = frozenset({"turn", "simultaneous"})
"""The kinds of game that cannot go on until the seats ``waiting_on`` names have acted; in a
real-time or vote game a seat may let the moment pass."""


class Game(ABC):
    """A game's rules as a pure engine. Subclasses are stateless; the state is a separate value.

    ``State`` may be any Python object the game likes (a dataclass is usual) as long as
    ``dump``/``load`` turn it into msgpack-able data and back, exactly (RNG included).
    """

    id: ClassVar[str]  # "daifugo"; also the folder name under server/games/ and client/games/
    title: ClassVar[str]  # "大富豪"
    kind: ClassVar[Literal["turn", "simultaneous", "realtime", "vote"]]
    min_seats: ClassVar[int]
    max_seats: ClassVar[int]
    default_seats: ClassVar[int]
    settings: ClassVar[tuple[Setting, ...]] = ()
    cpu_levels: ClassVar[tuple[CpuLevel, ...]] = ()
    stamps_allowed: ClassVar[bool] = True

    # -- real time across a network (docs/ARCHITECTURE.md, "Fair timing") ----------------------

    client_clock_fields: ClassVar[tuple[str, ...]] = ()
    """Action fields that carry a moment on the acting person's own clock (seconds of their
    client's monotonic clock, as it also reports in every ``pong``). Before ``act`` the host
    turns each into host time with its estimate of that client's clock offset, never later than
    the action's arrival, and adds ``"rtt"``: its estimate of that client's round trip in
    seconds. A game with such fields therefore also accepts ``"rtt"`` in every action of a
    person; a CPU seat's actions carry neither (they happen at host time)."""

    pauses_when_away: ClassVar[bool] = False
    """The host tells the game when a person's seat drops and returns: it acts for that seat
    with ``{"type": "away"}`` when the connection is lost (no CPU plays the seat yet) and with
    ``{"type": "back"}`` when the person returns or a CPU stands in. Both are logged like any
    action, so a replay pauses where the match paused; no client may send them. A real-time game
    stops its clock while a seat is away."""

    # -- life cycle ---------------------------------------------------------------------------

    @abstractmethod
    def new(self, settings: dict[str, Any], seats: int, seed: int) -> Any:
        """A fresh game for ``seats`` players. ``settings`` is already validated."""

    def seat_players(self, state: Any, names: list[str | None]) -> None:
        """Told once, right after ``new``, who sits where: each seat's player name, or None for
        a CPU seat. A game that shows something per player (koi-koi's characters follow from the
        player's name) records it in the state; the default ignores it. Must be deterministic."""
        return None

    @abstractmethod
    def view(self, state: Any, seat: int | None) -> View:
        """Exactly what ``seat`` may see (``None``: a spectator). Must contain ``legal``: the
        list of actions this seat may take now (empty when it has none). Never contains another
        seat's hidden cards, the deck order or the RNG. Builds a fresh value every call."""

    def shared_view(self, state: Any) -> View:
        """The part of every view that is the same for every seat and spectator, if the game
        splits its view: the host builds and encodes it once per step and sends it with each
        seat's ``seat_view`` (a table of four sends one shared part, not four copies built
        apart). A game that splits must keep ``view(state, seat) == {**shared_view(state),
        **seat_view(state, seat)}`` with no key in both (tests/games/test_view_split.py checks
        it for every game). The default shares nothing."""
        return {}

    def seat_view(self, state: Any, seat: int | None) -> View:
        """The part of ``seat``'s view not in ``shared_view``: by default the whole view."""
        return self.view(state, seat)

    @abstractmethod
    def act(self, state: Any, seat: int, action: Action, now: float) -> list[Event]:
        """Validate and apply one action. Raises MalformedAction / RuleError / NotYourTurn and
        leaves the state unchanged when the action is not allowed."""

    def tick(self, state: Any, now: float) -> list[Event]:
        """Apply time-driven changes due at ``now``. Turn-based games have none. Whenever a tick
        changes the state it returns at least one event: the host logs exactly the ticks that
        returned events and replays them after a restart."""
        return []

    def deadline(self, state: Any) -> float | None:
        """When ``tick`` next needs to run (same clock as ``now``), or None. A real-time game
        that needs to know when it started answers a time in the past (0.0) until its first
        ``tick`` has set its clock from ``now``."""
        return None

    @abstractmethod
    def waiting_on(self, state: Any) -> tuple[int, ...]:
        """Seats that have at least one legal action now (the host drives CPU seats from this)."""

    @abstractmethod
    def result(self, state: Any) -> Result | None:
        """The match result once the match is over, else None."""

    # -- persistence ----------------------------------------------------------------------------

    @abstractmethod
    def dump(self, state: Any) -> dict[str, Any]:
        """The whole state as msgpack-able data (RNG included)."""

    @abstractmethod
    def load(self, data: dict[str, Any]) -> Any:
        """Inverse of ``dump``."""

    # -- CPU players ----------------------------------------------------------------------------

    @abstractmethod
    def cpu_choose(self, view: View, level: str, rng: random.Random, budget: float) -> Action:
        """A CPU seat's action, from the same view a human seat gets (it cannot peek), a seeded
        RNG and a thinking-time budget in seconds. Only called when ``view["legal"]`` is not
        empty."""

    def cpu_plan(self, view: View, level: str, rng: random.Random, budget: float) -> CpuPlan:
        """A CPU seat's plan (see ``CpuPlan``): what it will do and when. Called whenever the
        seat is among ``waiting_on`` and has no plan for its current view. The default plays
        ``cpu_choose`` at once; real-time and vote games override this to time an action or to
        wait. Like ``cpu_choose`` it sees only the seat's view and is a function of (view, level,
        rng, budget)."""
        return CpuPlan(self.cpu_choose(view, level, rng, budget))

    # -- help -------------------------------------------------------------------------------------

    def rules_help(self, lang: str = "ja") -> str:
        """The rules page (Markdown), including every house rule and every choice the seed
        document left open: ``rules.md`` beside the game's module (Japanese, the source), or
        ``rules.<lang>.md`` when the game has one in that language (``rules.en.md``)."""
        import importlib.resources

        folder = importlib.resources.files(type(self).__module__.rsplit(".", 1)[0])
        if lang != "ja" and lang.isalpha() and folder.joinpath(f"rules.{lang}.md").is_file():
            return folder.joinpath(f"rules.{lang}.md").read_text(encoding="utf-8")
        return folder.joinpath("rules.md").read_text(encoding="utf-8")

    def rules_languages(self) -> tuple[str, ...]:
        """The languages this game's rules page exists in ("ja" always first)."""
        import importlib.resources

        folder = importlib.resources.files(type(self).__module__.rsplit(".", 1)[0])
        others = sorted(p.name.split(".")[1] for p in folder.iterdir()
                        if p.name.startswith("rules.") and p.name.count(".") == 2 and p.name.endswith(".md"))
        return ("ja", *others)

    def settings_schema(self) -> list[dict[str, Any]]:
        return [s.to_wire() for s in self.settings]

    def validate_settings(self, given: Any) -> dict[str, Any]:
        return validate_settings(self.settings, given)


def rng_state_to_data(rng: random.Random) -> list[Any]:
    """A ``random.Random``'s state as msgpack-able data."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_data(data: list[Any]) -> random.Random:
    rng = random.Random()
    version, internal, gauss = data
    rng.setstate((version, tuple(internal), gauss))
    return rng
