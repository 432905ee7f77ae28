"""Build the interface's translations: ``client/resources/i18n/zashiki_<lang>.ts`` (kept in the
repository, edited by translators) and the compiled ``zashiki_<lang>.qm`` the app loads.

Three steps, each skipped when there is nothing to do (so a second run changes nothing):

1. ``host_strings.py``: the Japanese texts the client translates from a variable rather than a
   literal (game titles, setting labels and help, CPU levels, stamps and error messages as the host
   sends them; the client's own tables such as koi-koi card names and the ☰ menu options) are
   written out as ``QT_TRANSLATE_NOOP`` lines so that lupdate finds them.
2. ``pyside6-lupdate`` over client/ updates every .ts: new strings arrive unfinished, vanished
   ones are dropped, existing translations are kept. ``--no-lupdate`` skips it (setup scripts,
   which only need the .qm).
3. ``pyside6-lrelease`` compiles every .ts under client/ (any depth) whose .qm is missing or
   no longer says what the .ts says. The .qm files are committed beside their .ts: every wheel,
   sdist and installer then carries them with no Qt tool at package build time, and
   tests/installer/test_translations_compiled.py fails on one out of date. This tool is the one
   place that compiles them.

``--check`` changes nothing and exits 1 when host_strings.py, a .ts or a .qm is out of date, or
a message has no finished translation (the English-build test does the same).

Usage: ``.venv/bin/python tools/build_translations.py [--no-lupdate] [--check]``
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CLIENT = ROOT / "client"
I18N = CLIENT / "resources" / "i18n"
HOST_STRINGS = I18N / "host_strings.py"
LANGUAGES = ("en",)

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


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
# 1. Strings translated from a variable
# ---------------------------------------------------------------------------------------------


def variable_strings() -> Iterator[tuple[str, str]]:
    """(context, Japanese text) for every string the client passes to translate() in a variable;
    the contexts are the ones client/ui/texts.py, client/i18n.py and the views use."""
    yield from host_texts()
    yield from client_tables()
    yield from koikoi_texts()
    yield from deltacle_texts()
    yield from karuta_texts()
    yield from fstring_strings()


def host_texts() -> Iterator[tuple[str, str]]:
    """What every host sends: the games' titles, settings and CPU levels, stamps, errors; why
    an embedded host could not start."""
    from protocol.errors import MESSAGES
    from protocol.messages import STAMPS
    from server.games import registry

    for game in registry().values():
        yield "GameTitles", game.title
        for setting in game.settings:
            yield "GameSettings", setting.label
            if setting.help:
                yield "GameSettings", setting.help
            if setting.section:
                yield "GameSettings", setting.section
            if setting.kind == "subset":  # the choices are the items (karuta: the 100 poems)
                yield "GameSettings", setting.unit
                for group in setting.groups:
                    yield "GameSettings", group.label
                    if group.family:
                        yield "GameSettings", group.family
                continue
            for choice in setting.choices:
                yield "GameSettings", choice.label
        for level in game.cpu_levels:
            yield "GameSettings", level.label
    for _stamp_id, label in STAMPS:
        yield "Stamps", label
    for message in MESSAGES.values():
        yield "HostErrors", message
    from server.host import START_FAILURES

    for sentence in START_FAILURES.values():  # an embedded host that could not start
        yield "HostStartErrors", sentence


def client_tables() -> Iterator[tuple[str, str]]:
    """The shell's own tables: each view's ☰ menu options, the about box's headings."""
    from client.games import view_class
    from client.ui.about_dialog import credit_texts
    from server.games import registry

    for game_id in registry():
        cls = view_class(game_id)
        for _key, label, _default in getattr(cls, "client_options", ()):
            yield cls.__name__, label
    for title, _text in credit_texts():
        yield "AboutDialog", title


def koikoi_texts() -> Iterator[tuple[str, str]]:
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


def deltacle_texts() -> Iterator[tuple[str, str]]:
    """Deltacle: the characters' effects (the tooltip of each board), the sign on each piece."""
    from client.games.deltacle.drawing import CHARACTER_INITIAL
    from server.games.deltacle.components import CHARACTERS

    for character in CHARACTERS.values():
        yield "DeltacleTexts", character.effect
    for initial in CHARACTER_INITIAL.values():
        yield "DeltacleDrawing", initial


