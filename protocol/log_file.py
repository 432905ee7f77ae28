"""The log file each Zashiki program writes: the app (``zashiki.log``, its embedded host
included) and the headless host (``zashiki-server.log``), in the platform's user log folder
(platformdirs' ``user_log_dir``; ``$ZASHIKI_LOG_DIR`` instead, which the tests set), or where
``zashiki-server --log-file`` says.

Each start begins a new file (the last ones are kept as ``.1`` … ``.3``) and a file that grows
past 1 MB rolls over the same way; every file opens with a header that names the version, the
platform and Python (and Qt, for the app), so that a log sent with a bug report says what ran.
Twisted's own log events (an error nobody handled in a Deferred) go to the same file.

Session tokens (the key to a player's seat) never reach a log: a filter masks the value of any
``token`` in a message, whatever logged it. No Qt here: the host imports this module too.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
import platform
import re
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from protocol.host_texts import HOST
from protocol.texts import Text, in_japanese
from protocol.version import APP_VERSION

ENV_DIR = "ZASHIKI_LOG_DIR"
MAX_BYTES = 1_000_000
BACKUPS = 3
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

# 'token': 'abc…', "token": "abc…", token=abc…: the value goes, the key stays
TOKEN = re.compile(r"""(\btoken['"]?\s*[:=]\s*['"]?)[^'"\s,}]+""", re.IGNORECASE)


def log_dir() -> Path:
    """The folder the logs and crash reports go to (not created here)."""
    override = os.environ.get(ENV_DIR)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_log_dir("zashiki", appauthor=False))


def mask_tokens(text: str) -> str:
    """``text`` with the value of every ``token`` replaced by ``***``."""
    return TOKEN.sub(r"\1***", text)


def header(program: str, extra: Sequence[tuple[str, str]] = ()) -> str:
    """One line: the program and its version, how it was installed, the platform, Python, and
    ``extra`` (the app adds Qt's and PySide6's versions)."""
    how = "PyInstaller build" if getattr(sys, "frozen", False) else "Python package"
    parts = [f"{program} {APP_VERSION} ({how})", platform.platform(),
             f"{platform.python_implementation()} {platform.python_version()}"]
    parts += [f"{name} {version}" for name, version in extra]
    return " · ".join(parts)


class TokenMask(logging.Filter):
    """Masks tokens in a record's message and its traceback before any handler writes it."""

    def filter(self, record: logging.LogRecord) -> bool:
        text = record.getMessage()
        masked = mask_tokens(text)
        if masked != text:
            record.msg, record.args = masked, None
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text:
            record.exc_text = mask_tokens(record.exc_text)
        return True


class LogFile(logging.handlers.RotatingFileHandler):
    """A rotating log file whose every file starts with the header."""

    def __init__(self, path: Path, first_line: str) -> None:
        self.first_line = first_line
        path.parent.mkdir(parents=True, exist_ok=True)
        super().__init__(path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8")
        if self.stream is not None and self.stream.tell() > 0:  # a new file for each start
            try:
                self.doRollover()
            except OSError:  # another copy holds it open (Windows): carry on in the same file
                self.write_header()
        else:
            self.write_header()

    def doRollover(self) -> None:  # noqa: N802 (logging's name)
        super().doRollover()
        self.write_header()

    def write_header(self) -> None:
        if self.stream is None:
            self.stream = self._open()
        self.stream.write(f"{self.first_line}\n")
        self.flush()


_ours: list[logging.Handler] = []  # the handlers start_logging added (and a later call removes)
_twisted_bridged = False


class TextFormatter(logging.Formatter):
    """Writes a record whose message is a text (protocol/texts.py) in the reader's language:
    the program logs what happened as codes, as the host tells people, and the log follows the
    system's language (the headless host) or the interface's (the app)."""

    def __init__(self, render: Callable[[Any], str]) -> None:
        super().__init__(FORMAT)
        self.render = render

    def format(self, record: logging.LogRecord) -> str:
        if isinstance(record.msg, Text):
            record.msg, record.args = self.render(record.msg), None
        return super().format(record)


def start_logging(program: str, path: Path | None = None, level: str | int = "INFO",
                  extra: Sequence[tuple[str, str]] = (),
                  console: int = logging.NOTSET,
                  render: Callable[[Any], str] = in_japanese) -> Path | None:
    """Send every log record of this process to the log file ``path`` (default:
    ``<log_dir()>/<program>.log``) and the records at ``console`` level and up to stderr, texts
    rendered with ``render``. Returns the file's path, or None when it cannot be written (a
    read-only home folder): the program then runs on with stderr alone, and says so there.
    Replaces what an earlier call set up."""
    stop_logging()
    root = logging.getLogger()
    root.setLevel(level.upper() if isinstance(level, str) else level)
    formatter = TextFormatter(render)
    handlers: list[logging.Handler] = []
    if sys.stderr is not None:  # a windowed program on Windows has none
        stderr = logging.StreamHandler(sys.stderr)
        stderr.setLevel(console)
        handlers.append(stderr)
    path = path or log_dir() / f"{program}.log"
    first_line = header(program, extra)
    problem = None
    try:
        handlers.append(LogFile(path, first_line))
    except OSError as error:
        problem, path = error, None
    for handler in handlers:
        handler.setFormatter(formatter)
        handler.addFilter(TokenMask())
        root.addHandler(handler)
        _ours.append(handler)
    log = logging.getLogger(program)
    if path is None:
        log.error(HOST("log.cannot_write", error=str(problem)))
        log.info(first_line)
    else:
        log.info(HOST("log.file", path=str(path)))
    _bridge_twisted()
    return path


def stop_logging() -> None:
    """Close what start_logging opened (the file is complete on disk afterwards)."""
    root = logging.getLogger()
    while _ours:
        handler = _ours.pop()
        root.removeHandler(handler)
        handler.close()


def _bridge_twisted() -> None:
    """Twisted's log events into the standard logging (once per process), at warning and up:
    an error nobody handled in a Deferred would otherwise vanish."""
    global _twisted_bridged
    if _twisted_bridged:
        return
    _twisted_bridged = True
    from twisted.logger import (
        FilteringLogObserver,
        LogLevel,
        LogLevelFilterPredicate,
        STDLibLogObserver,
        globalLogBeginner,
    )

    observer = FilteringLogObserver(STDLibLogObserver(name="twisted"),
                                    [LogLevelFilterPredicate(defaultLogLevel=LogLevel.warn)])
    globalLogBeginner.beginLoggingTo([observer], discardBuffer=False, redirectStandardIO=False)
