"""Deltacle's texts: every message code the engine uses, with its Japanese template
(protocol/texts.py). The client renders them in its reader's language."""

from protocol.texts import Catalog

TEXTS = Catalog("deltacle", {
    "mark.round": "第{n}ラウンド",
})
