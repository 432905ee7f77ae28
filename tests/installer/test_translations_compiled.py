"""The compiled translations (*.qm) are committed beside their .ts, so that every wheel, sdist
and installer carries them without Qt's tools at package build time; each must say what its .ts
says (tools/build_translations.py compiles them, and is the only thing that does)."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import build_translations  # noqa: E402

sys.path.remove(str(ROOT / "tools"))


def test_every_ts_under_client_has_a_current_qm_beside_it() -> None:
    sources = build_translations.translations()
    assert ROOT / "client" / "resources" / "i18n" / "zashiki_en.ts" in sources
    stale = [ts.relative_to(ROOT) for ts in sources if not build_translations.qm_is_current(ts)]
    assert stale == [], "run .venv/bin/python tools/build_translations.py and commit the .qm"


def test_a_qm_that_no_longer_says_what_its_ts_says_is_found(tmp_path: Path) -> None:
    ts = tmp_path / "zashiki_en.ts"
    text = (ROOT / "client" / "resources" / "i18n" / "zashiki_en.ts").read_text(encoding="utf-8")
    ts.write_text(text, encoding="utf-8")
    assert not build_translations.qm_is_current(ts)  # no .qm yet
    build_translations.lrelease(ts)
    assert build_translations.qm_is_current(ts)
    ts.write_text(text.replace("<translation>Close</translation>",
                               "<translation>Shut</translation>", 1), encoding="utf-8")
    assert not build_translations.qm_is_current(ts)
