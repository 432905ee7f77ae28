"""The koi-koi table view (widgets and drawing only; the rules live on the host)."""

from collections.abc import Iterator

from PySide6.QtCore import QT_TRANSLATE_NOOP

from client.games.koikoi import deck
from client.games.koikoi.view import KoikoiView

GAME_VIEW = KoikoiView
# a person who leaves mid-match: what the CPU does in their place (the table's leave dialog)
CPU_STANDS_IN = QT_TRANSLATE_NOOP("TableWindow", "CPUが代わりに打ちます")


def translatable() -> Iterator[tuple[str, str]]:
    """The view's own tables, translated from a variable: each card's name (tooltips, the log)
    and the kind over each pile (tools/build_translations.py)."""
    for card in range(48):
        yield "KoikoiCards", deck.name(card)
    for kind in deck.KIND_ORDER:
        yield "PileWidget", kind


__all__ = ["CPU_STANDS_IN", "GAME_VIEW", "KoikoiView", "translatable"]
