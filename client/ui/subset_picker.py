"""Choosing a set of values for a ``subset`` setting (docs/PROTOCOL.md, the settings schema):
``SubsetEditor`` is the form's row (how many are chosen and a 「選ぶ…」 button), ``SubsetPicker``
the dialog behind it: every choice as a check box in a grid, numbered down the columns, the
schema's ``groups`` as quick buttons in rows by ``family`` (karuta: the five colours of
五色百人一首 and the 決まり字 lengths), all / none, a filter, and the count with the schema's
bounds. Generic and text-only: a game's picker needs no code here, only its schema."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from client.ui.dialog import Dialog
from client.ui.texts import setting_label
from client.ui.theme import role

INT_RANGE_LIMIT = 1000
GRID_ROOM = 260  # what the picker's other rows and a window frame take of the screen's height  # an int-range subset with more values than this gets no picker grid


def subset_choices(setting: dict[str, Any]) -> list[tuple[Any, str]]:
    """(value, label) of every value the setting offers, in the schema's order: its ``choices``,
    or each int of ``min``..``max``."""
    choices = setting.get("choices")
    if isinstance(choices, list) and choices:
        return [(c.get("value"), setting_label(str(c.get("label", c.get("value")))))
                for c in choices if isinstance(c, dict)]
    low, high = setting.get("min"), setting.get("max")
    if isinstance(low, int) and isinstance(high, int) and 0 <= high - low < INT_RANGE_LIMIT:
        return [(v, str(v)) for v in range(low, high + 1)]
    return []


def canonical(setting: dict[str, Any], values: Any) -> list[Any]:
    """``values`` as the host wants them: only values the setting offers, once each, in the
    schema's order (an old or foreign list loses what no longer fits)."""
    if not isinstance(values, (list, tuple)):
        return []
    offered = [value for value, _ in subset_choices(setting)]
    return [o for o in offered if any(o == v and type(o) is type(v) for v in values)]


def count_bounds(setting: dict[str, Any]) -> tuple[int | None, int | None]:
    low, high = setting.get("min_count"), setting.get("max_count")
    return (low if isinstance(low, int) else None, high if isinstance(high, int) else None)