def karuta_texts() -> Iterator[tuple[str, str]]:
    """Karuta: the rows and the ways of taking, shown through self.tr(name) by these widgets."""
    from client.games.karuta import counts_panel, log_dialog

    for row in counts_panel.ROW_NAMES:
        yield "CountsPanel", row
    for row in log_dialog.ROW_NAMES:
        yield "LogDialog", row
    for how in log_dialog.HOW_NAMES.values():
        yield "LogDialog", how


def fstring_strings() -> Iterator[tuple[str, str]]:
    """The literal strings of tr() calls inside f-strings, which lupdate's Python parser skips:
    ``f"<b>{self.tr('合計')}</b>"``. The context is the one lupdate gives the same call outside an
    f-string: the enclosing class for ``self.tr``, "" for a module's ``tr`` helper."""
    import ast

    for path in sorted(CLIENT.rglob("*.py")):
        if path == HOST_STRINGS:
            continue
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


def host_strings_source() -> str:
    seen: dict[tuple[str, str], None] = {}
    for context, text in variable_strings():
        if text:
            seen.setdefault((context, text), None)
    lines = [
        '"""Generated by tools/build_translations.py (do not edit): the Japanese texts the client',
        "translates from a variable (what the host sends, the client's own tables), written out so",
        'that pyside6-lupdate finds them. Never imported by the app."""',
        "",
        "from PySide6.QtCore import QT_TRANSLATE_NOOP",
        "",
    ]
    for context, text in seen:
        lines.append(f"QT_TRANSLATE_NOOP({context!r}, {text!r})")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# 2. lupdate
# ---------------------------------------------------------------------------------------------


def lupdate(ts: Path, *, locations: str = "none") -> None:
    """Update ``ts`` from every Python file in client/ (created when missing)."""
    language = ts.stem.split("_", 1)[1]
    subprocess.run(
        [tool("pyside6-lupdate"), "-extensions", "py", "-recursive", str(CLIENT),
         "-source-language", "ja", "-target-language", language, "-no-obsolete",
         "-locations", locations, "-ts", str(ts)],
        check=True, capture_output=True, cwd=ROOT,
    )


def ts_path(language: str) -> Path:
    return I18N / f"zashiki_{language}.ts"


# ---------------------------------------------------------------------------------------------
# 3. lrelease
# ---------------------------------------------------------------------------------------------


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
    """Every .ts under client/, at any depth (the shell's, and any a game keeps beside it)."""
    return sorted(CLIENT.rglob("*.ts"))


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
    I18N.mkdir(parents=True, exist_ok=True)
    problems: list[str] = []

    if not args.no_lupdate:
        source = host_strings_source()
        current = HOST_STRINGS.read_text(encoding="utf-8") if HOST_STRINGS.exists() else ""
        if current != source:
            if args.check:
                problems.append(f"{HOST_STRINGS.relative_to(ROOT)} is out of date")
            else:
                HOST_STRINGS.write_text(source, encoding="utf-8")
                print(f"wrote {HOST_STRINGS.relative_to(ROOT)}")
        for language in LANGUAGES:
            ts = ts_path(language)
            if args.check:
                with tempfile.TemporaryDirectory() as tmp:
                    copy = Path(tmp) / ts.name
                    if ts.exists():
                        shutil.copy(ts, copy)
                    lupdate(copy)
                    if not ts.exists() or copy.read_bytes() != ts.read_bytes():
                        problems.append(f"{ts.relative_to(ROOT)} is out of date (run this tool)")
                continue
            before = ts.read_bytes() if ts.exists() else b""
            lupdate(ts)
            if ts.read_bytes() != before:
                print(f"updated {ts.relative_to(ROOT)}")

    for language in LANGUAGES:
        ts = ts_path(language)
        if not ts.exists():
            problems.append(f"{ts.relative_to(ROOT)} is missing")
            continue
        for context, text in unfinished(ts):
            problems.append(f"{ts.name}: untranslated [{context}] {text!r}")

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
