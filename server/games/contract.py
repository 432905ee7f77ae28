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
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from protocol.texts import Catalog, Text
from server.games.actions import (
    HOST_ACTIONS,
    Action,
    ActionSchemas,
    Event,
    check_action,
    check_shape,
    visible_events,
)
from server.games.errors import GameError, MalformedAction, NotYourTurn, RuleError, Unchanged
from server.games.settings import (
    SETTING_KINDS,
    Choice,
    Group,
    Setting,
    SettingsError,
    When,
    setting_applies,
    validate_settings,
)
from server.games.state import dump_state, load_state, plain_copy, rng_from_data, rng_state_to_data

View = dict[str, Any]


# --------------------------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Result:
    """How a match ended: per seat, rank (1 is best; ties share a rank) and points."""

    ranks: tuple[int, ...]
    points: tuple[int, ...]
    reason: Text | str = ""  # why it ended so, shown on the result screen

    def to_wire(self) -> dict[str, Any]:
        reason = self.reason.to_wire() if isinstance(self.reason, Text) else self.reason
        return {"ranks": list(self.ranks), "points": list(self.points), "reason": reason}


@dataclass(frozen=True)
class Mark:
    """A point of a game record to jump to (a hand, a round, a reading): a step whose public
    events include one of type ``event`` (with every ``where`` pair among its fields) starts
    the next such part. ``label`` is the code of a text whose template takes ``{n}``, the part's
    number, counted from ``first``: the game's own (``karuta.mark.reading``, 「{n}首目」), or the
    host's 「第{n}局」 by default."""

    event: str
    label: str = "host.record.mark.game"
    where: tuple[tuple[str, Any], ...] = ()
    first: int = 2  # 2 where the first hand is dealt by ``new`` without an event

    def matches(self, event: Event) -> bool:
        return event.get("type") == self.event and all(event.get(k) == v for k, v in self.where)


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


