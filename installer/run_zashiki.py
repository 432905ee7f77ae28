"""PyInstaller entry point for the app."""

import multiprocessing
import sys

from client.main import main

if __name__ == "__main__":
    # CPU players think in worker processes (server/cpu_workers.py); a frozen app must let
    # a worker started by "spawn" run its task instead of starting the app again.
    multiprocessing.freeze_support()
    sys.exit(main())
