"""Build the translations: one Qt Linguist file per part of Zashiki and language, kept in the
repository and edited by translators, and the compiled ``.qm`` files the app loads.

The parts ("bundles"), each found without naming a game:

- ``zashiki``: the app's shell (client/ but each game's own folder), and the host's texts
  (protocol/host_texts.py, context ``host``): client/resources/i18n/zashiki_<lang>.ts;
- each game ``<id>``: its client folder (client/games/<id>/) and its catalog of texts
  (server/games/<id>/texts.py with the texts its settings and levels declare, context ``<id>``):
  client/games/<id>/i18n/<id>_<lang>.ts;

Three steps, each skipped when there is nothing to do (so a second run changes nothing):

1. the texts translated from a variable (a catalog's templates, the strings a game's client
   package lists in ``translatable()``, the ☰ options of its view, ``tr()`` inside f-strings
   that lupdate cannot see) are written as ``QT_TRANSLATE_NOOP`` lines to a scratch file;
2. ``pyside6-lupdate`` reads the bundle's Python files and that scratch file and updates the
   bundle's .ts: new strings arrive unfinished, vanished ones are dropped, existing translations
   are kept. ``--no-lupdate`` skips it (setup scripts, which only need the .qm);
3. ``pyside6-lrelease`` compiles each .ts whose .qm is missing or no longer says what the .ts
   says. The .qm files are committed beside their .ts: every wheel, sdist and installer then
   carries them with no Qt tool at package build time, and
   tests/installer/test_translations_compiled.py fails on one out of date. This tool is the one
   place that compiles them.

``--check`` changes nothing and exits 1 when a .ts or a .qm is out of date or a message has no
finished translation (the English test does the same).

Usage: ``.venv/bin/python tools/build_translations.py [--no-lupdate] [--check]``
"""

from __future__ import annotations

import argparse
import ast
import importlib
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLIENT = ROOT / "client"
CLIENT_GAMES = CLIENT / "games"
SERVER_GAMES = ROOT / "server" / "games"
LANGUAGES = ("en",)

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

Strings = Iterator[tuple[str, str]]
"""(context, Japanese text) pairs."""


def tool(name: str) -> str:
    """A Qt tool from PySide6's wheel (beside this Python, else on PATH)."""
    for candidate in (name, name + ".exe"):  # .venv/bin, or .venv\\Scripts on Windows
        beside = Path(sys.executable).with_name(candidate)
        if beside.exists():
            return str(beside)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: install PySide6 (tools/bootstrap.sh does)")
    return found


# ---------------------------------------------------------------------------------------------
# The bundles
# ---------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Bundle:
    name: str  # "zashiki" or a game's id
    folder: Path  # where its .ts (and .qm) live
    sources: tuple[Path, ...]  # the Python files lupdate reads
    strings: Callable[[], Strings]  # what it translates from a variable

    def ts(self, language: str) -> Path:
        return self.folder / f"{self.name}_{language}.ts"


def game_folders() -> dict[str, Path]:
    """Every game by id, with its client folder: a package under server/games/ or
    client/games/ (wherever those packages are: a game is found, never listed)."""
    import client.games
    import server.games

    found: dict[str, Path] = {}
    for package in (server.games, client.games):
        for base in map(Path, package.__path__):
            for folder in sorted(base.iterdir()):
                if (folder / "__init__.py").exists():
                    found.setdefault(folder.name, Path())
    for base in map(Path, client.games.__path__):
        for game_id in found:
            if (base / game_id / "__init__.py").exists():
                found[game_id] = base / game_id
    return dict(sorted(found.items()))


def bundles() -> list[Bundle]:
    shell_sources = tuple(p for p in sorted(CLIENT.rglob("*.py"))
                          if not _in_a_game_folder(p))
    found = [Bundle("zashiki", CLIENT / "resources" / "i18n", shell_sources, shell_strings),
             Bundle("host", ROOT / "protocol" / "i18n", (), host_strings)]
    for game_id, folder in game_folders().items():
        if folder == Path():  # a game with no client package of its own: its texts go with it
            folder = CLIENT_GAMES / game_id
        sources = tuple(sorted(folder.rglob("*.py"))) if folder.is_dir() else ()
        found.append(Bundle(game_id, folder / "i18n", sources,
                            lambda game_id=game_id, folder=folder: game_strings(game_id, folder)))
    return found


