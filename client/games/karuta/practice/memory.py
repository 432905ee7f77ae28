"""札配置暗記練習 (memory practice), the model: no Qt, every random choice from the seeded RNG it
holds (issue 10, 「Practice modes」; seed ＜「札配置暗記練習モードへ」ボタン＞).

A round goes through four phases, as the window shows them:

1. ``setup`` (★暗記練習開始前画面): how many cards, which ones (the 取り札 selection of
   server/games/karuta/settings.py: all 100, 五色百人一首 colours, 決まり字 lengths), the reading mode;
2. ``memorize``: the cards lie on the field as in a match — half on each side, laid out by
   field.py's ``auto_layout`` (三段, a left and a right group) — until the player says 「覚えた」;
3. ``recall``: the cards are hidden; their poems are read in a random order; for each the player
   points at the place where its card lay. Right or wrong is known at once and the card leaves
   the field either way (as a taken card does), so the blank places left are the unanswered ones;
4. ``review``: 正解数/枚数, the mean and per-card answer time, the mistakes, the true places.

Times are seconds on whatever clock the caller passes (the window passes ``time.monotonic``).
An answer's time runs from the moment its poem began to be read (``ask``) to the click.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from protocol.texts import Text, in_japanese
from server.games.karuta import settings as karuta_settings
from server.games.karuta.field import Slot, auto_layout
from server.games.karuta.kimariji import STATIC
from server.games.karuta.texts import TEXTS

COUNTS = (10, 25, 50)  # the before-start screen's choices: a few, a side's worth, a match's 50
DEFAULT_COUNT = 25
READING_MODES = ("voice", "text")
MIN_CARDS = 2  # one on each side

SETUP, MEMORIZE, RECALL, REVIEW = "setup", "memorize", "recall", "review"


class PracticeError(ValueError):
    """A request the practice cannot follow: a text of the game's catalog (``practice.*``,
    server/games/karuta/texts.py) the window renders in the interface's language; the round is
    left as it was."""

    def __init__(self, text: Text) -> None:
        super().__init__(in_japanese(text))
        self.text = text


@dataclass(frozen=True)
class MemorySetup:
    """What the before-start screen chose. ``selection`` holds the 取り札 settings keys of
    server/games/karuta/settings.py (``torifuda`` and its colour / 決まり字 boxes)."""

    count: int = DEFAULT_COUNT
    selection: dict[str, Any] = field(default_factory=lambda: {"torifuda": "all"})
    reading: str = "voice"

    def pool(self) -> list[int]:
        """The cards the field is drawn from (settings.py's ``chosen_torifuda``)."""
        return karuta_settings.chosen_torifuda(self.selection)

    def field_count(self) -> int:
        """How many cards lie on the field: the count asked for, at most the selection's size
        and the 50 of a match."""
        return min(self.count, len(self.pool()), karuta_settings.FIELD_MAX)

    def check(self) -> None:
        if self.reading not in READING_MODES:
            raise PracticeError(TEXTS("practice.reading_mode"))
        if isinstance(self.count, bool) or not isinstance(self.count, int) or self.count < MIN_CARDS:
            raise PracticeError(TEXTS("practice.too_few"))  # MIN_CARDS
        how = self.selection.get("torifuda", "all")
        if how == "colors" and not self.pool():
            raise PracticeError(TEXTS("practice.no_color"))
        if how == "kimariji" and not self.pool():
            raise PracticeError(TEXTS("practice.no_length"))
        if self.field_count() < MIN_CARDS:
            raise PracticeError(TEXTS("practice.too_few_chosen"))


@dataclass(frozen=True)
class Answer:
    """One recall: the poem read, where the player pointed, where its card lay, how long it
    took (seconds from the start of its reading)."""

    poem: int
    chosen: Slot
    truth: Slot
    seconds: float

    @property
    def correct(self) -> bool:
        return self.chosen == self.truth


@dataclass(frozen=True)
class Review:
    """The review screen's numbers."""

    answers: tuple[Answer, ...]
    total: int
    memorize_seconds: float

    @property
    def correct(self) -> int:
        return sum(1 for a in self.answers if a.correct)

    @property
    def mistakes(self) -> tuple[Answer, ...]:
        return tuple(a for a in self.answers if not a.correct)

    @property
    def mean_seconds(self) -> float:
        return sum(a.seconds for a in self.answers) / len(self.answers) if self.answers else 0.0

    def by_kimariji(self) -> dict[int, tuple[int, int]]:
        """Per 決まり字 length: (correct, answered)."""
        out: dict[int, tuple[int, int]] = {}
        for a in self.answers:
            right, seen = out.get(STATIC[a.poem], (0, 0))
            out[STATIC[a.poem]] = (right + a.correct, seen + 1)
        return dict(sorted(out.items()))


def deal(setup: MemorySetup, rng: random.Random) -> tuple[dict[int, Slot], list[int]]:
    """The field and the reading order: ``field_count`` cards drawn from the selection, the
    first half (rounded up) on side 0 and the rest on side 1, each side laid out as in a match
    (field.py ``auto_layout``); the reading order a shuffle of the same cards."""
    setup.check()
    cards = rng.sample(setup.pool(), setup.field_count())
    near = (len(cards) + 1) // 2
    layout: dict[int, Slot] = {}
    for side, numbers in enumerate((sorted(cards[:near]), sorted(cards[near:]))):
        layout.update(auto_layout(numbers, side, rng))
    order = list(cards)
    rng.shuffle(order)
    return layout, order


class MemoryRound:
    """One round of 札配置暗記練習, from the before-start screen to the review."""

    def __init__(self, seed: int) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.setup = MemorySetup()
        self.phase = SETUP
        self.places: dict[int, Slot] = {}
        self.order: list[int] = []
        self.answers: list[Answer] = []
        self.memorize_from = 0.0
        self.memorize_seconds = 0.0
        self.asked_at: float | None = None

    # -- looking -------------------------------------------------------------------------------

    @property
    def current(self) -> int | None:
        """The poem being asked now (recall), else None."""
        if self.phase != RECALL or len(self.answers) >= len(self.order):
            return None
        return self.order[len(self.answers)]

    def remaining(self) -> dict[int, Slot]:
        """The places still blank (cards not answered yet), poem -> slot."""
        done = {a.poem for a in self.answers}
        return {p: s for p, s in self.places.items() if p not in done}

    def poem_at(self, slot: Slot) -> int | None:
        return next((p for p, s in self.places.items() if s == slot), None)

    # -- the phases ----------------------------------------------------------------------------

    def start(self, setup: MemorySetup, now: float) -> None:
        """「開始」: deal the field and begin memorising (from the setup or the review:
        「もう一度」 deals a new field from the same RNG)."""
        if self.phase not in (SETUP, REVIEW):
            raise PracticeError(TEXTS("practice.not_now"))
        self.places, self.order = deal(setup, self.rng)  # raises before anything changes
        self.setup = setup
        self.answers = []
        self.asked_at = None
        self.memorize_from = now
        self.memorize_seconds = 0.0
        self.phase = MEMORIZE

    def memorized(self, now: float) -> None:
        """「覚えた」: the cards are hidden and the reading begins."""
        if self.phase != MEMORIZE:
            raise PracticeError(TEXTS("practice.not_now"))
        self.memorize_seconds = max(0.0, now - self.memorize_from)
        self.phase = RECALL

    def ask(self, now: float) -> int:
        """The current poem begins to be read: its answer time starts now."""
        poem = self.current
        if poem is None:
            raise PracticeError(TEXTS("practice.not_now"))
        self.asked_at = now
        return poem

    def answer(self, slot: Slot, now: float) -> Answer:
        """The player points at ``slot`` for the poem being read. Only a blank place counts
        (a card still to be answered lay there); anything else raises and changes nothing."""
        poem = self.current
        if poem is None or self.asked_at is None:
            raise PracticeError(TEXTS("practice.not_now"))
        if slot not in self.remaining().values():
            raise PracticeError(TEXTS("practice.no_card_there"))
        result = Answer(poem, slot, self.places[poem], max(0.0, now - self.asked_at))
        self.answers.append(result)
        self.asked_at = None
        if len(self.answers) == len(self.order):
            self.phase = REVIEW
        return result

    def abandon(self) -> None:
        """「やめる」 / 「設定を変える」: back to the before-start screen; the field is kept until
        the next start deals a new one."""
        self.phase = SETUP
        self.asked_at = None

    def review(self) -> Review:
        if self.phase != REVIEW:
            raise PracticeError(TEXTS("practice.not_now"))
        return Review(tuple(self.answers), len(self.order), self.memorize_seconds)


__all__ = ["COUNTS", "Answer", "MemoryRound", "MemorySetup", "PracticeError", "Review", "deal"]
