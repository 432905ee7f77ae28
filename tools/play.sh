#!/usr/bin/env bash
# Set up (first time only: what the game needs, not the test tools) and launch Zashiki, one line
# per step. Extra arguments go to the app (for example an invite link:
# tools/play.sh zashiki://192.168.1.10:47300/ABCD).
set -euo pipefail
cd "$(dirname "$0")/.."
tools/bootstrap.sh gui
echo "==> starting Zashiki"
app=.venv/bin/zashiki
[ -x "$app" ] || app=.venv/Scripts/zashiki.exe  # Windows (Git Bash)
exec "$app" "$@"
