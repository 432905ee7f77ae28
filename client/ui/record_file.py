"""Record files on disk (``*.zashiki.json``): what the client itself checks before handing a
file's content to the host, which validates the rest (format, version, checksum, game, replay:
docs/PROTOCOL.md section 10) and answers a damaged or foreign file with a Japanese message."""

from __future__ import annotations

import datetime
import json
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

SUFFIX = ".zashiki.json"
MAX_BYTES = 900 * 1024  # the whole file travels in one message (frames are at most 1 MiB)


class RecordFileError(Exception):
    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def read_record_file(path: str | Path) -> dict[str, Any]:
    """The file's content as a map, or RecordFileError saying why it cannot be one."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise RecordFileError(QCoreApplication.translate("RecordFile", "ファイルが大きすぎます。Zashikiの記録ファイルではないようです。"))
        raw = path.read_bytes()
    except OSError as error:
        raise RecordFileError(QCoreApplication.translate("RecordFile", "ファイルを読めませんでした（%1）。").replace("%1", error.strerror or str(error))) from error
    try:
        content = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise RecordFileError(
            QCoreApplication.translate("RecordFile", "ファイルが壊れているか、Zashikiの記録ファイルではありません。")) from error
    if not isinstance(content, dict) or content.get("format") != "zashiki-record":
        raise RecordFileError(QCoreApplication.translate("RecordFile", "Zashikiの対局記録ファイルではありません。"))
    return content


def write_record_file(path: str | Path, content: dict[str, Any]) -> None:
    """Write a record file (UTF-8 JSON); RecordFileError when the disk refuses."""
    try:
        Path(path).write_text(json.dumps(content, ensure_ascii=False, indent=1), encoding="utf-8")
    except OSError as error:
        raise RecordFileError(QCoreApplication.translate("RecordFile", "ファイルに保存できませんでした（%1）。").replace("%1", error.strerror or str(error))) from error


def suggested_name(content: dict[str, Any]) -> str:
    """``<game>_<YYYYmmdd-HHMM>.zashiki.json`` from the file's game and start time."""
    started = content.get("started")
    stamp = ""
    if isinstance(started, (int, float)) and started > 0:
        stamp = "_" + datetime.datetime.fromtimestamp(started).strftime("%Y%m%d-%H%M")
    game = re.sub(r"[^\w-]", "", str(content.get("game") or "record")) or "record"
    return f"{game}{stamp}{SUFFIX}"
