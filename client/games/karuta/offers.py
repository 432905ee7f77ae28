"""What the host's view offers this seat now (VIEW.md, "legal and templates"): the kinds of its
complete ``legal`` actions (start, proceed, pick_send…) and of its ``templates`` (touch, hover,
move, float, place: one example of each kind, whose details the player chooses)."""

from __future__ import annotations

from typing import Any


def offered(view: dict[str, Any]) -> set[str]:
    """The types of every action the view offers."""
    return {a.get("type") for a in (view.get("legal") or []) + (view.get("templates") or [])}


__all__ = ["offered"]
