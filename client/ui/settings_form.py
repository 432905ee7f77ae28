"""A table-settings form GENERATED from a game's settings schema (as the host sends it in the
welcome): bool -> QCheckBox, choice -> QComboBox, int -> QSpinBox. Labels, help and choice
labels pass through translation. A new game's settings need no shell code."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QSpinBox, QWidget

from client.ui.texts import setting_label


class SettingsForm(QWidget):
    def __init__(self, schema: list[dict[str, Any]] | None = None, parent: QWidget | None = None):
        super().__init__(parent)
        self.layout_ = QFormLayout(self)
        self.layout_.setContentsMargins(0, 0, 0, 0)
        self.editors: dict[str, QWidget] = {}
        self.schema: list[dict[str, Any]] = []
        self.set_schema(schema or [])

    def set_schema(self, schema: list[dict[str, Any]]) -> None:
        while self.layout_.rowCount():
            self.layout_.removeRow(0)
        self.editors = {}
        self.schema = [s for s in schema if isinstance(s, dict) and s.get("key")]
        for setting in self.schema:
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
            self.layout_.addRow(label, editor)
        if not self.editors:
            self.layout_.addRow(QLabel(self.tr("このゲームに選べるルールはありません。")))

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
        return None

    def values(self) -> dict[str, Any]:
        """The settings to send: exactly the schema's keys with wire-typed values."""
        result: dict[str, Any] = {}
        for key, editor in self.editors.items():
            if isinstance(editor, QCheckBox):
                result[key] = editor.isChecked()
            elif isinstance(editor, QSpinBox):
                result[key] = editor.value()
            elif isinstance(editor, QComboBox):
                result[key] = editor.currentData()
        return result

    def set_values(self, values: dict[str, Any]) -> None:
        for key, value in values.items():
            editor = self.editors.get(key)
            if isinstance(editor, QCheckBox):
                editor.setChecked(bool(value))
            elif isinstance(editor, QSpinBox) and isinstance(value, int):
                editor.setValue(value)
            elif isinstance(editor, QComboBox):
                for i in range(editor.count()):
                    if editor.itemData(i) == value:
                        editor.setCurrentIndex(i)
