"""One player's board: character and speed gauge, face-up chips, pentacles, used cards, the card
chosen (hidden until the reveal) or revealed this round."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.deltacle.drawing import SEAT_COLORS, draw_card, draw_chip, draw_gauge, font
from client.games.deltacle.texts import character_name, play_label, tr

PENTACLE_POINTS = {1: 5, 3: 3, 2: 1}


class PlayerBoard(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setFixedHeight(118)
        self.player: dict[str, Any] | None = None
        self.name = ""
        self.phase = "control"
        self.is_you = False
        self.deciding = False
        self.points: int | None = None

    def sizeHint(self) -> QSize:
        return QSize(330, 118)

    def set_player(self, player: dict[str, Any], name: str, phase: str, is_you: bool,
                   deciding: bool, points: int | None) -> None:
        self.player, self.name, self.phase = player, name, phase
        self.is_you, self.deciding, self.points = is_you, deciding, points
        self.setToolTip(player.get("effect", ""))
        self.update()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt name)
        self._paint()

    def _paint(self) -> None:
        pl = self.player
        p = QPainter(self)
        p.setRenderHint(QPainter.Antialiasing)
        seat_color = SEAT_COLORS[(pl["seat"] if pl else 0) % len(SEAT_COLORS)]
        bg = QColor("#2b2840") if not self.is_you else QColor("#33304f")
        p.setPen(QPen(seat_color, 3 if self.deciding else 1.5))
        p.setBrush(bg)
        p.drawRoundedRect(QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5), 8, 8)
        if pl is None:
            return
        w = self.width()
        # title line
        p.setPen(QColor("white"))
        p.setFont(font(10, True))
        title = f"{self.name}  {character_name(pl['character'])}"
        if pl["blessing"]:
            title += tr("  ★祝福")
        p.drawText(QRectF(10, 4, w - 20, 20), Qt.AlignLeft | Qt.AlignVCenter, title)
        status = self._status()
        p.setPen(QColor("#ffe27a"))
        p.setFont(font(9, True))
        p.drawText(QRectF(10, 4, w - 20, 20), Qt.AlignRight | Qt.AlignVCenter, status)
        # speed gauge
        draw_gauge(p, QRectF(10, 27, min(w * 0.55, 210), 18), pl["min_speed"], pl["max_speed"], pl["speed"], pl["seat"])
        p.setPen(QColor("#d8d2f0"))
        p.setFont(font(8))
        speed_text = tr("速度 {0}").format(pl["speed"])
        if pl.get("move_speed") and pl["move_speed"] != pl["speed"]:
            speed_text += tr(" (移動{0})").format(pl["move_speed"])
        p.drawText(QRectF(min(w * 0.55, 210) + 16, 27, 110, 18), Qt.AlignLeft | Qt.AlignVCenter, speed_text)
        # face-up chips
        p.setFont(font(8))
        p.drawText(QRectF(10, 50, 40, 18), Qt.AlignLeft | Qt.AlignVCenter, tr("表向き"))
        for k, color in enumerate(pl["faceup"]):
            draw_chip(p, QPointF(58 + k * 20, 59), 8, color)
        # pentacles
        x0 = 58 + max(3, len(pl["faceup"])) * 20 + 10
        p.setPen(QColor("#d8d2f0"))
        p.drawText(QRectF(x0, 50, 60, 18), Qt.AlignLeft | Qt.AlignVCenter, tr("ペンタクル"))
        x = x0 + 62
        for pent in pl["pentacles"]:
            p.setPen(QPen(QColor("#c9b07a"), 1))
            p.setBrush(QColor("#1a1828"))
            p.drawRoundedRect(QRectF(x - 2, 49, 50, 20), 4, 4)
            for k, color in enumerate(pent):
                draw_chip(p, QPointF(x + 7 + k * 15, 59), 6.5, color, glyph=False)
            p.setPen(QColor("#ffe27a"))
            p.setFont(font(7, True))
            p.drawText(QRectF(x - 2, 68, 50, 12), Qt.AlignCenter, tr("{0}点").format(PENTACLE_POINTS[len(set(pent))]))
            p.setFont(font(8))
            x += 56
        # cards: hand count, used (revealed) and face-down discards
        p.setPen(QColor("#d8d2f0"))
        p.setFont(font(8))
        p.drawText(QRectF(10, 84, 90, 26), Qt.AlignLeft | Qt.AlignVCenter,
                   tr("手札{0}枚 使用済み").format(pl["hand_count"]))
        x = 104
        for card in pl["used"]:
            draw_card(p, QRectF(x, 84, 19, 26), card)
            x += 22
        for k in range(pl["hidden_used_count"]):
            known = pl["hidden_used"][k] if k < len(pl["hidden_used"]) else None
            draw_card(p, QRectF(x, 84, 19, 26), known, face_down=known is None)
            x += 22
        if self.points is not None:
            p.setPen(QColor("#ffe27a"))
            p.setFont(font(13, True))
            p.drawText(QRectF(w - 90, 80, 80, 32), Qt.AlignRight | Qt.AlignVCenter, tr("{0}点").format(self.points))
        elif pl.get("played"):
            p.setPen(QColor("#b8b0d8"))
            p.setFont(font(7))
            label = tr("今回") if self.phase == "resolve" else tr("前の手番")
            p.drawText(QRectF(w - 110, 90, 72, 14), Qt.AlignRight | Qt.AlignVCenter, label)
            draw_card(p, QRectF(w - 34, 78, 24, 34), pl["played"]["card"], direction=pl["played"].get("direction"))
        p.end()

    def _status(self) -> str:
        pl = self.player
        assert pl is not None
        if self.phase == "control":
            return tr("選択済み") if pl["chosen"] else tr("選択中…")
        if self.phase == "resolve":
            text = play_label(pl["played"]) if pl.get("played") else ""
            if pl.get("awakened"):
                text += tr(" 覚醒!")
            if pl["pos"] is None:
                text += tr(" 追突された")
            return text
        return ""