def _in_a_game_folder(path: Path) -> bool:
    parts = path.relative_to(CLIENT).parts
    return len(parts) > 2 and parts[0] == "games"


def host_strings() -> Strings:
    """The host's texts: what it tells people on the wire (protocol/host_texts.py) and its own
    words to whoever runs it, its --help and log (server/texts.py). The headless host reads
    this bundle's .ts itself (protocol/ts_reader.py); the app loads its .qm."""
    from protocol.host_texts import HOST
    from server.texts import SERVER

    for catalog in (HOST, SERVER):
        for _code, template in catalog.items():
            yield catalog.domain, template


def shell_strings() -> Strings:
    """The shell's own tables (the about box's headings) and what lupdate cannot see."""
    from client.ui.about_dialog import CLIENT_CREDITS

    for title, _path in CLIENT_CREDITS:
        yield "AboutDialog", title
    yield from fstring_strings(p for p in sorted(CLIENT.rglob("*.py")) if not _in_a_game_folder(p))


def game_strings(game_id: str, folder: Path) -> Strings:
    """A game's catalog (server side), its view's ☰ options, and what its client package lists
    in ``translatable()`` (its own tables: card names and the like)."""
    from server.games import registry

    game = registry().get(game_id)
    if game is not None:
        catalog = game.catalog()
        for _code, template in catalog.items():
            yield catalog.domain, template
    if not folder.is_dir():
        return
    from client.games import view_class

    cls = view_class(game_id)
    for _key, label, _default in getattr(cls, "client_options", ()):
        yield cls.__name__, label
    package = importlib.import_module(f"client.games.{game_id}")
    listed = getattr(package, "translatable", None)
    if listed is not None:
        yield from listed()
    yield from fstring_strings(sorted(folder.rglob("*.py")))


def fstring_strings(paths: Iterator[Path] | list[Path]) -> Strings:
    """The literal strings of tr() calls inside f-strings, which lupdate's Python parser skips:
    ``f"<b>{self.tr('合計')}</b>"``. The context is the one lupdate gives the same call outside an
    f-string: the enclosing class for ``self.tr``, "" for a module's ``tr`` helper."""
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        classes: dict[ast.AST, str] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.ClassDef):
                for inner in ast.walk(node):
                    classes[inner] = node.name  # the innermost class wins: walked last
        for fstring in (n for n in ast.walk(tree) if isinstance(n, ast.JoinedStr)):
            for call in (n for n in ast.walk(fstring) if isinstance(n, ast.Call)):
                args = call.args
                func = call.func
                if isinstance(func, ast.Attribute) and func.attr == "translate" and len(args) >= 2:
                    context, text = args[0], args[1]
                    if isinstance(context, ast.Constant) and isinstance(text, ast.Constant):
                        yield str(context.value), str(text.value)
                elif not args or not isinstance(args[0], ast.Constant) or not isinstance(
                        args[0].value, str):
                    continue
                elif isinstance(func, ast.Name) and func.id == "tr":
                    yield "", args[0].value
                elif (isinstance(func, ast.Attribute) and func.attr == "tr"
                      and isinstance(func.value, ast.Name) and func.value.id == "self"):
                    yield classes.get(call, ""), args[0].value


def noop_source(strings: Strings) -> str:
    """``QT_TRANSLATE_NOOP`` lines for lupdate, each (context, text) once."""
    seen: dict[tuple[str, str], None] = {}
    for context, text in strings:
        if text:
            seen.setdefault((context, text), None)
    lines = ["from PySide6.QtCore import QT_TRANSLATE_NOOP", ""]
    lines += [f"QT_TRANSLATE_NOOP({context!r}, {text!r})" for context, text in seen]
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# lupdate, lrelease
# ---------------------------------------------------------------------------------------------


def lupdate(bundle: Bundle, ts: Path) -> None:
    """Update ``ts`` (created when missing) from the bundle's files and its variable strings."""
    language = ts.stem.rsplit("_", 1)[1]
    with tempfile.TemporaryDirectory() as scratch:
        noop = Path(scratch) / f"{bundle.name}_variable_strings.py"
        noop.write_text(noop_source(bundle.strings()), encoding="utf-8")
        ts.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [tool("pyside6-lupdate"), *map(str, bundle.sources), str(noop),
             "-source-language", "ja", "-target-language", language, "-no-obsolete",
             "-locations", "none", "-ts", str(ts)],
            check=True, capture_output=True, cwd=ROOT,
        )


