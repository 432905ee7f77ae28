"""A table-settings form GENERATED from a game's settings schema (as the host sends it in the
welcome): bool -> QCheckBox, choice -> QComboBox, int -> QSpinBox, subset -> a count and a
picker (client/ui/subset_picker.py). Labels, help and choice labels pass through translation.
The settings of one ``section`` are a single row: a button with the section's name and a
one-line summary of their values, opening them in a dialog (client/ui/settings_section.py);
``values()`` still gives every key. A setting with ``when`` is greyed out (and left out of
summaries) while the setting it depends on has another value; an int with ``reroll`` (the
seed of a draw) has a 「引き直す」 button beside it. A new game's settings need no shell code."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from client.ui.elided_label import ElidedLabel
from client.ui.settings_section import SectionDialog
from client.ui.subset_picker import SubsetEditor, canonical
from client.ui.texts import applies, setting_label

ROWS_PER_COLUMN = 16
COLUMN_GAP = 24


class SettingsForm(QWidget):
    """``sections=False`` lays every setting out here, sections included (the section dialog's
    own form)."""

    changed = Signal()

    def __init__(self, schema: list[dict[str, Any]] | None = None, parent: QWidget | None = None,
                 sections: bool = True):
        super().__init__(parent)
        self.sections = sections
        self.outer = QVBoxLayout(self)
        self.outer.setContentsMargins(0, 0, 0, 0)
        self.body: QWidget | None = None
        self.rows: list[tuple[QWidget, QWidget | None]] = []
        self.editors: dict[str, QWidget] = {}
        self.labels: dict[str, QLabel] = {}
        self.section_values: dict[str, Any] = {}  # the values of settings behind a section button
        self.section_buttons: dict[str, QPushButton] = {}
        self.section_summaries: dict[str, ElidedLabel] = {}
        self.section_dialog: SectionDialog | None = None  # while a section's dialog is open
        self.reroll_buttons: dict[str, QPushButton] = {}  # 「引き直す」 of an int with ``reroll``
        self.schema: list[dict[str, Any]] = []
        self.set_schema(schema or [])

    def set_schema(self, schema: list[dict[str, Any]]) -> None:
        self.rows = []
        self.reroll_buttons = {}
        self.editors, self.labels, self.section_values = {}, {}, {}
        self.section_buttons, self.section_summaries = {}, {}
        self.schema = [s for s in schema if isinstance(s, dict) and s.get("key")]
        for setting in self.schema:
            section = self._section_of(setting)
            if section:
                self._add_to_section(section, setting)
                continue
            editor = self._editor(setting)
            if editor is None:
                continue
            help_text = setting_label(str(setting.get("help") or ""))
            if help_text:
                editor.setToolTip(help_text)
            label = QLabel(setting_label(str(setting.get("label") or setting["key"])))
            if help_text:
                label.setToolTip(help_text)
            self.editors[setting["key"]] = editor
            self.labels[setting["key"]] = label
            self.rows.append((label, self._with_reroll(setting, editor)))
            self._watch(editor)
        if not self.editors and not self.section_buttons:
            self.rows.append((QLabel(self.tr("このゲームに選べるルールはありません。")), None))
        self._lay_out()
        self._refresh()

    def _with_reroll(self, setting: dict[str, Any], editor: QWidget) -> QWidget:
        """The editor, or for an int that seeds a draw (``reroll``) the editor with a
        「引き直す」 button beside it that picks another value in its range at random."""
        if not setting.get("reroll") or not isinstance(editor, QSpinBox):
            return editor
        button = QPushButton(self.tr("引き直す"))
        button.setToolTip(self.tr("ほかの値をランダムに選びます。"))

        def draw_again() -> None:
            low, high = editor.minimum(), editor.maximum()
            if high > low:
                value = random.randint(low, high - 1)  # any value but the current one
                editor.setValue(value + 1 if value >= editor.value() else value)

        button.clicked.connect(draw_again)
        self.reroll_buttons[setting["key"]] = button
        field = QWidget()
        line = QHBoxLayout(field)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(editor, 1)
        line.addWidget(button)
        return field

    def _lay_out(self) -> None:
        """The rows in one column, or side by side in balanced columns of at most
        ``ROWS_PER_COLUMN`` (karuta's long form then fits a 1366×768 screen); under them, across
        the whole width, one row per section: its button and the summary."""
        if self.body is not None:
            self.body.setParent(None)  # gone from findChildren at once
            self.body.deleteLater()
        self.body = QWidget()
        whole = QVBoxLayout(self.body)
        whole.setContentsMargins(0, 0, 0, 0)
        columns = QHBoxLayout()  # no setSpacing: the forms would take it for their rows
        whole.addLayout(columns)
        for section, button in self.section_buttons.items():
            line = QHBoxLayout()
            line.addWidget(button)
            line.addWidget(self.section_summaries[section], 1)
            whole.addLayout(line)
        count = max(1, -(-len(self.rows) // ROWS_PER_COLUMN))
        per_column = max(1, -(-len(self.rows) // count))
        for start in range(0, len(self.rows), per_column):  # no rows (only sections): no column
            if start:
                columns.addSpacing(COLUMN_GAP)
            form = QFormLayout()
            for label, field in self.rows[start:start + per_column]:
                if field is None:
                    form.addRow(label)
                else:
                    form.addRow(label, field)
            columns.addLayout(form, 1)
        self.outer.addWidget(self.body)

    # -- sections -----------------------------------------------------------------------------

    def _section_of(self, setting: dict[str, Any]) -> str:
        section = setting.get("section")
        return section if self.sections and isinstance(section, str) else ""

    def _add_to_section(self, section: str, setting: dict[str, Any]) -> None:
        if section not in self.section_buttons:
            button = QPushButton(self.tr("%1…").replace("%1", setting_label(section)))
            button.clicked.connect(lambda _=False, name=section: self.open_section(name))
            summary = ElidedLabel()
            self.section_buttons[section] = button
            self.section_summaries[section] = summary
        self.section_values[setting["key"]] = self._fitting(setting, setting.get("default"), setting.get("default"))

    def section_schema(self, section: str) -> list[dict[str, Any]]:
        return [s for s in self.schema if self._section_of(s) == section]

    def open_section(self, section: str) -> bool:
        """The section's dialog, with the values chosen so far; True once accepted (its values
        are then taken)."""
        form = SettingsForm(self.section_schema(section), sections=False)
        form.set_values({**self.values()})
        self.section_dialog = SectionDialog(setting_label(section), form, self)
        try:
            if self.section_dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            self.section_values.update(form.values())
            self._refresh()
            self.changed.emit()
            return True
        finally:
            self.section_dialog.deleteLater()
            self.section_dialog = None

    def summary(self, section: str) -> str:
        """One line: what the section's settings say now (the ones that matter)."""
        values = self.values()
        parts = []
        for setting in self.section_schema(section):
            if not applies(setting, values):
                continue
            part = self._value_summary(setting, values.get(setting["key"]))
            if part:
                parts.append(part)
        return self.tr("、").join(parts)

    def _value_summary(self, setting: dict[str, Any], value: Any) -> str:
        label = setting_label(str(setting.get("label") or setting["key"]))
        kind = setting.get("kind")
        if kind == "bool":
            return label if value else ""
        if kind == "choice":
            for choice in setting.get("choices", []):
                if choice.get("value") == value and type(choice.get("value")) is type(value):
                    return setting_label(str(choice.get("label", value)))
            return ""
        if kind == "subset":
            count = len(value) if isinstance(value, list) else 0
            unit = setting_label(str(setting.get("unit") or "個"))
            return self.tr("%1：%2%3").replace("%1", label).replace("%2", str(count)).replace("%3", unit)
        return self.tr("%1：%2").replace("%1", label).replace("%2", str(value))

    # -- keeping the form in step ---------------------------------------------------------------

    def _watch(self, editor: QWidget) -> None:
        if isinstance(editor, QCheckBox):
            editor.toggled.connect(self._changed)
        elif isinstance(editor, QComboBox):
            editor.currentIndexChanged.connect(self._changed)
        elif isinstance(editor, QSpinBox):
            editor.valueChanged.connect(self._changed)
        elif isinstance(editor, SubsetEditor):
            editor.changed.connect(self._changed)

    def _changed(self, *_: Any) -> None:
        self._refresh()
        self.changed.emit()

    def _refresh(self) -> None:
        """Grey out what does not matter now; rewrite the section summaries."""
        values = self.values()
        for setting in self.schema:
            key = setting["key"]
            if key in self.editors:
                on = applies(setting, values)
                self.editors[key].setEnabled(on)
                self.labels[key].setEnabled(on)
                if key in self.reroll_buttons:
                    self.reroll_buttons[key].setEnabled(on)
        for section, label in self.section_summaries.items():
            label.set_full_text(self.summary(section))

    def _editor(self, setting: dict[str, Any]) -> QWidget | None:
        kind = setting.get("kind")
        default = setting.get("default")
        if kind == "bool":
            box = QCheckBox()
            box.setChecked(bool(default))
            return box
        if kind == "int":
            spin = QSpinBox()
            low = setting.get("min")
            high = setting.get("max")
            spin.setRange(low if isinstance(low, int) else -(10**6), high if isinstance(high, int) else 10**6)
            if isinstance(default, int):
                spin.setValue(default)
            return spin
        if kind == "choice":
            combo = QComboBox()
            for choice in setting.get("choices", []):
                combo.addItem(setting_label(str(choice.get("label", choice.get("value")))), choice.get("value"))
            for i in range(combo.count()):
                if combo.itemData(i) == default:
                    combo.setCurrentIndex(i)
            return combo
        if kind == "subset":
            return SubsetEditor(setting)
        return None

    def values(self) -> dict[str, Any]:
        """The settings to send: exactly the schema's keys with wire-typed values, those behind
        a section button included, in the schema's order."""
        result: dict[str, Any] = {}
        for setting in self.schema:
            key = setting["key"]
            editor = self.editors.get(key)
            if key in self.section_values:
                result[key] = self.section_values[key]
            elif isinstance(editor, QCheckBox):
                result[key] = editor.isChecked()
            elif isinstance(editor, QSpinBox):
                result[key] = editor.value()
            elif isinstance(editor, QComboBox):
                result[key] = editor.currentData()
            elif isinstance(editor, SubsetEditor):
                result[key] = editor.values()
        return result

    @staticmethod
    def _fitting(setting: dict[str, Any], value: Any, otherwise: Any) -> Any:
        """``value`` if it can be this setting's value (as an editor would hold it), else
        ``otherwise``: for the settings behind a section button, which have no editor to do it."""
        kind = setting.get("kind")
        if kind == "subset":
            return canonical(setting, value)
        if kind == "bool":
            return value if isinstance(value, bool) else otherwise
        if kind == "int":
            low, high = setting.get("min"), setting.get("max")
            if isinstance(value, int) and not isinstance(value, bool) \
                    and (not isinstance(low, int) or value >= low) and (not isinstance(high, int) or value <= high):
                return value
            return otherwise
        if kind == "choice":
            offered = [c.get("value") for c in setting.get("choices", [])]
            return value if any(value == o and type(value) is type(o) for o in offered) else otherwise
        return otherwise

    def set_values(self, values: dict[str, Any]) -> None:
        by_key = {s["key"]: s for s in self.schema}
        for key, value in values.items():
            if key in self.section_values:
                self.section_values[key] = self._fitting(by_key[key], value, self.section_values[key])
                continue
            editor = self.editors.get(key)
            if isinstance(editor, SubsetEditor):
                editor.set_values(value)
            elif isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QSpinBox) and isinstance(value, int):
                editor.setValue(value)
            elif isinstance(editor, QComboBox):
                for i in range(editor.count()):
                    if editor.itemData(i) == value:
                        editor.setCurrentIndex(i)
        self._refresh()