@dataclass(frozen=True)
class Media:
    """A piece of timed media a game releases to everyone at the table (a `media` message,
    docs/PROTOCOL.md): a slice of a reader's voice, a kana of its text. The host sends it at
    host time ``send_at`` (never earlier), to be played or shown at host time ``at``; ``key``
    names it among the game's media, so that it is sent once however often it is listed;
    ``body`` builds the message's own fields (``kind`` and its payload) when it is sent. Media are
    never logged: they follow from the state and the clock."""

    key: Hashable
    at: float
    send_at: float
    body: Callable[[], dict[str, Any]]

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
    texts: ClassVar[Catalog | None] = None
    """The game's own message codes and Japanese templates (``server/games/<id>/texts.py``):
    every refusal, result, log line and name the engine makes for people. ``catalog()`` adds
    the texts the game declares elsewhere (title, settings, CPU levels, record marks)."""
    record_marks: ClassVar[tuple[Mark, ...]] = (Mark("deal"), Mark("hand"),
                                                Mark("round", "host.record.mark.round"))
    """Where a game record's parts begin (``Mark``): by default each hand (a ``deal`` or a
    ``hand`` event) and each ``round``."""
    state_type: ClassVar[type | None] = None
    """The state's type (a dataclass of typed parts). When given, ``dump`` and ``load`` come
    from it (server/games/state.py)."""

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

    def resume(self, state: Any, since: float, now: float) -> list[Event]:
        """The host was down (a crash, a restart) from ``since`` until ``now``, both on the
        host's clock: go on as if that time had not passed. A game with a clock moves every
        moment its state holds by ``now - since`` (a turn timer keeps the time it had left);
        a game in the middle of something people had to hear or see in time (a karuta reading)
        starts it again from its beginning. Returns the events, as ``tick`` does (none: nothing
        changed, nothing is logged). The host logs the step like any other (a replay resumes
        where the match resumed). A game without a clock has nothing to do."""
        return []

    def media(self, state: Any) -> list[Media]:
        """The timed media of the state as it stands (``Media``): a game that plays something to
        the table in real time lists, after every step, what is still to be sent from now on.
        The host sends each at its ``send_at``; an item no longer listed after a step is not
        sent (a reading cut short or paused), one with a new key is scheduled (a reading read
        again after a pause lists new keys). Everyone at the table gets the same media. A game
        without any lists none."""
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

    def dump(self, state: Any) -> dict[str, Any]:
        """The whole state as msgpack-able data (RNG included), a fresh value. From
        ``state_type`` unless the game says otherwise."""
        if self.state_type is None:
            raise NotImplementedError(f"{self.id}: declare state_type or define dump")
        return dump_state(state)

    def load(self, data: dict[str, Any]) -> Any:
        """Inverse of ``dump``."""
        if self.state_type is None:
            raise NotImplementedError(f"{self.id}: declare state_type or define load")
        return load_state(self.state_type, data)

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
        """The settings as the client's form builds from them, their labels as texts."""
        self.catalog()  # the codes the labels travel as exist
        return [s.to_wire(self.id) for s in self.settings]

    def describe(self) -> dict[str, Any]:
        """What a client needs to know of this game (one entry of ``welcome``'s ``games``): its
        shape, settings and CPU levels, and every text of its catalog (``texts``), with which
        a client renders what the game says."""
        return {
            "id": self.id, "title": self.text("title").to_wire(), "kind": self.kind,
            "min_seats": self.min_seats, "max_seats": self.max_seats, "default_seats": self.default_seats,
            "settings": self.settings_schema(),
            "cpu_levels": [{"id": lv.id, "label": self.level_text(lv.id).to_wire()} for lv in self.cpu_levels],
            "stamps": self.stamps_allowed,
            "texts": self.catalog().to_wire(),
        }

    def validate_settings(self, given: Any) -> dict[str, Any]:
        return validate_settings(self.settings, given, self.id)

    # -- texts ------------------------------------------------------------------------------------

    def declared_texts(self) -> dict[str, str]:
        """The game's texts declared outside its catalog, by code: ``title``, each setting's
        (``Setting.texts``), each CPU level's label (``level.<id>``)."""
        found = {"title": self.title}
        for setting in self.settings:
            found.update(setting.texts())
        for level in self.cpu_levels:
            found[f"level.{level_key(level.id)}"] = level.label
        return found

    def catalog(self) -> Catalog:
        """Every text of this game: ``texts`` and ``declared_texts``, in the domain of its id."""
        catalog = _CATALOGS.get(type(self))
        if catalog is None:
            catalog = _CATALOGS[type(self)] = _catalog_of(self)
        return catalog

    def default_level(self) -> str | None:
        """The CPU level a seat gets when none is named (one standing in for a person who left):
        the middle one."""
        levels = self.cpu_levels
        return levels[len(levels) // 2].id if levels else None

    def level_text(self, level: str) -> Text:
        """A CPU level's label as a text of this game's catalog."""
        return Text(f"{self.id}.level.{level_key(level)}")

    def text(self, key: str, **params: Any) -> Text:
        """A text of this game's catalog (``"title"``, ``"setting.hands"``...)."""
        return self.catalog()(key, **params)


def level_key(level: str) -> str:
    """A CPU level id as a part of a message code (``"A"`` -> ``"a"``)."""
    return "".join(ch if ch.isascii() and ch.isalnum() else "_" for ch in level.lower())


_CATALOGS: dict[type[Game], Catalog] = {}


def _catalog_of(game: Game) -> Catalog:
    catalog = game.texts if game.texts is not None else Catalog(game.id, {})
    if catalog.domain != game.id:
        raise ValueError(f"{game.id}: its texts are in the domain {catalog.domain!r}")
    declared = {k: v for k, v in game.declared_texts().items() if f"{game.id}.{k}" not in catalog}
    catalog.extend(declared)
    return catalog


__all__ = [
    "HOST_ACTIONS", "SETTING_KINDS", "WAIT", "WAITS_FOR_EVERY_SEAT", "Action", "ActionSchemas",
    "Choice", "CpuLevel", "CpuPlan", "Event", "Game", "GameError", "Group", "MalformedAction",
    "Mark", "Media", "NotYourTurn", "Result", "RuleError", "Setting", "SettingsError", "Unchanged", "View",
    "When", "check_action", "check_shape", "level_key", "plain_copy", "rng_from_data",
    "rng_state_to_data", "setting_applies", "validate_settings", "visible_events",
]
