"""What an engine raises for an action it does not take.

Malformed input and illegal moves are different things (python-chess keeps the same split):
``MalformedAction`` for an action that is not one of the game's actions at all,
``RuleError`` for one the rules forbid now (``NotYourTurn`` when the seat has nothing to do).
Each carries a ``Text`` (a message code of the game's catalog, or the host's) that the client
renders in its reader's language; none changes the state. ``Unchanged`` is not an error.
"""

from __future__ import annotations

from typing import ClassVar

from protocol.host_texts import HOST
from protocol.texts import Text, in_japanese


class GameError(Exception):
    """Base of every error an engine raises for a bad action."""

    code: ClassVar[str] = "game_error"

    def __init__(self, text: Text | str, *, rule: str = "") -> None:
        self.text = text
        # the rule's name: given, else the text's own code without its domain ("follow_count")
        self.rule = rule or (text.code.split(".", 1)[1] if isinstance(text, Text) else "")
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """The text in Japanese (logs, tests)."""
        return in_japanese(self.text)


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

    def __init__(self, text: Text | str | None = None, *, rule: str = "turn") -> None:
        super().__init__(text if text is not None else HOST("action.not_your_turn"), rule=rule)


class Unchanged(Exception):  # noqa: N818 (not an error: an accepted action with no effect)
    """Raised by ``act`` for an action that is accepted but changes nothing at all, not even the
    game's clock (a karuta hand that moved without beginning or ending a technique). The host
    then logs no step and sends no view: a pointer that moves ten times a second costs neither
    a row in the action log nor a view to everyone. Never a GameError: the sender is not told
    anything went wrong."""
