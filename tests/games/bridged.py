"""Game views fed as the app feeds them: the host's texts rendered in the interface's language
before a widget sees them (client/net/bridge.py renders every message where it arrives)."""

from __future__ import annotations

from typing import Any

from tests.gui.samples import as_shown


def as_the_bridge_sends(widget: Any) -> Any:
    """``widget.show_view`` gets views and events with every text in them rendered, as the
    table window hands them on from the bridge (client/i18n.py ``HOST_TEXTS``)."""
    show = widget.show_view
    widget.show_view = lambda view, events: show(as_shown(view), as_shown(events))
    return widget
