#!/usr/bin/env bash
# Sets up everything Zashiki needs on this machine, idempotently and quickly when already done:
#   - on Debian/Ubuntu, the few system libraries Qt needs (installed only if missing);
#   - a virtual environment in .venv with Zashiki and its packages.
# Japanese text needs no system font: the app ships IPAexGothic (client/resources/fonts).
# Usage: tools/bootstrap.sh [gui|test]
set -euo pipefail
cd "$(dirname "$0")/.."
purpose="${1:-gui}"

# Qt's core needs; libpulse0 lets Qt Multimedia load (sound effects; silent without it)
qt_libs=(libegl1 libgl1 libopengl0 libxkbcommon0 libfontconfig1 fontconfig libdbus-1-3 libglib2.0-0
         libpulse0)
if [ "$purpose" = gui ]; then
  # the X11 (xcb) platform plugin of Qt 6
  qt_libs+=(libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
            libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xinerama0 libx11-xcb1 libxrender1)
fi

if command -v dpkg >/dev/null 2>&1 && command -v apt-get >/dev/null 2>&1; then
  missing=()
  for pkg in "${qt_libs[@]}"; do
    dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    echo "==> installing system packages for Qt: ${missing[*]}"
    sudo_cmd=()
    [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
fi

python="${PYTHON:-python3}"
if [ ! -x .venv/bin/python ]; then
  echo "==> creating the virtual environment (.venv)"
  "$python" -m venv .venv
fi
stamp=".venv/.zashiki-installed"
want="$(cat setup.cfg pyproject.toml | sha256sum | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  echo "==> installing Zashiki and its packages into .venv"
  .venv/bin/python -m pip install -q --upgrade pip >/dev/null
  .venv/bin/python -m pip install -q -e ".[test]"
  echo "$want" > "$stamp"
fi
# the English interface: compile the translation (client/resources/i18n/zashiki_en.ts -> .qm)
.venv/bin/python tools/build_translations.py --no-lupdate
