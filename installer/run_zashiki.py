"""PyInstaller entry point for the app."""

import sys

from client.main import main

sys.exit(main())
