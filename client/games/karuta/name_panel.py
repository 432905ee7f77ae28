"""One side's name panel: the name (and COM grade), cards left, a COM's six parameters as the
match uses them (seed ＜級位＞＜パラメータ＞: the 級位 draws them; the settings only say 「級位から」,
so the panel is where the player sees what was drawn), and 「お手つき！N回」. A touch
that was safe (a card on the side where the read card lies) flashes the panel yellow (seed,
＜お手つき＞ ※). The 特殊技 this side made in the poem now in play show as a short label (a
囲い手 that lasts says so)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

FLASH_MS = 450
STYLE = (
    "#namePanel { background: %s; border: 2px solid %s; border-radius: 6px; }"
    " QLabel { color: #2b2118; font-family: IPAexGothic; }"
)
NORMAL = ("#f6efde", "#8c7a4a")
FLASH = ("#ffe34d", "#c9a400")


class NamePanel(QFrame):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("namePanel")
        self.name = QLabel()
        self.name.setStyleSheet("font-size: 15px; font-weight: bold;")
        self.name.setWordWrap(True)
        self.detail = QLabel()
        self.detail.setWordWrap(True)
        self.detail.setStyleSheet("font-size: 12px;")
        self.params = QLabel()
        self.params.setWordWrap(True)
        self.params.setStyleSheet("font-size: 11px; color: #5a4d2c;")
        self.params.hide()
        self.fouls = QLabel()
        self.fouls.setStyleSheet("font-size: 14px; font-weight: bold; color: #c0201f;")
        self.technique = QLabel()
        self.technique.setStyleSheet("font-size: 14px; font-weight: bold; color: #1f4fe0;")
        self.technique.setWordWrap(True)
        self.technique.hide()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 5, 8, 5)
        layout.setSpacing(2)
        layout.addWidget(self.name)
        layout.addWidget(self.detail)
        layout.addWidget(self.params)
        layout.addWidget(self.fouls)
        layout.addWidget(self.technique)
        self.flashing = False
        self._flash_timer = QTimer(self, singleShot=True, interval=FLASH_MS)
        self._flash_timer.timeout.connect(self._unflash)
        self._paint_state()

    def show_side(self, side: dict[str, Any], name: str, shell_seat: dict[str, Any] | None,
                  you: bool) -> None:
        if you:
            name = self.tr("{0}（あなた）").format(name)
        com = side.get("com")
        grade = self.tr("{0}級").format(com["grade"]) if com and com.get("grade") else ""
        if grade and grade not in name:  # a CPU seat's name already says 「CPU1（C級）」
            name += "　" + grade
        if shell_seat and shell_seat.get("kind") == "human" and not shell_seat.get("connected", True):
            name += "　" + self.tr("切断中")
        self.name.setText(name)
        self.detail.setText(self.tr("自陣 {0}枚").format(side.get("cards", 0)))
        params = self.params_text(com or {})
        self.params.setText(params)
        self.params.setVisible(bool(params))
        fouls = int(side.get("fouls", 0))
        self.fouls.setText(self.tr("お手つき！{0}回").format(fouls) if fouls else "")
        self.fouls.setVisible(bool(fouls))

    def params_text(self, com: dict[str, Any]) -> str:
        """「決まり字7　暗記5　反応6」「手速さ8　聴き分け6　攻め」 for a COM that has said its
        parameters (from its 「start」 on); empty for a person."""
        names = (("kimariji", self.tr("決まり字")), ("anki", self.tr("暗記")),
                 ("hanno", self.tr("反応")), ("tebayasa", self.tr("手速さ")),
                 ("kikiwake", self.tr("聴き分け")))
        # a parameter's name and its value: 「決まり字7」, "kimariji 7"
        parts = [self.tr("{0}{1}").format(label, com[key]) for key, label in names
                 if isinstance(com.get(key), int)]
        senpo = {"mamori": self.tr("守り"), "seme": self.tr("攻め"),
                 "mukei": self.tr("無形")}.get(str(com.get("senpo")))
        if senpo:
            parts.append(senpo)
        # two lines of three, so that no parameter's name is broken across lines
        return "\n".join("　".join(parts[i:i + 3]) for i in range(0, len(parts), 3))

    def technique_name(self, entry: dict[str, Any]) -> str:
        names = {"modorite": self.tr("戻り手"), "watarite": self.tr("渡り手"),
                 "kakoite": self.tr("囲い手"), "kakoite_yaburi": self.tr("囲い手破り")}
        name = names.get(str(entry.get("name")), str(entry.get("label", "")))
        if entry.get("name") == "kakoite" and entry.get("active"):
            return self.tr("{0}中").format(name)
        return name

    def show_techniques(self, entries: list[dict[str, Any]]) -> None:
        """The 特殊技 of the poem in play, in the order they happened (a 囲い手 made twice
        shows once, lasting if either lasts)."""
        shown: dict[str, dict[str, Any]] = {}
        for entry in entries:
            name = str(entry.get("name"))
            if name not in shown or entry.get("active"):
                shown[name] = entry
        text = "　".join(self.technique_name(e) for e in shown.values())
        self.technique.setText(text + ("！" if text else ""))
        self.technique.setVisible(bool(text))

    def flash(self) -> None:
        """The safe touch: yellow for a moment."""
        self.flashing = True
        self._paint_state()
        self._flash_timer.start()

    def _unflash(self) -> None:
        self.flashing = False
        self._paint_state()

    def _paint_state(self) -> None:
        colours = FLASH if self.flashing else NORMAL
        self.setStyleSheet(STYLE % colours)


__all__ = ["NamePanel"]
