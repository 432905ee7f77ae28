"""PyInstaller entry point for the headless host."""

import sys

from server.main import main

sys.exit(main())
