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
3. ``pyside6-lrelease`` compiles each .ts whose .qm is missing or older.

``--check`` changes nothing and exits 1 when a .ts is out of date or a message has no finished
translation (the English test does the same).

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


def game_ids() -> list[str]:
    """Every game: a folder under server/games/ or client/games/ that is a package."""
    found = {p.name for base in (SERVER_GAMES, CLIENT_GAMES) for p in base.iterdir()
             if (p / "__init__.py").exists()}
    return sorted(found)


def bundles() -> list[Bundle]:
    shell_sources = tuple(p for p in sorted(CLIENT.rglob("*.py"))
                          if not _in_a_game_folder(p))
    found = [Bundle("zashiki", CLIENT / "resources" / "i18n", shell_sources, shell_strings)]
    for game_id in game_ids():
        folder = CLIENT_GAMES / game_id
        sources = tuple(sorted(folder.rglob("*.py"))) if folder.is_dir() else ()
        found.append(Bundle(game_id, folder / "i18n", sources,
                            lambda game_id=game_id: game_strings(game_id)))
    return found


def _in_a_game_folder(path: Path) -> bool:
    parts = path.relative_to(CLIENT).parts
    return len(parts) > 2 and parts[0] == "games"


def shell_strings() -> Strings:
    """The host's catalog and the shell's own tables (the about box's headings)."""
    from client.ui.about_dialog import credit_texts
    from protocol.host_texts import HOST

    for _code, template in HOST.items():
        yield HOST.domain, template
    for title, _text in credit_texts():
        yield "AboutDialog", title
    yield from fstring_strings(p for p in sorted(CLIENT.rglob("*.py")) if not _in_a_game_folder(p))


def game_strings(game_id: str) -> Strings:
    """A game's catalog (server side), its view's ☰ options, and what its client package lists
    in ``translatable()`` (its own tables: card names and the like)."""
    from server.games import registry

    game = registry().get(game_id)
    if game is not None:
        catalog = game.catalog()
        for _code, template in catalog.items():
            yield catalog.domain, template
    folder = CLIENT_GAMES / game_id
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
    yield from LEGACY.get(game_id, lambda: iter(()))()
    yield from fstring_strings(sorted(folder.rglob("*.py")))


def koikoi_texts() -> Strings:
    """Koi-koi: the card names (tooltips, the log), the kind over each pile, and what the view
    says in Japanese: the phase, the rules' name, the characters' introductions, the yaku on the
    bars and the score screen, and the score screen's steps as the engine words them."""
    from client.games.koikoi import deck
    from server.games.koikoi.cards import YAKU
    from server.games.koikoi.characters import CHARACTERS
    from server.games.koikoi.engine import PHASE_LABELS, RULE_LABELS
    from server.games.koikoi.scoring import MANKAI, score_steps

    for card in range(48):
        yield "KoikoiCards", deck.name(card)
    for kind in deck.KIND_ORDER:
        yield "PileWidget", kind
    for label in (*PHASE_LABELS.values(), *RULE_LABELS.values()):
        yield "KoikoiView", label
    for character in CHARACTERS:
        yield "KoikoiView", character.intro
    for yaku in YAKU:
        yield "ScorePanel", yaku.name
        yield "PlayerBar", yaku.name
    for months in range(13):
        for koikoi in range(9):
            for reversal in (False, True):
                for step in score_steps(MANKAI, 10, months=months, koikoi=koikoi, reversal=reversal):
                    yield "ScorePanel", step.label


def deltacle_texts() -> Strings:
    """Deltacle: the characters' effects (the tooltip of each board), the sign on each piece."""
    from client.games.deltacle.drawing import CHARACTER_INITIAL
    from server.games.deltacle.components import CHARACTERS

    for character in CHARACTERS.values():
        yield "DeltacleTexts", character.effect
    for initial in CHARACTER_INITIAL.values():
        yield "DeltacleDrawing", initial


LEGACY: dict[str, Callable[[], Strings]] = {
    "koikoi": koikoi_texts, "deltacle": deltacle_texts,
}
"""Games whose Japanese display text still comes from the host as words the client matches;
each goes as its engine speaks in codes and its client package lists its own tables."""


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


def lrelease(ts: Path) -> Path:
    qm = ts.with_suffix(".qm")
    if not qm.exists() or qm.stat().st_mtime < ts.stat().st_mtime:
        subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)],
                       check=True, capture_output=True)
    return qm


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
            if not args.check:
                lrelease(ts)
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if args.check and problems else 0


if __name__ == "__main__":
    sys.exit(main())
