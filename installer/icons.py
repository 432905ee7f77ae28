"""Zashiki's icon for every platform, made from installer/zashiki.svg at build time:
PNGs drawn by Qt's SVG renderer, ``zashiki.ico`` (Windows) and ``zashiki.icns`` (macOS) written
by Pillow from them. Linux desktops take the SVG itself (installer/zashiki.spec installs it).

Usage: ``python installer/icons.py OUT_FOLDER`` (the spec runs it into its work folder).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

SVG = Path(__file__).resolve().parent / "zashiki.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render(svg: Path, folder: Path, sizes: tuple[int, ...]) -> dict[int, Path]:
    """``zashiki-<size>.png`` for each size, drawn with QSvgRenderer."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (kept while painting)
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"{svg}: not an SVG Qt can draw")
    pngs = {}
    for size in sizes:
        image = QImage(size, size, QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        pngs[size] = folder / f"zashiki-{size}.png"
        if not image.save(str(pngs[size])):
            raise SystemExit(f"could not write {pngs[size]}")
    return pngs


def make_icons(folder: Path, svg: Path = SVG) -> tuple[Path, Path]:
    """Write the PNGs, zashiki.ico and zashiki.icns into ``folder``; returns (ico, icns)."""
    from PIL import Image

    folder.mkdir(parents=True, exist_ok=True)
    pngs = render(svg, folder, tuple(sorted(set(ICO_SIZES) | set(ICNS_SIZES))))
    images = {size: Image.open(path).convert("RGBA") for size, path in pngs.items()}
    ico, icns = folder / "zashiki.ico", folder / "zashiki.icns"
    largest = images[max(ICO_SIZES)]
    largest.save(ico, format="ICO", sizes=[(s, s) for s in ICO_SIZES],
                 append_images=[images[s] for s in ICO_SIZES if s != max(ICO_SIZES)])
    images[max(ICNS_SIZES)].save(icns, format="ICNS",
                                 append_images=[images[s] for s in ICNS_SIZES[:-1]])
    return ico, icns


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    for made in make_icons(Path(sys.argv[1])):
        print(made)
