#!/usr/bin/env bash
# Set up (first time only) and launch Zashiki. Extra arguments go to the app
# (for example an invite link: tools/play.sh zashiki://192.168.1.10:47300/ABCD).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/bootstrap.sh gui
exec .venv/bin/zashiki "$@"