def lrelease(ts: Path, qm: Path | None = None) -> Path:
    """Compile ``ts`` into ``qm`` (default: the .qm beside it)."""
    qm = qm or ts.with_suffix(".qm")
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)],
                   check=True, capture_output=True)
    return qm


def ts_messages(ts: Path) -> Iterator[tuple[str, str, str | None, bool]]:
    """(context, source, disambiguation, numerus) of every message in ``ts``."""
    import xml.etree.ElementTree as ET

    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield (name, message.findtext("source") or "", message.findtext("comment"),
                   message.get("numerus") == "yes")


def qm_is_current(ts: Path) -> bool:
    """Whether the .qm beside ``ts`` translates every message as a fresh compile of ``ts``
    does. Compared through QTranslator, not byte for byte, so that a .qm compiled by another
    Qt release still counts as current."""
    from PySide6.QtCore import QTranslator

    qm = ts.with_suffix(".qm")
    if not qm.exists():
        return False
    with tempfile.TemporaryDirectory() as tmp:
        fresh = lrelease(ts, Path(tmp) / qm.name)
        if fresh.read_bytes() == qm.read_bytes():
            return True
        kept, wanted = QTranslator(), QTranslator()
        if not (kept.load(str(qm)) and wanted.load(str(fresh))):
            return False
        for context, source, disambiguation, numerus in ts_messages(ts):
            for n in range(12) if numerus else (-1,):
                if (kept.translate(context, source, disambiguation, n)
                        != wanted.translate(context, source, disambiguation, n)):
                    return False
    return True


def translations() -> list[Path]:
    """Every bundle's .ts, in every language (the shell's, the host's, each game's)."""
    return sorted(b.ts(language) for b in bundles() for language in LANGUAGES if b.ts(language).exists())


def unfinished(ts: Path) -> list[tuple[str, str]]:
    """(context, source) of every current message without a finished translation."""
    import xml.etree.ElementTree as ET

    missing = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None:
                missing.append((name, message.findtext("source") or ""))
                continue
            kind = translation.get("type")
            if kind in ("obsolete", "vanished"):
                continue
            forms = [form.text or "" for form in translation.iter("numerusform")]
            texts = forms or [translation.text or ""]
            if kind == "unfinished" or not all(text.strip() for text in texts):
                missing.append((name, message.findtext("source") or ""))
    return missing


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-lupdate", action="store_true",
                        help="only compile the .qm files (what setup needs)")
    parser.add_argument("--check", action="store_true",
                        help="change nothing; exit 1 if anything is out of date or unfinished")
    args = parser.parse_args(argv)
    problems: list[str] = []
    for bundle in bundles():
        for language in LANGUAGES:
            ts = bundle.ts(language)
            if not args.no_lupdate:
                if args.check:
                    with tempfile.TemporaryDirectory() as tmp:
                        copy = Path(tmp) / ts.name
                        if ts.exists():
                            shutil.copy(ts, copy)
                        lupdate(bundle, copy)
                        if not ts.exists() or copy.read_bytes() != ts.read_bytes():
                            problems.append(f"{ts.relative_to(ROOT)} is out of date (run this tool)")
                else:
                    before = ts.read_bytes() if ts.exists() else b""
                    lupdate(bundle, ts)
                    if ts.read_bytes() != before:
                        print(f"updated {ts.relative_to(ROOT)}")
            if not ts.exists():
                problems.append(f"{ts.relative_to(ROOT)} is missing")
                continue
            for context, text in unfinished(ts):
                problems.append(f"{ts.relative_to(ROOT)}: untranslated [{context}] {text!r}")
    for ts in translations():
        if qm_is_current(ts):
            continue
        qm = ts.with_suffix(".qm").relative_to(ROOT)
        if args.check:
            problems.append(f"{qm} is out of date (run this tool)")
        else:
            lrelease(ts)
            print(f"compiled {qm}")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if args.check and problems else 0


if __name__ == "__main__":
    sys.exit(main())
