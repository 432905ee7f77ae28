"""Deltacle tests: Qt runs offscreen; the helpers below play rounds through the contract."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
