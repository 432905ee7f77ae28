"""One side's name plate: face icon, name, 親, score, こいこい count, current yaku, 切断中."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QVBoxLayout, QWidget

from client.games.koikoi.face_icon import FaceIcon


class PlayerBar(QWidget):
    face_clicked = Signal(str)  # the character id

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.face = FaceIcon(56)
        self.name = QLabel()
        self.status = QLabel()
        self.yaku = QLabel()
        self.yaku.setWordWrap(True)
        for label in (self.name, self.status, self.yaku):
            label.setStyleSheet("color: #f6efde; font-family: IPAexGothic;")
        self.name.setStyleSheet(
            "color: #ffffff; font-family: IPAexGothic; font-weight: bold; font-size: 15px;"
        )
        text = QVBoxLayout()
        text.setSpacing(1)
        text.addWidget(self.name)
        text.addWidget(self.status)
        text.addWidget(self.yaku)
        row = QHBoxLayout(self)
        row.setContentsMargins(4, 2, 4, 2)
        row.addWidget(self.face)
        row.addLayout(text, 1)
        self.character = ""
        self.face.clicked.connect(lambda: self.face_clicked.emit(self.character))

    def show_side(self, view: dict[str, Any], seat: int, shell_seat: dict[str, Any] | None) -> None:
        character = view["characters"][seat]
        self.character = character["id"]
        self.face.set_character(
            character["id"], active=view["turn"] == seat and bool(view["legal"] or True)
        )
        # the player's own name; the character is the face (its name in the face's tooltip)
        shown = str(shell_seat.get("name")) if shell_seat and shell_seat.get("name") else character["name"]
        self.face.setToolTip(character["name"])
        if view["dealer"] == seat:
            shown += "　" + self.tr("親")
        if (
            shell_seat
            and shell_seat.get("kind") == "human"
            and not shell_seat.get("connected", True)
        ):
            shown += "　" + self.tr("切断中")
        self.name.setText(shown)
        koikoi = view["koikoi"][seat]
        status = self.tr("{0}点").format(view["scores"][seat])
        status += "　" + self.tr("手札 {0}枚").format(view["hand_counts"][seat])
        if koikoi:
            status += "　" + self.tr("こいこい×{0}").format(koikoi)
        self.status.setText(status)
        yaku = view["yaku"][seat]
        if yaku:
            parts = "・".join(f"{y['name']} {y['points']}" for y in yaku)
            self.yaku.setText(self.tr("役: {0}（計{1}点）").format(parts, view["yaku_total"][seat]))
        else:
            self.yaku.setText(self.tr("役: なし"))
