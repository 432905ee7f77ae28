#!/usr/bin/env bash
# Set up (first time only) and run every test: lint, unit, integration (a real zashiki-server
# on 127.0.0.1) and GUI tests (pytest-qt, offscreen). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
tools/bootstrap.sh test
export QT_QPA_PLATFORM=offscreen
echo "==> ruff"
.venv/bin/ruff check .
echo "==> pytest"
exec .venv/bin/python -m pytest "$@"
