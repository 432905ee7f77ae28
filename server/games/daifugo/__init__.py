"""Daifugō (大富豪): the rules engine, its CPU players and its rules help."""

from server.games.daifugo.engine import Daifugo, State

GAME = Daifugo()

__all__ = ["GAME", "Daifugo", "State"]
