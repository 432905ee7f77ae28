"""Every dialog of the shell, written once: the theme's margins, an opening sentence if it has
one, its body, and a row of buttons whose main action is the vermilion one; sized to what it
holds (again whenever what it holds asks for another size), never larger than the free area of its screen
(a long body scrolls inside ``FitScrollArea``), and centred over the window it belongs to."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from client.ui.theme import SPACE_M, SPACE_S, role

FRAME_ROOM = QSize(24, 56)  # what a window manager's frame and title bar take around a dialog
TITLE_BAR = 30  # of that, above the window: placed before it is framed, it leaves this room


class FitScrollArea(QScrollArea):
    """A frameless scroll area that asks for its whole content (Qt's own caps its wish at 24
    lines) and can be squeezed to a few lines when the screen is short: then it scrolls."""

    def __init__(self, content: QWidget, parent: QWidget | None = None, least_lines: int = 6) -> None:
        super().__init__(parent)
        self.least_lines = least_lines
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(content)
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)
        content.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the content's wish changed: so did ours
        return super().eventFilter(watched, event)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        content = self.widget()
        hint = content.sizeHint() if content is not None else QSize(0, 0)
        return QSize(hint.width() + self.verticalScrollBar().sizeHint().width(), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        content = self.widget()
        width = content.minimumSizeHint().width() if content is not None else 0
        height = min(self.sizeHint().height(), self.fontMetrics().lineSpacing() * self.least_lines)
        return QSize(width + self.verticalScrollBar().sizeHint().width(), height)


def screen_room(widget: QWidget) -> tuple[QSize, object]:
    """The room a window may take on the screen of ``widget`` (its free area less a frame), and
    that free area."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    area = screen.availableGeometry()
    return area.size() - FRAME_ROOM, area


def fit_window(window: QWidget, anchor: QWidget | None = None) -> None:
    """Size ``window`` to what it holds, within its screen's free area, and centre it over
    ``anchor`` (its parent window by default), kept inside the screen."""
    room, area = screen_room(anchor or window)
    layout = window.layout()
    hint = window.sizeHint()
    if layout is not None and layout.hasHeightForWidth():  # wrapped text: as tall as it needs
        hint.setHeight(max(hint.height(), layout.totalHeightForWidth(hint.width())))
    size = hint.expandedTo(window.minimumSizeHint()).boundedTo(room)
    window.resize(size)
    over = anchor.window() if anchor is not None else None
    centre = over.frameGeometry().center() if over is not None and over.isVisible() else area.center()
    side = FRAME_ROOM.width() // 2
    x = max(area.left() + side, min(centre.x() - size.width() // 2, area.right() - size.width() - side))
    y = max(area.top() + TITLE_BAR,
            min(centre.y() - size.height() // 2, area.bottom() - size.height() - (FRAME_ROOM.height() - TITLE_BAR)))
    window.move(x, y)


class FitOnShow(QObject):
    """Runs ``fit_window`` on a window the first time it is shown (its layout complete by
    then), then goes."""

    def __init__(self, window: QWidget, anchor: QWidget | None = None) -> None:
        super().__init__(window)
        self.window, self.anchor = window, anchor
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.window.removeEventFilter(self)
            fit_window(self.window, self.anchor)
            self.deleteLater()
        return False


def grow_window(window: QWidget, wanted: QSize) -> None:
    """Make ``window`` at least ``wanted`` (a practice's table after its setup), as far as its
    screen's free area allows, and keep it inside that area; never shrink it."""
    room, area = screen_room(window)
    size = window.size().expandedTo(wanted.boundedTo(room))
    if size == window.size():
        return
    window.resize(size)
    frame = window.frameGeometry()
    x = max(area.left(), min(frame.left(), area.right() - frame.width()))
    y = max(area.top(), min(frame.top(), area.bottom() - frame.height()))
    window.move(x, y)


class Dialog(QDialog):
    def __init__(self, title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.body = QVBoxLayout(self)
        self.body.setContentsMargins(SPACE_M * 2, SPACE_M * 2, SPACE_M * 2, SPACE_M)
        self.body.setSpacing(SPACE_S)
        self.buttons: QDialogButtonBox | None = None
        self.ok_button: QPushButton | None = None  # the main action, once add_buttons made it
        self._fitted_to: QSize | None = None  # the size hint the dialog was last fitted to

    def add_lead(self, text: str) -> QLabel:
        """The dialog's opening sentence: what it is for."""
        label = role(QLabel(text), "lead")
        label.setWordWrap(True)
        self.body.addWidget(label)
        return label

    def add_buttons(self, accept: str | None = None, reject: str | None = None,
                    close: str | None = None) -> QDialogButtonBox:
        """The button row: ``accept`` (Ok, the main action, in vermilion), ``reject`` (Cancel:
        キャンセル and the like), or a lone ``close`` (Close)."""
        Standard = QDialogButtonBox.StandardButton
        box = QDialogButtonBox()
        for standard, text in ((Standard.Ok, accept), (Standard.Cancel, reject), (Standard.Close, close)):
            if text is not None:
                box.addButton(standard).setText(text)
        self.ok_button = box.button(Standard.Ok)
        if self.ok_button is not None:
            role(self.ok_button, "primary")
        box.accepted.connect(self.accept)
        box.rejected.connect(self.reject)
        self.body.addSpacing(SPACE_S)
        self.body.addWidget(box)
        self.buttons = box
        return box

    def fit(self) -> None:
        """Size to the contents within the screen and centre over the parent window."""
        fit_window(self, self.parentWidget())

    def refit(self) -> None:
        """``fit`` if what the dialog holds asks for another size than when it was last
        fitted (a new game's rules, an error shown): never a gap, never a cut."""
        hint = self.sizeHint()
        if hint != self._fitted_to:
            self._fitted_to = hint
            self.fit()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        if self._fitted_to is None:
            self.refit()
        super().showEvent(event)

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest and self.isVisible():
            self.refit()  # the layout has taken in the change: its size hint is current
        return handled
