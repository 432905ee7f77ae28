#!/usr/bin/env bash
# Build the one-folder distribution in dist/zashiki/ (for the platform this runs on).
# Extra arguments go to PyInstaller (tests/installer builds with --distpath and --workpath in a
# temporary folder).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/bootstrap.sh build
exec .venv/bin/pyinstaller --noconfirm --clean --log-level WARN installer/zashiki.spec "$@"
