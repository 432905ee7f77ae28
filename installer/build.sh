#!/usr/bin/env bash
# Build the one-folder distribution in dist/zashiki/ (for the platform this runs on).
# Extra arguments go to PyInstaller (tests/installer builds with --distpath and --workpath in a
# temporary folder).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/bootstrap.sh build
python=.venv/bin/python
[ -x "$python" ] || python=.venv/Scripts/python.exe  # Windows (Git Bash)
exec "$python" -m PyInstaller --noconfirm --clean --log-level WARN installer/zashiki.spec "$@"
