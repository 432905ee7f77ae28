"""The table's side panel (seats, result, ready/start/CPU/leave): exactly as wide as the widest
of its buttons and boxes needs, in the language and type size shown, so no word is cut and the
game keeps the rest of the window. What wraps (the seat list, the result) wraps to that width."""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtWidgets import QSizePolicy, QVBoxLayout, QWidget

LEAST = 200  # px: never narrower than this, so the seat names have room


class PanelLayout(QVBoxLayout):
    """The panel's column. Its width is fixed, so its height does not depend on the width
    offered: a scroll area around it then gives it the height it has, not its widest wish."""

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name)
        return False


class SidePanel(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.measured: list[QWidget] = []  # the widgets whose whole text must fit
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Preferred)

    def needed_width(self) -> int:
        return max([LEAST, *(w.sizeHint().width() for w in self.measured)])

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.needed_width(), super().sizeHint().height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(self.needed_width(), super().minimumSizeHint().height())
