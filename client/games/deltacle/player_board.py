"""One player's board: character and speed gauge, face-up chips, pentacles, used cards, the card
chosen (hidden until the reveal) or revealed this round."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from client.games.deltacle.drawing import SEAT_COLORS, draw_card, draw_chip, draw_gauge, font
from client.games.deltacle.texts import character_name, play_label, tr

PENTACLE_POINTS = {1: 5, 3: 3, 2: 1}


BOARD_HEIGHT = 82  # four boards, your hand and the log fit a 1366×768 screen's table


class PlayerBoard(QWidget):
    """Three rows: name and status; speed gauge, hand count and used cards; face-up chips and
    pentacles. The card played this round (or the final points) sits at the right end."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Expanding, QSizePolicy.Fixed)
        self.setFixedHeight(BOARD_HEIGHT)
        self.player: dict[str, Any] | None = None
        self.name = ""
        self.phase = "control"
        self.is_you = False
        self.deciding = False
        self.points: int | None = None

    def sizeHint(self) -> QSize:
        return QSize(420, BOARD_HEIGHT)

    def minimumSizeHint(self) -> QSize:
        return QSize(380, BOARD_HEIGHT)

    def set_player(self, player: dict[str, Any], name: str, phase: str, is_you: bool,
                   deciding: bool, points: int | None) -> None:
        self.player, self.name, self.phase = player, name, phase
        self.is_you, self.deciding, self.points = is_you, deciding, points
        self.setToolTip(str(player.get("effect", "")))  # the host's text, rendered as it arrived
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
        right = w - 44  # the played card's column
        # row 1: name, character, blessing; the status at the right
        p.setFont(font(9, True))
        status = self._status()
        status_w = QFontMetricsF(p.font()).horizontalAdvance(status) + 4
        p.setPen(QColor("#ffe27a"))
        p.drawText(QRectF(10, 3, w - 20, 18), Qt.AlignRight | Qt.AlignVCenter, status)
        p.setPen(QColor("white"))
        p.setFont(font(10, True))
        title = f"{self.name}  {character_name(pl['character'])}"
        if pl["blessing"]:
            title += tr("  ★祝福")
        title_rect = QRectF(10, 3, max(40.0, w - 24 - status_w), 18)
        title = QFontMetricsF(p.font()).elidedText(title, Qt.ElideRight, title_rect.width())
        p.drawText(title_rect, Qt.AlignLeft | Qt.AlignVCenter, title)
        # row 2: speed gauge and speed; hand count and the cards used so far
        gauge_w = min(w * 0.38, 190)
        draw_gauge(p, QRectF(10, 24, gauge_w, 16), pl["min_speed"], pl["max_speed"], pl["speed"], pl["seat"])
        p.setPen(QColor("#d8d2f0"))
        p.setFont(font(8))
        metrics = QFontMetricsF(p.font())
        speed_text = tr("速度 {0}").format(pl["speed"])
        if pl.get("move_speed") and pl["move_speed"] != pl["speed"]:
            speed_text += tr(" (移動{0})").format(pl["move_speed"])
        x = gauge_w + 16
        p.drawText(QRectF(x, 24, metrics.horizontalAdvance(speed_text) + 2, 16),
                   Qt.AlignLeft | Qt.AlignVCenter, speed_text)
        x += metrics.horizontalAdvance(speed_text) + 12
        used_text = tr("手札{0}枚 使用済み").format(pl["hand_count"])
        p.drawText(QRectF(x, 24, metrics.horizontalAdvance(used_text) + 2, 16),
                   Qt.AlignLeft | Qt.AlignVCenter, used_text)
        x += metrics.horizontalAdvance(used_text) + 6
        used = [(card, False) for card in pl["used"]]
        for k in range(pl["hidden_used_count"]):
            known = pl["hidden_used"][k] if k < len(pl["hidden_used"]) else None
            used.append((known, known is None))
        step = min(17.0, (right - 4 - x - 14) / max(1, len(used) - 1)) if len(used) > 1 else 17.0
        for k, (card, face_down) in enumerate(used):
            draw_card(p, QRectF(x + k * step, 22, 14, 20), card, face_down=face_down)
        # row 3: face-up chips, then the pentacles with their points
        p.setPen(QColor("#d8d2f0"))
        p.setFont(font(8))
        faceup_label = tr("表向き")
        p.drawText(QRectF(10, 46, 44, 18), Qt.AlignLeft | Qt.AlignVCenter, faceup_label)
        x = 10 + metrics.horizontalAdvance(faceup_label) + 10
        for k, color in enumerate(pl["faceup"]):
            draw_chip(p, QPointF(x + k * 18, 55), 7.5, color)
        x += max(3, len(pl["faceup"])) * 18 + 6
        pentacle_label = tr("ペンタクル")
        p.drawText(QRectF(x, 46, metrics.horizontalAdvance(pentacle_label) + 2, 18),
                   Qt.AlignLeft | Qt.AlignVCenter, pentacle_label)
        x += metrics.horizontalAdvance(pentacle_label) + 6
        for pent in pl["pentacles"]:
            p.setPen(QPen(QColor("#c9b07a"), 1))
            p.setBrush(QColor("#1a1828"))
            p.drawRoundedRect(QRectF(x - 2, 45, 50, 20), 4, 4)
            for k, color in enumerate(pent):
                draw_chip(p, QPointF(x + 7 + k * 15, 55), 6.5, color, glyph=False)
            p.setPen(QColor("#ffe27a"))
            p.setFont(font(7, True))
            p.drawText(QRectF(x - 2, 65, 50, 12), Qt.AlignCenter, tr("{0}点").format(PENTACLE_POINTS[len(set(pent))]))
            p.setFont(font(8))
            x += 54
        if self.points is not None:
            p.setPen(QColor("#ffe27a"))
            p.setFont(font(13, True))
            p.drawText(QRectF(w - 90, 44, 80, 32), Qt.AlignRight | Qt.AlignVCenter, tr("{0}点").format(self.points))
        elif pl.get("played"):
            p.setPen(QColor("#b8b0d8"))
            p.setFont(font(7))
            label = tr("今回") if self.phase == "resolve" else tr("前の手番")
            p.drawText(QRectF(right - 4, 68, 42, 12), Qt.AlignCenter, label)
            draw_card(p, QRectF(right + 4, 24, 28, 42), pl["played"]["card"], direction=pl["played"].get("direction"))
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
