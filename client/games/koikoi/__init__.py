"""The koi-koi table view (widgets and drawing only; the rules live on the host)."""

from collections.abc import Iterator

from client.games.koikoi import deck
from client.games.koikoi.view import KoikoiView

GAME_VIEW = KoikoiView


def translatable() -> Iterator[tuple[str, str]]:
    """The view's own tables, translated from a variable: each card's name (tooltips, the log)
    and the kind over each pile (tools/build_translations.py)."""
    for card in range(48):
        yield "KoikoiCards", deck.name(card)
    for kind in deck.KIND_ORDER:
        yield "PileWidget", kind


__all__ = ["GAME_VIEW", "KoikoiView", "translatable"]