class SubsetPicker(Dialog):
    """The dialog: ``values()`` is the choice in the schema's order once accepted."""

    COLUMNS = 5

    def __init__(self, setting: dict[str, Any], values: list[Any], parent: QWidget | None = None) -> None:
        super().__init__(setting_label(str(setting.get("label") or setting.get("key", ""))), parent)
        self.setting = setting
        self.unit = setting_label(str(setting.get("unit") or "個"))
        layout = self.body
        help_text = setting_label(str(setting.get("help") or ""))
        if help_text:
            self.add_lead(help_text)
        self.boxes: list[tuple[Any, QCheckBox]] = []
        self.group_buttons: dict[str, QPushButton] = {}
        layout.addLayout(self._quick_rows())
        layout.addWidget(self._grid())
        bottom = QHBoxLayout()
        self.count_label = QLabel()
        bottom.addWidget(self.count_label, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = role(buttons.button(QDialogButtonBox.StandardButton.Ok), "primary")
        self.ok_button.setText(self.tr("決定"))
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(self.tr("キャンセル"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        bottom.addWidget(buttons)
        layout.addLayout(bottom)
        self.set_values(values)

    # -- building ---------------------------------------------------------------------------------

    def _quick_rows(self) -> QVBoxLayout:
        """One row per family of groups, then all / none and the filter."""
        rows = QVBoxLayout()
        families: dict[str, list[dict[str, Any]]] = {}
        for group in self.setting.get("groups") or []:
            if isinstance(group, dict) and isinstance(group.get("values"), list):
                families.setdefault(str(group.get("family") or ""), []).append(group)
        for family, groups in families.items():
            row = QHBoxLayout()
            if family:
                row.addWidget(QLabel(self.tr("%1：").replace("%1", setting_label(family))))
            for group in groups:
                label = setting_label(str(group.get("label", "")))
                button = QPushButton(label)
                button.setToolTip(self.tr("%1の%2%3を選ぶ（全部選んであれば外す）")
                                  .replace("%1", label).replace("%2", str(len(group["values"])))
                                  .replace("%3", self.unit))
                button.clicked.connect(lambda _=False, values=group["values"]: self.toggle_group(values))
                self.group_buttons[label] = button
                row.addWidget(button)
            row.addStretch(1)
            rows.addLayout(row)
        row = QHBoxLayout()
        self.all_button = QPushButton(self.tr("すべて選ぶ"))
        self.none_button = QPushButton(self.tr("すべて外す"))
        self.all_button.clicked.connect(lambda: self._set_all(True))
        self.none_button.clicked.connect(lambda: self._set_all(False))
        self.filter_edit = QLineEdit()
        self.filter_edit.setPlaceholderText(self.tr("絞り込み（番号・文字）"))
        self.filter_edit.setClearButtonEnabled(True)
        self.filter_edit.setMinimumWidth(self.filter_edit.fontMetrics().horizontalAdvance(
            self.filter_edit.placeholderText()) + 40)
        self.filter_edit.textChanged.connect(self._filter)
        row.addWidget(self.all_button)
        row.addWidget(self.none_button)
        row.addStretch(1)
        row.addWidget(self.filter_edit)
        rows.addLayout(row)
        return rows

    def _grid(self) -> QScrollArea:
        """The check boxes, numbered down the columns (1–20 in the first of five, …)."""
        inner = QWidget()
        grid = QGridLayout(inner)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(2)
        choices = subset_choices(self.setting)
        per_column = max(1, -(-len(choices) // self.COLUMNS))
        for i, (value, label) in enumerate(choices):
            box = QCheckBox(label)
            box.toggled.connect(self._update_count)
            self.boxes.append((value, box))
            grid.addWidget(box, i % per_column, i // per_column)
        grid.setRowStretch(per_column, 1)
        area = QScrollArea()
        area.setWidgetResizable(True)
        area.setWidget(inner)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setMinimumWidth(inner.sizeHint().width() + area.verticalScrollBar().sizeHint().width() + 4)
        screen = self.screen().availableGeometry().height() if self.screen() else 768
        area.setMinimumHeight(min(inner.sizeHint().height() + 4, max(200, screen - GRID_ROOM)))
        return area

    # -- choosing ---------------------------------------------------------------------------------

    def values(self) -> list[Any]:
        return [value for value, box in self.boxes if box.isChecked()]

    def set_values(self, values: list[Any]) -> None:
        chosen = canonical(self.setting, values)
        for value, box in self.boxes:
            box.setChecked(any(value == v and type(value) is type(v) for v in chosen))
        self._update_count()

    def toggle_group(self, values: list[Any]) -> None:
        """A quick button: select the group's values, or clear them when all are selected."""
        members = [box for value, box in self.boxes if any(value == v and type(value) is type(v) for v in values)]
        on = not all(box.isChecked() for box in members)
        for box in members:
            box.setChecked(on)

    def _set_all(self, on: bool) -> None:
        for _, box in self.boxes:
            if box.isVisibleTo(self) or not self.filter_edit.text():  # all / none act on what is shown
                box.setChecked(on)

    def _filter(self, text: str) -> None:
        needle = text.strip()
        for value, box in self.boxes:
            box.setVisible(not needle or needle in box.text() or needle == str(value))

    def _update_count(self) -> None:
        count = len(self.values())
        low, high = count_bounds(self.setting)
        text = self.tr("選択中：%1%2（全%3%2）").replace("%1", str(count)).replace("%2", self.unit) \
            .replace("%3", str(len(self.boxes)))
        problem = ""
        if low is not None and count < low:
            problem = self.tr("%1%2以上選んでください").replace("%1", str(low)).replace("%2", self.unit)
        elif high is not None and count > high:
            problem = self.tr("%1%2までにしてください").replace("%1", str(high)).replace("%2", self.unit)
        self.count_label.setText(text if not problem else self.tr("%1　%2").replace("%1", text).replace("%2", problem))
        self.ok_button.setEnabled(not problem)


class SubsetEditor(QWidget):
    """The form's editor for a subset: 「N枚を選択中」 and a button opening the picker."""

    changed = Signal()

    def __init__(self, setting: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setting = setting
        self.unit = setting_label(str(setting.get("unit") or "個"))
        self._values: list[Any] = canonical(setting, setting.get("default"))
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.count_label = QLabel()
        self.button = QPushButton(self.tr("選ぶ…"))
        self.button.clicked.connect(self.pick)
        layout.addWidget(self.count_label, 1)
        layout.addWidget(self.button)
        self._show()
        self.picker: SubsetPicker | None = None

    def values(self) -> list[Any]:
        return list(self._values)

    def set_values(self, values: Any) -> None:
        self._values = canonical(self.setting, values)
        self._show()
        self.changed.emit()

    def pick(self) -> bool:
        """Open the picker; True when it was accepted (the values are then taken)."""
        self.picker = SubsetPicker(self.setting, self._values, self)
        try:
            if self.picker.exec() != QDialog.DialogCode.Accepted:
                return False
            self.set_values(self.picker.values())
            return True
        finally:
            self.picker.deleteLater()
            self.picker = None

    def summary(self) -> str:
        return self.tr("%1%2").replace("%1", str(len(self._values))).replace("%2", self.unit)

    def _show(self) -> None:
        self.count_label.setText(self.tr("%1%2を選択中").replace("%1", str(len(self._values)))
                                 .replace("%2", self.unit))
