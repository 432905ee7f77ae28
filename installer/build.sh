#!/usr/bin/env bash
# Build the one-folder distribution in dist/zashiki/ (for the platform this runs on).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/bootstrap.sh gui
.venv/bin/python -m pip install -q "pyinstaller>=6"
.venv/bin/pyinstaller --noconfirm --clean installer/zashiki.spec
if [ "$(uname -s)" = Linux ]; then
  install -Dm644 installer/zashiki.desktop dist/zashiki/share/applications/zashiki.desktop
  install -Dm644 installer/zashiki.svg dist/zashiki/share/icons/hicolor/scalable/apps/zashiki.svg
fi
echo "built dist/zashiki/"
